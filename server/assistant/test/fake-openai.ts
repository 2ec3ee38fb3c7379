import type { ServerResponse } from 'node:http';
import { createOpenAI } from '@ai-sdk/openai';
import { type FakeAnswer, pause, pieces, type RecordedRequest, startFakeHttp } from './fake-http.ts';

export type { FakeAnswer };

/**
 * A local OpenAI peer speaking `POST /v1/chat/completions`: a JSON `chat.completion`, or with
 * `stream: true` SSE `chat.completion.chunk` events ending in `data: [DONE]`
 * (https://platform.openai.com/docs/api-reference/chat/streaming). Other paths, including the
 * Responses API, answer 404 as a chat-only server would.
 */
export function startFakeOpenAI({ apiKey }: { apiKey?: string } = {}) {
  return startFakeHttp({
    path: '/v1/chat/completions',
    authorize: (request) =>
      apiKey === undefined || request.headers.authorization === `Bearer ${apiKey}`
        ? undefined
        : {
            status: 401,
            body: {
              error: {
                message: 'Incorrect API key provided',
                type: 'invalid_request_error',
                code: 'invalid_api_key',
              },
            },
          },
    write: writeCompletion,
    notFound: (path) => ({ error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } }),
  });
}
export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

const USAGE = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

async function writeCompletion(
  res: ServerResponse,
  request: RecordedRequest,
  { content, chunkDelayMs, chunkChars }: { content: string; chunkDelayMs?: number; chunkChars?: number },
) {
  const base = { id: 'chatcmpl-fake', created: 1_700_000_000, model: String(request.body.model) };
  if (request.body.stream !== true) {
    res.writeHead(200, { 'content-type': 'application/json' });
    const message = { role: 'assistant', content, refusal: null };
    const choice = { index: 0, message, finish_reason: 'stop', logprobs: null };
    res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [choice], usage: USAGE }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra = {}) =>
    res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices, ...extra })}\n\n`);
  chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  for (const piece of pieces(content, chunkChars)) {
    await pause(chunkDelayMs);
    chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]);
  }
  chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  const options = request.body.stream_options as { include_usage?: boolean } | undefined;
  if (options?.include_usage) chunk([], { usage: USAGE });
  res.end('data: [DONE]\n\n');
}

/** The test app's AI settings for one OpenAI model served by a fake at `baseUrl`. */
export const fakeOpenAIConfig = (baseUrl: string, model = 'gpt-4o-mini') => ({
  ai: {
    providers: [{ name: 'openai' as const, apiKey: 'sk-test', baseUrl, models: [model] }],
    defaultModel: model,
    timeoutMs: 5_000,
  },
});

/** GPT-4o through the AI SDK against a fake started with `apiKey: 'k'`, with its registry entry. */
export const fakeGpt4o = (fake: FakeOpenAI) => ({
  model: createOpenAI({ apiKey: 'k', baseURL: fake.url }).chat('gpt-4o'),
  entry: {
    id: 'gpt-4o',
    label: 'GPT-4o',
    provider: 'openai' as const,
    structuredOutput: 'json-schema' as const,
  },
});
