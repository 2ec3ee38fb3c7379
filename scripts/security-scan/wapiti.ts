import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Seeded } from './seed.ts';
import { run } from './sqlmap.ts';

/**
 * Attack modules: injection, XSS, command execution and file access on every parameter found,
 * plus header, cookie, CSP and method checks. Not `ssrf` (it needs wapiti's public endpoint),
 * `wapp` (it downloads a database) or `nikto`/`buster` (brute force of other servers' paths).
 */
const MODULES = 'xss,permanentxss,sql,blindsql,exec,file,crlf,redirect,csp,cookieflags,http_headers,methods';

/** Pages with parameters to start from: the crawler finds no links in an app drawn by its script. */
function startUrls(base: string, s: Seeded, web: boolean): string[] {
  const api = [
    `${base}/api/candidates?search=Ada&limit=10&offset=0`,
    `${base}/api/applications?search=Ada&status=applied&source=Referral&candidateId=${s.candidate}`,
    `${base}/api/job-openings?search=Eng&limit=10`,
    `${base}/api/companies/options?search=Ac`,
    `${base}/api/companies/${s.company}`,
    `${base}/api/candidates/${s.candidate}`,
    `${base}/api/sessions/${s.session}`,
    `${base}/api/sessions/by-meeting/${s.meetingCode}`,
  ];
  return web ? [...api, `${base}/companies`, `${base}/candidates?search=Ada`] : api;
}

export type WapitiFinding = {
  kind: 'vulnerability' | 'anomaly';
  category: string;
  where: string;
  info: string;
  /** Why the product answers this way on purpose, when it does. */
  accepted?: string;
};

/** Findings that are the product's design, each with its reason (shared/security-and-reliability.md S19). */
const ACCEPTED: { info: RegExp; why: string }[] = [
  {
    info: /X-Frame-Options is not set/,
    why: "CSP frame-ancestors replaces it ('self', and Google Meet for /google-meet, which X-Frame-Options cannot name)",
  },
  {
    info: /X-XSS-Protection is not set/,
    why: 'browsers removed the filter it switched on; helmet sends 0, as OWASP advises',
  },
];

type Report = Record<string, { method: string; path: string; info: string }[]>;

/** Runs wapiti signed in, on loopback only, and answers what its JSON report lists as found. */
export async function runWapiti(base: string, s: Seeded, web: boolean, outDir: string, maxSeconds: number) {
  const dir = path.join(outDir, 'wapiti');
  const config = path.join(dir, 'config');
  mkdirSync(config, { recursive: true });
  // Without its technology database wapiti fetches one from GitHub; an empty one keeps it offline.
  writeFileSync(path.join(config, 'apps.json'), '{"technologies":{},"apps":{},"categories":{}}');
  const report = path.join(dir, 'report.json');
  const args = [
    '-u',
    `${base}/`,
    '--scope',
    'folder',
    '-m',
    MODULES,
    '-H',
    `Cookie: ${s.cookie}`,
    '-H',
    `Origin: ${s.origin}`,
    ...startUrls(base, s, web).flatMap((url) => ['-s', url]),
    '--store-session',
    dir,
    '--store-config',
    config,
    '--flush-session',
    '--max-scan-time',
    String(maxSeconds),
    '--no-bugreport',
    '-f',
    'json',
    '-o',
    report,
    '-v',
    '1',
  ];
  const output = await run('wapiti', args, { ...process.env, HOME: dir });
  writeFileSync(path.join(dir, 'wapiti-output.txt'), output);
  let parsed: { vulnerabilities?: Report; anomalies?: Report };
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    throw new Error(`wapiti wrote no report:\n${output.slice(-2000)}`);
  }
  const findings: WapitiFinding[] = [];
  for (const kind of ['vulnerabilities', 'anomalies'] as const) {
    for (const [category, entries] of Object.entries(parsed[kind] ?? {})) {
      for (const entry of entries) {
        const accepted = ACCEPTED.find((a) => a.info.test(entry.info))?.why;
        findings.push({
          kind: kind === 'vulnerabilities' ? 'vulnerability' : 'anomaly',
          category,
          where: `${entry.method} ${entry.path}`,
          info: entry.info,
          ...(accepted ? { accepted } : {}),
        });
      }
    }
  }
  return { findings, report, output };
}
