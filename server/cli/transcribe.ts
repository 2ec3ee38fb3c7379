/**
 * `npm run transcribe -- SESSION_ID [--speaker interviewer|candidate] [--all]`: transcribes a
 * session's recorded audio with the configured speech provider after it was away (a refusal, an
 * outage, or no server provider while the tab was recorded). By default only the stretches the
 * server did not transcribe; `--all` the whole recording. Lines are added to the transcript as
 * spoken lines are; running it again adds nothing twice. With the embedded database, a running
 * server holds the data directory; the command then says so and changes nothing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { Speaker } from '#contracts/sessions.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import { NO_ASSISTANT } from '#server/interviews/assistant/assistant-hooks.ts';
import { createConversationService } from '#server/interviews/conversation/conversation.service.ts';
import { createSessionReads } from '#server/interviews/sessions/session-reads.ts';
import { createLiveEvents } from '#server/live/live-services.ts';
import { findRecordedAudio } from '#server/speech/recordings/recorded-audio.ts';
import { SPEAKERS, spoolPaths } from '#server/speech/recordings/recording-paths.ts';
import { secondsOf, transcribeRecorded } from '#server/speech/recordings/transcribe-recorded.ts';
import { createSpeechProvider } from '#server/speech/speech-providers.ts';
import { createStorage } from '#server/storage/storage.ts';

const USAGE = 'Usage: npm run transcribe -- SESSION_ID [--speaker interviewer|candidate] [--all]';

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
  const release = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
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
      const deps = {
        provider,
        language: config.speech.language,
        diarize: config.speech.azure?.diarize ?? false,
        addChunk: conversation.addChunk,
      };
      const where = {
        paths: spoolPaths(path.join(config.dataDir, 'recordings')),
        store: createStorage(config.storage, config.sessionSecret).store,
      };
      for (const speaker of command.speakers) {
        const audio = await findRecordedAudio(where, command.sessionId, speaker);
        if (!audio) {
          process.stdout.write(`${speaker}: no recorded audio.\n`);
          continue;
        }
        const job = { userId: session.userId, sessionId: session.id, speaker, audio, all: command.all };
        const counts = await transcribeRecorded(deps, job);
        process.stdout.write(
          `${speaker}: ${counts.stretches} stretch(es) of ${secondsOf(audio.bytes)} s recorded; ` +
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
