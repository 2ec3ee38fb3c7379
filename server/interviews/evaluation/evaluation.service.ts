import type { EvaluationDto, EvaluationSection } from '#contracts/sessions.ts';
import { AppError } from '#server/lib/errors.ts';
import { toSectionTree } from '../interviews.mapper.ts';
import type { InterviewRepositories } from '../repositories.ts';
import { type SessionWrite, type SessionWrites, sessionNotFound } from '../session-writes.ts';
import { scorecardFromTemplate } from '../sessions/template-items.ts';

/** A drafted section from the assistant. */
export type SectionDraft = { id: string; content: string };

type Deps = { repos: InterviewRepositories; writes: SessionWrites };

const evaluation = (sections: EvaluationSection[]): EvaluationDto => ({ evaluationData: { sections } });

/** Publishes the whole tree with the ids that changed, and returns it. */
async function publishTree({ repos, emit, session }: SessionWrite, changedSectionIds: string[]) {
  const sections = toSectionTree(await repos.scorecard.list(session.id));
  await emit({ type: 'evaluation_updated', data: { sections, changedSectionIds } });
  return evaluation(sections);
}

export function createEvaluationService({ repos, writes }: Deps) {
  return {
    /** The live evaluation: the session's scorecard sections as a tree (empty when none). */
    async get(userId: string, sessionId: string): Promise<EvaluationDto> {
      if (!(await repos.sessions.findById(userId, sessionId))) throw sessionNotFound();
      return evaluation(toSectionTree(await repos.scorecard.list(sessionId)));
    },

    /** Copies the scorecard's sections into the session when it has none yet; else leaves them. */
    async initialize(userId: string, sessionId: string, scorecardId: string): Promise<EvaluationDto> {
      return writes.asUser(userId, sessionId, async (write) => {
        const { repos: tx } = write;
        const source = await tx.sources.scorecard(userId, scorecardId);
        if (!source) throw AppError.notFound('Scorecard');
        if ((await tx.scorecard.count(sessionId)) > 0) {
          return evaluation(toSectionTree(await tx.scorecard.list(sessionId)));
        }
        const seeds = scorecardFromTemplate(source);
        await tx.scorecard.insertMany(sessionId, seeds);
        await tx.sessions.update(userId, sessionId, { scorecardId });
        return publishTree(
          write,
          seeds.map((s) => s.itemId),
        );
      });
    },

    /** A person's text for one section; from now on the assistant leaves that section alone. */
    async writeSection(
      userId: string,
      sessionId: string,
      sectionId: string,
      content: string,
    ): Promise<EvaluationDto> {
      return writes.asUser(userId, sessionId, async (write) => {
        if (!(await write.repos.scorecard.setContent(sessionId, sectionId, content, true))) {
          throw AppError.notFound('Section');
        }
        return publishTree(write, [sectionId]);
      });
    },

    /** The assistant's drafts; sections a person has edited are skipped. Returns the ids written. */
    async draftSections(sessionId: string, drafts: SectionDraft[]): Promise<string[]> {
      if (drafts.length === 0) return [];
      return writes.asSystem(sessionId, async (write) => {
        const changed: string[] = [];
        for (const draft of drafts) {
          if (await write.repos.scorecard.setContent(sessionId, draft.id, draft.content, false))
            changed.push(draft.id);
        }
        if (changed.length) await publishTree(write, changed);
        return changed;
      });
    },
  };
}
export type EvaluationService = ReturnType<typeof createEvaluationService>;
