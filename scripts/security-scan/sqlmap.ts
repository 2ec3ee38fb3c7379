import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Seeded } from './seed.ts';

/**
 * One request sqlmap attacks: `*` marks each place it injects into. `refusals` are the statuses
 * the route answers to its own base request (a wrong password: 401, then 429 once throttled),
 * which sqlmap would otherwise take for an unreachable target.
 */
export type SqlTarget = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  body?: object;
  refusals?: number[];
};

/** A representative set: list searches and filters, ids in paths, JSON bodies of the main writes. */
export function sqlTargets(s: Seeded): SqlTarget[] {
  return [
    { name: 'candidates-search', method: 'GET', path: '/api/candidates?search=Ada*&limit=10*&offset=0*' },
    {
      name: 'applications-filters',
      method: 'GET',
      path: `/api/applications?search=Ada*&status=applied*&source=Referral*&candidateId=${s.candidate}*`,
    },
    { name: 'job-openings-search', method: 'GET', path: '/api/job-openings?search=Eng*&status=active*' },
    { name: 'company-options', method: 'GET', path: '/api/companies/options?search=Ac*' },
    { name: 'company-by-id', method: 'GET', path: `/api/companies/${s.company}*` },
    { name: 'session-by-meeting', method: 'GET', path: `/api/sessions/by-meeting/${s.meetingCode}*` },
    {
      name: 'login',
      method: 'POST',
      path: '/api/local-auth/login',
      body: { username: 'admin*', password: 'not-the-password*' },
      refusals: [401, 429],
    },
    {
      name: 'company-create',
      method: 'POST',
      path: '/api/companies',
      body: { name: 'Acme*', description: 'About us*', industry: 'Software*', location: 'Paris*' },
    },
    {
      name: 'candidate-update',
      method: 'PUT',
      path: `/api/candidates/${s.candidate}`,
      body: { firstName: 'Ada*', lastName: 'Lovelace*', email: 'ada@example.com', summary: 'Engines*' },
    },
    {
      name: 'application-patch',
      method: 'PATCH',
      path: `/api/applications/${s.application}`,
      body: { status: 'screening*', source: 'Referral*', notes: 'Strong*' },
    },
    {
      name: 'transcript-text',
      method: 'POST',
      path: `/api/sessions/${s.session}/text`,
      body: { text: 'Hello there*', speaker: 'candidate*', speakerName: 'Ada*' },
    },
    {
      name: 'participant-mappings',
      method: 'PUT',
      path: `/api/sessions/${s.session}/participant-mappings`,
      body: { participantMappings: { 'Ada*': 'CANDIDATE' } },
    },
  ];
}

/** `tested`: sqlmap went through every marked place (it skips a target it cannot reach). */
export type SqlResult = { name: string; injectable: boolean; tested: boolean; seconds: number };

/**
 * Runs sqlmap on one target. sqlmap exits 0 whether or not it finds anything, so a finding is
 * read from its output: the injection points it logs, or "identified the following injection point".
 */
export async function runSqlmap(
  base: string,
  s: Seeded,
  target: SqlTarget,
  outDir: string,
): Promise<SqlResult> {
  const started = Date.now();
  const dir = path.join(outDir, 'sqlmap', target.name);
  const args = [
    '-u',
    `${base}${target.path}`,
    '--method',
    target.method,
    '--cookie',
    s.cookie,
    '--headers',
    `Origin: ${s.origin}\\nContent-Type: application/json`,
    '--batch',
    '--level',
    '3',
    '--risk',
    '2',
    '--output-dir',
    dir,
    '--disable-coloring',
  ];
  if (target.body) args.push('--data', JSON.stringify(target.body));
  if (target.refusals) args.push('--ignore-code', target.refusals.join(','));
  const output = await run('sqlmap', args);
  writeFileSync(path.join(dir, 'sqlmap-output.txt'), output);
  const log = path.join(dir, new URL(base).hostname, 'log');
  const logged = existsSync(log) && readFileSync(log, 'utf8').trim().length > 0;
  const said = /identified the following injection point|is vulnerable/i.test(output);
  const injectable = logged || said;
  const tested = injectable || /all tested parameters do not appear to be injectable/.test(output);
  return { name: target.name, injectable, tested, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Runs a tool to its end, answering everything it wrote; a start failure rejects. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', () => resolve(output));
  });
}
