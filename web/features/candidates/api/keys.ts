import type { ExperienceLevel } from '#contracts/candidates.ts';

/** The list filters of /candidates; '' means "all". */
export type CandidateFilters = { search: string; experienceLevel: ExperienceLevel | '' };
export type CandidateListParams = CandidateFilters & { limit: number; offset: number };

const all = ['/api/candidates'] as const;

/**
 * Query keys start with the API path they read (see `web/lib/auth-status.ts`), so invalidating
 * `candidateKeys.all` refreshes every candidate list, tile, option list, detail and summary.
 */
export const candidateKeys = {
  all,
  list: (params: CandidateListParams) => [...all, 'list', params] as const,
  stats: () => [...all, 'stats'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  detailStats: (id: string) => [...all, 'detail', id, 'stats'] as const,
  /** `/api/applications/candidate/:id` lives under the applications path. */
  applications: (id: string) => ['/api/applications', 'candidate', id] as const,
};

/**
 * Other features' data that shows candidate fields or is removed with a candidate (applications,
 * job opening counts and sub-lists). Named by API path: features do not import each other.
 */
export const CANDIDATE_DEPENDENT_KEYS = [['/api/applications'], ['/api/job-openings']];
