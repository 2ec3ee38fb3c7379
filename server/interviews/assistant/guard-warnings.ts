import type { SuggestionDto } from '#contracts/realtime.ts';
import { classifyUtterance } from '#server/assistant/guard/classify-utterance.ts';
import { type GuardWarning, guardWarning, warningFor } from '#server/assistant/guard/guard.ts';
import type { GuardContext } from '#server/assistant/guard/job-facts.ts';
import { rewordingFor } from '#server/assistant/guard/rewording.ts';
import { warmLanguage } from '#server/assistant/nlp/warm-language.ts';
import type { AgendaService } from '../agenda/agenda.service.ts';
import type { ConversationService } from '../conversation/conversation.service.ts';
import type { JobSources, SessionReads } from '../sessions/session-reads.ts';
import type { SuggestionsService } from '../suggestions/suggestions.service.ts';
import { sessionJob } from './job-context.ts';
import type { ComplianceFlag } from './live-turn.ts';

type Deps = {
  sessions: Pick<SessionReads, 'jobSources'>;
  agenda: Pick<AgendaService, 'items'>;
  conversation: Pick<ConversationService, 'chunksAfter'>;
  /** Warnings are stored as suggestions. */
  suggestions: Pick<SuggestionsService, 'addWarning'>;
};

/** What the rewordings may lean on: the job opening, or the setup a Quick Create session has. */
const guardContext = (s: JobSources | undefined): GuardContext => ({
  role: sessionJob(s).role || null,
  jobText: [sessionJob(s).description, s?.requirements].filter(Boolean).join('\n'),
  salaryRange: s?.salaryRange,
  location: s?.location,
});

type Chunk = { id: string; speaker: string; text: string };

/**
 * The live guard's own path, beside the assistant's passes: an interviewer chunk is checked as
 * soon as it is committed, and a warning is stored at once as a pinned `hint` tagged
 * `compliance` and its topics, with the flagged chunk (the coaching record; the answer to it is
 * left out of evidence and decisions). One warning per chunk; the suggestions' repeat filter,
 * their limit of three and their aging do not apply to warnings.
 */
export function createGuardWarnings({ sessions, agenda, conversation, suggestions }: Deps) {
  const jobs = new Map<string, Promise<GuardContext>>();

  const contextOf = async (sessionId: string): Promise<GuardContext> => {
    let known = jobs.get(sessionId);
    if (!known) {
      known = sessions.jobSources(sessionId).then(guardContext);
      jobs.set(sessionId, known);
    }
    const [context, items] = await Promise.all([known, agenda.items(sessionId)]);
    const item = items.find((r) => r.status === 'in-progress');
    return { ...context, agendaItem: item?.title ?? null };
  };

  const store = (sessionId: string, chunkId: string, warning: GuardWarning) =>
    suggestions.addWarning(sessionId, chunkId, warning);

  return {
    /** Checks a committed chunk; an interviewer's question on a protected topic gets its warning. */
    async check(sessionId: string, chunk: Chunk): Promise<SuggestionDto | undefined> {
      if (chunk.speaker !== 'interviewer') return undefined;
      const findings = classifyUtterance(chunk.text);
      if (findings.length === 0) return undefined;
      const warning = warningFor(findings, await contextOf(sessionId));
      return warning && store(sessionId, chunk.id, warning);
    },

    /** A configured model's flags on new interviewer turns; a turn already warned about is left alone. */
    async fromModel(sessionId: string, flags: ComplianceFlag[]): Promise<void> {
      for (const flag of flags) {
        const [chunk] = await conversation.chunksAfter(sessionId, flag.seq - 1, 1);
        if (chunk?.seq !== flag.seq || chunk.speaker !== 'interviewer') continue;
        const rewording =
          flag.rewording || rewordingFor(flag.category, chunk.text, await contextOf(sessionId));
        await store(sessionId, chunk.id, guardWarning(flag.category, rewording));
      }
    },

    /**
     * A dashboard opened: the language model loads now if the server has not loaded it yet (it
     * does a moment after it listens), rather than on the way to the interview's first warning.
     */
    warm: warmLanguage,

    forget(sessionId: string): void {
      jobs.delete(sessionId);
    },
  };
}
export type GuardWarnings = ReturnType<typeof createGuardWarnings>;
