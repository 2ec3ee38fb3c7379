import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DebriefDto } from '#contracts/coverage.ts';
import { DEBRIEF_FALLBACK_NOTICE } from '#server/assistant/debrief-generator.ts';
import { chatMessages } from '#server/assistant/test/fixtures.ts';
import { useModelTestApp } from '#server/assistant/test/use-model-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';

const SUMMARY =
  'Solid on data work: moved the ledger with a clear plan. Trade-offs and tooling depth still open.';

describe('the debrief drafted by a configured model (fake OpenAI)', () => {
  const { t, fake } = useModelTestApp();
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });
  beforeEach(() => fake().reset());

  /** A closed interview of three lines (seq 1–3); its debrief as the model's fallback answer makes it. */
  async function debriefOf(): Promise<DebriefDto> {
    const { id } = await t.factories.session(a.user.id);
    for (const [speaker, text] of [
      ['interviewer', 'Tell me about your last project.'],
      ['candidate', 'I moved our ledger to PostgreSQL in three weeks without downtime. How big is the team?'],
      ['interviewer', 'We are eight engineers and a product manager, in two squads.'],
    ])
      await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/text`,
        headers: a.headers,
        payload: { speaker, text },
      });
    await t.app.inject({ method: 'POST', url: `/api/sessions/${id}/close`, headers: a.headers });
    // Closing drafts in the background; drafting once more here waits for a draft.
    await t.app.services.interviews.coverage.draftDebrief(a.user.id, id);
    const res = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}/debrief`, headers: a.headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('drafts from the same material, keeps links to lines that exist, drops the rest and says so', async () => {
    const answer = {
      summary: SUMMARY,
      criteria: [
        {
          criterion: 'Communication › Clear answers',
          evidence: [
            { line: 2, quote: 'moved our ledger to PostgreSQL in three weeks', strength: 'strong' },
            { line: 9, quote: 'I led a team of forty', strength: 'strong' },
          ],
        },
      ],
      concerns: [
        { text: 'No numbers on the migration’s risk.', line: 2 },
        { text: 'Said nothing about testing.', line: 42 },
      ],
    };
    fake().setFallback({ content: JSON.stringify(answer) });
    const { draft } = await debriefOf();
    fake().setFallback({ content: '{}' });

    const [system, user] = chatMessages(fake().requests.at(-1));
    expect(fake().requests.at(-1)?.body).toMatchObject({
      model: 'gpt-4o',
      response_format: { type: 'json_schema', json_schema: { name: 'interview_debrief' } },
    });
    expect(system?.content).toContain('Never add facts about the candidate');
    expect(user?.content).toContain('## Explains trade-offs (Technical depth)\nNo evidence heard.');
    expect(user?.content).toContain('Candidate’s questions:\n- [2] How big is the team?');
    expect(user?.content).toContain('Talk balance: candidate');
    expect(user?.content).toContain('[2] Candidate: I moved our ledger to PostgreSQL');

    expect(draft).toMatchObject({
      model: 'gpt-4o',
      summary: SUMMARY,
      notice: '2 links to the transcript could not be found in the interview and were left out.',
      questions: [{ text: 'How big is the team?', answered: true }],
      gaps: { criteria: ['Explains trade-offs', 'Knows the tools', 'Clear answers'] },
      concerns: [
        { text: 'No numbers on the migration’s risk.', at: { seq: 2, chunkId: expect.any(String) } },
        { text: 'Said nothing about testing.', at: null },
      ],
    });
    const clear = draft?.criteria.find((c) => c.title === 'Clear answers');
    expect(clear?.evidence).toEqual([
      {
        chunkId: expect.any(String),
        seq: 2,
        timestamp: expect.any(String),
        quote: 'moved our ledger to PostgreSQL in three weeks',
        strength: 'strong',
      },
    ]);
    expect(draft?.text.startsWith(`${SUMMARY}\n\nEvidence on 1 of 3 criteria.`)).toBe(true);
    expect(draft?.text).not.toContain('forty');
  });

  it('falls back to the offline draft, saying so, when the model answers nothing usable twice', async () => {
    fake().setFallback({ content: 'The candidate was great.' });
    const { draft } = await debriefOf();
    fake().setFallback({ content: '{}' });
    expect(draft).toMatchObject({ model: 'offline', notice: DEBRIEF_FALLBACK_NOTICE });
    expect(draft?.summary).toBeUndefined();
    expect(draft?.text).toMatch(/^Evidence on 0 of 3 criteria\./);
    expect(draft?.questions).toMatchObject([{ text: 'How big is the team?', answered: true }]);
  });

  it('falls back when the provider fails, and never answers the read with a 5xx', async () => {
    fake().setFallback({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    const { draft } = await debriefOf();
    fake().setFallback({ content: '{}' });
    expect(draft).toMatchObject({ model: 'offline', notice: DEBRIEF_FALLBACK_NOTICE });
  });
});
