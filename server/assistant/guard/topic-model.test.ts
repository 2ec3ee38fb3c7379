import { describe, expect, it } from 'vitest';
import { textFeatures, topicOf, trainTopicModel } from './topic-classifier.ts';
import STORED from './topic-model.json' with { type: 'json' };
import { LABELLED_EXAMPLES, labelled, topicModel, trainingFingerprint } from './topic-model.ts';

describe('the guard’s topic classifier', () => {
  it('is stored as trained on the current examples and settings (else run write-topic-model.ts)', () => {
    expect(STORED.fingerprint).toBe(trainingFingerprint());
    expect(LABELLED_EXAMPLES.length).toBeGreaterThanOrEqual(1378 + 298);
  });

  it('trains the same model from the same examples', () => {
    const few = labelled(LABELLED_EXAMPLES.filter((_, i) => i % 25 === 0));
    const [a, b] = [trainTopicModel(few, { epochs: 3 }), trainTopicModel(few, { epochs: 3 })];
    expect([...a.bias]).toEqual([...b.bias]);
    expect([...a.dense]).toEqual([...b.dense]);
  });

  it('reads a question about the candidate’s life as its topic and job content as lawful', () => {
    const read = (text: string) => topicOf(topicModel(), textFeatures(text));
    expect(read('So, um, is there a husband in the picture?')).toMatchObject({ category: 'marital-status' });
    expect(read('So, um, is there a husband in the picture?').lawful).toBeLessThan(0.5);
    expect(
      read('Walk me through how you would fix a race condition in the payment queue.').lawful,
    ).toBeGreaterThan(0.5);
  });
});
