import { createAnswerGate } from '#server/assistant/guard/flagged-answers.ts';
import type { ConversationService } from '../conversation/conversation.service.ts';
import { keyStatement, quote } from './candidate-statements.ts';
import type { Turn } from './live-turn.ts';

export type TranscriptContext = { summary: string[]; recentTurns: Turn[]; newTurns: Turn[] };

type State = {
  lastSeq: number;
  recent: Turn[];
  summary: string[];
  gate: ReturnType<typeof createAnswerGate>;
};

type Deps = {
  conversation: Pick<ConversationService, 'chunksAfter'>;
  /** Interviewer chunks the guard flagged: the candidate's answers to them are never read. */
  flagged?: (sessionId: string) => Promise<readonly string[]>;
  /** Turns kept verbatim. */
  window?: number;
  /** Summary lines kept; older ones are dropped. */
  summaryMax?: number;
};

const PAGE = 500;

/** The questions of an interviewer's turn, without the acknowledgements and set-up around them. */
function questionsOf(text: string): string | undefined {
  const questions = text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => /\?["”')\]]*$/.test(s.trim()) && s.split(/\s+/).length >= 3);
  return questions.length ? quote(questions.join(' '), 100) : undefined;
}

/** One line for a turn leaving the window: what was asked, or what the candidate said that matters. */
function summarize(turn: Turn): string | undefined {
  if (turn.speaker === 'interviewer') {
    const asked = questionsOf(turn.text);
    return asked && `Asked: ${asked}`;
  }
  const statement = keyStatement(turn.text);
  return statement && `Candidate: ${statement}`;
}

/**
 * The assistant's incremental view of each session's transcript, in memory: a bounded rolling
 * summary plus the last few turns. Each pass reads only the chunks after the last one it saw;
 * after a restart the first pass rebuilds the state from the database (reading, not sending).
 */
export function createTranscriptContexts({ conversation, flagged, window = 6, summaryMax = 16 }: Deps) {
  const states = new Map<string, State>();

  const fold = (state: State, turn: Turn) => {
    state.recent.push(turn);
    while (state.recent.length > window) {
      const left = state.recent.shift();
      const line = left && summarize(left);
      if (line) state.summary.push(line);
    }
    if (state.summary.length > summaryMax) state.summary.splice(0, state.summary.length - summaryMax);
  };

  return {
    /**
     * `heardFrom`: the first chunk this process saw committed live for the session. On the first
     * pass since the process started, the turns from there on are news; before it, only the
     * latest two (a restart: the earlier ones were read by a pass before it).
     */
    async advance(sessionId: string, heardFrom?: number): Promise<TranscriptContext> {
      const cold = !states.has(sessionId);
      const state = states.get(sessionId) ?? {
        lastSeq: 0,
        recent: [],
        summary: [],
        gate: createAnswerGate(),
      };
      states.set(sessionId, state);
      const flaggedIds = new Set(await flagged?.(sessionId));
      const fresh: Turn[] = [];
      for (;;) {
        const page = await conversation.chunksAfter(sessionId, state.lastSeq, PAGE);
        for (const row of page) {
          const turn: Turn = {
            seq: row.seq,
            speaker: row.speaker === 'interviewer' ? 'interviewer' : 'candidate',
            text: row.text,
            chunkId: row.id,
            timestamp: row.timestamp.toISOString(),
          };
          state.lastSeq = row.seq;
          if (!state.gate(turn, flaggedIds)) continue;
          fold(state, turn);
          fresh.push(turn);
        }
        if (page.length < PAGE) break;
      }
      const newTurns = cold
        ? fresh.filter((t, i) => i >= fresh.length - 2 || (heardFrom !== undefined && t.seq >= heardFrom))
        : fresh;
      return { summary: [...state.summary], recentTurns: [...state.recent], newTurns };
    },

    forget(sessionId: string): void {
      states.delete(sessionId);
    },
  };
}
export type TranscriptContexts = ReturnType<typeof createTranscriptContexts>;
