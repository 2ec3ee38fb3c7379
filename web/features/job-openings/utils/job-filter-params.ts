import type { JobOpeningFilters } from '../api/keys.ts';
/** The filters as query parameters, in a fixed order. */
export function filterParams(filters: JobOpeningFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.status) query.set('status', filters.status);
  if (filters.employmentType) query.set('employmentType', filters.employmentType);
  if (filters.companyId) query.set('companyId', filters.companyId);
  return query;
}
