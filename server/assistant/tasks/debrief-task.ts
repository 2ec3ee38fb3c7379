import { z } from 'zod';
import { type CoverageLine, DebriefDraft, debriefText } from '#contracts/coverage.ts';
import { type DebriefMaterial, debriefPrompt } from '../prompts/debrief.ts';
import { normalise } from './decision-checks.ts';
import { field, type StructuredTask, text } from './task.ts';

const Line = z.number().int().describe('The number in square brackets of the transcript line');

export const DebriefAnswer = z.object({
  summary: z.string().trim().min(1).describe('At most four sentences for the hiring manager'),
  criteria: z
    .array(
      z.object({
        criterion: z.string(),
        evidence: z.array(
          z.object({
            line: Line,
            quote: z.string().describe('Copied verbatim from that line'),
            strength: z.enum(['strong', 'moderate', 'weak']),
          }),
        ),
      }),
    )
    .default([]),
  concerns: z.array(z.object({ text: z.string().trim().min(1), line: Line.nullable() })).default([]),
});
export type DebriefAnswer = z.infer<typeof DebriefAnswer>;

const ref = (l: CoverageLine) => ({ chunkId: l.id, seq: l.seq, timestamp: l.timestamp });

/**
 * The model's debrief held to the interview: a quote counts only when it was said in the line it
 * links to, a concern's link only when that line exists (the concern stays, unlinked); criteria
 * the model left out keep the quotes heard live. The candidate's questions, the gaps and the talk
 * balance are the interview's facts and are never the model's to change.
 */
export function groundedDebrief(answer: DebriefAnswer, { draft, lines }: DebriefMaterial): DebriefDraft {
  const bySeq = new Map(lines.map((l) => [l.seq, l]));
  let dropped = 0;
  const criteria = draft.criteria.map((c) => {
    const given = answer.criteria.find((a) => normalise(a.criterion).endsWith(normalise(c.title)));
    if (!given) return c;
    const evidence = given.evidence.flatMap((e) => {
      const line = bySeq.get(e.line);
      const quote = e.quote.trim();
      if (!line || normalise(quote).length < 3 || !normalise(line.text).includes(normalise(quote))) {
        dropped += 1;
        return [];
      }
      return [{ ...ref(line), quote, strength: e.strength }];
    });
    return { ...c, evidence };
  });
  const concerns = answer.concerns.map((c) => {
    const line = c.line === null ? undefined : bySeq.get(c.line);
    if (c.line !== null && !line) dropped += 1;
    return { text: c.text, at: line ? ref(line) : null };
  });
  const notice =
    dropped > 0
      ? `${dropped} link${dropped === 1 ? '' : 's'} to the transcript could not be found in the interview and ${dropped === 1 ? 'was' : 'were'} left out.`
      : null;
  const { text: _offlineText, ...facts } = draft;
  const grounded = { ...facts, criteria, concerns, summary: answer.summary, notice };
  return DebriefDraft.parse({ ...grounded, text: debriefText(grounded) });
}

export const debriefTask: StructuredTask<DebriefMaterial, DebriefAnswer, DebriefDraft> = {
  name: 'interview_debrief',
  description:
    'A one-minute debrief of an interview: a summary, evidence per criterion linked to lines, concerns',
  schema: DebriefAnswer,
  check() {},
  prompt: debriefPrompt,
  preview: (partial) => text(field(partial, 'summary')),
  finish: groundedDebrief,
  offline: ({ draft }) => draft,
};
