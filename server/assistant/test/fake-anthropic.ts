import type { ServerResponse } from 'node:http';
import { pause, pieces, type RecordedRequest, startFakeHttp } from './fake-http.ts';

/**
 * A local Anthropic peer speaking `POST /v1/messages` (https://docs.anthropic.com/en/api/messages):
 * JSON, or with `stream: true` the SSE events message_start, content_block_start,
 * content_block_delta…, content_block_stop, message_delta, message_stop. When the request offers
 * the SDK's `json` tool (structured output on older models), the answer is that tool's input.
 */
export function startFakeAnthropic({ apiKey }: { apiKey?: string } = {}) {
  return startFakeHttp({
    path: '/v1/messages',
    authorize: (request) =>
      apiKey === undefined || request.headers['x-api-key'] === apiKey
        ? undefined
        : { status: 401, body: anthropicError('authentication_error', 'invalid x-api-key') },
    write: writeMessage,
    notFound: () => anthropicError('not_found_error', 'Not found'),
  });
}
export type FakeAnthropic = Awaited<ReturnType<typeof startFakeAnthropic>>;

export const anthropicError = (type: string, message: string) => ({
  type: 'error',
  error: { type, message },
});

const usesJsonTool = (request: RecordedRequest) =>
  Array.isArray(request.body.tools) &&
  request.body.tools.some((t: unknown) => (t as { name?: string }).name === 'json');

async function writeMessage(
  res: ServerResponse,
  request: RecordedRequest,
  { content, chunkDelayMs }: { content: string; chunkDelayMs?: number },
) {
  const tool = usesJsonTool(request);
  const message = {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: String(request.body.model),
    stop_sequence: null,
  };
  const stopReason = tool ? 'tool_use' : 'end_turn';
  if (request.body.stream !== true) {
    const block = tool
      ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: safeJson(content) }
      : { type: 'text', text: content };
    res.writeHead(200, { 'content-type': 'application/json' });
    const usage = { input_tokens: 120, output_tokens: 80 };
    res.end(JSON.stringify({ ...message, content: [block], stop_reason: stopReason, usage }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (type: string, data: object) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  const usage = { input_tokens: 120, output_tokens: 1 };
  event('message_start', { message: { ...message, content: [], stop_reason: null, usage } });
  const block = tool
    ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: {} }
    : { type: 'text', text: '' };
  event('content_block_start', { index: 0, content_block: block });
  for (const piece of pieces(content)) {
    await pause(chunkDelayMs);
    const delta = tool
      ? { type: 'input_json_delta', partial_json: piece }
      : { type: 'text_delta', text: piece };
    event('content_block_delta', { index: 0, delta });
  }
  event('content_block_stop', { index: 0 });
  event('message_delta', {
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: 80 },
  });
  event('message_stop', {});
  res.end();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { unparsable: text };
  }
}
