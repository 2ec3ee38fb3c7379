import type { EvaluationDto, EvaluationSection, SectionEvidence } from '#contracts/evaluation.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { createSetupReads } from '#server/setup/setup-reads.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import type { SessionWrite, SessionWrites } from '../sessions/session-writes.ts';
import { type ItemSeed, scorecardFromTemplate } from '../sessions/template-items.ts';
import { toSectionTree } from './evaluation.mapper.ts';
import { createScorecardItemsRepository, type ScorecardItemRow } from './scorecard-items.repository.ts';

export type { ScorecardItemRow };

/** A drafted section from the assistant, with the quotes behind its lines when it has them. */
export type SectionDraft = { id: string; content: string; evidence?: SectionEvidence[] };
/** A person's text for one section. */
export type SectionChange = { id: string; content: string };

type Deps = { db: Db; sessions: Pick<SessionReads, 'owned'>; writes: SessionWrites };

const evaluation = (sections: EvaluationSection[]): EvaluationDto => ({ evaluationData: { sections } });
/** The session's sections, in the write's transaction. */
const sectionsIn = (write: SessionWrite) => createScorecardItemsRepository(write.tx);

/** Publishes the whole tree with the ids that changed, and returns it. */
async function publishTree(write: SessionWrite, changedSectionIds: string[]) {
  const sections = toSectionTree(await sectionsIn(write).list(write.session.id));
  await write.emit({ type: 'evaluation_updated', data: { sections, changedSectionIds } });
  return evaluation(sections);
}

export function createEvaluationService({ db, sessions, writes }: Deps) {
  const repo = createScorecardItemsRepository(db);
  return {
    /** The live evaluation: the session's scorecard sections as a tree (empty when none). */
    async get(userId: string, sessionId: string): Promise<EvaluationDto> {
      await sessions.owned(userId, sessionId);
      return evaluation(toSectionTree(await repo.list(sessionId)));
    },

    /** Copies the scorecard's sections into the session when it has none yet; else leaves them. */
    async initialize(userId: string, sessionId: string, scorecardId: string): Promise<EvaluationDto> {
      return writes.asUser(userId, sessionId, async (write) => {
        const tx = sectionsIn(write);
        const source = await createSetupReads(write.tx).scorecardWithItems(userId, scorecardId);
        if (!source) throw AppError.notFound('Scorecard');
        if ((await tx.count(sessionId)) > 0) {
          return evaluation(toSectionTree(await tx.list(sessionId)));
        }
        const seeds = scorecardFromTemplate(source);
        await tx.insertMany(sessionId, seeds);
        await write.update({ scorecardId });
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
        if (!(await sectionsIn(write).setContent(sessionId, sectionId, content, true))) {
          throw AppError.notFound('Section');
        }
        return publishTree(write, [sectionId]);
      });
    },

    /**
     * A person's save of several sections, in one transaction: a section whose text equals what
     * is stored is neither written nor marked edited; an unknown section fails the whole save.
     */
    async writeSections(userId: string, sessionId: string, changes: SectionChange[]): Promise<EvaluationDto> {
      return writes.asUser(userId, sessionId, async (write) => {
        const rows = await sectionsIn(write).list(sessionId);
        const stored = new Map(rows.map((row) => [row.itemId, row.content]));
        if (changes.some(({ id }) => !stored.has(id))) throw AppError.notFound('Section');
        const changed = changes.filter(({ id, content }) => stored.get(id) !== content);
        if (changed.length === 0) return evaluation(toSectionTree(rows));
        for (const { id, content } of changed) {
          await sectionsIn(write).setContent(sessionId, id, content, true);
        }
        return publishTree(
          write,
          changed.map(({ id }) => id),
        );
      });
    },

    /**
     * The assistant's drafts; sections a person has edited are skipped. Returns the ids written.
     * In `within`, the transaction of the pass's other writes, when given.
     */
    async draftSections(sessionId: string, drafts: SectionDraft[], within?: SessionWrite): Promise<string[]> {
      if (drafts.length === 0) return [];
      const draft = async (write: SessionWrite) => {
        const changed: string[] = [];
        for (const { id, content, evidence } of drafts) {
          const written = evidence
            ? await sectionsIn(write).writeDraft(sessionId, id, content, evidence)
            : await sectionsIn(write).setContent(sessionId, id, content, false);
          if (written) changed.push(id);
        }
        if (changed.length) await publishTree(write, changed);
        return changed;
      };
      return within ? draft(within) : writes.asSystem(sessionId, draft);
    },

    /** The session's sections in display order (the caller has checked the session's owner). */
    sections: (sessionId: string): Promise<ScorecardItemRow[]> => repo.list(sessionId),
    /** The sections of several sessions (already known to be the owner's), in display order. */
    sectionsOf: (sessionIds: string[]): Promise<ScorecardItemRow[]> => repo.listOf(sessionIds),
    /** Stores a new session's sections in its creating transaction. */
    seed: (tx: Db, sessionId: string, seeds: ItemSeed[]): Promise<void> =>
      createScorecardItemsRepository(tx).insertMany(sessionId, seeds),
  };
}
export type EvaluationService = ReturnType<typeof createEvaluationService>;
