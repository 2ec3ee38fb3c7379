/**
 * The guard against the labelled banks it learns from (`server/assistant/guard/guard-bank.json`,
 * `guard-bank-2.json` and `guard-bank-3.json`, the questions of the third to eighth held-out sets),
 * by k-fold cross-validation: the classifier is trained on the other folds (and the first
 * labelled examples) and the whole guard (rules, then meaning) runs on the fold left out, as the
 * live path calls it. Also the classifier alone, and the cost of training.
 * Run: `npx tsx bench/assistant-quality/guard/bank-report.ts [--folds 5] [--veto 0.7] [--sure 0.8] [--misses]`.
 */
import { classifyUtterance } from '#server/assistant/guard/classify-utterance.ts';
import BANK from '#server/assistant/guard/guard-bank.json' with { type: 'json' };
import SECOND_BANK from '#server/assistant/guard/guard-bank-2.json' with { type: 'json' };
import THIRD_BANK from '#server/assistant/guard/guard-bank-3.json' with { type: 'json' };
import EXAMPLES from '#server/assistant/guard/labelled-examples.json' with { type: 'json' };
import { topicOf, trainTopicModel } from '#server/assistant/guard/topic-classifier.ts';
import { MEANING } from '#server/assistant/guard/topic-meaning.ts';
import { type Example, labelled } from '#server/assistant/guard/topic-model.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : undefined;
};
const folds = arg('folds') ?? 5;
MEANING.veto = arg('veto') ?? MEANING.veto;
MEANING.sure = arg('sure') ?? MEANING.sure;
MEANING.ruleVeto = arg('rule-veto') ?? MEANING.ruleVeto;
MEANING.sure = arg('sure') ?? MEANING.sure;
MEANING.turnSure = arg('turn-sure') ?? MEANING.turnSure;
MEANING.turnLawful = arg('turn-lawful') ?? MEANING.turnLawful;
MEANING.nameNear = arg('name-near') ?? MEANING.nameNear;
MEANING.turnClear = arg('turn-clear') ?? MEANING.turnClear;
MEANING.renameSure = arg('rename-sure') ?? MEANING.renameSure;
const training = Object.fromEntries(
  (['epochs', 'rate', 'l2', 'minCount'] as const).flatMap((k) => (arg(k) === undefined ? [] : [[k, arg(k)]])),
);
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;

const bank = [...(BANK as Example[]), ...(SECOND_BANK as Example[]), ...(THIRD_BANK as Example[])];
const started = performance.now();
const read = labelled(bank);
const first = labelled(EXAMPLES as Example[]);
const readMs = performance.now() - started;

type Tally = { tp: number; fn: number; fp: number; tn: number; right: number };
const tally = (): Tally => ({ tp: 0, fn: 0, fp: 0, tn: 0, right: 0 });
const add = (t: Tally, label: string, warned: string | undefined) => {
  if (label) {
    if (warned) {
      t.tp += 1;
      if (warned === label) t.right += 1;
    } else t.fn += 1;
  } else if (warned) t.fp += 1;
  else t.tn += 1;
};
const guard = tally();
const alone = tally();
let trainMs = 0;
for (let f = 0; f < folds; f += 1) {
  const t0 = performance.now();
  const model = trainTopicModel([...read.filter((_, i) => i % folds !== f), ...first], training);
  trainMs += performance.now() - t0;
  bank.forEach(([text, label], i) => {
    if (i % folds !== f) return;
    const warned = classifyUtterance(text, model)[0]?.category;
    add(guard, label, warned);
    if (
      process.argv.includes('--misses') &&
      (Boolean(label) !== Boolean(warned) || (label && warned !== label))
    )
      console.log(
        `  ${!warned ? `missed (${label})` : !label ? `false alarm (${warned})` : `wrong topic (${warned} for ${label})`}: ${text}`,
      );
    const reading = topicOf(model, read[i]?.features ?? { terms: [], dense: new Float32Array() });
    add(alone, label, reading.lawful < 0.5 ? reading.category : undefined);
  });
}
console.log(
  `bank: ${bank.length} questions, ${bank.filter(([, l]) => l).length} risky; ${folds}-fold; veto ${MEANING.veto}, sure ${MEANING.sure}, rule veto ${MEANING.ruleVeto}, turn sure ${MEANING.turnSure}, turn lawful ${MEANING.turnLawful}, name near ${MEANING.nameNear}`,
);
console.log('| reader | recall | false alarms | topic right |');
console.log('|---|---|---|---|');
for (const [name, t] of [
  ['guard (rules, then meaning)', guard],
  ['classifier alone (lawful < 0.5)', alone],
] as const)
  console.log(`| ${name} | ${pct(t.tp, t.tp + t.fn)} | ${pct(t.fp, t.fp + t.tn)} | ${pct(t.right, t.tp)} |`);
console.log(
  `reading ${bank.length + first.length} examples: ${readMs.toFixed(0)} ms; training: ${(trainMs / folds).toFixed(0)} ms a model`,
);
