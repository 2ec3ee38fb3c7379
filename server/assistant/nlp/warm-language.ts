import { nlp } from './nlp.ts';
import { warmWordVectors } from './word-vectors.ts';

/**
 * Loads the language model (about 150 ms of the event loop, once per server) and starts reading
 * the word vectors in the background, so that no live path waits for them.
 */
export function warmLanguage(): void {
  setImmediate(() => {
    nlp();
    void warmWordVectors();
  });
}
