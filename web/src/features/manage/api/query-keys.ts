// The first part of the manage modal's query keys, apart from the calls and their schemas: the
// live updates (app/live-updates.tsx) match them without loading either (ADR 073, 080).
export const ASSET_QUERY_KEY = 'asset';
export const DEVICE_QUERY_KEY = 'device';
