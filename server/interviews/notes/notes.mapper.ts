import type { NoteDto } from '#contracts/realtime.ts';
import type { NoteRow } from './notes.repository.ts';

export const toNoteDto = (r: NoteRow): NoteDto => ({
  id: r.id,
  content: r.content,
  timestamp: r.timestamp.toISOString(),
  tags: r.tags ?? [],
});
