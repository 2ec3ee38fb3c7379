/**
 * A fake OpenAI chat-completions server for the live assistant's passes. It answers every call
 * after a fixed delay, in one SSE chunk, with what a model plausibly would: one follow-up built on
 * a phrase of the newest turn (with its reason and turn), a note, and an assessment for one
 * scorecard section. Every request's prompt is recorded.
 */
import type { ServerResponse } from 'node:http';
import { type RecordedRequest, startFakeHttp } from '#server/assistant/test/fake-http.ts';

/** The text a request asked the model to read: the messages, and the JSON schema of the answer. */
export type RecordedPrompt = { system: string; user: string; schema: string };

// Few words of their own, so the phrase decides whether a question repeats an earlier one.
const STEMS = [
  (p: string) => `Can you say more about “${p}”?`,
  (p: string) => `Why “${p}”?`,
  (p: string) => `How did “${p}” work out?`,
  (p: string) => `Who else was involved in “${p}”?`,
  (p: string) => `How did you test “${p}”?`,
  (p: string) => `How would “${p}” scale?`,
];

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : '')).join('')
      : '';

function promptOf(body: Record<string, unknown>): RecordedPrompt {
  const messages = Array.isArray(body.messages)
    ? (body.messages as { role: string; content: unknown }[])
    : [];
  const of = (role: string) =>
    messages
      .filter((m) => m.role === role)
      .map((m) => textOf(m.content))
      .join('\n');
  return { system: of('system'), user: of('user'), schema: JSON.stringify(body.response_format ?? '') };
}

/**
 * Five-word phrases of what the candidate said: the turns marked new, else (after a question) the
 * last answer in the window, from a little further in.
 */
function phrases(user: string): string[] {
  const answers = user.split('\n').filter((l) => /^\[\d+\] Candidate/.test(l));
  const fresh = answers.filter((l) => l.includes(' (new):'));
  const from = fresh.length ? fresh : answers.slice(-1);
  const words = from.flatMap((l) => l.replace(/^[^:]*:/, '').match(/[A-Za-z0-9][\w'-]*/g) ?? []);
  const out: string[] = [];
  const step = Math.max(5, Math.floor(words.length / 3));
  for (let i = fresh.length ? 0 : 3; i + 5 <= words.length && out.length < 3; i += step)
    out.push(
      words
        .slice(i, i + 5)
        .join(' ')
        .toLowerCase(),
    );
  return out;
}

/** The answer to call number `n`. */
function liveAnswer(n: number, { user }: RecordedPrompt): string {
  const found = phrases(user);
  const sections = [
    ...(user.match(/<scorecard_sections>\n([\s\S]*?)\n<\/scorecard_sections>/)?.[1] ?? '')
      .split('\n')
      .flatMap((l) => l.match(/^([^:\s]+):/)?.[1] ?? []),
  ];
  const turn = Number([...user.matchAll(/^\[(\d+)\] \w+ \(new\)/gm)].at(-1)?.[1] ?? 0);
  const suggestions = found.slice(0, 1).map((p) => ({
    type: 'follow_up_question',
    content: STEMS[n % STEMS.length]?.(p) ?? p,
    reason: 'Builds on what the candidate just said',
    turn,
  }));
  const section = sections[n % Math.max(1, sections.length)];
  return JSON.stringify({
    suggestions,
    notes: found.length ? [`Talked about ${found[0]}.`] : [],
    sections:
      section && found[0]
        ? [{ id: section, content: `Explains the reasoning and the trade-offs unprompted: “${found[0]}”.` }]
        : [],
    compliance: [],
  });
}

function writeCompletion(res: ServerResponse, model: unknown, content: string, usage: boolean) {
  const base = { id: 'chatcmpl-bench', created: 1_700_000_000, model: String(model) };
  const chunk = (choices: unknown[], extra = {}) =>
    res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices, ...extra })}\n\n`);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  chunk([{ index: 0, delta: { role: 'assistant', content }, finish_reason: null }]);
  chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  if (usage) chunk([], { usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } });
  res.end('data: [DONE]\n\n');
}

/** Starts the fake on 127.0.0.1; `prompts` holds every request's prompt, in order. */
export async function startFakeLiveModel({ delayMs, apiKey }: { delayMs: number; apiKey: string }) {
  const prompts: RecordedPrompt[] = [];
  let calls = 0;
  const fake = await startFakeHttp({
    path: '/v1/chat/completions',
    authorize: (request: RecordedRequest) =>
      request.headers.authorization === `Bearer ${apiKey}`
        ? undefined
        : { status: 401, body: { error: { message: 'Incorrect API key provided' } } },
    write: (res, request) => {
      const prompt = promptOf(request.body);
      prompts.push(prompt);
      const options = request.body.stream_options as { include_usage?: boolean } | undefined;
      writeCompletion(res, request.body.model, liveAnswer(++calls, prompt), !!options?.include_usage);
    },
    notFound: (path) => ({ error: { message: `Unknown path ${path}` } }),
  });
  fake.setFallback({ content: '', delayMs });
  // The request log holds whole bodies; the prompts above are all the benchmarks read.
  setInterval(() => void fake.requests.splice(0), 1_000).unref();
  return { url: fake.url, prompts, close: fake.close };
}
