import { z } from 'zod';
import { AgendaInput } from './agendas.ts';
import { Id, optionalText } from './common.ts';
import { TEMPLATE_TITLE_REQUIRED } from './interview-templates.ts';
import { ScorecardInput, setupTitle } from './scorecards.ts';

/**
 * Interview kits: a template with its scorecard and agenda, or a scorecard or an agenda alone,
 * as a versioned JSON file another account or server can import (docs/interview-kits.md,
 * docs/decisions/040-interview-kits.md).
 */

export const KIT_FORMAT = 'interview-hub/kit' as const;
export const KIT_VERSION = 1 as const;
export const KIT_KINDS = ['interview-template', 'scorecard', 'agenda'] as const;
export type KitKind = (typeof KIT_KINDS)[number];

export const KIT_NOT_A_KIT = 'This file is not an Interview Hub kit';
export const KIT_NEWER_VERSION = `This kit was made by a newer version of Interview Hub; this server reads kit version ${KIT_VERSION}`;
export const KIT_UNREADABLE = 'The file could not be read as JSON; it may be damaged';
export const KIT_PARTS_MISSING = 'The kit is missing a part its kind needs';

/** What a kit carries of a scorecard: every field a person sees, no id, owner or dates. */
export const KitScorecard = z.strictObject({
  title: ScorecardInput.shape.title,
  description: ScorecardInput.shape.description,
  content: ScorecardInput.shape.content,
  source: ScorecardInput.shape.source,
  generationPrompt: ScorecardInput.shape.generationPrompt,
  jobDescription: ScorecardInput.shape.jobDescription,
  existingScorecardRef: ScorecardInput.shape.existingScorecardRef,
});
export type KitScorecard = z.output<typeof KitScorecard>;

const agendaShape = AgendaInput.shape;
/** An agenda's fields; `draftedAgainstKitScorecard`: it was drafted against the kit's own scorecard. */
export const KitAgenda = z
  .strictObject({
    title: agendaShape.title,
    description: agendaShape.description,
    content: agendaShape.content,
    source: agendaShape.source,
    generationPrompt: agendaShape.generationPrompt,
    jobDescription: agendaShape.jobDescription,
    existingScorecardRef: agendaShape.existingScorecardRef,
    timeRangeMin: agendaShape.timeRangeMin,
    timeRangeMax: agendaShape.timeRangeMax,
    draftedAgainstKitScorecard: z.boolean().default(false),
  })
  .refine((v) => v.timeRangeMax >= v.timeRangeMin, {
    path: ['timeRangeMax'],
    message: 'Maximum time must be greater than or equal to minimum time',
  });
export type KitAgenda = z.output<typeof KitAgenda>;

export const KitTemplate = z.strictObject({
  title: setupTitle(TEMPLATE_TITLE_REQUIRED),
  description: optionalText(),
  rubrik: optionalText(),
});
export type KitTemplate = z.output<typeof KitTemplate>;

const header = {
  format: z.literal(KIT_FORMAT, { error: KIT_NOT_A_KIT }),
  version: z.literal(KIT_VERSION, { error: KIT_NEWER_VERSION }),
  exportedAt: z.iso.datetime({ error: 'exportedAt must be an ISO date-time' }),
};

/** The file: a header, the kind, and the parts that kind has. */
export const Kit = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      ...header,
      kind: z.literal('interview-template'),
      template: KitTemplate,
      scorecard: KitScorecard,
      agenda: KitAgenda,
    }),
    z.strictObject({ ...header, kind: z.literal('scorecard'), scorecard: KitScorecard }),
    z.strictObject({ ...header, kind: z.literal('agenda'), agenda: KitAgenda }),
  ],
  { error: 'Kind must be interview-template, scorecard or agenda' },
);
export type Kit = z.output<typeof Kit>;
export type KitInput = z.input<typeof Kit>;

/** An import asks for a kit; `titles` are names the person chose instead of the kit's own. */
export const KitImportInput = z.object({
  kit: z.unknown(),
  titles: z
    .object({
      template: setupTitle(TEMPLATE_TITLE_REQUIRED).optional(),
      scorecard: setupTitle('Please provide a title for your scorecard').optional(),
      agenda: setupTitle('Please provide a title for your agenda').optional(),
    })
    .default({}),
});
export type KitImportInput = z.input<typeof KitImportInput>;

export const KitPartType = z.enum(KIT_KINDS);

/** One record an import creates: its title, and the kit's title when a clash made it differ. */
export const KitPart = z.object({
  type: KitPartType,
  title: z.string(),
  /** The kit's title when an existing record already had it (then `title` is a new one). */
  renamedFrom: z.string().nullable(),
  /** Scorecard sections or agenda items the content holds; 0 for a template. */
  items: z.number().int(),
  /** The record once created (absent in a preview). */
  id: Id.optional(),
});
export type KitPart = z.infer<typeof KitPart>;

export const KitPreview = z.object({ kind: KitPartType, parts: z.array(KitPart) });
export type KitPreview = z.infer<typeof KitPreview>;

/** Where the kit's main record opens once imported. */
export const kitRecordHref = (kind: KitKind, id: string) =>
  kind === 'interview-template'
    ? `/interview-templates/${id}`
    : kind === 'scorecard'
      ? `/scorecards/${id}`
      : `/agendas/${id}`;

/** A file name for a kit: its kind and title, in safe characters. */
export function kitFileName(kind: KitKind, title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || kind}.${kind}.kit.json`;
}
