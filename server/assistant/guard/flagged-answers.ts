import { analyse } from '#server/assistant/nlp/nlp.ts';

/** A transcript turn as the live path (`chunkId`) or the database (`id`) names it. */
export type TranscriptTurn = { speaker: string; text: string } & ({ chunkId: string } | { id: string });

const idOf = (turn: TranscriptTurn) => ('chunkId' in turn ? turn.chunkId : turn.id);

/**
 * Follows a transcript turn by turn and says whether each turn may count as evidence: the
 * candidate's turns after a flagged question do not, until the interviewer asks a question that
 * is not flagged. Interviewer turns that ask nothing ("Okay.") change nothing. The flags are read
 * when an answer comes, not when the question went by, so a question flagged a moment late (the
 * guard still storing its warning, or a model's pass) still keeps its answers out.
 */
export function createAnswerGate() {
  /** The interviewer's turns since their last question, that question first. */
  let since: string[] = [];
  return (turn: TranscriptTurn, flaggedChunkIds: ReadonlySet<string>): boolean => {
    if (turn.speaker !== 'interviewer') return !since.some((id) => flaggedChunkIds.has(id));
    const id = idOf(turn);
    if (!flaggedChunkIds.has(id) && analyse(turn.text).some((s) => s.question)) since = [id];
    else since.push(id);
    return true;
  };
}

/** The transcript without the candidate's answers to flagged questions (for evidence and decisions). */
export function withoutFlaggedAnswers<T extends TranscriptTurn>(
  transcript: readonly T[],
  flaggedChunkIds: ReadonlySet<string> | readonly string[],
): T[] {
  const flagged = flaggedChunkIds instanceof Set ? flaggedChunkIds : new Set(flaggedChunkIds);
  if (flagged.size === 0) return [...transcript];
  const keep = createAnswerGate();
  return transcript.filter((turn) => keep(turn, flagged));
}
