import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-error.ts';
import { notifyError } from './notify.ts';

/** A destructive toast shown when the query or mutation fails: server message, else `fallback`. */
export type ErrorToast = { title: string; fallback: string };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: ErrorToast };
    mutationMeta: { errorToast?: ErrorToast };
  }
}

/** Freshness windows of spec 000 §9 and 001 §9, in milliseconds. */
export const LIST_STALE_TIME = 30_000;
export const AUTH_STATUS_STALE_TIME = 30_000;
export const GOOGLE_CONFIG_STALE_TIME = 10 * 60_000;

/**
 * Data is never stale unless a query says so, nothing refetches on focus and nothing retries
 * (spec 001 §9): not after a failure, nor when a screen mounts on a read that has failed (the
 * screen shows the error and its Retry button). Failures are logged; those whose `meta.errorToast` is set also get a toast. A call refused
 * as `unauthenticated` (the session ended elsewhere) rechecks the auth status, which brings
 * back the login screen.
 */
export function createQueryClient(): QueryClient {
  const report = (error: unknown, errorToast: ErrorToast | undefined) => {
    console.error(error);
    if (errorToast) notifyError(errorToast.title, errorMessage(error, errorToast.fallback));
    if (error instanceof ApiError && error.code === 'unauthenticated') {
      void client.invalidateQueries({ queryKey: ['/api/auth/status'] });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.errorToast) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta?.errorToast),
    }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
