import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeAnthropic } from './test/fake-anthropic.ts';
import { startFakeOpenAI } from './test/fake-openai.ts';

const Shape = z.object({ ok: z.boolean() });

/** The fakes also answer without `stream: true`, in the shape the real SDKs parse. */
describe('the fake providers', () => {
  it('answer non-streaming OpenAI chat completions, and 404 the Responses API', async () => {
    const fake = await startFakeOpenAI({ apiKey: 'k' });
    const openai = createOpenAI({ apiKey: 'k', baseURL: fake.url });
    fake.answer({ content: '{"ok":true}' });
    const { output } = await generateText({
      model: openai.chat('gpt-4o'),
      prompt: 'hi',
      output: Output.object({ schema: Shape }),
    });
    expect(output).toEqual({ ok: true });
    expect(fake.requests[0]?.body.stream).toBeUndefined();

    await expect(generateText({ model: openai('gpt-4o'), prompt: 'hi', maxRetries: 0 })).rejects.toThrow();
    expect(fake.requests[1]?.path).toBe('/v1/responses');
    await fake.close();
  });

  it('answer non-streaming Anthropic messages, as text or as the json tool', async () => {
    const fake = await startFakeAnthropic({ apiKey: 'k' });
    const anthropic = createAnthropic({ apiKey: 'k', baseURL: fake.url });
    for (const model of ['claude-sonnet-4-5', 'claude-3-haiku-20240307']) {
      fake.answer({ content: '{"ok":true}' });
      const { output } = await generateText({
        model: anthropic(model),
        prompt: 'hi',
        output: Output.object({ schema: Shape }),
      });
      expect(output).toEqual({ ok: true });
    }
    await fake.close();
  });
});
