import type { z } from 'zod';
import type { ParticipantRole } from '#contracts/sessions.ts';

export type Role = z.infer<typeof ParticipantRole>;
export type Participant = { name: string; role: Role };

export const ROLE_LABELS: Record<Role, string> = { INTERVIEWER: 'Interviewer', CANDIDATE: 'Candidate' };

/** A name can be added when, trimmed, it is not empty and not mapped yet (spec 000 §5). */
export function canAddParticipant(participants: readonly Participant[], name: string): boolean {
  const key = name.trim();
  return key !== '' && !participants.some((participant) => participant.name === key);
}

/** Adds the trimmed name with its role; an empty or already mapped name is ignored. */
export function addParticipant(
  participants: readonly Participant[],
  name: string,
  role: Role,
): Participant[] {
  if (!canAddParticipant(participants, name)) return [...participants];
  return [...participants, { name: name.trim(), role }];
}

/** The payload's name → role map. */
export function participantRecord(participants: readonly Participant[]): Record<string, Role> {
  return Object.fromEntries(participants.map(({ name, role }) => [name, role]));
}
