import {
  type CandidateQuestionDto,
  type CoverageLine,
  coverageClock,
  DebriefDraft,
  type DebriefDto,
  notStartedItems,
  openCriteria,
  roundsCoverage,
} from '#contracts/coverage.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import type { DebriefGenerator } from '#server/assistant/debrief-generator.ts';
import type { Db } from '#server/db/client.ts';
import type { AgendaService } from '../agenda/agenda.service.ts';
import type { ChunkRow, ConversationService } from '../conversation/conversation.service.ts';
import { toSectionTree } from '../evaluation/evaluation.mapper.ts';
import type { EvaluationService } from '../evaluation/evaluation.service.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import type { SessionWrites } from '../sessions/session-writes.ts';
import { storePinnedHint } from '../suggestions/live-suggestions.ts';
import { type CandidateQuestionRow, createCoverageRepository } from './coverage.repository.ts';
import { draftDebrief } from './debrief.ts';
import { COVERAGE_TAG, nudgeText } from './nudge.ts';
import { questionsIn } from './question-detector.ts';

type Log = { warn(obj: object, msg: string): void };
type Deps = {
  db: Db;
  writes: SessionWrites;
  sessions: Pick<SessionReads, 'owned' | 'find' | 'listOfSubject'>;
  agenda: Pick<AgendaService, 'tree'>;
  evaluation: Pick<EvaluationService, 'sectionsOf'>;
  conversation: Pick<ConversationService, 'chunks' | 'chunksAfter'>;
  /** Drafts the debrief with the session's model; without it, the offline draft stands. */
  generateDebrief?: DebriefGenerator;
  log?: Log | undefined;
  now?: () => number;
};

export const toQuestionDto = (r: CandidateQuestionRow): CandidateQuestionDto => ({
  id: r.id,
  chunkId: r.chunkId,
  seq: r.seq,
  timestamp: r.timestamp.toISOString(),
  text: r.text,
});

/** A stored line as coverage reads it: a spoken line with its own duration, a typed one estimated from its words. */
const toLine = (r: ChunkRow): CoverageLine => ({
  id: r.id,
  seq: r.seq,
  speaker: r.speaker === 'interviewer' ? 'interviewer' : 'candidate',
  text: r.text,
  timestamp: r.timestamp.toISOString(),
  durationMs: r.durationMs,
});

/**
 * Coverage of a session beside the live assistant: the candidate's questions caught from each of
 * their lines, the one nudge before the planned end, the debrief at close, and what earlier rounds
 * of the application left open.
 */
export function createCoverageService(deps: Deps) {
  const { db, writes, sessions, agenda, evaluation, conversation } = deps;
  const repo = createCoverageRepository(db);
  const now = deps.now ?? Date.now;
  /** Sessions this instance knows were nudged (the database row decides across instances). */
  const nudged = new Set<string>();
  /** Debriefs this instance is drafting: a read meanwhile does not ask the model a second time. */
  const drafting = new Map<string, Promise<void>>();
  const sectionsOf = async (sessionId: string) => toSectionTree(await evaluation.sectionsOf([sessionId]));

  async function catchQuestions(sessionId: string, chunk: ConversationChunkDto) {
    const found = questionsIn(chunk.text);
    if (found.length === 0) return;
    await writes.asSystem(sessionId, async ({ tx, emit }) => {
      const rows = await createCoverageRepository(tx).addQuestions(
        found.map((q) => ({
          sessionId,
          chunkId: chunk.id,
          seq: chunk.seq,
          position: q.position,
          text: q.text,
          timestamp: new Date(chunk.timestamp),
        })),
      );
      if (rows.length)
        await emit({ type: 'candidate_questions', data: { questions: rows.map(toQuestionDto) } });
    });
  }

  async function nudgeIfDue(sessionId: string) {
    if (nudged.has(sessionId)) return;
    const [items, first] = await Promise.all([
      agenda.tree(sessionId),
      conversation.chunksAfter(sessionId, 0, 1),
    ]);
    const at = now();
    const clock = coverageClock({ agenda: items, sections: [], lines: first.map(toLine), now: at });
    if (!clock.nudgeAt || at < Date.parse(clock.nudgeAt)) return;
    nudged.add(sessionId);
    const criteria = coverageClock({
      agenda: items,
      sections: await sectionsOf(sessionId),
      lines: [],
      now: at,
    }).criteria;
    const open = criteria.filter((c) => !c.evidenced);
    const notStarted = notStartedItems(items);
    const text = nudgeText(clock.leftMs / 60_000, open, notStarted);
    await writes.asSystem(sessionId, async (write) => {
      if (!(await createCoverageRepository(write.tx).claimNudge(sessionId))) return;
      if (text) await storePinnedHint(write, text, [COVERAGE_TAG]);
    });
  }

  async function draft(userId: string, sessionId: string): Promise<void> {
    const session = await sessions.find(userId, sessionId);
    if (!session || session.status === 'active') return;
    const [sections, items, chunks, questions] = await Promise.all([
      sectionsOf(sessionId),
      agenda.tree(sessionId),
      conversation.chunks(sessionId),
      repo.questions(sessionId),
    ]);
    const endedAt = session.endTime?.getTime() ?? now();
    const lines = chunks.map(toLine);
    const offline = draftDebrief({
      sections,
      agenda: items,
      lines,
      questions: questions.map(toQuestionDto),
      endedAt,
    });
    const drafted = deps.generateDebrief
      ? await deps.generateDebrief({ draft: offline, lines }, session.aiModel)
      : offline;
    await repo.saveDraft(sessionId, drafted);
  }

  const quietly = (sessionId: string, work: Promise<unknown>) =>
    work.catch((err: unknown) => deps.log?.warn({ err, sessionId }, 'coverage update failed'));

  return {
    /** A line was stored: its questions (the candidate's), then the nudge when it is due. In the background. */
    onChunk(_userId: string, sessionId: string, chunk: ConversationChunkDto): Promise<unknown> {
      const questions = chunk.speaker === 'candidate' ? catchQuestions(sessionId, chunk) : Promise.resolve();
      return quietly(
        sessionId,
        questions.then(() => nudgeIfDue(sessionId)),
      );
    },

    async questions(userId: string, sessionId: string): Promise<CandidateQuestionDto[]> {
      await sessions.owned(userId, sessionId);
      return (await repo.questions(sessionId)).map(toQuestionDto);
    },

    /**
     * Drafts the debrief of a closed session, with the session's model when one is configured
     * (again when asked: the draft is replaced, never the interviewer's text). One drafting per
     * session at a time on this instance.
     */
    draftDebrief(userId: string, sessionId: string): Promise<void> {
      const running = drafting.get(sessionId);
      if (running) return running;
      const work = draft(userId, sessionId).finally(() => drafting.delete(sessionId));
      drafting.set(sessionId, work);
      return work;
    },
    /** Closing a session drafts its debrief in the background. */
    onClosed(userId: string, sessionId: string): Promise<unknown> {
      return quietly(sessionId, this.draftDebrief(userId, sessionId));
    },

    /**
     * `waitForDraft`: a draft this instance is writing is waited for (the decision reads it right
     * after a close); the screen instead asks again shortly.
     */
    async debrief(userId: string, sessionId: string, waitForDraft = false): Promise<DebriefDto> {
      const session = await sessions.owned(userId, sessionId);
      if (waitForDraft) await drafting.get(sessionId);
      let row = await repo.debrief(sessionId);
      // Closed on an instance that stopped before drafting: draft it now. Being drafted here: the
      // screen asks again shortly, rather than wait for a model.
      if (session.status !== 'active' && !row?.draft && !drafting.has(sessionId)) {
        await this.draftDebrief(userId, sessionId);
        row = await repo.debrief(sessionId);
      }
      return toDebriefDto(row);
    },
    async saveDebrief(userId: string, sessionId: string, content: string): Promise<DebriefDto> {
      await sessions.owned(userId, sessionId);
      return toDebriefDto(await repo.saveContent(sessionId, content));
    },

    /**
     * What earlier rounds of the session's application evidenced and left open (by criterion title):
     * for the assistant to favour the open ones. Empty without an application or earlier rounds.
     */
    async earlierRounds(userId: string, sessionId: string): Promise<{ evidenced: string[]; open: string[] }> {
      const session = await sessions.owned(userId, sessionId);
      if (!session.applicationId) return { evidenced: [], open: [] };
      const earlier = (await sessions.listOfSubject(userId, { applicationId: session.applicationId })).filter(
        (s) => s.id !== sessionId && s.startTime.getTime() <= session.startTime.getTime(),
      );
      const rows = await evaluation.sectionsOf(earlier.map((s) => s.id));
      const rounds = roundsCoverage(
        earlier.map((s) => toSectionTree(rows.filter((r) => r.sessionId === s.id))),
      );
      const open = openCriteria(rounds).map((r) => r.title);
      return { evidenced: rounds.map((r) => r.title).filter((t) => !open.includes(t)), open };
    },
  };
}
export type CoverageService = ReturnType<typeof createCoverageService>;

function toDebriefDto(
  row: Awaited<ReturnType<ReturnType<typeof createCoverageRepository>['debrief']>>,
): DebriefDto {
  const parsed = row?.draft ? DebriefDraft.safeParse(row.draft) : undefined;
  return {
    draft: parsed?.success ? parsed.data : null,
    draftAt: row?.draftAt?.toISOString() ?? null,
    content: row?.content ?? null,
    editedAt: row?.editedAt?.toISOString() ?? null,
  };
}
