import { and, eq, inArray, or } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { ApplicationDto, ApplicationListItem } from '#contracts/applications.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';
import { candidateNameMatches } from './candidates.list.ts';
import { isoTime, jsonTextObject } from './json-encode.ts';
import { defineList, type ListFilter, lookedUp, newestFirst, type Search } from './list-definition.ts';
import { idIn, matchesAny } from './search.ts';

/** An application with the candidate, job opening and company fields the screens show. */
const applicationFields = {
  id: applications.id,
  candidateId: applications.candidateId,
  jobOpeningId: applications.jobOpeningId,
  status: applications.status,
  source: applications.source,
  notes: applications.notes,
  applicationDate: isoTime(applications.applicationDate),
  createdAt: isoTime(applications.createdAt),
  updatedAt: isoTime(applications.updatedAt),
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  candidateEmail: candidates.email,
  candidateCurrentTitle: candidates.currentTitle,
  jobTitle: jobOpenings.title,
  jobLocation: jobOpenings.location,
  companyId: companies.id,
  companyName: companies.name,
};
/** A whole application, as its detail page and a candidate's applications show it. */
export const applicationRecord = jsonTextObject<ApplicationDto>(applicationFields);
/** An application as the list pages carry one: without its notes. */
const { notes: _notes, ...listedFields } = applicationFields;

/**
 * The search as id sets on the application's own columns (candidate, job opening): each set
 * comes from its table's trigram index, and the count needs no joins. It covers the candidate's
 * name and e-mail, the job's title and its company's name.
 */
const applicationMatches: Search = ({ db, kind, userId, pattern }) => {
  const byCandidate = db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), candidateNameMatches(pattern)));
  const byCompany = db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.userId, userId), matchesAny(pattern, [companies.name])));
  const byJob = union(
    db
      .select({ id: jobOpenings.id })
      .from(jobOpenings)
      .where(and(eq(jobOpenings.userId, userId), matchesAny(pattern, [jobOpenings.title]))),
    db
      .select({ id: jobOpenings.id })
      .from(jobOpenings)
      .where(and(eq(jobOpenings.userId, userId), inArray(jobOpenings.companyId, byCompany))),
  );
  return or(idIn(applications.candidateId, byCandidate, kind), idIn(applications.jobOpeningId, byJob, kind));
};

/**
 * Applications, newest first, by status, source, candidate and job opening (a job opening's
 * applications are this list with its id). The page is chosen on the applications table alone,
 * then each row looks up its candidate, job opening and company by primary key.
 */
export const applicationsList = defineList({
  name: 'applications',
  table: applications,
  filters: {
    status: applications.status,
    source: applications.source,
    candidateId: applications.candidateId,
    jobOpeningId: applications.jobOpeningId,
  },
  search: applicationMatches,
  order: newestFirst(applications),
  joins: [
    lookedUp(candidates, applications.candidateId),
    lookedUp(jobOpenings, applications.jobOpeningId),
    lookedUp(companies, jobOpenings.companyId),
  ],
  item: jsonTextObject<ApplicationListItem>(listedFields),
});
export type ApplicationFilter = ListFilter<typeof applicationsList>;
