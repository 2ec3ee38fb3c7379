import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationKeys } from '../features/applications/api/keys.ts';
import { AUTH_STATUS_KEY } from '../lib/auth-status.ts';
import { forgetFirst } from '../lib/first-responses.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { SIGNED_OUT, signedIn } from '../test/fixtures.ts';
import { askFirst } from './first-answers.ts';
import { takeFirstReads } from './first-queries.ts';
import { firstRequests } from './first-requests.ts';

afterEach(() => forgetFirst());

const page = { items: [], total: 0, limit: 24, offset: 0 };
const stats = { total: 0, inReview: 0, offers: 0, hired: 0, rejected: 0, applied: 0, sources: [] };
const LIST = applicationKeys.lists();

describe('takeFirstReads', () => {
  it('puts the answers asked for as the page loaded in the cache, asking nothing twice', async () => {
    const { requests } = stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/applications?limit=24&offset=0': () => json(200, page),
      'GET /api/applications/stats': () => json(200, stats),
    });
    askFirst(firstRequests('/applications', ''));
    const client = new QueryClient();

    await takeFirstReads(client, '/applications', '');

    expect(requests.map((request) => request.path)).toEqual(firstRequests('/applications', ''));
    expect(client.getQueryData(AUTH_STATUS_KEY)).toMatchObject({ authenticated: true });
    expect(client.getQueriesData({ queryKey: LIST })).toEqual([[expect.any(Array), page]]);
    expect(client.getQueryData(applicationKeys.stats())).toEqual(stats);
  });

  it("does not read the screen's data for someone not signed in", async () => {
    const { requests } = stubFetch({ 'GET /api/auth/status': () => json(401, SIGNED_OUT) });
    const client = new QueryClient();

    await takeFirstReads(client, '/applications', '');

    expect(requests.map((request) => request.path)).toEqual(['/api/auth/status']);
    expect(client.getQueryData(AUTH_STATUS_KEY)).toMatchObject({ authenticated: false });
  });

  it('gives up waiting after its time, leaving a slow answer to the screen', async () => {
    stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/applications?limit=24&offset=0': () => new Promise<Response>(() => undefined),
      'GET /api/applications/stats': () => json(200, stats),
    });
    const client = new QueryClient();

    await takeFirstReads(client, '/applications', '', 50);

    expect(client.getQueryData(AUTH_STATUS_KEY)).toMatchObject({ authenticated: true });
    expect(client.getQueriesData({ queryKey: LIST })).toEqual([[expect.any(Array), undefined]]);
  });
});
