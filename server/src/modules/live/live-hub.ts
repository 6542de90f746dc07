// Live updates (issue 17, docs/decisions/080-live-updates.md): one LISTEN connection per instance
// hears what any instance committed (live_notify.sql, sent by report_refresh_live and the
// alert_event trigger), numbers each notice, keeps the last ones for a reconnect's replay, and
// hands each open stream the uids that lie in its caller's folder scope.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { LIVE_CHANGE_KINDS, type LiveChange, type LiveChangeKind } from '@ullage/domain/live/api';

const CHANNEL = 'ullage_live';
/** Notices kept for a reconnect's Last-Event-ID; older ones answer `resync` (refetch). */
export const LIVE_REPLAY_NOTICES = 2_000;
const RECONNECT_MS = 2_000;

/** One notice: the uids of one kind that changed, each with the scope key of a folder it stands in. */
interface Notice {
  seq: number;
  kind: LiveChangeKind;
  uids: number[];
  keys: string[];
}

export interface LiveSubscriber {
  /** The caller's base folder: a notice's uid reaches it when a key of that uid holds `/{base}/`. */
  baseFolderUid: number;
  send(id: string, change: LiveChange): void;
  /** The instance lost notices (its LISTEN connection dropped): the subscriber must refetch. */
  resync(id: string): void;
}

export interface LiveHub {
  /** Adds a subscriber, first replaying what it missed since `lastEventId`; false when that cannot
   * be done (another instance's id, or older than the replay buffer): the caller sends `resync`. */
  subscribe(sub: LiveSubscriber, lastEventId: string | undefined): Promise<{ resumed: boolean; id: string; unsubscribe(): void }>;
  readonly subscribers: number;
  close(): Promise<void>;
}

/** The part of a notice a caller may see: the uids with a key in its scope, once each. */
export function inScopeChange(notice: Pick<Notice, 'kind' | 'uids' | 'keys'>, baseFolderUid: number): LiveChange | null {
  const needle = `/${baseFolderUid}/`;
  const uids = new Set<number>();
  notice.uids.forEach((uid, i) => {
    if (notice.keys[i]?.includes(needle)) uids.add(uid);
  });
  return uids.size > 0 ? { kind: notice.kind, uids: [...uids] } : null;
}

function parseNotice(payload: string | undefined): Omit<Notice, 'seq'> | null {
  try {
    const p = JSON.parse(payload ?? '') as { k?: unknown; u?: unknown; s?: unknown };
    if (!LIVE_CHANGE_KINDS.includes(p.k as LiveChangeKind) || !Array.isArray(p.u) || !Array.isArray(p.s)) return null;
    return { kind: p.k as LiveChangeKind, uids: p.u.map(Number), keys: p.s.map(String) };
  } catch {
    return null;
  }
}

export function createLiveHub(opts: { connectionString: string; log: Logger }): LiveHub {
  // Event ids are `{instance}.{seq}`: a Last-Event-ID from another instance (or from before a
  // restart) cannot be resumed here, and says so.
  const instance = randomBytes(4).toString('hex');
  let seq = 0;
  const buffer: Notice[] = [];
  const subs = new Set<LiveSubscriber>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const idOf = (n: number) => `${instance}.${n}`;

  function deliver(notice: Notice): void {
    for (const sub of subs) {
      const change = inScopeChange(notice, sub.baseFolderUid);
      if (change) sub.send(idOf(notice.seq), change);
    }
  }

  function onNotification(msg: pg.Notification): void {
    const parsed = parseNotice(msg.payload);
    if (!parsed) return;
    const notice = { ...parsed, seq: ++seq };
    buffer.push(notice);
    if (buffer.length > LIVE_REPLAY_NOTICES) buffer.shift();
    deliver(notice);
  }

  function lost(err: unknown): void {
    if (closed || client === null) return;
    opts.log.warn({ err }, 'live updates: the LISTEN connection dropped; connecting again');
    const old = client;
    client = null;
    connecting = null;
    old?.end().catch(() => undefined);
    // What was committed while no one listened is unknown: every stream refetches, and no
    // Last-Event-ID from before the gap can be resumed.
    seq++;
    buffer.length = 0;
    for (const sub of subs) sub.resync(idOf(seq));
    retry ??= setTimeout(() => {
      retry = null;
      if (subs.size > 0) void listen().catch(lost);
    }, RECONNECT_MS);
  }

  /** The LISTEN connection, opened with the first subscriber (an instance nobody watches holds none). */
  function listen(): Promise<void> {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: opts.connectionString, application_name: 'ullage-live' });
      c.on('notification', onNotification);
      c.on('error', lost);
      c.on('end', () => {
        if (client === c) lost(new Error('connection ended'));
      });
      try {
        await c.connect();
        await c.query(`listen ${CHANNEL}`);
      } catch (err) {
        connecting = null;
        await c.end().catch(() => undefined);
        throw err;
      }
      client = c;
    })();
    return connecting;
  }

  return {
    async subscribe(sub, lastEventId) {
      await listen();
      const [from, n] = (lastEventId ?? '').split('.');
      const last = Number(n);
      const oldest = buffer[0]?.seq ?? seq + 1;
      const resumed = from === instance && Number.isSafeInteger(last) && last <= seq && last >= oldest - 1;
      if (resumed) {
        for (const notice of buffer) {
          if (notice.seq <= last) continue;
          const change = inScopeChange(notice, sub.baseFolderUid);
          if (change) sub.send(idOf(notice.seq), change);
        }
      }
      subs.add(sub);
      return { resumed, id: idOf(seq), unsubscribe: () => subs.delete(sub) };
    },
    get subscribers() {
      return subs.size;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      subs.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
