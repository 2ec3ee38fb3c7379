import type { NoteDto } from '#contracts/realtime.ts';
import type { Db } from '#server/db/client.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import type { SessionWrite } from '../sessions/session-writes.ts';
import { toNoteDto } from './notes.mapper.ts';
import { createNotesRepository, type NoteRow } from './notes.repository.ts';

export type { NoteRow };

type Deps = { db: Db; sessions: Pick<SessionReads, 'owned'> };

/** Notes taken during a session: the assistant's, published live as `new_note`. */
export function createNotesService({ db, sessions }: Deps) {
  const repo = createNotesRepository(db);
  return {
    async list(userId: string, sessionId: string): Promise<NoteDto[]> {
      await sessions.owned(userId, sessionId);
      return (await repo.list(sessionId)).map(toNoteDto);
    },

    /** Every note of the session as stored (the caller has checked the session's owner). */
    all: (sessionId: string): Promise<NoteRow[]> => repo.list(sessionId),

    /** Stores the notes the session does not have yet, in the write's transaction (`new_note`). */
    async add({ tx, emit, session }: SessionWrite, notes: { content: string; tags: string[] }[]) {
      if (session.status !== 'active' || notes.length === 0) return;
      const inTx = createNotesRepository(tx);
      const known = new Set((await inTx.list(session.id)).map((n) => n.content));
      for (const note of notes) {
        if (known.has(note.content)) continue;
        known.add(note.content);
        const row = await inTx.insert(session.id, note.content, note.tags);
        if (row) await emit({ type: 'new_note', data: toNoteDto(row) });
      }
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
