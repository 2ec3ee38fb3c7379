import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { postgresPool } from '#server/live/live-services.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';
import { defaultPoolSize, openDatabase } from './client.ts';

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-pool-')), ...env });

describe('the PostgreSQL pool size', () => {
  it('is read from DATABASE_POOL_SIZE, and sized for the cores when unset', () => {
    expect(config({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(config({}).databasePoolSize).toBeUndefined();
    expect(() => config({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => config({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(defaultPoolSize()).toBe(Math.min(40, Math.max(10, 5 * availableParallelism())));
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'opens the pool with that many connections at most',
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      for (const [poolSize, max] of [
        [3, 3],
        [undefined, defaultPoolSize()],
      ] as const) {
        const database = await openDatabase({ kind: 'postgres', url, poolSize });
        expect(postgresPool(database.db)?.options.max).toBe(max);
        await database.close();
      }
    },
  );
});
