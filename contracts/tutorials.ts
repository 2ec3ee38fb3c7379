import { z } from 'zod';
import { Id } from './common.ts';

export const TutorialDto = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  /** Seconds; null when unknown (the card then reads "Unknown duration"). */
  duration: z.number().int().nullable(),
});
export type TutorialDto = z.infer<typeof TutorialDto>;

/** A short-lived signed address of the video; fetch a new one when it stops working. */
export const TutorialUrl = z.object({ url: z.string() });
export type TutorialUrl = z.infer<typeof TutorialUrl>;
