import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, SuggestionDto } from '#contracts/realtime.ts';
import { type FakeOpenAI, fakeOpenAIConfig, startFakeOpenAI } from '#server/assistant/test/fake-openai.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { type LiveClient, listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createSuggestionsRepository } from '../suggestions/suggestions.repository.ts';

type NewSuggestion = Extract<ServerMessage, { type: 'new_suggestion' }>;
const warningsOn = (socket: LiveClient) =>
  socket.messages
    .filter((m): m is NewSuggestion => m.type === 'new_suggestion')
    .flatMap((m) => m.data.suggestions)
    .filter((s) => s.tags.includes('compliance'));

const JOB = {
  title: 'Senior Backend Engineer',
  description: 'You build our payment ledger and take part in a one-in-five on-call rotation.',
  salaryRange: '$150k–$180k',
};

async function interview(t: TestApp, a: SignedIn) {
  const job = await t.factories.jobOpening(a.user.id, JOB);
  const application = await t.factories.application(a.user.id, { jobOpeningId: job.id });
  const session = await t.factories.session(a.user.id, {
    candidateId: application.candidateId,
    applicationId: application.id,
    customScorecard: 'Ownership\n- Owns outcomes end to end',
  });
  const say = async (speaker: 'interviewer' | 'candidate', text: string) =>
    t.app.services.interviews.conversation.addChunk(a.user.id, session.id, { text, speaker });
  const list = async (): Promise<SuggestionDto[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/suggestions`,
        headers: a.headers,
      })
    ).json();
  const idle = () => t.app.services.interviews.assistant.idle(session.id);
  return { id: session.id, say, list, idle };
}

describe('the live guard (offline)', () => {
  const t = useTestApp({ liveAssistant: { debounceMs: 30 } });
  let a: SignedIn;
  let base: string;
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });

  it('pins a private warning with its topic and a rewording in the job’s terms, and keeps the answer out', async () => {
    const s = await interview(t, a);
    const socket = await openLive(base, { cookie: a.cookie, sessionId: s.id });
    await s.say('interviewer', 'Thanks. Do you have kids?');
    await socket.waitFor((m) => m.type === 'new_suggestion', 2_000);
    expect(warningsOn(socket)).toEqual([
      expect.objectContaining({
        type: 'hint',
        status: 'pinned',
        tags: ['compliance', 'children'],
        content: expect.stringContaining(
          '“This role has a one-in-five on-call rotation — can you meet that schedule?”',
        ),
      }),
    ]);
    await s.say('candidate', 'Two, and I led the ledger migration that cut reconciliation time by 90%.');
    await s.idle();
    const flagged = await t.app.services.interviews.suggestions.list(a.user.id, s.id);
    expect(flagged.filter((c) => c.tags.includes('compliance'))).toHaveLength(1);
    const notes = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${s.id}/notes`,
      headers: a.headers,
    });
    expect(notes.body).not.toContain('ledger migration');
    const afterAnswer = socket.messages.filter((m) => m.type !== 'new_chunk');
    expect(JSON.stringify(afterAnswer)).not.toContain('reconciliation');
    socket.close();
  });

  it('warns again about a second risky question, however alike, and never ages warnings out', async () => {
    const s = await interview(t, a);
    await s.say('interviewer', 'Do you have kids?');
    await s.say('candidate', 'I would rather not say.');
    await s.idle();
    await s.say('interviewer', 'Sorry, one more: do you have kids?');
    await s.idle();
    const [first] = await s.list();
    await t.app.inject({ method: 'POST', url: `/api/suggestions/${first?.id}/unpin`, headers: a.headers });
    // Three newer cards: a fourth visible one would make the oldest stale, unless it is a warning.
    await createSuggestionsRepository(t.database.db).insertMany(
      s.id,
      ['How did you test the ledger migration?', 'What did you do when lag grew?', 'Who reviewed it?'].map(
        (content, i) => ({ type: 'question', content, timestamp: new Date(Date.now() + 1_000 + i) }),
      ),
    );
    await s.say('interviewer', 'Tell me about a system you owned end to end.');
    await s.say('candidate', 'Mostly the usual stuff, it went fine I guess.');
    await s.idle();
    const cards = await s.list();
    const warnings = cards.filter((c) => c.tags.includes('compliance'));
    expect(warnings.map((w) => w.status)).toEqual(['suggested', 'pinned']);
    expect(
      cards.filter((c) => !c.tags.includes('compliance') && c.status === 'stale').length,
    ).toBeGreaterThan(0);
  });

  it('leaves lawful questions and candidates’ words alone', async () => {
    const s = await interview(t, a);
    await s.say('interviewer', 'Are you legally authorized to work in the United States?');
    await s.say('candidate', 'Yes. My kids are grown up, and I am 52.');
    await s.say('interviewer', 'What are your salary expectations?');
    await s.idle();
    expect((await s.list()).filter((c) => c.tags.includes('compliance'))).toEqual([]);
  });
});

describe('the live guard with a configured model (fake OpenAI)', () => {
  let fake: FakeOpenAI;
  const t = useTestApp(async () => {
    fake = await startFakeOpenAI();
    return { liveAssistant: { debounceMs: 30 }, config: fakeOpenAIConfig(fake.url) };
  });
  afterAll(() => fake.close());
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  it('runs the offline check as well, and stores what only the model caught, once per turn', async () => {
    const s = await interview(t, a);
    // Like a model: flags the new interviewer turns it reads as protected topics, by their [n].
    const flags: Record<string, object> = {
      'How old': { category: 'age', rewording: 'Model rewording' },
      'Sunday mornings': { category: 'religion', rewording: 'Can you work the weekend on-call shifts?' },
    };
    fake.setResponder((request) => {
      const prompt = JSON.stringify(request.body.messages);
      const compliance = [...prompt.matchAll(/\[(\d+)\] Interviewer \(new\): ([^\\]*)/g)].flatMap(
        ([, turn, text]) =>
          Object.entries(flags).flatMap(([words, flag]) =>
            text?.includes(words) ? [{ turn: Number(turn), ...flag }] : [],
          ),
      );
      return { content: JSON.stringify({ suggestions: [], notes: [], sections: [], compliance }) };
    });
    await s.say('interviewer', 'How old are you?');
    await s.idle();
    await s.say('interviewer', 'What do you usually do on Sunday mornings?');
    await s.idle();
    expect(fake.requests).toHaveLength(2);
    const warnings = (await s.list()).filter((c) => c.tags.includes('compliance'));
    expect(warnings.map((w) => w.tags)).toEqual([
      ['compliance', 'age'],
      ['compliance', 'religion'],
    ]);
    expect(warnings[0]?.content).toContain(
      'What experience has prepared you for the Senior Backend Engineer role?',
    );
    expect(warnings[1]?.content).toContain('“Can you work the weekend on-call shifts?”');
  });
});
