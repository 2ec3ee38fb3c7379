import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct } from '../../e2e/fixtures/server.ts';
import { seed, signIn } from './seed.ts';
import { runSqlmap, type SqlResult, sqlTargets } from './sqlmap.ts';
import { runWapiti } from './wapiti.ts';

/**
 * shared/security-and-reliability.md S18 and S19: sqlmap and wapiti against a seeded product on
 * 127.0.0.1, signed in. Exits 1 on any finding. `SCAN_ONLY=sqlmap|wapiti` runs one of them;
 * `SCAN_TARGETS=name,name` picks sqlmap targets; `WAPITI_MAX_SECONDS` bounds wapiti (default 1200).
 */
const root = path.resolve(import.meta.dirname, '../..');
const only = process.env.SCAN_ONLY;
const picked = process.env.SCAN_TARGETS?.split(',').filter(Boolean);
const outDir = process.env.SCAN_OUTPUT ?? mkdtempSync(path.join(tmpdir(), 'ih-security-scan-'));
const web = existsSync(path.join(root, 'dist/web/index.html'));
/** Configured as in production behind TLS: Secure `__Host-` cookie, HSTS, this `Origin`. */
const PUBLIC_URL = 'https://interview-hub.scan.test';

const product = await startProduct({ LOG_LEVEL: 'warn', PUBLIC_URL }, { web });
let failed = false;
try {
  const cookie = await signIn(product.url, PUBLIC_URL, 'admin', product.adminPassword);
  const seeded = await seed(product.url, PUBLIC_URL, cookie);
  console.log(`product on ${product.url} (${web ? 'with' : 'without'} the web app); output in ${outDir}`);

  if (only !== 'wapiti') {
    const targets = sqlTargets(seeded).filter((t) => !picked || picked.includes(t.name));
    const results: SqlResult[] = [];
    for (const target of targets) {
      const result = await runSqlmap(product.url, seeded, target, outDir);
      results.push(result);
      const verdict = result.injectable ? 'INJECTABLE' : result.tested ? 'no injection' : 'NOT TESTED';
      console.log(`sqlmap ${result.name}: ${verdict} (${result.seconds} s)`);
    }
    const injectable = results.filter((r) => r.injectable).length;
    const untested = results.filter((r) => !r.tested).length;
    console.log(`sqlmap: ${injectable} injectable and ${untested} not tested of ${results.length} targets`);
    failed ||= injectable + untested > 0;
  }

  if (only !== 'sqlmap') {
    const maxSeconds = Number(process.env.WAPITI_MAX_SECONDS ?? 1200);
    const { findings, report } = await runWapiti(product.url, seeded, web, outDir, maxSeconds);
    for (const f of findings) {
      const verdict = f.accepted ? `accepted: ${f.accepted}` : 'FINDING';
      console.log(`wapiti ${f.kind} ${f.category}: ${f.where} — ${f.info} (${verdict})`);
    }
    const open = findings.filter((f) => !f.accepted).length;
    console.log(`wapiti: ${open} findings, ${findings.length - open} accepted (report ${report})`);
    failed ||= open > 0;
  }

  const errors = product
    .logs()
    .split('\n')
    .filter((line) => line.includes('"level":50'));
  console.log(`server: ${errors.length} error lines in its log`);
  failed ||= errors.length > 0;
} finally {
  await product.stop();
}
console.log(failed ? 'security scan: FINDINGS' : 'security scan: clean');
process.exit(failed ? 1 : 0);
