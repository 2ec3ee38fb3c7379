import { beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationDto, EvaluationSection } from '#contracts/evaluation.ts';
import type { ConversationChunkDto, NoteDto } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const NURSE_SCORECARD = [
  'Clinical judgement',
  '- Recognises deterioration early and escalates appropriately',
  'Patient care',
  '- Communicates with patients and families with compassion',
  'Professional standards',
  '- Holds an active RN licence',
].join('\n');

const SEPSIS =
  'At my 2 a.m. observations her NEWS2 had gone from 3 to 7 and she was newly confused. I escalated straight to the registrar and put out a sepsis call. Her lactate came back at 4.1, and she had IV antibiotics within 30 minutes.';

const leaves = (sections: EvaluationSection[]): EvaluationSection[] =>
  sections.flatMap((s) => (s.children.length ? leaves(s.children) : [s]));

/** Notes and section drafts of the live assistant (offline engine), through HTTP. */
describe('live evidence (offline engine)', () => {
  const t = useTestApp({ liveAssistant: { debounceMs: 5 } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const get = async <T>(url: string): Promise<T> =>
    (await t.app.inject({ method: 'GET', url, headers: a.headers })).json();

  async function interview(scorecard: string, turns: ['interviewer' | 'candidate', string][]) {
    const { id } = await t.factories.session(a.user.id, { customScorecard: scorecard });
    for (const [speaker, text] of turns) {
      await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/text`,
        headers: a.headers,
        payload: { text, speaker },
      });
      await t.app.services.interviews.assistant.idle(id);
    }
    const evaluation = await get<EvaluationDto>(`/api/sessions/${id}/evaluation`);
    return {
      sections: leaves(evaluation.evaluationData.sections),
      chunks: await get<ConversationChunkDto[]>(`/api/sessions/${id}/conversation`),
      notes: await get<NoteDto[]>(`/api/sessions/${id}/notes`),
    };
  }

  it('drafts a clinical answer under the clinical criterion, each line with its quote and where it was said', async () => {
    const { sections, chunks, notes } = await interview(NURSE_SCORECARD, [
      ['interviewer', 'Hi Grace, welcome, thanks for coming in.'],
      ['candidate', 'Thank you, lovely to be here.'],
      ['interviewer', 'Tell me about a time a patient deteriorated on your shift.'],
      ['candidate', SEPSIS],
    ]);
    const answer = chunks.find((c) => c.text === SEPSIS);
    const [deterioration, families, licence] = sections;
    expect(deterioration?.evidence.length).toBeGreaterThan(0);
    for (const e of deterioration?.evidence ?? []) {
      expect(e).toMatchObject({ chunkId: answer?.id, seq: answer?.seq, timestamp: answer?.timestamp });
      expect(SEPSIS).toContain(e.quote);
      expect(deterioration?.content).toContain(`“${e.quote}”`);
    }
    expect(deterioration?.content).toContain('I escalated straight to the registrar');
    // Criteria nobody has spoken to yet stay empty: the dashboard shows them as not yet covered.
    expect(families).toMatchObject({ content: '', evidence: [] });
    expect(licence).toMatchObject({ content: '', evidence: [] });
    expect(notes).toHaveLength(1);
    expect(SEPSIS).toContain(notes[0]?.content);
    expect(notes[0]?.tags).toEqual(['Recognises deterioration early and escalates appropriately']);
  });

  it('never takes shared words, small talk or the candidate’s questions for evidence', async () => {
    const { sections, notes } = await interview('Communication\n- Communicates trade-offs to non-engineers', [
      ['interviewer', 'What does your team look like?'],
      ['candidate', 'I lead a team of six engineers on the payments platform.'],
      ['interviewer', 'Great.'],
      ['candidate', 'Sounds great, thanks.'],
      ['candidate', 'How big is the platform team, and how is on-call organised?'],
    ]);
    expect(sections[0]).toMatchObject({ content: '', evidence: [] });
    expect(notes.map((n) => n.content)).toEqual(['I lead a team of six engineers on the payments platform.']);
  });
});
