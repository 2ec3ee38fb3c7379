/**
 * Splits a byte stream into its non-empty lines, decoding UTF-8 across chunk boundaries. An abort
 * of `signal` ends the reading at once, whatever the stream does.
 */
export async function* ndjsonLines(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += decoder.decode(value, { stream: !done });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) yield line;
      if (done) break;
    }
    if (buffered.trim()) yield buffered;
  } finally {
    signal?.removeEventListener('abort', stop);
    await reader.cancel().catch(() => undefined);
  }
}
