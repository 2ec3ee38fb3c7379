import type { RecognitionResultEvent } from '../media/browser-media.ts';

/**
 * What one result event of a continuous recognizer says: the results from `resultIndex` on are
 * the changed ones; the final ones among them are settled text (each reported once), the rest
 * are the words still being heard, replaced by the next event.
 */
export function readResults(event: RecognitionResultEvent): { finals: string[]; interim: string } {
  const finals: string[] = [];
  const interim: string[] = [];
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i];
    const text = result?.[0]?.transcript.trim() ?? '';
    if (!result || text === '') continue;
    if (result.isFinal) finals.push(text);
    else interim.push(text);
  }
  return { finals, interim: interim.join(' ') };
}
