// Time as a dependency: every expiry and rate-limit window reads this clock, so tests move time
// instead of sleeping (code expiry, token lifetime, windows).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
