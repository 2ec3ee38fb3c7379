import { answerNote } from '#server/assistant/offline/evidence/answer-notes.ts';
import { profileCriterion } from '#server/assistant/offline/evidence/criteria.ts';
import {
  type AnswerContext,
  draftSections,
  type HeardAnswer,
} from '#server/assistant/offline/evidence/section-drafts.ts';
import type { LiveTurnInput, LiveTurnResult } from './live-turn.ts';

/**
 * The offline engine's notes and section drafts for a pass: the candidate's new answers read by
 * meaning against each criterion (evidence/criteria.ts), each quote under the one criterion its
 * question, the agenda item in progress and its words say it evidences; every drafted line
 * quotes the answer and says which chunk it came from. Pleasantries, the candidate's questions,
 * deflections and introductions are never evidence.
 */
export function offlineEvidence(input: LiveTurnInput): Pick<LiveTurnResult, 'notes' | 'sections'> {
  const answers = input.newTurns
    .filter((t) => t.speaker === 'candidate')
    .map(({ chunkId, seq, timestamp, text }) => ({ chunkId, seq, timestamp, text }));
  if (answers.length === 0) return { notes: [], sections: [] };
  const { drafts, heard } = draftSections(input.sections, answers, contextIn(input));
  const profiles = input.sections.map(profileCriterion);
  const notes = heard.flatMap(({ statements }) => {
    const note = answerNote(statements, profiles);
    return note ? [note] : [];
  });
  return { notes, sections: drafts };
}

/** What each new answer was given to: the interviewer's turns before it and the agenda item in progress. */
function contextIn(input: LiveTurnInput): (answer: HeardAnswer) => AnswerContext {
  // Only an item the interviewer has started says what the answers are about.
  const item = input.agendaItem?.started ? input.agendaItem : undefined;
  const topic = item ? `${item.title}. ${item.description ?? ''}` : '';
  return (answer) => {
    const before = input.recentTurns.filter((t) => t.seq < answer.seq);
    const asking = before.filter((t) => t.speaker === 'interviewer');
    const last = asking.at(-1);
    return {
      asked: last?.text ?? '',
      before: asking.at(-2)?.text ?? '',
      topic,
      turn: last ? `after ${last.seq}` : 'opening',
    };
  };
}
