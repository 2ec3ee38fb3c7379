/**
 * The guard's figures on the labelled question files written apart from the engine: the dev sets
 * (`dev-shared/`, `dev-trades/`) and, when present, the held-out set (`held-out/`).
 * Run: `npx tsx bench/assistant-quality/sets/guard-report.ts [--misses]`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readRiskyFile } from './risky-file.ts';
import { scoreGuardFile } from './score-guard.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

for (const set of ['dev-shared', 'dev-trades', 'held-out']) {
  const file = here(`../${set}/risky-questions.json`);
  if (!existsSync(file)) continue;
  const questions = readRiskyFile(file);
  const started = performance.now();
  const s = scoreGuardFile(questions);
  const ms = (performance.now() - started) / questions.length;
  console.log(
    `| ${set} | ${s.risky} | ${s.lawful} | ${pct(s.recall)} | ${pct(s.falseAlarmRate)} | ${pct(s.rightTopic)} | ${s.cautionRight}/${s.cautions} | ${ms.toFixed(1)} ms |`,
  );
  if (process.argv.includes('--misses')) {
    for (const q of s.missed) console.log(`  missed (${q.topic}): ${q.text}`);
    for (const f of s.falseAlarms) console.log(`  false alarm: ${f}`);
    for (const w of s.wrongTopic) console.log(`  wrong topic: ${w}`);
  }
}
