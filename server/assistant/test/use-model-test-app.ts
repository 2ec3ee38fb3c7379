import { afterAll } from 'vitest';
import { useTestApp } from '#server/test/use-test-app.ts';
import { type FakeOpenAI, fakeOpenAIConfig, startFakeOpenAI } from './fake-openai.ts';

/**
 * The app with its AI settings on a fake OpenAI peer (the live assistant off), for the routes a
 * configured model drafts for. `fake()` is the peer, read in a hook or a test.
 */
export function useModelTestApp(model = 'gpt-4o') {
  let peer: FakeOpenAI | undefined;
  const t = useTestApp(async () => {
    peer = await startFakeOpenAI({ apiKey: 'sk-test' });
    return { liveAssistant: { enabled: false }, config: fakeOpenAIConfig(peer.url, model) };
  });
  afterAll(() => peer?.close());
  const fake = (): FakeOpenAI => {
    if (!peer) throw new Error('The fake model starts in beforeAll: read it in a later hook or a test');
    return peer;
  };
  return { t, fake };
}
