import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { login } from '#server/test/factories.ts';
import { freshTestDatabase } from '#server/test/test-db.ts';
import { ensureFirstAccount } from './bootstrap.ts';

describe('first start', () => {
  let t: TestApp;
  let database: Database;
  beforeAll(async () => {
    database = await freshTestDatabase();
    t = await buildTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });
  // This database belongs to this file alone: every test starts with no accounts.
  beforeEach(async () => {
    await database.db.delete(users);
  });
  const fresh = async () => t;

  it('creates admin with a random password, saved with mode 0600, that signs in', async () => {
    const { app } = await fresh();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-boot-'));
    const result = await ensureFirstAccount(app.services, {
      dataDir,
      username: undefined,
      password: undefined,
    });
    expect(result?.username).toBe('admin');
    expect(result?.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const file = path.join(dataDir, 'initial-admin-password');
    expect(readFileSync(file, 'utf8').trim()).toBe(result?.password);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await expect(login(app, 'admin', result?.password ?? '')).resolves.toMatch(/^sid=/);
  });

  it('uses ADMIN_USERNAME and ADMIN_PASSWORD when set, and writes no file', async () => {
    const { app } = await fresh();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-boot-'));
    const result = await ensureFirstAccount(app.services, {
      dataDir,
      username: 'owner',
      password: 'Keeper-Pass-1',
    });
    expect(result).toEqual({ username: 'owner', password: undefined, file: undefined });
    expect(() => statSync(path.join(dataDir, 'initial-admin-password'))).toThrow();
    await expect(login(app, 'owner', 'Keeper-Pass-1')).resolves.toMatch(/^sid=/);
  });

  it.each([
    [
      'a common password',
      'admin',
      'password1',
      'This password is too common. Choose one that is harder to guess.',
    ],
    ['the username in it', 'owner', 'Owner-Pass-1', 'The password must not contain the username.'],
    ['too short', 'owner', 'Short-1', 'Password must be between 8 and 20 characters'],
  ])(
    'refuses to start with an ADMIN_PASSWORD with %s, and creates no account',
    async (_case, username, password, message) => {
      const { app } = await fresh();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-boot-'));
      await expect(ensureFirstAccount(app.services, { dataDir, username, password })).rejects.toThrow(
        `Invalid configuration: ADMIN_PASSWORD: ${message}`,
      );
      expect(await app.services.users.count()).toBe(0);
    },
  );

  it('does nothing once an account exists', async () => {
    const { app } = await fresh();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-boot-'));
    await app.services.auth.addLocalUser('someone', 'Another-Pass-1');
    expect(
      await ensureFirstAccount(app.services, { dataDir, username: undefined, password: undefined }),
    ).toBeUndefined();
    expect(await app.services.users.count()).toBe(1);
  });
});
