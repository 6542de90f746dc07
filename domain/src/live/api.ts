// Live updates (issue 17, docs/decisions/080-live-updates.md): GET /api/Live/Stream is a
// server-sent events stream of what changed in the caller's folder scope. The browser reads it
// with fetch (the access token in the Authorization header, never in a URL) and applies each
// event by refetching what shows the entities it names.
export const LIVE_STREAM_PATH = '/api/Live/Stream';

/** What changed: a tank's state (level, volume, days left, statuses), a device's state (call-in,
 * battery, signal, flags), or an alert raised or cleared on an entity. */
export const LIVE_CHANGE_KINDS = ['tank', 'device', 'alert'] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

/** The data of a `change` event: the entities of one kind that changed in one commit (those the
 * caller may see). */
export interface LiveChange {
  kind: LiveChangeKind;
  uids: number[];
}

/** The stream's events: `change` (a LiveChange), `resync` (the events since Last-Event-ID are no
 * longer known: refetch everything live), `expired` (the access token ends: reconnect with a fresh
 * one). Comments (`: ...`) are heartbeats. */
export const LiveEvent = { Change: 'change', Resync: 'resync', Expired: 'expired', Hello: 'hello' } as const;

/** A comment line at least this often, so proxies keep the connection and the client sees a dead
 * one. */
export const LIVE_HEARTBEAT_SECONDS = 20;
/** How long the browser waits before connecting again after a stream ends or fails. */
export const LIVE_RETRY_MS = 2_000;
