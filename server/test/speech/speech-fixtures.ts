import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PCM_BYTES_PER_SECOND, SPEECH_SAMPLE_RATE } from '#contracts/speech.ts';
import { readWavHeader, toWav, WAV_HEADER_BYTES } from '#server/speech/wav.ts';

/**
 * Spoken fixtures made offline: espeak-ng says a sentence, sox resamples it to the product's
 * audio (16 kHz mono PCM16 WAV). Files are cached in the temp dir by text and voice, so every test
 * file and worker shares one copy.
 */

const run = promisify(execFile);

/** espeak-ng's Klatt voices are the ones pocketsphinx hears best. */
export const DEFAULT_VOICE = 'en-us+klatt3';
export const DEFAULT_WORDS_PER_MINUTE = 140;

export type VoiceOptions = { voice?: string; wordsPerMinute?: number };

/** Where the fixtures are cached; bump the suffix when the way they are made changes. */
export const FIXTURE_CACHE_DIR = path.join(tmpdir(), 'interview-hub-speech-fixtures-v1');

function toolMissing(command: string, args: string[]): string | undefined {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 10_000 });
    return undefined;
  } catch {
    return `${command} is not installed (apt-get install ${command === 'sox' ? 'sox' : 'espeak-ng'})`;
  }
}

const missingTool = toolMissing('espeak-ng', ['--version']) ?? toolMissing('sox', ['--version']);
/** Whether fixtures can be made here; `reason` says what is missing, for `describe.skipIf`. */
export const speechFixturesAvailable = { available: missingTool === undefined, reason: missingTool ?? '' };

const cacheKey = (parts: unknown) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);

/** Writes through a unique temp name then renames, so parallel workers never read half a file. */
async function cached(fileName: string, make: (target: string) => Promise<void>): Promise<string> {
  mkdirSync(FIXTURE_CACHE_DIR, { recursive: true });
  const target = path.join(FIXTURE_CACHE_DIR, fileName);
  try {
    if (readWavHeader(readFileSync(target))) return target;
  } catch {
    // not made yet
  }
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  try {
    await make(partial);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return target;
}

/** The path of a 16 kHz mono PCM16 WAV of `text` spoken by `voice`. */
export async function synthesizeWav(text: string, options: VoiceOptions = {}): Promise<string> {
  const voice = options.voice ?? DEFAULT_VOICE;
  const speed = options.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
  return cached(`utt-${cacheKey({ text, voice, speed })}.wav`, async (target) => {
    const raw = `${target}.espeak.wav`;
    try {
      await run('espeak-ng', ['-v', voice, '-s', String(speed), '-w', raw, text]);
      // A canonical 44-byte header (sox may write a longer one) so the PCM starts at byte 44.
      await run('sox', [
        raw,
        '-r',
        String(SPEECH_SAMPLE_RATE),
        '-c',
        '1',
        '-b',
        '16',
        '-e',
        'signed-integer',
        '-L',
        '-t',
        'raw',
        `${target}.pcm`,
      ]);
      writeFileSync(target, toWav(readFileSync(`${target}.pcm`)));
    } finally {
      rmSync(raw, { force: true });
      rmSync(`${target}.pcm`, { force: true });
    }
  });
}

/** The PCM samples of a fixture WAV (16 kHz mono PCM16 LE), without its header. */
export function readWavPcm(wavPath: string): Buffer {
  const file = readFileSync(wavPath);
  const header = readWavHeader(file);
  if (
    !header ||
    header.sampleRate !== SPEECH_SAMPLE_RATE ||
    header.channels !== 1 ||
    header.bitsPerSample !== 16
  )
    throw new Error(`${wavPath} is not a 16 kHz mono PCM16 WAV`);
  return file.subarray(WAV_HEADER_BYTES, WAV_HEADER_BYTES + header.dataBytes);
}

/** The PCM of `text` spoken by `voice` (see synthesizeWav). */
export const synthesizePcm = async (text: string, options: VoiceOptions = {}) =>
  readWavPcm(await synthesizeWav(text, options));

/** Bytes of PCM16 silence lasting `ms` (rounded down to whole samples). */
export const silencePcm = (ms: number) =>
  Buffer.alloc(Math.floor((ms * PCM_BYTES_PER_SECOND) / 1000 / 2) * 2);

export type ConversationTurn = VoiceOptions & {
  text: string /** Silence before this turn. */;
  gapMs?: number;
};

export type ConversationOptions = {
  /** Silence between turns unless a turn says otherwise. */
  gapMs?: number;
  /** Silence after the last turn, so voice-activity detection sees it end. */
  trailingMs?: number;
};

/**
 * One WAV of several turns with silence between them (for example Chromium's
 * `--use-file-for-fake-audio-capture`). `offsetsMs` give where each turn starts.
 */
export async function conversationWav(turns: readonly ConversationTurn[], options: ConversationOptions = {}) {
  const gapMs = options.gapMs ?? 1000;
  const trailingMs = options.trailingMs ?? 1000;
  const pcms = await Promise.all(turns.map((turn) => synthesizePcm(turn.text, turn)));
  const offsetsMs: number[] = [];
  const wavPath = await cached(`conv-${cacheKey({ turns, gapMs, trailingMs })}.wav`, async (target) => {
    const parts: Buffer[] = [];
    for (const [i, turn] of turns.entries()) {
      parts.push(silencePcm(turn.gapMs ?? gapMs), pcms[i] ?? Buffer.alloc(0));
    }
    parts.push(silencePcm(trailingMs));
    writeFileSync(target, toWav(Buffer.concat(parts)));
  });
  let at = 0;
  for (const [i, turn] of turns.entries()) {
    at += silencePcm(turn.gapMs ?? gapMs).length;
    offsetsMs.push(Math.round((at / PCM_BYTES_PER_SECOND) * 1000));
    at += pcms[i]?.length ?? 0;
  }
  return { path: wavPath, offsetsMs };
}
