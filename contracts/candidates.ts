import { z } from 'zod';
import {
  Id,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalEmail,
  optionalText,
  optionQuery,
  PageQuery,
  page,
  URL_MAX,
} from './common.ts';

export const EXPERIENCE_LEVELS = ['entry-level', 'mid-level', 'senior-level', 'executive'] as const;
export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS, {
  error: 'Experience level must be one of entry-level, mid-level, senior-level, executive',
});
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

/** Candidate cards show at most this many skills, then "+N more". */
export const CARD_SKILLS_MAX = 3;

const stringList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().min(1).max(maxLength))
    .max(maxItems)
    .nullish()
    .transform((v) => v ?? []);

export const CandidateInput = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  email: optionalEmail('Please enter a valid email'),
  phone: optionalText(50),
  location: optionalText(NAME_MAX),
  linkedinUrl: optionalText(URL_MAX),
  currentCompany: optionalText(NAME_MAX),
  currentTitle: optionalText(NAME_MAX),
  experienceLevel: ExperienceLevel.nullish().transform((v) => v ?? null),
  summary: optionalText(),
  resumeText: optionalText(LONG_TEXT_MAX),
  skills: stringList(100, 100),
  education: optionalText(),
  workExperience: optionalText(),
  portfolioUrl: optionalText(URL_MAX),
  fileAttachments: stringList(50, 500),
});
export type CandidateInput = z.input<typeof CandidateInput>;

export const CandidateDto = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  currentCompany: z.string().nullable(),
  currentTitle: z.string().nullable(),
  experienceLevel: ExperienceLevel.nullable(),
  summary: z.string().nullable(),
  resumeText: z.string().nullable(),
  skills: z.array(z.string()),
  education: z.string().nullable(),
  workExperience: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  fileAttachments: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CandidateDto = z.infer<typeof CandidateDto>;

/** Search over first name, last name, e-mail, current company and current title. */
export const CandidateListQuery = PageQuery.extend({ experienceLevel: ExperienceLevel.optional() });
export type CandidateListQuery = z.input<typeof CandidateListQuery>;
/**
 * A candidate as the list shows one: everything but the long texts (summary, résumé, education,
 * work experience), which only the detail page reads; a page of 50 résumés would be megabytes.
 */
export const CandidateListItem = CandidateDto.omit({
  summary: true,
  resumeText: true,
  education: true,
  workExperience: true,
});
export type CandidateListItem = z.infer<typeof CandidateListItem>;
export const CandidatePage = page(CandidateListItem);
export type CandidatePage = z.infer<typeof CandidatePage>;

export const CandidateStats = z.object({
  total: z.number().int(),
  seniorLevel: z.number().int(),
  withResume: z.number().int(),
  withPortfolio: z.number().int(),
});
export type CandidateStats = z.infer<typeof CandidateStats>;

export const CandidateOption = z.object({ id: Id, firstName: z.string(), lastName: z.string() });
export type CandidateOption = z.infer<typeof CandidateOption>;

/** Application Summary on a candidate's page: In Progress is applied, screening or interviewing. */
export const CandidateApplicationStats = z.object({
  total: z.number().int(),
  inProgress: z.number().int(),
  offers: z.number().int(),
  hired: z.number().int(),
});
export type CandidateApplicationStats = z.infer<typeof CandidateApplicationStats>;

/** The candidate selector's search; the matches come ordered by name. */
export const CandidateOptionQuery = optionQuery('first name, last name, full name or e-mail');
export type CandidateOptionQuery = z.input<typeof CandidateOptionQuery>;
