import type { SuggestionType } from '#contracts/assistant.ts';
import type { EarlierRounds } from '#contracts/coverage.ts';
import type { SuggestionStatus } from '#contracts/realtime.ts';
import { touchesProtectedTopic } from '#server/assistant/guard/touches-topic.ts';
import { analyse } from '#server/assistant/nlp/nlp.ts';
import type { InterviewKind } from '../interview-types.ts';
import { type AnswerReading, readTurn } from './answer-reading.ts';
import type { LiveQuestion } from './bank.ts';
import { closestQuestion, pickQuestion, questionPool } from './pick-question.ts';
import { premiseHolds } from './premise.ts';
import { repeatsAny } from './repeats.ts';
import type { RoleFamily } from './role-family.ts';
import { asksWhatIsMissing, type Card, clarification, followUp, GENERIC_PROBES } from './wording.ts';

export type LiveTurn = { speaker: 'interviewer' | 'candidate'; text: string; chunkId?: string };

/** A suggestion the session already has (any status). */
export type EarlierCard = {
  type: SuggestionType;
  content: string;
  status: SuggestionStatus;
  agendaItemId: string | null;
  tags: string[];
};

export type LiveSuggestionInput = {
  family: RoleFamily;
  kind: InterviewKind;
  agendaItem: { id: string; title: string; description: string | null } | undefined;
  recentTurns: LiveTurn[];
  newTurns: LiveTurn[];
  /** The session's suggestions so far, oldest first. */
  earlier: EarlierCard[];
  /** Questions asked before the recent turns, and every suggestion proposed: nothing repeats one. */
  asked: string[];
  /** Interviewer turns the guard warned about: the answers to them are left alone. */
  flaggedChunkIds: Set<string>;
  /** Criteria earlier rounds of the application evidenced and left open: the next question favours the open. */
  earlierRounds?: EarlierRounds;
};

const open = (card: EarlierCard) => card.status === 'suggested' || card.status === 'pinned';

/**
 * What an interviewer's turn asked: the turn, when it asks a real question. A plan ending in
 * "Sound good?" or an answer to the candidate's question asks nothing a card could repeat.
 */
export function askedIn(text: string): string | undefined {
  const questions = analyse(text).filter(
    (s) => s.question && s.words.filter((w) => w.type !== 'punctuation').length >= 4,
  );
  return questions.length ? text : undefined;
}

/** Fewer words than this make a question a follow-up in the thread before it ("What are you measured on?"). */
const SHORT_FOLLOW_UP = 8;

/**
 * The bank question of the thread: the one the interviewer's question is close to, else, when it
 * was a short follow-up, the one of the question before it.
 */
function threadOf(input: LiveSuggestionInput, pool: LiveQuestion[], question: string | undefined) {
  if (!question) return undefined;
  const own = closestQuestion(pool, question, 'loosely');
  if (own || question.split(/\s+/).length >= SHORT_FOLLOW_UP) return own;
  const before = input.recentTurns.filter((t) => t.speaker === 'interviewer').at(-2);
  const earlier = before && askedIn(before.text);
  return earlier ? closestQuestion(pool, earlier, 'loosely') : undefined;
}

/**
 * The answer's follow-up: the probes of the bank question asked, else any role's, for what is
 * missing and only when what the probe takes for granted was said (premise.ts).
 */
function probe(
  input: LiveSuggestionInput,
  reading: AnswerReading,
  question: string | undefined,
  asked: string[],
) {
  const pool = questionPool(input.family, input.kind);
  const source = threadOf(input, pool, question);
  for (const candidate of [...(source?.probes ?? []), ...GENERIC_PROBES]) {
    if (!asksWhatIsMissing(candidate, reading, GENERIC_PROBES.includes(candidate))) continue;
    if (!premiseHolds(candidate, source, reading, question)) continue;
    const card = followUp(reading, candidate, source?.topic);
    if (card && !repeatsAny(card.content, asked)) return card;
  }
  return undefined;
}

/**
 * At most one card after a turn ends, and only when it helps: nothing before the candidate has
 * answered, after small talk, the candidate's own questions, a declined personal question or the
 * answer to a question the guard flagged. A vague answer gets a clarification quoting it. A
 * specific one gets a follow-up on what it left out, or, once the thread has been probed, the next
 * question of the role's bank for the agenda item, when none is waiting on screen.
 */
export function suggestLive(input: LiveSuggestionInput): Card | undefined {
  const last = input.newTurns.at(-1);
  if (last?.speaker !== 'candidate') return undefined;
  const question = input.recentTurns.findLast((t) => t.speaker === 'interviewer');
  if (question?.chunkId && input.flaggedChunkIds.has(question.chunkId)) return undefined;
  // The guard's warning may still be on its way, or it let the question pass: the answer to a
  // question on a protected topic is not probed.
  if (question && touchesProtectedTopic(question.text)) return undefined;
  const reading = readTurn(last.text);
  if (reading.kind !== 'answer') return undefined;
  const asked = [
    ...input.asked,
    ...input.recentTurns.flatMap((t) => (t.speaker === 'interviewer' ? (askedIn(t.text) ?? []) : [])),
  ];
  if (reading.vague) {
    const card = clarification(reading);
    return card && !repeatsAny(card.content, asked) ? card : undefined;
  }
  const itemId = input.agendaItem?.id ?? null;
  const cards = input.earlier.filter((c) => c.agendaItemId === itemId && !c.tags.includes('compliance'));
  const probed = cards.at(-1)?.type === 'follow_up_question' || cards.at(-1)?.type === 'clarification';
  if (!probed) {
    const card = probe(input, reading, question && askedIn(question.text), asked);
    if (card) return card;
  }
  if (cards.some((c) => c.type === 'question' && open(c))) return undefined;
  // What the candidate has just told needs no question of its own.
  const told = input.recentTurns.flatMap((t) => (t.speaker === 'candidate' ? [t.text] : []));
  const next = pickQuestion(
    questionPool(input.family, input.kind),
    input.agendaItem,
    asked,
    told,
    input.earlierRounds,
  );
  return next && { type: 'question', content: next.text, tags: [next.topic] };
}
