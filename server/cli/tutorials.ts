/**
 * `npm run tutorials -- add FILE --title … [--description …] [--order N] [--duration SECONDS]`,
 * `list` and `remove ID`: manages the help videos every account sees. The video is copied into
 * the object store; its duration is read from the file (MP4, QuickTime, WebM) unless given.
 * With the embedded database, a running server holds the data directory; the command then says
 * so and changes nothing.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { NAME_MAX, TEXT_MAX } from '#contracts/common.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import { AppError } from '#server/lib/errors.ts';
import { createTutorialsRepository } from '#server/setup/tutorials/tutorials.repository.ts';
import { createTutorialsService, type TutorialsService } from '#server/setup/tutorials/tutorials.service.ts';
import { createStorage } from '#server/storage/storage.ts';

const USAGE = [
  'Usage:',
  '  npm run tutorials -- add FILE --title TITLE [--description TEXT] [--order N] [--duration SECONDS]',
  '  npm run tutorials -- list',
  '  npm run tutorials -- remove ID',
].join('\n');

class UsageError extends Error {}

const AddOptions = z.object({
  title: z.string({ error: '--title is required' }).trim().min(1, '--title is required').max(NAME_MAX),
  description: z.string().trim().max(TEXT_MAX).optional(),
  order: z.coerce
    .number({ error: '--order must be a whole number' })
    .int('--order must be a whole number')
    .default(0),
  duration: z.coerce
    .number({ error: '--duration must be a number of seconds' })
    .int('--duration must be a whole number of seconds')
    .positive('--duration must be a number of seconds')
    .optional(),
});

type Command = (tutorials: TutorialsService) => Promise<string>;

function parseCommand(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      description: { type: 'string' },
      order: { type: 'string' },
      duration: { type: 'string' },
    },
  });
  const [command, argument, extra] = positionals;
  if (extra !== undefined) throw new UsageError(USAGE);
  if (command === 'list' && argument === undefined) return list;
  if (command === 'remove' && argument) return remove(argument);
  if (command !== 'add' || !argument) throw new UsageError(USAGE);
  const options = AddOptions.safeParse(values);
  if (!options.success) throw new UsageError(options.error.issues.map((i) => i.message).join('\n'));
  const { title, description, order, duration } = options.data;
  const filePath = path.resolve(argument);
  if (!statSync(filePath, { throwIfNoEntry: false })?.isFile())
    throw new UsageError(`No such file: ${argument}`);
  return async (tutorials) => {
    const row = await tutorials.add({
      filePath,
      title,
      description: description || null,
      displayOrder: order,
      duration,
    });
    return `Added the tutorial "${row.title}" (${row.id}, ${minutes(row.duration)}).`;
  };
}

const list: Command = async (tutorials) => {
  const rows = await tutorials.catalogue();
  if (rows.length === 0) return 'No tutorials yet.';
  return rows
    .map((r) => [r.id, `order ${r.displayOrder}`, minutes(r.duration), r.title].join('  '))
    .join('\n');
};

const remove =
  (id: string): Command =>
  async (tutorials) => {
    if (!z.uuid().safeParse(id).success)
      throw new UsageError('ID must be a tutorial id, as `list` shows it.');
    const row = await tutorials.remove(id);
    return `Removed the tutorial "${row.title}".`;
  };

/** 95 → "1:35", as the tutorials page shows it. */
function minutes(seconds: number | null): string {
  if (seconds === null) return 'unknown duration';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const config = loadConfig();
  const release = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
    );
    try {
      const storage = createStorage(config.storage, config.sessionSecret);
      const repo = createTutorialsRepository(database.db);
      const tutorials = createTutorialsService({
        repo,
        store: storage.store,
        ttlSeconds: storage.ttlSeconds,
      });
      process.stdout.write(`${await command(tutorials)}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    release?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
