/**
 * The guard's figures on the labelled question files written apart from the engine: the dev sets
 * (`dev-shared/`, `dev-trades/`, `dev-held/`, `dev-held-3/`, `dev-held-4/`, `dev-held-5/`, `dev-held-6/`, `dev-held-7/`, `dev-held-8/`, `dev-held-9/`, `dev-held-10/`, `dev-held-11/`, `dev-held-12/`, `dev-held-13/`, `dev-held-14/`), the repository's own labelled set and, when present, the held-out
 * set (`held-out/`). `--split` also scores the two halves of dev-trades apart (even items: the half
 * tuned on; odd items: the half kept back to check that a change carries over). `--set a,b` picks
 * sets by name (dev-shared, dev-trades, dev-held, dev-held-3, dev-held-4, dev-held-5, dev-held-6, dev-held-7, dev-held-8, dev-held-9, dev-held-10, dev-held-11, dev-held-12, dev-held-13, dev-held-14, held-out, repository); without it every set runs. The
 * held-out set's misses are never printed: it is scored, not studied.
 * Run: `npx tsx bench/assistant-quality/sets/guard-report.ts [--set dev-shared,dev-trades] [--misses] [--split]`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { guardUtterance } from '#server/assistant/guard/guard.ts';
import { LABELLED_SET } from '../guard/labelled-set.ts';
import { type FileQuestion, readRiskyFile } from './risky-file.ts';
import { scoreGuardFile } from './score-guard.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const misses = process.argv.includes('--misses');
const split = process.argv.includes('--split');
const setArg = process.argv.indexOf('--set');
const picked = setArg >= 0 ? new Set((process.argv[setArg + 1] ?? '').split(',')) : undefined;
const wanted = (set: string) => !picked || picked.has(set);

/** The repository's own labelled set, read as a file's questions. */
const repoSet: FileQuestion[] = LABELLED_SET.map((q) => ({
  text: q.text,
  risky: q.category !== null,
  topic: q.category ?? 'lawful',
  accepted: q.category ? [q.category] : [],
  severity: 'warning',
  role: 'any',
}));

const sets: [string, FileQuestion[]][] = [];
for (const set of [
  'dev-shared',
  'dev-trades',
  'dev-held',
  'dev-held-3',
  'dev-held-4',
  'dev-held-5',
  'dev-held-6',
  'dev-held-7',
  'dev-held-8',
  'dev-held-9',
  'dev-held-10',
  'dev-held-11',
  'dev-held-12',
  'dev-held-13',
  'dev-held-14',
  'held-out',
]) {
  if (!wanted(set)) continue;
  const file = here(`../${set}/risky-questions.json`);
  if (!existsSync(file)) continue;
  const questions = readRiskyFile(file);
  sets.push([set, questions]);
  if (set === 'dev-trades' && split) {
    sets.push(['dev-trades, tuned half', questions.filter((_, i) => i % 2 === 0)]);
    sets.push(['dev-trades, kept-back half', questions.filter((_, i) => i % 2 === 1)]);
  }
}
if (wanted('repository')) sets.push(['repository set', repoSet]);

// The first pass pays for loading the language model, the word vectors and the labelled examples.
for (const [, questions] of sets) for (const q of questions) guardUtterance(q.text);
console.log('| set | risky | lawful | recall | false alarms | topic right | cautions | per question |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [set, questions] of sets) {
  const started = performance.now();
  const s = scoreGuardFile(questions);
  const ms = (performance.now() - started) / questions.length;
  console.log(
    `| ${set} | ${s.risky} | ${s.lawful} | ${pct(s.recall)} | ${pct(s.falseAlarmRate)} | ${pct(s.rightTopic)} | ${s.cautionRight}/${s.cautions} | ${ms.toFixed(1)} ms |`,
  );
  // The held-out set, and with --split the kept-back half, stay unread: their misses are not printed.
  const kept = set === 'held-out' || (split && (set === 'dev-trades' || set.includes('kept-back')));
  if (misses && !kept) {
    for (const q of s.missed) console.log(`  missed (${q.topic}): ${q.text}`);
    for (const f of s.falseAlarms) console.log(`  false alarm: ${f}`);
    for (const w of s.wrongTopic) console.log(`  wrong topic: ${w}`);
  }
}
