import { beforeAll, describe, expect, it } from 'vitest';
import { createLiveEvents } from '#server/live/live-services.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { NO_ASSISTANT } from '../assistant/assistant-hooks.ts';
import { createSessionReads } from '../sessions/session-reads.ts';
import { createConversationService } from './conversation.service.ts';

describe('speech transcribed after the session closed', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  it('is taken into a completed session, while typed text is refused', async () => {
    const { db } = t.database;
    const conversation = createConversationService({
      db,
      sessions: createSessionReads(db),
      events: createLiveEvents(db).events,
      assistant: NO_ASSISTANT,
    });
    const { id } = await t.factories.session(a.user.id);
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });

    const typed = conversation.addChunk(a.user.id, id, { text: 'Typed late', speaker: 'interviewer' });
    await expect(typed).rejects.toMatchObject({ status: 409 });

    const spoken = {
      clientChunkId: 'speech:s1:1',
      text: 'Said before the close',
      speaker: 'candidate' as const,
    };
    const first = await conversation.addChunk(a.user.id, id, { ...spoken, spoken: true });
    expect(first).toMatchObject({ duplicate: false, chunk: { text: 'Said before the close' } });
    const again = await conversation.addChunk(a.user.id, id, { ...spoken, spoken: true });
    expect(again).toMatchObject({ duplicate: true, chunk: { seq: first.chunk.seq } });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/conversation`,
      headers: a.headers,
    });
    expect(list.json()).toHaveLength(1);
  });
});
