import { type SQLWrapper, sql } from 'drizzle-orm';
import { type CandidateDto, type CandidateListItem, ExperienceLevel } from '#contracts/candidates.ts';
import { candidates } from '#server/db/schema/index.ts';
import type { CandidateRow } from '../candidates.repository.ts';
import { dtoFields, isoTimeField, notListed, parsedField } from './dto-fields.ts';
import { anyOf, defineList, type ListFilter, newestFirst } from './list-definition.ts';
import { matchesAny } from './search.ts';

/** Same expression as `candidates_search_index`, so "Ada Lovelace" matches and the index serves it. */
export const fullName = sql`(${candidates.firstName} || ' ' || ${candidates.lastName})`;

/** The narrower search of the applications list and the candidate selector: name and e-mail. */
export const candidateNameMatches = (pattern: string | SQLWrapper) =>
  matchesAny(pattern, [fullName, candidates.email]);

/** A candidate's fields: a list item leaves out the long texts, which stay in the table. */
const candidateFields = dtoFields<CandidateDto, CandidateListItem, CandidateRow>({
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  phone: candidates.phone,
  location: candidates.location,
  linkedinUrl: candidates.linkedinUrl,
  currentCompany: candidates.currentCompany,
  currentTitle: candidates.currentTitle,
  experienceLevel: parsedField(candidates.experienceLevel, ExperienceLevel),
  skills: candidates.skills,
  portfolioUrl: candidates.portfolioUrl,
  fileAttachments: candidates.fileAttachments,
  createdAt: isoTimeField(candidates.createdAt),
  updatedAt: isoTimeField(candidates.updatedAt),
  summary: notListed(candidates.summary),
  resumeText: notListed(candidates.resumeText),
  education: notListed(candidates.education),
  workExperience: notListed(candidates.workExperience),
});
/** A candidate read or written alone. */
export const toCandidateDto = candidateFields.toDto;

/**
 * Candidates, newest first, by experience level; the search covers first and last name (and both
 * together), e-mail, current company and title.
 */
export const candidatesList = defineList({
  name: 'candidates',
  table: candidates,
  filters: { experienceLevel: candidates.experienceLevel },
  search: anyOf([fullName, candidates.email, candidates.currentCompany, candidates.currentTitle]),
  order: newestFirst(candidates),
  item: candidateFields.item,
});
export type CandidateFilter = ListFilter<typeof candidatesList>;
