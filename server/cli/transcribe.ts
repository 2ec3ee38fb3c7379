/**
 * `npm run transcribe -- SESSION_ID [--speaker interviewer|candidate] [--all]`: transcribes a
 * session's recorded audio with the configured speech provider. The server fills the stretches
 * it could not transcribe by itself once the provider answers again (its dashboard shows what is
 * left, with "Retry now"); this command does the same at an operator's hand, and with `--all`
 * transcribes the whole recording again. Lines are recognised by their place in the recording:
 * running it again, or over lines heard live, adds nothing twice. With the embedded database a
 * running server holds the data directory: the command then leaves the gaps to it and says so.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { Speaker } from '#contracts/sessions.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { NO_ASSISTANT } from '#server/interviews/assistant/assistant-hooks.ts';
import { createConversationService } from '#server/interviews/conversation/conversation.service.ts';
import { createSessionReads } from '#server/interviews/sessions/session-reads.ts';
import { createLiveEvents } from '#server/live/live-services.ts';
import { createPromptContext } from '#server/speech/ingest/speech-prompt.ts';
import { findRecordedAudio } from '#server/speech/recordings/recorded-audio.ts';
import { SPEAKERS } from '#server/speech/recordings/recording-paths.ts';
import { createTracksRepository } from '#server/speech/recordings/tracks.repository.ts';
import { secondsOf, transcribeStretch } from '#server/speech/recordings/transcribe-recorded.ts';
import { createGapsRepository } from '#server/speech/recovery/gaps.repository.ts';
import { createSpokenLines } from '#server/speech/recovery/spoken-lines.ts';
import { createSpeechProvider } from '#server/speech/speech-providers.ts';
import { createStorage } from '#server/storage/storage.ts';

const USAGE = 'Usage: npm run transcribe -- SESSION_ID [--speaker interviewer|candidate] [--all]';
/** How long a stretch taken by the command is held from the server's own filling. */
const HOLD_MS = 30 * 60_000;

class UsageError extends Error {}

function parseCommand(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { speaker: { type: 'string' }, all: { type: 'boolean', default: false } },
  });
  const [sessionId, extra] = positionals;
  if (!sessionId || extra !== undefined) throw new UsageError(USAGE);
  if (!z.uuid().safeParse(sessionId).success)
    throw new UsageError('SESSION_ID must be an interview session id');
  const speaker = values.speaker === undefined ? undefined : Speaker.safeParse(values.speaker);
  if (speaker && !speaker.success) throw new UsageError('--speaker must be interviewer or candidate');
  return {
    sessionId: sessionId.toLowerCase(),
    speakers: speaker ? [speaker.data] : SPEAKERS,
    all: values.all,
  };
}

/** "minutes done of total" on one terminal line, rewritten as it goes; nothing when piped. */
function progressLine(label: string, totalBytes: number) {
  const tty = process.stdout.isTTY === true;
  const minutes = (bytes: number) => (secondsOf(bytes) / 60).toFixed(1);
  let last = 0;
  return {
    show(doneBytes: number) {
      if (!tty || Date.now() - last < 200) return;
      last = Date.now();
      process.stdout.write(`\r${label}: ${minutes(doneBytes)} of ${minutes(totalBytes)} minutes transcribed`);
    },
    clear() {
      if (tty) process.stdout.write('\r\x1b[2K');
    },
  };
}

async function main(argv: string[]): Promise<number> {
  let command: ReturnType<typeof parseCommand>;
  try {
    command = parseCommand(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const config = loadConfig();
  const provider = await createSpeechProvider(config.speech);
  if (!provider?.transcribe) {
    const which = provider ? `The ${provider.name} speech provider cannot` : 'No server speech provider can';
    process.stderr.write(
      `${which} transcribe recordings: configure Azure Speech (AZURE_SPEECH_KEY) or an ` +
        'OpenAI-style provider (TRANSCRIBE_BASE_URL for a self-hosted whisper server, or OPENAI_API_KEY).\n',
    );
    return 1;
  }
  let release: (() => void) | undefined;
  if (!config.databaseUrl) {
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      // The running server owns the embedded database, and fills the gaps itself.
      process.stdout.write(
        command.all
          ? 'The Interview Hub server is running on this data directory; --all needs it stopped ' +
              '(or PostgreSQL). Stretches not yet transcribed are filled by the server itself.\n'
          : 'The Interview Hub server is running: it transcribes what it missed by itself as soon ' +
              'as the speech provider answers again. Its dashboard shows how much is left, with Retry now.\n',
      );
      return command.all ? 1 : 0;
    }
  }
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
    );
    const live = createLiveEvents(database.db);
    try {
      const sessions = createSessionReads(database.db);
      const session = await sessions.anyById(command.sessionId);
      if (!session) throw new Error('No interview session has this id.');
      if (session.status === 'closed') {
        throw new Error('This interview session is closed: its transcript takes no more lines.');
      }
      const conversation = createConversationService({
        db: database.db,
        sessions,
        events: live.events,
        assistant: NO_ASSISTANT,
      });
      const gaps = createGapsRepository(database.db);
      const started = (await sessions.find(session.userId, session.id))?.startTime ?? new Date();
      const deps = {
        provider,
        language: config.speech.language,
        diarize: config.speech.azure?.diarize ?? false,
        addChunk: conversation.addChunk,
        linesOf: createSpokenLines(database.db),
        prompt: createPromptContext(database.db),
      };
      const where = {
        store: createStorage(config.storage, config.sessionSecret).store,
        tracks: createTracksRepository(database.db),
      };
      for (const speaker of command.speakers) {
        const audio = await findRecordedAudio(where, command.sessionId, speaker);
        if (!audio) {
          process.stdout.write(`${speaker}: no recorded audio here.\n`);
          continue;
        }
        const open = await gaps.of(session.id, speaker);
        const stretches = command.all
          ? [{ id: undefined, start: 0, end: audio.bytes, beganAt: started }]
          : open.map((g) => ({ id: g.id, start: g.startByte, end: g.endByte, beganAt: g.beganAt }));
        const total = stretches.reduce((n, s) => n + Math.min(s.end, audio.bytes) - s.start, 0);
        const line = progressLine(speaker, total);
        const counts = { added: 0, already: 0 };
        let done = 0;
        for (const stretch of stretches) {
          if (stretch.id && !(await gaps.claim(stretch.id, HOLD_MS))) continue;
          const job = { userId: session.userId, sessionId: session.id, speaker, audio, stretch };
          try {
            const got = await transcribeStretch(deps, { ...job, progress: (b) => line.show(done + b) });
            counts.added += got.added;
            counts.already += got.already;
          } catch (error) {
            if (stretch.id) await gaps.failed(stretch.id, 0);
            throw error;
          }
          if (stretch.id) await gaps.filled(stretch.id);
          done += Math.min(stretch.end, audio.bytes) - stretch.start;
          line.show(done);
        }
        line.clear();
        process.stdout.write(
          `${speaker}: ${stretches.length} stretch(es), ${secondsOf(total)} s of ${secondsOf(audio.bytes)} s recorded; ` +
            `${counts.added} line(s) added, ${counts.already} already in the transcript.\n`,
        );
      }
      return 0;
    } finally {
      await live.bus.close?.();
      await database.close();
    }
  } finally {
    release?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
