import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

describe('createSseParser', () => {
  it('dispatches events split anywhere across chunks, skipping comments, keeping the last id', () => {
    const events: SseEvent[] = [];
    const retries: number[] = [];
    const p = createSseParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    const text =
      'retry: 2000\r\n\r\n: heartbeat\n\nid: a.1\nevent: hello\ndata: {}\n\nid: a.2\nevent: change\ndata: {"kind":"tank",\ndata: "uids":[5]}\n\n';
    for (const ch of text) p.push(ch);
    expect(retries).toEqual([2000]);
    expect(events).toEqual([
      { event: 'hello', data: '{}', id: 'a.1' },
      { event: 'change', data: '{"kind":"tank",\n"uids":[5]}', id: 'a.2' },
    ]);
    expect(p.lastId).toBe('a.2');
  });

  it('names an event without an event field "message" and waits for its blank line', () => {
    const events: SseEvent[] = [];
    const p = createSseParser((e) => events.push(e));
    p.push('data: x\n');
    expect(events).toEqual([]);
    p.push('\n');
    expect(events).toEqual([{ event: 'message', data: 'x', id: undefined }]);
  });
});
