// A server-sent events reader for a fetch body (the live stream, docs/decisions/080-live-updates.md):
// EventSource cannot send the Authorization header, so the stream is read with fetch and parsed
// here, as the HTML standard's "event stream interpretation" says (fields id, event, data, retry;
// comments ignored; an empty line dispatches).

export interface SseEvent {
  event: string;
  data: string;
  /** The stream's last event id at this event (the one to send as Last-Event-ID). */
  id: string | undefined;
}

/** Feed it text as it arrives; it calls `onEvent` per complete event and `onRetry` per retry field. */
export function createSseParser(onEvent: (e: SseEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastId: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id: lastId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const m = /\r\n|\r|\n/.exec(buffer);
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (!m || (m[0] === '\r' && m.index === buffer.length - 1)) break;
        line(buffer.slice(0, m.index));
        buffer = buffer.slice(m.index + m[0].length);
      }
    },
    get lastId() {
      return lastId;
    },
  };
}
