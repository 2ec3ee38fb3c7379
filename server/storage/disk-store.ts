import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, realpathSync } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertValidObjectKey } from './object-keys.ts';
import type { ByteRange, ObjectInfo, ObjectStore } from './object-store.ts';
import type { UrlSigner } from './signed-url.ts';

const META_SUFFIX = '.meta.json';
const FALLBACK_TYPE = 'application/octet-stream';

const absentIsFine = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/**
 * Files under one root directory. Keys are validated, and every path is resolved through
 * `realpath` and checked to stay under the root's real path, so neither a crafted key nor a
 * symlink placed in the store can reach a file outside it. Writes go to a temporary file first
 * and are renamed into place, so readers never see half a file.
 */
export function createDiskStore(rootDir: string, signer: UrlSigner): ObjectStore {
  mkdirSync(rootDir, { recursive: true, mode: 0o700 });
  const root = realpathSync(rootDir);

  const inside = (candidate: string) => candidate.startsWith(root + path.sep);
  const lexical = (key: string) => {
    const file = path.resolve(root, assertValidObjectKey(key));
    if (!inside(file)) throw new Error(`object key escapes the store: ${key}`);
    return file;
  };
  /** The object's path with its directory resolved: writes and deletes never follow a link out. */
  const safeTarget = async (key: string, create = false) => {
    const file = lexical(key);
    const lexicalDir = path.dirname(file);
    // The directory usually exists already (a recording stores a piece a second in its own).
    const dir = await realpath(lexicalDir).catch(async (error: NodeJS.ErrnoException) => {
      if (!create || error.code !== 'ENOENT') throw error;
      await mkdir(lexicalDir, { recursive: true, mode: 0o700 });
      return realpath(lexicalDir);
    });
    if (dir !== root && !inside(dir)) throw new Error(`object key escapes the store: ${key}`);
    return path.join(dir, path.basename(file));
  };
  /** The real path of an existing object, or undefined when absent or outside the root. */
  const existing = async (key: string) => {
    const real = await realpath(lexical(key)).catch(() => undefined);
    return real && inside(real) ? real : undefined;
  };

  const info = async (file: string): Promise<ObjectInfo | undefined> => {
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    return { size: stats.size, contentType: await readContentType(file) };
  };

  return {
    kind: 'disk',

    async put(key, body, contentType) {
      const target = await safeTarget(key, true);
      const temp = path.join(path.dirname(target), `.${randomUUID()}.tmp`);
      const meta = `${target}${META_SUFFIX}`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body, { mode: 0o600 });
        else await pipeline(body, createWriteStream(temp, { mode: 0o600 }));
        // The common type needs no file of its own (a hundred recordings store a piece a second).
        if (contentType === FALLBACK_TYPE) await unlink(meta).catch(absentIsFine);
        else {
          await writeFile(`${temp}${META_SUFFIX}`, JSON.stringify({ contentType }), { mode: 0o600 });
          await rename(`${temp}${META_SUFFIX}`, meta);
        }
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        await rm(`${temp}${META_SUFFIX}`, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      const file = await existing(key);
      const found = file ? await info(file) : undefined;
      if (!file || !found) return undefined;
      const clamped = range && { start: range.start, end: Math.min(range.end, found.size - 1) };
      const body = createReadStream(file, clamped ?? {});
      return { ...found, body, range: clamped };
    },

    async head(key) {
      const file = await existing(key);
      return file ? info(file) : undefined;
    },

    async delete(key) {
      assertValidObjectKey(key);
      // An absent directory (nothing stored there yet) leaves nothing to delete.
      const target = await safeTarget(key).catch(() => undefined);
      if (!target) return;
      await rm(target, { force: true });
      await rm(`${target}${META_SUFFIX}`, { force: true });
    },

    async signedUrl(key, options) {
      return signer.sign(assertValidObjectKey(key), options);
    },
  };
}

async function readContentType(file: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(`${file}${META_SUFFIX}`, 'utf8')) as { contentType?: unknown };
    return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_TYPE;
  } catch {
    return FALLBACK_TYPE;
  }
}
