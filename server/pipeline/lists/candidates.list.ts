import { type SQLWrapper, sql } from 'drizzle-orm';
import type { CandidateListItem } from '#contracts/candidates.ts';
import { candidates } from '#server/db/schema/index.ts';
import { isoTime, jsonObject } from './json-encode.ts';
import { anyOf, defineList, type ListFilter, newestFirst } from './list-definition.ts';
import { matchesAny } from './search.ts';

/** Same expression as `candidates_search_index`, so "Ada Lovelace" matches and the index serves it. */
export const fullName = sql`(${candidates.firstName} || ' ' || ${candidates.lastName})`;

/** The narrower search of the applications list and the candidate selector: name and e-mail. */
export const candidateNameMatches = (pattern: string | SQLWrapper) =>
  matchesAny(pattern, [fullName, candidates.email]);

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
  /** As `toCandidateDto` encodes a row, less the long texts, which stay in the table. */
  item: jsonObject<CandidateListItem>({
    id: candidates.id,
    firstName: candidates.firstName,
    lastName: candidates.lastName,
    email: candidates.email,
    phone: candidates.phone,
    location: candidates.location,
    linkedinUrl: candidates.linkedinUrl,
    currentCompany: candidates.currentCompany,
    currentTitle: candidates.currentTitle,
    experienceLevel: candidates.experienceLevel,
    skills: candidates.skills,
    portfolioUrl: candidates.portfolioUrl,
    fileAttachments: candidates.fileAttachments,
    createdAt: isoTime(candidates.createdAt),
    updatedAt: isoTime(candidates.updatedAt),
  }),
});
export type CandidateFilter = ListFilter<typeof candidatesList>;
