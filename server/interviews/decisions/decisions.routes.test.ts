import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import { DECISION_REQUIRED_MESSAGE, type GeneratedDecision } from '#contracts/candidate-scorecards.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createNotesRepository } from '../notes/notes.repository.ts';

const TURNS: ['interviewer' | 'candidate', string][] = [
  ['interviewer', 'Tell me about a system you built and what you owned in it, end to end?'],
  [
    'candidate',
    'I led the rewrite of our search indexer in Go and cut indexing time from six hours to 40 minutes.',
  ],
  ['interviewer', 'How did you decide between batch and streaming for the new indexer design?'],
  ['candidate', 'We chose streaming because merchants needed price changes visible within a minute.'],
  ['interviewer', 'Have you ever had to debug it in production under real pressure?'],
  [
    'candidate',
    'I built the tracing for it and found a lock contention bug that caused 30% of the timeouts.',
  ],
];

describe('interview decisions (offline engine)', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    [a, b] = [await t.factories.user(), await t.factories.user()];
  });

  const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload });

  /** A session of A with a transcript, an edited section and a note; on an application. */
  async function recordedSession() {
    const application = await t.factories.application(a.user.id);
    const session = await t.factories.session(a.user.id, {
      candidateId: application.candidateId,
      applicationId: application.id,
    });
    for (const [speaker, text] of TURNS)
      await call(a, 'POST', `/api/sessions/${session.id}/text`, { text, speaker });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}/evaluation/sections/1.1`,
      headers: a.headers,
      payload: { content: 'Clear trade-off reasoning on batch versus streaming.' },
    });
    await createNotesRepository(t.database.db).insert(session.id, 'Wants to grow into a tech lead role.', []);
    return { session, application };
  }

  it('drafts a decision that quotes the interview, keeps it as aiDecision, and saves a person’s text', async () => {
    const { session, application } = await recordedSession();
    const res = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/generate-decision`);
    expect(res.statusCode).toBe(200);
    const draft: GeneratedDecision = res.json();
    // The origin of the draft is shown beside it, never saved in its text.
    expect(draft).toMatchObject({ model: 'offline', notice: OFFLINE_NOTICE });
    expect(draft.decision).not.toContain(OFFLINE_NOTICE);
    expect(draft.decision).toMatch(/“(?:I led the rewrite|We chose streaming|I built the tracing)/);
    expect(draft.decision).toContain('Clear trade-off reasoning on batch versus streaming.');
    expect(draft.criteria.map((c) => [c.criterion, c.basis])).toEqual([
      ['Technical depth › Explains trade-offs', 'interviewer'],
      ['Technical depth › Knows the tools', expect.any(String)],
      ['Communication › Clear answers', expect.any(String)],
    ]);
    expect(draft.coverage.total).toBe(3);
    const [chunk] = (await call(a, 'GET', `/api/sessions/${session.id}/conversation`))
      .json()
      .filter((c: { text: string }) => c.text.startsWith('I led the rewrite'));
    expect(draft.evidence).toContainEqual(
      expect.objectContaining({
        source: 'transcript',
        at: { chunkId: chunk.id, seq: chunk.seq, timestamp: chunk.timestamp },
      }),
    );

    const empty = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/save-decision`, {
      decision: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(DECISION_REQUIRED_MESSAGE);
    const missing = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/save-decision`, {});
    expect(missing.json().error.message).toBe(DECISION_REQUIRED_MESSAGE);

    const saved = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/save-decision`, {
      decision: '  Hire: strong ownership of the indexer rewrite.  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      decision: 'Hire: strong ownership of the indexer rewrite.',
      decisionSavedAt: expect.any(String),
      aiDecision: {
        decision: draft.decision,
        recommendation: draft.recommendation,
        generatedAt: draft.generatedAt,
      },
    });

    // Read back through the scorecard: both texts are kept; generating again replaces only the draft.
    await call(a, 'POST', `/api/sessions/${session.id}/evaluation/generate-decision`);
    const detail = (await call(a, 'GET', `/api/candidate-scorecards/${application.id}`)).json();
    expect(detail.sessions[0].decision).toMatchObject({
      decision: 'Hire: strong ownership of the indexer rewrite.',
      aiDecision: { decision: draft.decision, evidence: draft.evidence, model: 'offline' },
    });
  });

  it('drafts an honest "not enough evidence" for a session with nothing recorded', async () => {
    const session = await t.factories.session(a.user.id);
    const res = await call(a, 'POST', `/api/sessions/${session.id}/evaluation/generate-decision`);
    expect(res.json()).toMatchObject({
      recommendation: 'insufficient_evidence',
      evidence: [],
      model: 'offline',
    });
    expect(res.json().decision).toContain('nothing to base a decision on');
  });

  it('writes in the layout of the user’s sample feedbacks', async () => {
    const { session } = await recordedSession();
    await t.factories.sampleFeedback(a.user.id, { content: 'Yes.\nPros:\n- Clear\nCons:\n- Slow start' });
    const draft = (await call(a, 'POST', `/api/sessions/${session.id}/evaluation/generate-decision`)).json();
    expect(draft.decision).toMatch(
      /^(?:Strong yes|Yes|Lean yes|Lean no|No|Insufficient evidence — draft only)\.\nPros:\n- /,
    );
    expect(draft.decision).toContain('\nCons:');
    expect(draft.decision).not.toContain('By criterion');
  });

  it('writes each interview in the layout of the sample feedback chosen for its role and kind', async () => {
    const c = await t.factories.user();
    await t.factories.sampleFeedback(c.user.id, {
      title: 'Backend screen',
      category: 'technical',
      tags: ['engineering'],
      content: 'Strong yes.\nPros:\n- Split the problem unprompted\nCons:\n- Rushed the tests',
    });
    await t.factories.sampleFeedback(c.user.id, {
      title: 'Ward panel',
      category: 'behavioral',
      tags: ['nurse'],
      content:
        'Summary: Calm and safe under pressure.\n\nStrengths:\n- Escalated early\n\nAreas for growth:\n- Delegation\n\nRecommendation: Move forward to the final panel.',
    });
    const sessionFor = async (title: string, scorecard: string, turns: [string, string][]) => {
      const job = await t.factories.jobOpening(c.user.id, { title });
      const application = await t.factories.application(c.user.id, { jobOpeningId: job.id });
      const session = await t.factories.session(c.user.id, {
        candidateId: application.candidateId,
        applicationId: application.id,
        customScorecard: scorecard,
      });
      for (const [speaker, text] of turns)
        await call(c, 'POST', `/api/sessions/${session.id}/text`, { text, speaker });
      return (await call(c, 'POST', `/api/sessions/${session.id}/evaluation/generate-decision`)).json();
    };
    const nurse = await sessionFor(
      'Registered Nurse',
      'Clinical judgement\n- Recognises deterioration and escalates',
      [
        ['interviewer', 'Tell me about a patient who deteriorated.'],
        [
          'candidate',
          'Her NEWS2 went from 3 to 7, so I escalated straight to the registrar and started the sepsis pathway within 30 minutes.',
        ],
      ],
    );
    expect(nurse.decision).toMatch(
      /^Summary: [^\n]+\n\nStrengths:\n- [^\n]+\n\nAreas for growth: [^\n]+\n\nRecommendation: /,
    );
    const engineer = await sessionFor(
      'Backend Engineer',
      'Technical depth\n- Hands-on depth with PostgreSQL',
      TURNS,
    );
    // Nothing was said about PostgreSQL: no call, and the terse sample's layout still says why.
    expect(engineer.decision).toMatch(
      /^Insufficient evidence — draft only\.\nNo criterion has evidence yet [^\n]+\nPros: /,
    );
    expect(engineer.decision).not.toContain('Areas for growth');
  });

  it("answers 404 for another user's session and changes nothing", async () => {
    const { session } = await recordedSession();
    const s = `/api/sessions/${session.id}`;
    await call(a, 'POST', `${s}/evaluation/save-decision`, { decision: 'Mine.' });
    for (const [method, url, payload] of [
      ['POST', `${s}/evaluation/generate-decision`, undefined],
      ['POST', `${s}/evaluation/save-decision`, { decision: 'Theirs.' }],
      ['GET', `${s}/audio-exports`, undefined],
    ] as const) {
      const res = await call(b, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const own = await call(a, 'GET', `/api/candidate-scorecards/${session.applicationId}`);
    expect(own.json().sessions[0].decision).toMatchObject({ decision: 'Mine.', aiDecision: null });
  });
});
