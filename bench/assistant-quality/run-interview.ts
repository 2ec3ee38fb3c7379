import type { EvaluationDto } from '#contracts/evaluation.ts';
import type { NoteDto, SuggestionDto } from '#contracts/realtime.ts';
import type { SessionDetail } from '#contracts/sessions.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import type { createFactories, SignedIn } from '#server/test/factories.ts';
import type { Interview, ScriptTurn } from './interview.ts';

/** A suggestion as the dashboard lists it; `tags` when the list carries them. */
export type Card = SuggestionDto & { tags?: string[] };

export type TurnTrace = {
  index: number;
  turn: ScriptTurn;
  /** Cards that appeared after this turn, before the next one. */
  cards: Card[];
  /** Milliseconds from posting the turn until the assistant had finished with it. */
  passMs: number;
  /** Every suggestion of the session once the assistant has finished with this turn. */
  after: Card[];
  notes: NoteDto[];
};

export type InterviewTrace = {
  interview: Interview;
  sessionId: string;
  /** Cards shown once the dashboard opened, before anyone spoke. */
  opening: Card[];
  turns: TurnTrace[];
  /** After the interview: the live scorecard, then the session closed and a decision drafted. */
  evaluation: EvaluationDto;
  /** Absent when the run was asked not to draft one. */
  decision: unknown;
};

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };

/**
 * Runs a written interview through the product as a recruiter would: the job, scorecard, agenda
 * and interview template are created through the services, the session from them, then the
 * dashboard opens (`start-processing`) and each turn is posted to `POST /api/sessions/:id/text`,
 * agenda items are started and completed, and the live assistant the server runs (offline engine,
 * no key) is left to finish after each turn. What the dashboard would list is read after each turn.
 */
export async function runInterview(
  t: TestApp,
  user: SignedIn,
  interview: Interview,
  { decide = true }: { decide?: boolean } = {},
): Promise<InterviewTrace> {
  const call = async <T>({ method, url, payload }: Call): Promise<T> => {
    const res = await t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const sessionId = await createInterviewSession(t.factories, user.user.id, interview);
  const base = `/api/sessions/${sessionId}`;
  const assistant = t.app.services.interviews.assistant;
  const suggestions = () => call<Card[]>({ method: 'GET', url: `${base}/suggestions` });

  await call({ method: 'POST', url: `${base}/start-processing` });
  await assistant.idle(sessionId);
  const opening = await suggestions();
  const agenda = (await call<SessionDetail>({ method: 'GET', url: base })).agenda;

  const turns: TurnTrace[] = [];
  let known = new Set(opening.map((s) => s.id));
  for (const [index, turn] of interview.turns.entries()) {
    if (turn.startsItem !== undefined) {
      const previous = agenda[turn.startsItem - 1];
      if (previous)
        await call({
          method: 'PATCH',
          url: `${base}/agenda/${previous.id}`,
          payload: { status: 'completed' },
        });
      const item = agenda[turn.startsItem];
      if (!item) throw new Error(`${interview.id}: no agenda item ${turn.startsItem}`);
      await call({ method: 'PATCH', url: `${base}/agenda/${item.id}`, payload: { status: 'in-progress' } });
    }
    const started = performance.now();
    await call({ method: 'POST', url: `${base}/text`, payload: { text: turn.text, speaker: turn.speaker } });
    await assistant.idle(sessionId);
    const passMs = performance.now() - started;
    const after = await suggestions();
    const cards = after.filter((s) => !known.has(s.id));
    known = new Set(after.map((s) => s.id));
    const notes = await call<NoteDto[]>({ method: 'GET', url: `${base}/notes` });
    turns.push({ index, turn, cards, passMs, after, notes });
  }

  const evaluation = await call<EvaluationDto>({ method: 'GET', url: `${base}/evaluation` });
  await call({ method: 'POST', url: `${base}/close` });
  const decision = decide
    ? await call<unknown>({ method: 'POST', url: `${base}/evaluation/generate-decision` })
    : undefined;
  return { interview, sessionId, opening, turns, evaluation, decision };
}

/** The job opening, application, scorecard, agenda and template a recruiter sets up first; the session's id. */
export async function createInterviewSession(
  f: ReturnType<typeof createFactories>,
  userId: string,
  interview: Interview,
): Promise<string> {
  const company = await f.company(userId, { name: interview.job.company });
  const job = await f.jobOpening(userId, {
    companyId: company.id,
    title: interview.job.title,
    description: interview.job.description,
    requirements: interview.job.requirements,
  });
  const candidate = await f.candidate(userId, interview.candidate);
  const application = await f.application(userId, { candidateId: candidate.id, jobOpeningId: job.id });
  const scorecard = await f.scorecard(userId, {
    title: `${interview.job.title} scorecard`,
    content: interview.scorecard,
  });
  const agenda = await f.agenda(userId, {
    title: `${interview.job.title} agenda`,
    content: JSON.stringify(
      interview.agenda.map((a) => ({ title: a.title, duration: a.minutes, description: a.description })),
    ),
  });
  const template = await f.interviewTemplate(userId, {
    title: interview.interviewTitle,
    scorecardId: scorecard.id,
    agendaId: agenda.id,
  });
  const session = await f.session(userId, {
    candidateId: candidate.id,
    applicationId: application.id,
    interviewTemplateId: template.id,
    agenda: undefined,
    customScorecard: undefined,
  });
  return session.id;
}
