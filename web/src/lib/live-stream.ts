// Live updates in the browser (issue 17, docs/decisions/080-live-updates.md): one connection per
// signed-in tab to GET /api/Live/Stream, read with fetch so the access token travels in the
// Authorization header. Reconnects after an end or a failure with Last-Event-ID (the server replays
// what the tab missed, or says `resync`); changes are gathered for a moment and handed to the
// listeners in one batch, so a burst of readings refetches a screen once.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_RETRY_MS, LIVE_STREAM_PATH, LiveEvent, type LiveChange } from '@ullage/domain/live/api';
import { apiBase } from './api-client';
import { createSseParser } from './sse';
import { SESSION_KEYS, readSession } from './storage';

/** What changed since the last batch; `resync`: events may have been missed, refetch everything. */
export interface LiveBatch {
  resync: boolean;
  tanks: ReadonlySet<number>;
  devices: ReadonlySet<number>;
  alerts: ReadonlySet<number>;
}

export type LiveState = 'connecting' | 'live' | 'offline';

/** Changes arriving within this long go to the listeners together. */
const BATCH_MS = 500;
/** After a refused connection (a token refreshed meanwhile is taken on the next try). */
const REFUSED_RETRY_MS = 15_000;

type Listener = (batch: LiveBatch) => void;
const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let state: LiveState = 'offline';
let users = 0;
let abort: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let lastEventId: string | undefined;
let pending: { resync: boolean; tanks: Set<number>; devices: Set<number>; alerts: Set<number> } | null = null;

function setState(next: LiveState) {
  if (state === next) return;
  state = next;
  for (const l of stateListeners) l();
}

function queue(change: LiveChange | 'resync') {
  const first = pending === null;
  pending ??= { resync: false, tanks: new Set(), devices: new Set(), alerts: new Set() };
  if (change === 'resync') pending.resync = true;
  else {
    const into = change.kind === 'tank' ? pending.tanks : change.kind === 'device' ? pending.devices : pending.alerts;
    for (const uid of change.uids) into.add(uid);
  }
  if (first) {
    setTimeout(() => {
      const batch = pending;
      pending = null;
      if (batch) for (const l of [...listeners]) l(batch);
    }, BATCH_MS);
  }
}

function schedule(ms: number) {
  if (users === 0 || retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, ms);
}

async function connect(): Promise<void> {
  const token = readSession(SESSION_KEYS.accessToken);
  if (users === 0 || !token) return setState('offline');
  const controller = new AbortController();
  abort = controller;
  setState('connecting');
  let retryMs = LIVE_RETRY_MS;
  try {
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const base = apiBase().replace(/\/+$/, '');
    const response = await fetch(`${base}${LIVE_STREAM_PATH.replace(/^\/api/, '')}`, {
      headers,
      signal: controller.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok || !response.body) {
      setState('offline');
      return schedule(REFUSED_RETRY_MS);
    }
    const parser = createSseParser(
      (e) => {
        lastEventId = e.id ?? lastEventId;
        if (e.event === LiveEvent.Hello) setState('live');
        else if (e.event === LiveEvent.Resync) {
          setState('live');
          queue('resync');
        } else if (e.event === LiveEvent.Change) queue(JSON.parse(e.data) as LiveChange);
        // `expired`: the stream ends now; the next connection takes the refreshed token.
        else if (e.event === LiveEvent.Expired) retryMs = 0;
      },
      (ms) => (retryMs = ms),
    );
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
  } catch {
    // A dropped connection or an abort: below.
  }
  if (abort === controller) abort = null;
  if (controller.signal.aborted) return;
  setState(retryMs === 0 ? 'connecting' : 'offline');
  schedule(retryMs);
}

function start(): () => void {
  users++;
  if (users === 1) void connect();
  return () => {
    users--;
    if (users > 0) return;
    abort?.abort();
    abort = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    lastEventId = undefined;
    setState('offline');
  };
}

/** Keeps the tab's one live connection open while mounted (the signed-in frame). */
export function useLiveConnection(): LiveState {
  useEffect(() => start(), []);
  return useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => stateListeners.delete(l);
    },
    () => state,
  );
}

/** Calls `onBatch` with each batch of changes while mounted (the latest `onBatch`). */
export function useLiveChanges(onBatch: Listener): void {
  const ref = useRef(onBatch);
  useEffect(() => {
    ref.current = onBatch;
  }, [onBatch]);
  useEffect(() => {
    const l: Listener = (b) => ref.current(b);
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  }, []);
}
