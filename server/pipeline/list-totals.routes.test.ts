import { describe, expect, it } from 'vitest';
import type { Method } from '#server/test/call-as.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

/**
 * List totals and tiles come from a memo (aggregate-memo.ts): every write through the API must
 * show in the next read, cascades included. Pages of one row make every total a count.
 */
describe('list totals and tiles after writes', () => {
  const t = useTestApp();

  const call = async (who: SignedIn, method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: who.headers, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.statusCode === 204 ? undefined : res.json();
  };
  const totalOf = async (who: SignedIn, list: string) =>
    (await call(who, 'GET', `/api/${list}${list.includes('?') ? '&' : '?'}limit=1`)).total as number;

  it('follows creates, updates and cascading deletes at once', async () => {
    const who = await t.factories.user();
    const acme = await call(who, 'POST', '/api/companies', { name: 'Acme' });
    const globex = await call(who, 'POST', '/api/companies', { name: 'Globex' });
    expect(await totalOf(who, 'companies')).toBe(2);
    await call(who, 'POST', '/api/companies', { name: 'Initech' });
    expect(await totalOf(who, 'companies')).toBe(3);

    const job = (companyId: string, title: string) =>
      call(who, 'POST', '/api/job-openings', { companyId, title });
    const backend = await job(acme.id, 'Backend Engineer');
    await job(acme.id, 'Designer');
    await job(globex.id, 'Analyst');
    expect(await totalOf(who, 'job-openings')).toBe(3);

    const ada = await call(who, 'POST', '/api/candidates', { firstName: 'Ada', lastName: 'Lovelace' });
    const alan = await call(who, 'POST', '/api/candidates', { firstName: 'Alan', lastName: 'Turing' });
    expect(await totalOf(who, 'candidates')).toBe(2);
    for (const candidate of [ada, alan])
      await call(who, 'POST', '/api/applications', { candidateId: candidate.id, jobOpeningId: backend.id });
    expect(await totalOf(who, 'applications')).toBe(2);
    expect(await totalOf(who, 'applications?status=offer')).toBe(0);
    expect((await call(who, 'GET', '/api/applications/stats')).offers).toBe(0);

    const [first] = (await call(who, 'GET', '/api/applications')).items;
    await call(who, 'PATCH', `/api/applications/${first.id}`, { status: 'offer' });
    expect((await call(who, 'GET', '/api/applications/stats')).offers).toBe(1);
    expect(await totalOf(who, 'applications?status=offer')).toBe(1);

    // Deleting a company removes its job openings and their applications.
    await call(who, 'DELETE', `/api/companies/${acme.id}`);
    expect(await totalOf(who, 'companies')).toBe(2);
    expect(await totalOf(who, 'job-openings')).toBe(1);
    expect((await call(who, 'GET', '/api/applications/stats')).total).toBe(0);

    const before = (await call(who, 'GET', '/api/candidates/stats')).total;
    await call(who, 'DELETE', `/api/candidates/${alan.id}`);
    expect((await call(who, 'GET', '/api/candidates/stats')).total).toBe(before - 1);
  });

  it('leaves another user’s totals as they are', async () => {
    const one = await t.factories.user();
    const two = await t.factories.user();
    for (const name of ['A', 'B']) await call(two, 'POST', '/api/companies', { name });
    expect(await totalOf(two, 'companies')).toBe(2);
    for (const name of ['C', 'D', 'E']) await call(one, 'POST', '/api/companies', { name });
    expect(await totalOf(one, 'companies')).toBe(3);
    expect(await totalOf(two, 'companies')).toBe(2);
  });
});
