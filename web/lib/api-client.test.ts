import { describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER } from '#contracts/headers.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { apiRequest, apiRequestOrNull } from './api-client.ts';
import { ApiError } from './api-error.ts';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('sends cookies and no Content-Type when there is no body', async () => {
    const { requests } = stubFetch({ 'GET /api/things': () => json(200, [1, 2]) });

    await expect(apiRequest('/api/things')).resolves.toEqual([1, 2]);

    expect(requests[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(requests[0]?.init?.headers).toEqual({});
    expect(requests[0]?.init?.body).toBeUndefined();
  });

  it('sends the time zone with the calls whose answers depend on it', async () => {
    const { requests } = stubFetch({
      'GET /api/job-openings/j1': () => json(200, {}),
      'PUT /api/job-openings/j1': () => json(200, {}),
    });

    await apiRequest('/api/job-openings/j1');
    await apiRequest('/api/job-openings/j1', { method: 'PUT', body: { title: 'x' } });

    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(requests[0]?.init?.headers).toEqual({ [TIME_ZONE_HEADER]: zone });
    expect(requests[1]?.init?.headers).toEqual({
      [TIME_ZONE_HEADER]: zone,
      'Content-Type': 'application/json',
    });
  });

  it('sends a body as JSON with its Content-Type', async () => {
    const { requests } = stubFetch({ 'POST /api/things': () => json(201, { id: 't1' }) });

    await apiRequest('/api/things', { method: 'POST', body: { name: 'x' } });

    expect(requests[0]?.init).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
    });
  });

  it('returns a success marker for a success without JSON', async () => {
    stubFetch({ 'POST /api/ping': () => new Response('pong', { status: 200 }) });
    await expect(apiRequest('/api/ping', { method: 'POST' })).resolves.toEqual({ ok: true });
  });

  it("uses the server's error code and message when the body carries them", async () => {
    stubFetch({
      'GET /api/jobs/x': () => json(404, { error: { code: 'not_found', message: 'Job x was not found' } }),
    });

    const error = await caught(apiRequest('/api/jobs/x'));

    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Job x was not found' });
  });

  it('reads "<status>: <text>" with code unknown when the error body is not ours', async () => {
    stubFetch({
      'GET /api/a': () => new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }),
    });

    const error = await caught(apiRequest('/api/a'));

    expect(error).toMatchObject({ status: 502, code: 'unknown', message: '502: upstream exploded' });
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch({ 'GET /api/a': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });

    const error = await caught(apiRequest('/api/a'));

    expect(error.message).toBe('503: Service Unavailable');
  });
});

describe('apiRequestOrNull', () => {
  it('yields null on 401 and still throws other failures', async () => {
    stubFetch({
      'GET /api/me': () => json(401, { error: { code: 'unauthenticated', message: 'Sign in first' } }),
      'GET /api/broken': () => json(500, { error: { code: 'internal', message: 'Internal error' } }),
    });

    await expect(apiRequestOrNull('/api/me')).resolves.toBeNull();
    await expect(apiRequestOrNull('/api/broken')).rejects.toMatchObject({ status: 500, code: 'internal' });
  });
});
