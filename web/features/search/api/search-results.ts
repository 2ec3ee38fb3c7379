import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { SearchResults } from '#contracts/search.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { type SearchFilters, toApiQuery } from '../utils/search-params.ts';

/** Keys start with the API path, like every other list's. */
export const searchKeys = {
  all: ['/api/search'] as const,
  results: (filters: SearchFilters) => [...searchKeys.all, filters] as const,
};

/** Matches in the user's interviews, a page at a time ("Show more results" asks for the next). */
export function searchResultsQueryOptions(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/search?${toApiQuery(filters, pageParam)}`, { schema: SearchResults, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: filters.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
