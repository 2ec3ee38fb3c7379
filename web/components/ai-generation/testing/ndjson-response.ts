import type { GenerationStreamLine } from '#contracts/assistant.ts';

/**
 * A 200 `application/x-ndjson` answer whose lines a test writes one by one, as the generate
 * routes stream them (`progress` … then `result` or `error`).
 */
export function ndjsonResponse() {
  const encoder = new TextEncoder();
  let write: (line: GenerationStreamLine) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      write = (line) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      end = () => controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
  });
  return {
    response,
    progress: (text: string) => write({ type: 'progress', text }),
    result: (data: unknown) => {
      write({ type: 'result', data });
      end();
    },
    error: (code: 'ai_unavailable' | 'internal', message: string) => {
      write({ type: 'error', error: { code, message } });
      end();
    },
  };
}
