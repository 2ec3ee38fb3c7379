import { beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_FULL_NAME_MESSAGE,
  type QuickCreateOutput,
  type QuickCreateSaveInput,
  type ReviewedAgendaItem,
  type ReviewedScorecardItem,
} from '#contracts/quick-create.ts';
import {
  acceptItem,
  editItem,
  initialReview,
  resultingAgenda,
  resultingScorecard,
} from '#contracts/quick-create-review.ts';
import { CANDIDATE_REQUIRED_MESSAGE, type SessionDetail } from '#contracts/sessions.ts';
import { JOB_DESCRIPTION } from '#server/assistant/test/fixtures.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { sessionJob } from '../assistant/job-context.ts';
import { createSessionReads } from '../sessions/session-reads.ts';
import { quickCreateForm, resumePdf } from './test-pdfs.ts';

type Section = { id: string; title: string; content: string; children: Section[] };

/** The session's agenda in the shape of the review's result. */
const agendaOf = (session: SessionDetail): ReviewedAgendaItem[] => {
  const map = (items: SessionDetail['agenda']): ReviewedAgendaItem[] =>
    items.map((i) => ({
      id: i.id,
      title: i.title,
      content: i.description ?? '',
      duration: i.duration,
      children: map(i.children),
    }));
  return map(session.agenda);
};
const sectionsOf = (sections: Section[]): ReviewedScorecardItem[] =>
  sections.map((s) => ({ id: s.id, title: s.title, content: s.content, children: sectionsOf(s.children) }));

describe('saving a reviewed Quick Create kit', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const save = (payload: QuickCreateSaveInput, who: SignedIn = a) =>
    t.app.inject({ method: 'POST', url: '/api/sessions/quick-create/save', headers: who.headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: a.headers }).then((r) => r.json());

  it('creates the candidate and a session with exactly the reviewed agenda and scorecard', async () => {
    const agenda = await t.factories.agenda(a.user.id, {
      content:
        '- Introductions (5 min)\n- Background and experience (15 min)\n- Coding exercise (30 min)\n- Questions (10 min)',
    });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/quick-create/generate',
      headers: a.headers,
      payload: quickCreateForm(
        {
          jobRole: 'Senior Backend Engineer',
          interviewType: 'Coding screen',
          jobDescription: JOB_DESCRIPTION,
          agendaTemplate: { type: 'existing', existingId: agenda.id },
          minDuration: 20,
          maxDuration: 40,
        },
        { resume: await resumePdf() },
      ),
    });
    const out: QuickCreateOutput = generated.json();
    const [modified, added] = [
      out.agenda.items.find((i) => i.change_type === 'MODIFIED'),
      out.agenda.items.find((i) => i.change_type === 'ADDED'),
    ];
    if (!modified || !added) throw new Error('expected a MODIFIED and an ADDED agenda item');
    // Accept one change, edit another, leave the rest pending.
    const agendaState = editItem(
      acceptItem(initialReview('agenda', out.agenda.items), modified.id),
      added.id,
      'My own check',
    );
    const [first, second] = out.scorecard.items;
    if (!first || !second) throw new Error('expected two scorecard sections');
    const scorecardState = editItem(
      acceptItem(initialReview('scorecard', out.scorecard.items), first.id),
      second.id,
      'Notes',
    );
    const finalAgenda = resultingAgenda(out.agenda.items, agendaState);
    const finalScorecard = resultingScorecard(out.scorecard.items, scorecardState);

    const res = await save({
      interviewTitle: out.interviewTitle,
      candidateName: out.candidateName,
      agenda: { items: finalAgenda },
      scorecard: { items: finalScorecard },
      aiModel: out.model,
      jobRole: 'Senior Backend Engineer',
      jobDescription: JOB_DESCRIPTION,
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    // The assistant works from the job the kit was made for, and names the job, not the interview.
    const job = sessionJob(await createSessionReads(t.database.db).jobSources(id));
    expect(job).toMatchObject({ role: 'Senior Backend Engineer', description: JOB_DESCRIPTION });
    const session: SessionDetail = await get(`/api/sessions/${id}`);
    expect(session).toMatchObject({
      candidateName: 'Ada Lovelace',
      position: out.interviewTitle,
      aiModel: 'offline',
    });
    expect(agendaOf(session)).toEqual(finalAgenda.map((i) => ({ ...i, duration: i.duration ?? 15 })));
    expect(agendaOf(session).find((i) => i.id === added.id)?.content).toBe('My own check');
    const evaluation = await get(`/api/sessions/${id}/evaluation`);
    expect(sectionsOf(evaluation.evaluationData.sections)).toEqual(finalScorecard);
    expect(finalScorecard[1]?.content).toBe('Notes');
    const candidates = await get('/api/candidates?search=Lovelace');
    expect(candidates.items).toContainEqual(
      expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace' }),
    );
  });

  const kit = {
    interviewTitle: 'Values: Designer',
    agenda: {
      items: [
        {
          id: 'agenda-1',
          title: 'Ownership',
          content: 'Ask about a project they led',
          duration: 20,
          children: [],
        },
      ],
    },
    scorecard: { items: [{ id: 'scorecard-1', title: 'Ownership', content: '', children: [] }] },
  };

  it('uses an existing candidate of the user, and answers 404 for someone else’s', async () => {
    const mine = await t.factories.candidate(a.user.id);
    const res = await save({ ...kit, candidateId: mine.id });
    expect(res.statusCode).toBe(201);
    const session: SessionDetail = await get(`/api/sessions/${res.json().id}`);
    expect(session.candidateId).toBe(mine.id);
    expect(session.agenda).toMatchObject([
      { title: 'Ownership', description: 'Ask about a project they led', duration: 20 },
    ]);

    const b = await t.factories.user();
    const before = (await get('/api/sessions')).length;
    const theirs = await save({ ...kit, candidateId: mine.id }, b);
    expect(theirs.statusCode).toBe(404);
    expect((await get('/api/sessions')).length).toBe(before);
  });

  it('needs a candidate with a first and last name, and items with titles', async () => {
    const none = await save(kit);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(CANDIDATE_REQUIRED_MESSAGE);
    const oneWord = await save({ ...kit, candidateName: 'Ada' });
    expect(oneWord.json().error.message).toBe(CANDIDATE_FULL_NAME_MESSAGE);
    const untitled = await save({
      ...kit,
      candidateName: 'Ada Lovelace',
      agenda: { items: [{ id: 'agenda-1', title: ' ', content: '', children: [] }] },
    });
    expect(untitled.json().error.message).toBe('Agenda items need a title');
  });

  it('creates no candidate when the session cannot be created', async () => {
    const res = await save({ ...kit, candidateName: 'Grace Hopper', aiModel: 'no-such-model' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown AI model no-such-model');
    const found = await get('/api/candidates?search=Hopper');
    expect(found.items).toEqual([]);
  });
});
