import { questionAsked } from '#contracts/sessions.ts';

const QUOTED = /“([^”]+)”/;

/**
 * Whether two suggestions say the same thing, judged on what varies between them: a card quoting
 * the candidate repeats another only when it quotes the same words (their template words are
 * the same by design); other cards follow the spec's keyword rule either way round.
 */
export function sameSuggestion(a: string, b: string): boolean {
  const quoteA = QUOTED.exec(a)?.[1];
  const quoteB = QUOTED.exec(b)?.[1];
  if (quoteA || quoteB) {
    if (!quoteA || !quoteB) return false;
    return (
      quoteA.toLowerCase() === quoteB.toLowerCase() ||
      questionAsked(quoteA, quoteB) ||
      questionAsked(quoteB, quoteA)
    );
  }
  return a.toLowerCase() === b.toLowerCase() || questionAsked(a, b) || questionAsked(b, a);
}

/** Whether `text` repeats any of `earlier`. */
export const repeatsAny = (text: string, earlier: string[]) => earlier.some((e) => sameSuggestion(text, e));
