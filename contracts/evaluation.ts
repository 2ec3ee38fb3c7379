import { z } from 'zod';
import { Id, TEXT_MAX } from './common.ts';

// ---- A session's evaluation: its sections, their drafted evidence, and saves ----

/** Where a quote was said: the transcript chunk (scroll to it by `chunkId`) and its moment. */
export const TranscriptRef = z.object({ chunkId: Id, seq: z.number().int(), timestamp: z.iso.datetime() });
export type TranscriptRef = z.infer<typeof TranscriptRef>;

/** Specific (someone acted, with a figure or a result), relevant but general, or vague or unsure. */
export const EvidenceStrength = z.enum(['strong', 'moderate', 'weak']);
export type EvidenceStrength = z.infer<typeof EvidenceStrength>;

/** One drafted line of a section's content and the candidate's verbatim words it rests on. */
export const SectionEvidence = TranscriptRef.extend({
  /** The line as it stands in the drafted content. */
  line: z.string(),
  /** Copied from the transcript chunk, cut at a word when long. */
  quote: z.string(),
  strength: EvidenceStrength,
});
export type SectionEvidence = z.infer<typeof SectionEvidence>;

export type EvaluationSection = {
  id: string;
  title: string;
  content: string;
  /** What to look for (a generated scorecard's guidance); empty when none. */
  guidance: string;
  /** The quotes behind the assistant's draft, in the order of its lines; empty until evidence is heard. */
  evidence: SectionEvidence[];
  /** A person wrote this content; the assistant leaves it alone. */
  editedByUser: boolean;
  children: EvaluationSection[];
};
export const EvaluationSection: z.ZodType<EvaluationSection> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    guidance: z.string(),
    evidence: z.array(SectionEvidence),
    editedByUser: z.boolean(),
    children: z.array(EvaluationSection),
  }),
);
export const EvaluationDto = z.object({
  evaluationData: z.object({ sections: z.array(EvaluationSection) }),
});
export type EvaluationDto = z.infer<typeof EvaluationDto>;
export const InitializeEvaluationInput = z.object({ scorecardId: Id });
export const SectionContentInput = z.object({ content: z.string().max(TEXT_MAX) });
/** A section's id within its session (copied from the scorecard, at most 100 characters). */
export const SectionId = z.string().min(1).max(100);
export const SectionParams = z.object({ id: Id, sectionId: SectionId });

/** More than any scorecard a person edits by hand; the 1 MB body limit applies first to long texts. */
export const SECTIONS_PER_SAVE_MAX = 200;
/**
 * One save of an evaluation: the sections a person edited, each with the same rules as the
 * single-section PATCH. The server writes only those whose content differs from what it holds.
 */
export const SectionChangesInput = z.object({
  sections: z
    .array(SectionContentInput.extend({ id: SectionId }))
    .min(1, 'Send at least one section')
    .max(SECTIONS_PER_SAVE_MAX, `At most ${SECTIONS_PER_SAVE_MAX} sections per save`)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, {
      message: 'Each section may appear once',
    }),
});
export type SectionChangesInput = z.infer<typeof SectionChangesInput>;
