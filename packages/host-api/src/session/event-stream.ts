// Server-sent events as the gateway's GraphQL subscriptions send them: blocks separated by a blank
// line, each with an `event:` (next, complete) and `data:` lines; a block of only a comment (`:`) is
// the keep-alive ping. Kept apart from fetch so it can be tested with any stream.

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Reads `body` to its end, calling `onEvent` for each event (pings skipped). */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return;
    buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || event !== 'message') onEvent({ event, data: data.join('\n') });
    }
  }
}
