import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/passwords.ts';
import { createUsersRepository } from '#server/auth/users.repository.ts';
import { openDatabase } from '#server/db/client.ts';
import { runTs } from '#server/test/processes.ts';

const addUser = (dataDir: string, name: string, stdin: string) =>
  runTs('server/cli/user.ts', ['add', name], { DATA_DIR: dataDir, DATABASE_URL: '' }, stdin);

// Each case starts the command as its own process (tsx, then the embedded database): seconds apiece.
describe('npm run user -- add NAME', { timeout: 120_000 }, () => {
  it('adds an account whose password signs in, read twice from standard input', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-cli-'));
    const done = await addUser(dataDir, 'recruiter', 'Hire-Well-7\nHire-Well-7\n');
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Added the account "recruiter".');
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    const user = await createUsersRepository(database.db).findByUsername('recruiter');
    expect(user?.authType).toBe('local');
    expect(await verifyPassword(user?.hashedPassword ?? '', 'Hire-Well-7')).toBe(true);
    await database.close();
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('refuses mismatched, short, common or username passwords and a bad command', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-cli-'));
    const mismatch = await addUser(dataDir, 'x', 'First-Pass-1\nOther-Pass-1\n');
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('The passwords do not match');
    const short = await addUser(dataDir, 'x', 'short\n');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('Password must be between 8 and 20 characters');
    const common = await addUser(dataDir, 'x', 'qwerty123\n');
    expect(common.code).toBe(2);
    expect(common.stderr).toContain('This password is too common. Choose one that is harder to guess.');
    const named = await addUser(dataDir, 'recruiter', 'Recruiter-2024\n');
    expect(named.code).toBe(2);
    expect(named.stderr).toContain('The password must not contain the username.');
    const usage = await runTs('server/cli/user.ts', ['remove', 'x'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run user -- add NAME');
  });

  it('changes nothing while another process holds the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-cli-'));
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid)); // this test process is alive
    const refused = await addUser(dataDir, 'blocked', 'Blocked-Pass-1\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`in use by another Interview Hub process (pid ${process.pid})`);
    expect(refused.stderr).toContain('nothing was changed');
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-cli-'));
    writeFileSync(path.join(dataDir, 'pglite.lock'), '2147483646');
    const done = await addUser(dataDir, 'after-crash', 'Recovered-Pass-1\n');
    expect(done.code).toBe(0);
  });
});
