/**
 * The `data:` text of each Server-Sent Event in a response body, one event a call, in order; an event without data is
 * skipped. Rejects with "the stream ended" when the body ends first.
 */
export function sseData(body: ReadableStream<Uint8Array>): { next(): Promise<string> } {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = chunk.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          return data.slice('data: '.length);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}
