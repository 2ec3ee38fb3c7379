import type { TestApp } from './build-test-app.ts';

/** A new user with one candidate and one job opening (at Acme) to apply to. */
export async function candidateAndOpening(t: TestApp) {
  const who = await t.factories.user();
  const company = await t.factories.company(who.user.id, { name: 'Acme' });
  const job = await t.factories.jobOpening(who.user.id, {
    companyId: company.id,
    title: 'Engineer',
    location: 'Oslo',
  });
  const candidate = await t.factories.candidate(who.user.id, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    currentTitle: 'Analyst',
  });
  return { who, company, job, candidate };
}
