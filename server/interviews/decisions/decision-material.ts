import type { StyleExample } from '#contracts/assistant.ts';
import type { DecisionInput } from '#server/assistant/tasks/decision-input.ts';
import type { ChunkRow } from '../conversation/conversation.repository.ts';
import type { NoteRow } from '../conversation/notes.repository.ts';
import type { ScorecardItemRow } from '../evaluation/scorecard-items.repository.ts';
import { toSessionListItem } from '../interviews.mapper.ts';
import type { SessionWithNames } from '../sessions/sessions.repository.ts';

export type DecisionMaterial = {
  session: SessionWithNames;
  items: ScorecardItemRow[];
  chunks: ChunkRow[];
  notes: NoteRow[];
  styleExamples: StyleExample[];
};

/** What a decision is drafted from: the session's evaluation, notes and transcript, nothing else. */
export function toDecisionInput({
  session,
  items,
  chunks,
  notes,
  styleExamples,
}: DecisionMaterial): DecisionInput {
  const { candidateName, position } = toSessionListItem(session);
  const titles = new Map(items.map((i) => [i.itemId, i.title]));
  return {
    candidateName,
    position,
    sections: items
      .filter((i) => i.content.trim())
      .map((i) => {
        const parent = i.parentItemId ? titles.get(i.parentItemId) : undefined;
        return {
          title: parent ? `${parent} › ${i.title}` : i.title,
          content: i.content,
          editedByUser: i.editedByUser,
        };
      }),
    notes: notes.filter((n) => !n.dismissed).map((n) => n.content),
    transcript: chunks.map((c) => ({
      seq: c.seq,
      speaker: c.speaker === 'interviewer' ? 'interviewer' : 'candidate',
      text: c.text,
    })),
    styleExamples,
  };
}
