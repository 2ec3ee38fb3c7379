import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX, TextSearch } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_MANY_MATCHES, SEARCH_QUERY_MAX } from '#contracts/search.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { searchResultsQueryOptions } from '../api/search-results.ts';
import { filtersFromSearch, type SearchFilters, searchHref } from '../utils/search-params.ts';
import { SearchFiltersBar } from './search-filters.tsx';
import { SearchHitCard } from './search-hit-card.tsx';

/**
 * `/search`: every moment of the user's interviews that matches, best first. The address holds
 * the search and its filters, so a result list can be bookmarked and Back returns to it.
 */
export function SearchPage() {
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(useSearch());
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  const go = (next: SearchFilters) => navigate(searchHref(next), { replace: next.q === filters.q });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...filters, q: text });
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Search Interviews"
        description='Find what was said, noted or decided in your interviews. Use "quotes" for a phrase, word* for a prefix, -word to leave a word out.'
      />
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <Input
            type="search"
            aria-label="Search for"
            placeholder="e.g. visa sponsorship, kafka, on-call"
            maxLength={SEARCH_QUERY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="max-w-xl"
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      <SearchFiltersBar filters={filters} onChange={go} />
      <Results filters={filters} />
    </div>
  );
}

function Results({ filters }: { filters: SearchFilters }) {
  const results = useInfiniteQuery(searchResultsQueryOptions(filters));
  if (filters.q.trim() === '') {
    return (
      <EmptyState
        icon={TextSearch}
        title="Search your interviews"
        description="Type a word or a phrase above: every transcript line, note, evaluation and decision that matches is listed here."
      />
    );
  }
  if (results.isError) {
    return (
      <LoadError
        message={results.error.message}
        onRetry={() => results.refetch()}
        retrying={results.isFetching}
      />
    );
  }
  if (results.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Searching...
      </p>
    );
  }
  const hits = results.data.pages.flatMap((page) => page.items);
  if (hits.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No matches"
        description="Nothing in your interviews matches this search and these filters."
      />
    );
  }
  return (
    <section aria-label="Search results" className="grid gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {hits.length === 1 ? '1 match' : `${hits.length}${results.hasNextPage ? '+' : ''} matches`}
      </p>
      {results.data.pages[0]?.capped && (
        <p className="text-sm text-muted-foreground">{SEARCH_MANY_MATCHES}</p>
      )}
      <ol className="grid gap-3">
        {hits.map((hit) => (
          <SearchHitCard key={`${hit.source}-${hit.chunkId ?? hit.sessionId}-${hit.at}`} hit={hit} />
        ))}
      </ol>
      {results.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={results.isFetchingNextPage}
          onClick={() => results.fetchNextPage()}
        >
          {results.isFetchingNextPage ? 'Loading...' : 'Show more results'}
        </Button>
      )}
    </section>
  );
}
