import type { ConversationChunkDto, NoteDto, SuggestionDto } from '#contracts/realtime.ts';

let counter = 0;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function aChunk(overrides: Partial<ConversationChunkDto> = {}): ConversationChunkDto {
  return {
    id: uuid('c0c0c0c0'),
    seq: 1,
    clientChunkId: `client-${counter}`,
    speaker: 'candidate',
    speakerName: null,
    text: 'I built the billing service.',
    timestamp: '2026-11-22T10:01:00.000Z',
    ...overrides,
  };
}

export function aSuggestion(overrides: Partial<SuggestionDto> = {}): SuggestionDto {
  return {
    id: uuid('5a5a5a5a'),
    content: 'How did you scale the billing service?',
    type: 'question',
    status: 'suggested',
    dismissalReason: null,
    agendaItemId: null,
    tags: [],
    timestamp: '2026-11-22T10:02:00.000Z',
    ...overrides,
  };
}

export function aNote(overrides: Partial<NoteDto> = {}): NoteDto {
  return {
    id: uuid('0e0e0e0e'),
    content: 'Candidate led the billing rewrite',
    timestamp: '2026-11-22T10:03:00.000Z',
    tags: [],
    ...overrides,
  };
}
