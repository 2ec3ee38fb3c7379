/**
 * The guard against the labelled banks it learns from (`server/assistant/guard/guard-bank.json`,
 * `guard-bank-2.json` and `guard-bank-4.json`, written apart, and `guard-bank-3.json`, the
 * questions of the third to thirteenth held-out sets), by cross-validation: the classifier is trained
 * on the other folds (and the first labelled examples) and the whole guard (rules, then meaning)
 * runs on the fold left out, as the live path calls it. `--by-bank` makes each bank a fold, so no
 * question is read by a model that learnt its author's phrasings. Also the classifier alone, and
 * the cost of training.
 * Run: `npx tsx bench/assistant-quality/guard/bank-report.ts [--folds 5] [--by-bank] [--veto 0.7] [--sure 0.8] [--misses] [--no-typed-variants]`.
 */
import { classifyUtterance } from '#server/assistant/guard/classify-utterance.ts';
import BANK from '#server/assistant/guard/guard-bank.json' with { type: 'json' };
import SECOND_BANK from '#server/assistant/guard/guard-bank-2.json' with { type: 'json' };
import THIRD_BANK from '#server/assistant/guard/guard-bank-3.json' with { type: 'json' };
import FOURTH_BANK from '#server/assistant/guard/guard-bank-4.json' with { type: 'json' };
import EXAMPLES from '#server/assistant/guard/labelled-examples.json' with { type: 'json' };
import { topicOf, trainTopicModel } from '#server/assistant/guard/topic-classifier.ts';
import { MEANING } from '#server/assistant/guard/topic-meaning.ts';
import { type Example, labelled } from '#server/assistant/guard/topic-model.ts';
import { typedVariant, withTypedVariants } from '#server/assistant/guard/typed-variants.ts';

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

const banks = [
  BANK as Example[],
  SECOND_BANK as Example[],
  THIRD_BANK as Example[],
  FOURTH_BANK as Example[],
];
const bank = banks.flat();
const byBank = process.argv.includes('--by-bank');
const foldOf = byBank
  ? banks.flatMap((questions, b) => questions.map(() => b))
  : bank.map((_, i) => i % folds);
const foldCount = byBank ? banks.length : folds;
const started = performance.now();
const read = labelled(bank);
const first = labelled(EXAMPLES as Example[]);
// Each spoken question of the training folds is trained on as a typed note too, as the guard's model is.
const augment = !process.argv.includes('--no-typed-variants');
const variants = augment
  ? bank.map(([text, label]) => {
      const note = typedVariant(text);
      return note ? labelled([[note, label]]) : [];
    })
  : [];
const firstVariants = augment ? labelled(withTypedVariants(EXAMPLES as Example[])) : first;
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
const perFold: Tally[] = Array.from({ length: foldCount }, tally);
const alone = tally();
let trainMs = 0;
for (let f = 0; f < foldCount; f += 1) {
  const t0 = performance.now();
  const model = trainTopicModel(
    [
      ...read.filter((_, i) => foldOf[i] !== f),
      ...variants.filter((_, i) => foldOf[i] !== f).flat(),
      ...firstVariants,
    ],
    training,
  );
  trainMs += performance.now() - t0;
  bank.forEach(([text, label], i) => {
    if (foldOf[i] !== f) return;
    const warned = classifyUtterance(text, model)[0]?.category;
    add(guard, label, warned);
    add(perFold[f] ?? tally(), label, warned);
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
  `bank: ${bank.length} questions, ${bank.filter(([, l]) => l).length} risky; ${byBank ? 'one fold a bank' : `${folds}-fold`}; veto ${MEANING.veto}, sure ${MEANING.sure}, rule veto ${MEANING.ruleVeto}, turn sure ${MEANING.turnSure}, turn lawful ${MEANING.turnLawful}, name near ${MEANING.nameNear}`,
);
console.log('| reader | recall | false alarms | topic right |');
console.log('|---|---|---|---|');
for (const [name, t] of [
  ['guard (rules, then meaning)', guard],
  ['classifier alone (lawful < 0.5)', alone],
] as const)
  console.log(`| ${name} | ${pct(t.tp, t.tp + t.fn)} | ${pct(t.fp, t.fp + t.tn)} | ${pct(t.right, t.tp)} |`);
if (byBank)
  perFold.forEach((t, b) => {
    console.log(
      `| guard on bank ${b + 1} | ${pct(t.tp, t.tp + t.fn)} | ${pct(t.fp, t.fp + t.tn)} | ${pct(t.right, t.tp)} |`,
    );
  });
console.log(
  `reading ${bank.length + first.length} examples: ${readMs.toFixed(0)} ms; training: ${(trainMs / foldCount).toFixed(0)} ms a model`,
);
