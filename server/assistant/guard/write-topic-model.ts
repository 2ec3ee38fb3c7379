/**
 * Trains the guard's topic classifier on the labelled examples and writes it to
 * `topic-model.json`; run after changing the examples, the features or the training settings
 * (`topic-model.test.ts` fails until then): `npx tsx server/assistant/guard/write-topic-model.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainedModel } from './topic-model.ts';

const started = performance.now();
const stored = trainedModel();
writeFileSync(fileURLToPath(new URL('./topic-model.json', import.meta.url)), `${JSON.stringify(stored)}\n`);
console.log(
  `topic-model.json: ${stored.terms.length} terms, fingerprint ${stored.fingerprint}, trained in ${(performance.now() - started).toFixed(0)} ms`,
);
