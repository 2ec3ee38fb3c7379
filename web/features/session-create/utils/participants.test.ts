import { describe, expect, it } from 'vitest';
import { addParticipant, canAddParticipant, participantRecord } from './participants.ts';

describe('participant mappings', () => {
  const mapped = [{ name: 'Alice Martin', role: 'INTERVIEWER' as const }];

  it('needs a non-empty name that is not mapped yet', () => {
    expect(canAddParticipant(mapped, '')).toBe(false);
    expect(canAddParticipant(mapped, '   ')).toBe(false);
    expect(canAddParticipant(mapped, ' Alice Martin ')).toBe(false);
    expect(canAddParticipant(mapped, 'Ada Lovelace')).toBe(true);
  });

  it('adds names trimmed and ignores duplicates', () => {
    const added = addParticipant(mapped, '  Ada Lovelace ', 'CANDIDATE');
    expect(added).toEqual([...mapped, { name: 'Ada Lovelace', role: 'CANDIDATE' }]);
    expect(addParticipant(added, 'Ada Lovelace', 'INTERVIEWER')).toEqual(added);
    expect(addParticipant(added, ' ', 'INTERVIEWER')).toEqual(added);
  });

  it('becomes the name → role map of the payload', () => {
    expect(participantRecord(addParticipant(mapped, 'Ada', 'CANDIDATE'))).toEqual({
      'Alice Martin': 'INTERVIEWER',
      Ada: 'CANDIDATE',
    });
  });
});
