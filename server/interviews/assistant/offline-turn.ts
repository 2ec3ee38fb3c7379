import { suggestLive } from '#server/assistant/offline/live/suggest-live.ts';
import type { LiveTurnInput, LiveTurnResult } from './live-turn.ts';
import { offlineEvidence } from './offline-evidence.ts';

const ASKED = 'Asked: ';

/**
 * The built-in live assistant: at most one card after a turn (offline/live/suggest-live.ts), and
 * the notes and section drafts of offline-evidence.ts. Deterministic, no network.
 */
export function offlineTurn(input: LiveTurnInput): LiveTurnResult {
  const card = suggestLive({
    family: input.job.family,
    kind: input.job.kind,
    agendaItem: input.agendaItem,
    recentTurns: input.recentTurns,
    newTurns: input.newTurns,
    earlier: input.earlier,
    asked: [
      ...input.askedQuestions,
      ...input.summary.filter((line) => line.startsWith(ASKED)).map((line) => line.slice(ASKED.length)),
    ],
    flaggedChunkIds: new Set(input.flaggedChunkIds),
    earlierRounds: input.earlierRounds,
  });
  const { notes, sections } = offlineEvidence(input);
  return { suggestions: card ? [card] : [], notes, sections };
}
