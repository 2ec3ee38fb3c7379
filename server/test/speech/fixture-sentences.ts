import type { Speaker } from '#contracts/sessions.ts';

/**
 * What the speech fixtures say: short interview turns, each with the words a recognizer must get
 * for the turn to count as heard (tests assert these, never the exact text).
 */
export type SpeechSentence = {
  id: string;
  text: string;
  keyWords: readonly string[];
  /** Who says it in the fixture conversation. */
  speaker: Speaker;
};

export const INTERVIEW_SENTENCES = [
  {
    id: 'difficult-problem',
    text: 'tell me about a time you solved a difficult problem',
    keyWords: ['time', 'difficult', 'problem'],
    speaker: 'interviewer',
  },
  {
    id: 'payment-service',
    text: 'i built a payment service in python and led a team of five engineers',
    keyWords: ['payment', 'service', 'team', 'engineers'],
    speaker: 'candidate',
  },
  {
    id: 'handle-conflict',
    text: 'how do you handle conflict with a colleague',
    keyWords: ['handle', 'conflict', 'colleague'],
    speaker: 'interviewer',
  },
  {
    id: 'agree-on-a-plan',
    text: 'i listen first and then we agree on a plan together',
    keyWords: ['listen', 'agree', 'plan', 'together'],
    speaker: 'candidate',
  },
] as const satisfies readonly SpeechSentence[];

/** Key words of `sentence` found in `text` (case and punctuation ignored). */
export function keyWordsHeard(sentence: Pick<SpeechSentence, 'keyWords'>, text: string): string[] {
  const words = new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
  return sentence.keyWords.filter((word) => words.has(word));
}
