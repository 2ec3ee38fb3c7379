import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { arpaBigramModel, dictionaryFor, jsgfWordLoop, vocabulary } from './sphinx-language-model.ts';

/**
 * Debian's pocketsphinx 0.8 (`pocketsphinx_continuous`) with its US English acoustic model: a real,
 * offline recognizer for tests. It reads a 16 kHz mono WAV and prints, per utterance it finds,
 * the hypothesis and then (`-time yes`) one `word start end confidence` line per word.
 */

const run = promisify(execFile);
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const ACOUSTIC_MODEL = path.join(MODEL_DIR, 'en-us');
const GENERAL_LM = path.join(MODEL_DIR, 'en-us.lm.bin');
const CMUDICT = path.join(MODEL_DIR, 'cmudict-en-us.dict');

function checkPocketsphinx(): string | undefined {
  try {
    execFileSync('pocketsphinx_continuous', ['-h'], { stdio: 'ignore', timeout: 10_000 });
  } catch (error) {
    // `-h` exits non-zero after printing its help; only a missing command is fatal.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return 'pocketsphinx_continuous is not installed (apt-get install pocketsphinx pocketsphinx-en-us)';
  }
  for (const file of [ACOUSTIC_MODEL, GENERAL_LM, CMUDICT])
    if (!existsSync(file)) return `${file} is missing (apt-get install pocketsphinx-en-us)`;
  return undefined;
}

const missing = checkPocketsphinx();
/** Whether the recognizer can run here; `reason` says what is missing, for `describe.skipIf`. */
export const pocketsphinxAvailable = { available: missing === undefined, reason: missing ?? '' };

/**
 * What the recognizer may hear: `general` is Debian's English model (tens of thousands of words);
 * `bigram` and `grammar` are built from `sentences` (an ARPA bigram model, or a JSGF loop over
 * their words), with a dictionary cut to their words.
 */
export type SphinxLanguage =
  | { kind: 'general' }
  | { kind: 'bigram'; sentences: readonly string[] }
  | { kind: 'grammar'; sentences: readonly string[] };

/** Writes the files `language` needs into `dir` and returns the decoder's arguments for them. */
export function sphinxArguments(language: SphinxLanguage, dir: string): string[] {
  const common = ['-hmm', ACOUSTIC_MODEL, '-logfn', '/dev/null'];
  if (language.kind === 'general') return [...common, '-lm', GENERAL_LM, '-dict', CMUDICT];
  const words = vocabulary(language.sentences);
  const dictionary = dictionaryFor(words, readFileSync(CMUDICT, 'utf8'));
  if (dictionary.missing.length > 0)
    throw new Error(`The pronunciation dictionary lacks: ${dictionary.missing.join(', ')}`);
  writeFileSync(path.join(dir, 'words.dict'), dictionary.text);
  const dict = ['-dict', path.join(dir, 'words.dict')];
  if (language.kind === 'bigram') {
    writeFileSync(path.join(dir, 'words.arpa'), arpaBigramModel(language.sentences));
    return [...common, ...dict, '-lm', path.join(dir, 'words.arpa')];
  }
  writeFileSync(path.join(dir, 'words.jsgf'), jsgfWordLoop(words));
  // Without a lower insertion penalty the word loop fills pauses with short words ("a").
  return [...common, ...dict, '-jsgf', path.join(dir, 'words.jsgf'), '-wip', '0.001'];
}

export type RecognizedWord = { word: string; startS: number; endS: number; confidence: number };

const FILLERS = /^(<s>|<\/s>|<sil>|\(NULL\)|\[NOISE\]|\+\+.*\+\+|\[SPEECH\])$/;

/** The words of `pocketsphinx_continuous -time yes` output, fillers and silences left out. */
export function parseTimedWords(stdout: string): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^(\S+) (\d+\.\d+) (-?\d+\.\d+) (-?\d+\.\d+)$/.exec(line.trim());
    if (!match?.[1] || FILLERS.test(match[1])) continue;
    words.push({
      word: match[1].replace(/\(\d+\)$/, ''),
      startS: Number(match[2]),
      endS: Number(match[3]),
      confidence: Number(match[4]),
    });
  }
  return words;
}

export type Recognition = { text: string; words: RecognizedWord[]; elapsedMs: number };

/** Recognizes the speech of a 16 kHz mono WAV file with the decoder `args` (sphinxArguments). */
export async function recognizeWav(wavPath: string, args: readonly string[]): Promise<Recognition> {
  const started = performance.now();
  const { stdout } = await run('pocketsphinx_continuous', [...args, '-infile', wavPath, '-time', 'yes'], {
    timeout: 60_000,
    maxBuffer: 8 * 1024 * 1024,
  });
  const words = parseTimedWords(stdout);
  return {
    text: words.map((w) => w.word).join(' '),
    words,
    elapsedMs: Math.round(performance.now() - started),
  };
}
