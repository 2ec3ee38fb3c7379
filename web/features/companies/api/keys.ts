/** Filters and page of the companies list, as sent to the server. */
export type CompanyListParams = { search: string; limit: number; offset: number };
export type SubListPage = { limit: number; offset: number };

const all = ['/api/companies'] as const;

/**
 * Query keys start with the API path they read (see `web/lib/auth-status.ts`), so invalidating
 * `companyKeys.all` refreshes every company list, option list, detail, statistic and sub-list.
 */
export const companyKeys = {
  all,
  list: (params: CompanyListParams) => [...all, 'list', params] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  stats: (id: string) => [...all, 'detail', id, 'stats'] as const,
  jobOpenings: (id: string, page: SubListPage) => [...all, 'detail', id, 'job-openings', page] as const,
};

/**
 * Other features' data that shows company fields or is removed with a company (spec 001 §3
 * cascades). Features do not import each other, so these are named by their API paths.
 */
export const COMPANY_DEPENDENT_KEYS = [['/api/job-openings'], ['/api/applications'], ['/api/candidates']];
