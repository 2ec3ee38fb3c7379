import { afterEach, describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER } from '#contracts/headers.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import {
  FIRST_RESPONSE_TTL_MS,
  type FirstResponses,
  forgetFirst,
  keepFirstResponses,
  takeFirst,
} from '#web/lib/first-responses.ts';
import { apiError, json, stubFetch } from '#web/test/fetch-stub.ts';
import { answeredResponses, askFirst, provideFirst } from './first-answers.ts';

afterEach(() => forgetFirst());

describe('first responses', () => {
  it('asks as apiRequest would: GET, with cookies, and the time zone where the answer depends on it', () => {
    const { requests } = stubFetch({
      'GET /api/things': () => json(200, [1]),
      'GET /api/job-openings/stats': () => json(200, {}),
    });

    askFirst(['/api/things', '/api/job-openings/stats']);

    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(requests).toHaveLength(2);
    expect(requests[0]?.init).toEqual({ credentials: 'include', headers: {} });
    expect(requests[1]?.init).toEqual({ credentials: 'include', headers: { [TIME_ZONE_HEADER]: zone } });
  });

  it('gives each response once', async () => {
    stubFetch({ 'GET /api/things': () => json(200, [1]) });
    askFirst(['/api/things']);

    const first = await takeFirst('/api/things');

    await expect(first?.json()).resolves.toEqual([1]);
    expect(takeFirst('/api/things')).toBeUndefined();
  });

  it('gives nothing once its time has passed, for a refusal as signed out, or for a network error', async () => {
    stubFetch({
      'GET /api/old': () => json(200, []),
      'GET /api/signed-out': () => apiError(401, 'unauthenticated', 'Sign in'),
      'GET /api/offline': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    askFirst(['/api/old', '/api/signed-out', '/api/offline'], 0);

    expect(takeFirst('/api/old', FIRST_RESPONSE_TTL_MS)).toBeUndefined();
    await expect(takeFirst('/api/signed-out', 1)).resolves.toBeUndefined();
    await expect(takeFirst('/api/offline', 1)).resolves.toBeUndefined();
  });

  it('gives a failed answer as the answer: apiRequest does not ask again (reads are not retried)', async () => {
    const { sent } = stubFetch({
      'GET /api/broken': () => apiError(500, 'internal', 'Boom'),
      'GET /api/invalid': () => apiError(400, 'validation_failed', 'Invalid id'),
    });
    askFirst(['/api/broken', '/api/invalid']);

    await expect(apiRequest('/api/broken')).rejects.toMatchObject({ status: 500, message: 'Boom' });
    await expect(apiRequest('/api/invalid')).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(sent('GET /api/broken')).toHaveLength(1);
    expect(sent('GET /api/invalid')).toHaveLength(1);
  });

  it('lets apiRequest read a response asked early instead of asking again', async () => {
    const { sent } = stubFetch({ 'GET /api/things': () => json(200, ['early']) });
    askFirst(['/api/things']);

    await expect(apiRequest('/api/things')).resolves.toEqual(['early']);
    await expect(apiRequest('/api/things')).resolves.toEqual(['early']);

    expect(sent('GET /api/things')).toHaveLength(2);
  });

  it('makes apiRequest ask again when the early response failed', async () => {
    let calls = 0;
    const { sent } = stubFetch({
      'GET /api/things': () =>
        ++calls === 1 ? apiError(401, 'unauthenticated', 'Sign in') : json(200, ['fresh']),
    });
    askFirst(['/api/things']);

    await expect(apiRequest('/api/things')).resolves.toEqual(['fresh']);
    expect(sent('GET /api/things')).toHaveLength(2);
  });

  it('drops what no screen has taken yet once anything is written', async () => {
    const { sent } = stubFetch({
      'GET /api/things': () => json(200, ['before']),
      'POST /api/things': () => json(201, {}),
    });
    askFirst(['/api/things']);

    await apiRequest('/api/things', { method: 'POST', body: { name: 'x' } });
    await apiRequest('/api/things');

    expect(sent('GET /api/things')).toHaveLength(2);
  });

  it('gives the answers a server-rendered page carries, and asks for none of them', async () => {
    const { requests } = stubFetch({ 'GET /api/other': () => json(200, ['asked']) });
    provideFirst({ '/api/things': { status: 200, body: '["carried"]' } });

    askFirst(['/api/things', '/api/other']);

    expect(requests.map((request) => request.path)).toEqual(['/api/other']);
    // However long the app's script took: the screen was rendered from these very answers.
    await expect(
      takeFirst('/api/things', performance.now() + FIRST_RESPONSE_TTL_MS)?.then((r) => r?.json()),
    ).resolves.toEqual(['carried']);
    await expect(apiRequest('/api/other')).resolves.toEqual(['asked']);
  });

  it('looks for early responses where it is told: the server keeps each render’s apart', async () => {
    const render: FirstResponses = answeredResponses({ '/api/things': { status: 200, body: '["render"]' } });
    const { sent } = stubFetch({ 'GET /api/things': () => json(200, ['fetched']) });
    provideFirst({ '/api/things': { status: 200, body: '["page"]' } });
    const restore = keepFirstResponses(() => render);
    try {
      await expect(apiRequest('/api/things')).resolves.toEqual(['render']);
      expect(render.size).toBe(0);
    } finally {
      restore();
    }
    await expect(apiRequest('/api/things')).resolves.toEqual(['page']);
    expect(sent('GET /api/things')).toHaveLength(0);
  });
});
