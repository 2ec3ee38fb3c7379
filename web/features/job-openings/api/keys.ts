import type { EmploymentType, JobStatus } from '#contracts/job-openings.ts';

/** The list filters of /jobs; '' means "all". The tiles count over the same filters. */
export type JobOpeningFilters = {
  search: string;
  status: JobStatus | '';
  employmentType: EmploymentType | '';
  companyId: string;
};
export type JobOpeningListParams = JobOpeningFilters & { limit: number; offset: number };
export type SubListPage = { limit: number; offset: number };

const all = ['/api/job-openings'] as const;

/**
 * Query keys start with the API path they read (see `web/lib/auth-status.ts`), so invalidating
 * `jobOpeningKeys.all` refreshes every job list, tile, option list, detail and sub-list.
 */
export const jobOpeningKeys = {
  all,
  list: (params: JobOpeningListParams) => [...all, 'list', params] as const,
  stats: (filters: JobOpeningFilters) => [...all, 'stats', filters] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  detailStats: (id: string) => [...all, 'detail', id, 'stats'] as const,
  applications: (id: string, page: SubListPage) => [...all, 'detail', id, 'applications', page] as const,
};

/** The company selector reads the companies' endpoints, so its keys sit under their path. */
export const companySelectorKeys = {
  company: (id: string) => ['/api/companies', 'detail', id] as const,
};

/**
 * Other features' data that shows job fields or is removed with a job opening (company counts
 * and sub-lists, applications, candidate summaries). Named by API path: features do not import
 * each other.
 */
export const JOB_OPENING_DEPENDENT_KEYS = [['/api/companies'], ['/api/applications'], ['/api/candidates']];
