import type { ApplicationStatus } from '#contracts/applications.ts';

/** The dashboard filters; '' means "all". */
export type ApplicationFilters = { search: string; status: ApplicationStatus | ''; source: string };
export type ApplicationListParams = ApplicationFilters & { limit: number; offset: number };

const all = ['/api/applications'] as const;

/**
 * Query keys start with the API path they read (see `web/lib/auth-status.ts`), so invalidating
 * `applicationKeys.all` refreshes every application list, tile, detail and per-candidate list.
 */
export const applicationKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (params: ApplicationListParams) => [...all, 'list', params] as const,
  stats: () => [...all, 'stats'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};

/** The selectors read other features' endpoints; their keys sit under those API paths. */
export const selectorKeys = {
  candidate: (id: string) => ['/api/candidates', 'detail', id] as const,
  jobOpening: (id: string) => ['/api/job-openings', 'detail', id] as const,
};

/**
 * Other features' data that counts or lists applications: candidate summaries, job opening
 * statistics and sub-lists. Named by API path, as features never import each other (a lint rule,
 * `.dependency-cruiser.cjs`).
 */
export const APPLICATION_DEPENDENT_KEYS = [['/api/candidates'], ['/api/job-openings']];
