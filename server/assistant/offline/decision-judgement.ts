import type { CriterionRating } from '#contracts/candidate-scorecards.ts';
import { sentences } from '#server/assistant/nlp/nlp.ts';

const EXCELLENT =
  /\b(?:excellent|outstanding|exceptional|superb|very strong|impressive|exceed(?:s|ed)?|best)\b/i;
const POSITIVE =
  /\b(?:strong|excellent|clear|clearly|solid|impressive|good|great|confident|thorough|structured|outstanding|exceed(?:s|ed)?|safe|calm|compassionate|specific|concrete|meets?|competent|capable|well)\b/i;
const NEGATIVE =
  /\b(?:weak|poor|unclear|struggled|lack(?:s|ed|ing)?|missing|concerns?|concerning|vague|shallow|limited|unable|below|unsafe|worr(?:y|ied|ying)|gaps?|red flag)\b|\b(?:did ?n[o']t|could ?n[o']t|not|never|hardly)\s+(?:very\s+)?(?:strong|clear|good|great|solid|confident|explain|answer|show|shown|give|know|demonstrat\w*|evident|seen|covered|met)|\bno evidence\b/i;

/**
 * What the interviewer's own text about a criterion says: its leaning sentence by sentence,
 * read as a rating. Text without a clear leaning is null (it is shown, not weighed).
 */
export function judgementRating(text: string): CriterionRating | null {
  let positive = 0;
  let negative = 0;
  let excellent = false;
  for (const sentence of sentences(text)) {
    if (NEGATIVE.test(sentence)) negative += 1;
    else if (POSITIVE.test(sentence)) {
      positive += 1;
      excellent ||= EXCELLENT.test(sentence);
    }
  }
  if (positive === 0 && negative === 0) return null;
  if (positive > 0 && negative > 0)
    return positive > negative ? 'meets' : negative > positive ? 'below' : 'mixed';
  if (negative > 0) return 'below';
  return excellent ? 'strong' : 'meets';
}
