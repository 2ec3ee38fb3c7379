import type { z } from 'zod';
import { ApiError, toApiError } from './api-error.ts';
import { bearerHeader } from './bearer-grant.ts';
import { forgetFirst, takeFirst } from './first-responses.ts';
import { zoneHeader } from './request-headers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  /** Sent as JSON; when absent no body and no Content-Type are sent. */
  body?: unknown;
  /** Validates a JSON success body; without it the body is trusted as `T`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/** What a successful response without a JSON body resolves to. */
export type OkMarker = { ok: true };

/**
 * Calls our API with the session cookie. Resolves with the parsed JSON (or `{ ok: true }` for a
 * non-JSON success) and rejects with an {@link ApiError} on any non-2xx status.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const hasBody = body !== undefined;
  const read = method === 'GET' && !hasBody;
  if (!read) forgetFirst();
  const asked = read ? takeFirst(path) : undefined;
  const first = asked && (await asked);
  signal?.throwIfAborted();
  const response =
    first ??
    (await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        ...zoneHeader(path),
        ...bearerHeader(),
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    }));
  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, response.statusText, text);
  return parseSuccess(text, schema);
}

/** Like {@link apiRequest} but resolves with `null` when the server answers 401. */
export async function apiRequestOrNull<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T | null> {
  try {
    return await apiRequest(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

function parseSuccess<T>(text: string, schema: z.ZodType<T> | undefined): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const marker: OkMarker = { ok: true };
    return marker as T;
  }
  return schema ? schema.parse(json) : (json as T);
}
