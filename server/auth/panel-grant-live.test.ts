import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, SuggestionDto } from '#contracts/realtime.ts';
import { createSuggestionsRepository } from '#server/interviews/suggestions/suggestions.repository.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { type LiveClient, listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { PANEL_GRANT_PROTOCOL_PREFIX, PANEL_PROTOCOL } from './panel-grant-scope.ts';

type SuggestionEvent = Extract<ServerMessage, { type: 'new_suggestion' | 'suggestion_update' }>;
const isSuggestionEvent = (m: ServerMessage): m is SuggestionEvent =>
  m.type === 'new_suggestion' || m.type === 'suggestion_update';
const cardsOn = (socket: LiveClient): SuggestionDto[] =>
  socket.messages.filter(isSuggestionEvent).flatMap((m) => m.data.suggestions);
const warningsOn = (socket: LiveClient) => cardsOn(socket).filter((s) => s.tags.includes('compliance'));

/** The live channel of a Meet panel's grant: suggestions, never a compliance warning (decision 037). */
describe('the live channel of a Meet panel grant', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let base: string;
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });

  const letters = (n: number) =>
    Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const meeting = () => `${letters(3)}-${letters(4)}-${letters(3)}`;
  const grantSocket = async (grant: string, sessionId: string, lastSeq?: number) =>
    openLive(base, {
      sessionId,
      lastSeq,
      protocols: [PANEL_PROTOCOL, `${PANEL_GRANT_PROTOCOL_PREFIX}${grant}`],
    });

  it("sends the panel's socket the suggestions but not the warnings the owner's socket receives", async () => {
    const code = meeting();
    const session = await t.factories.session(a.user.id, { meetingUrl: `https://meet.google.com/${code}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meet-panel/grant',
      headers: { cookie: a.cookie, origin: 'http://localhost:80' },
      payload: { meeting: code },
    });
    expect(res.statusCode).toBe(200);
    const { grant } = res.json();
    const owner = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    const panel = await grantSocket(grant, session.id);

    const [question] = await createSuggestionsRepository(t.database.db).insertMany(session.id, [
      { type: 'question', status: 'suggested', content: 'How did you size the ledger migration?', tags: [] },
    ]);
    const { chunk } = await t.app.services.interviews.conversation.addChunk(a.user.id, session.id, {
      text: 'Do you have kids?',
      speaker: 'interviewer',
    });
    const warning = await t.app.services.interviews.suggestions.addWarning(session.id, chunk.id, {
      content: 'Family status is a protected topic.',
      tags: ['compliance', 'children'],
    });
    expect(warning).toBeDefined();
    const act = (id: string, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/suggestions/${id}/${action}`, headers: a.headers });
    expect((await act(question?.id ?? '', 'pin')).statusCode).toBe(200);
    expect((await act(warning?.id ?? '', 'unpin')).statusCode).toBe(200);
    const lastSuggestionEvent = (socket: LiveClient) =>
      socket.waitFor(
        (m) => m.type === 'suggestion_update' && m.data.suggestions.some((s) => s.status === 'suggested'),
      );

    await lastSuggestionEvent(owner);
    expect(warningsOn(owner).map((s) => s.id)).toEqual([warning?.id, warning?.id]);
    // The panel's socket gets every seq (gapless replay), with the warning taken out of its events.
    await panel.waitFor((m) => 'seq' in m && m.seq === owner.seqs().at(-1));
    expect(panel.seqs()).toEqual(owner.seqs());
    expect(cardsOn(panel).map((s) => [s.id, s.status])).toEqual([[question?.id, 'pinned']]);
    expect(warningsOn(panel)).toEqual([]);
    expect(JSON.stringify(panel.messages)).not.toContain('protected topic');

    // A panel that reconnects gets the replay through the same view.
    const replayed = await grantSocket(grant, session.id, 0);
    await replayed.waitFor((m) => 'seq' in m && m.seq === owner.seqs().at(-1));
    expect(replayed.seqs()).toEqual(owner.seqs());
    expect(warningsOn(replayed)).toEqual([]);
    for (const socket of [owner, panel, replayed]) socket.close();
  });
});
