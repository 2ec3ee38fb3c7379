import type { z } from 'zod';
import { type CreateSessionInput, detectMeeting, type SessionDetail } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { createPipelineReads, type PipelineReads } from '#server/pipeline/pipeline-reads.ts';
import { createSetupReads, type SetupReads } from '#server/setup/setup-reads.ts';
import type { AgendaService } from '../agenda/agenda.service.ts';
import type { EvaluationService } from '../evaluation/evaluation.service.ts';
import { toSessionDetail } from './sessions.mapper.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import {
  agendaFromInput,
  agendaFromTemplate,
  agendaFromText,
  type ItemSeed,
  scorecardFromTemplate,
  scorecardFromText,
} from './template-items.ts';
import { assertZoomMeetingFree } from './zoom-meeting-link.ts';

export type CreateSessionFields = z.output<typeof CreateSessionInput>;

/**
 * Items and a title decided elsewhere (Quick Create's review), stored as they are instead of
 * being read from the payload's agenda, custom text or template.
 */
export type SessionSeeds = {
  title?: string | null;
  agenda?: ItemSeed[];
  scorecard?: ItemSeed[];
  /** The job the kit was made for (Quick Create's input). */
  jobTitle?: string | null;
  jobDescription?: string | null;
};

type Deps = {
  db: Db;
  /** Store a new session's copied items in its creating transaction. */
  agenda: Pick<AgendaService, 'seed' | 'tree'>;
  evaluation: Pick<EvaluationService, 'seed'>;
  /** The model a new session starts with, and whether a requested one may be chosen. */
  defaultModel(): string;
  isKnownModel(modelId: string): Promise<boolean>;
};

const notFound = (what: string) => AppError.notFound(what);

/**
 * Creates a session for one of the user's candidates. The chosen agenda and scorecard (from the
 * payload, custom text, or the template) are copied into the session's own items in the same
 * transaction, so later template edits never change a past interview.
 */
export function createSessionCreateService({ db, agenda, evaluation, defaultModel, isKnownModel }: Deps) {
  return {
    async create(
      userId: string,
      input: CreateSessionFields,
      seeds: SessionSeeds = {},
    ): Promise<SessionDetail> {
      if (input.aiModel && !(await isKnownModel(input.aiModel))) {
        throw AppError.badRequest(`Unknown AI model ${input.aiModel}`);
      }
      const id = await db.transaction(async (tx) => {
        const sessions = createSessionsRepository(tx);
        const sources = { pipeline: createPipelineReads(tx), setup: createSetupReads(tx) };
        const plan = await planSession(sources, userId, input, seeds);
        const meeting = input.meetingUrl ? detectMeeting(input.meetingUrl) : undefined;
        const provider = input.videoProvider ?? meeting?.provider ?? null;
        const zoomMeetingId =
          input.zoomMeetingId ?? (meeting?.provider === 'zoom' ? meeting.meetingId : null);
        await assertZoomMeetingFree(sessions, userId, zoomMeetingId);
        const row = await sessions.insert(userId, {
          candidateId: input.candidateId,
          applicationId: input.applicationId,
          interviewTemplateId: input.interviewTemplateId,
          scorecardId: plan.scorecardId,
          agendaId: plan.agendaId,
          title: plan.title,
          meetingUrl: input.meetingUrl,
          videoProvider: provider,
          meetingId: input.meetingId ?? (meeting?.provider === 'google_meet' ? meeting.meetingId : null),
          zoomMeetingId,
          participantMappings: input.participantMappings ?? {},
          aiModel: input.aiModel ?? defaultModel(),
          jobTitle: input.jobTitle ?? seeds.jobTitle ?? null,
          jobDescription: input.jobDescription ?? seeds.jobDescription ?? plan.jobDescription,
        });
        if (!row) throw new Error('insert returned no session');
        const progressPercentage = await agenda.seed(tx, row.id, plan.agenda);
        await evaluation.seed(tx, row.id, plan.scorecard);
        if (progressPercentage) await sessions.update(userId, row.id, { progressPercentage });
        return row.id;
      });
      const row = await createSessionsRepository(db).findWithNames(userId, id);
      if (!row) throw notFound('Interview session');
      return toSessionDetail(row, await agenda.tree(id));
    },
  };
}
export type SessionCreateService = ReturnType<typeof createSessionCreateService>;

type Plan = {
  title: string | null;
  scorecardId: string | null;
  agendaId: string | null;
  agenda: ItemSeed[];
  scorecard: ItemSeed[];
  /** What the chosen scorecard or agenda was generated from, else the template's description. */
  jobDescription: string | null;
};

/** Checks every referenced record is the user's and works out what to copy. */
async function planSession(
  { pipeline, setup }: { pipeline: PipelineReads; setup: SetupReads },
  userId: string,
  input: CreateSessionFields,
  seeds: SessionSeeds,
): Promise<Plan> {
  if (!(await pipeline.candidateName(userId, input.candidateId))) throw notFound('Candidate');
  if (input.applicationId) {
    const application = await pipeline.applicationCandidate(userId, input.applicationId);
    if (!application) throw notFound('Application');
    if (application.candidateId !== input.candidateId) {
      throw AppError.badRequest('The application belongs to another candidate');
    }
  }
  const template = input.interviewTemplateId
    ? await setup.interviewTemplate(userId, input.interviewTemplateId)
    : undefined;
  if (input.interviewTemplateId && !template) throw notFound('Interview template');
  const scorecardId = input.scorecardId ?? template?.scorecardId ?? null;
  const agendaId = input.agendaId ?? template?.agendaId ?? null;
  const scorecardSource = scorecardId ? await setup.scorecardWithItems(userId, scorecardId) : undefined;
  if (scorecardId && !scorecardSource) throw notFound('Scorecard');
  const agendaSource = agendaId ? await setup.agendaWithItems(userId, agendaId) : undefined;
  if (agendaId && !agendaSource) throw notFound('Agenda');

  const agenda =
    seeds.agenda ??
    (input.agenda?.length
      ? agendaFromInput(input.agenda)
      : input.customAgenda
        ? agendaFromText(input.customAgenda, 'custom')
        : agendaSource
          ? agendaFromTemplate(agendaSource)
          : []);
  const scorecard =
    seeds.scorecard ??
    (input.customScorecard
      ? scorecardFromText(input.customScorecard)
      : scorecardSource
        ? scorecardFromTemplate(scorecardSource)
        : []);
  const jobDescription =
    scorecardSource?.jobDescription || agendaSource?.jobDescription || template?.description || null;
  return {
    title: seeds.title || template?.title || null,
    scorecardId,
    agendaId,
    agenda,
    scorecard,
    jobDescription,
  };
}
