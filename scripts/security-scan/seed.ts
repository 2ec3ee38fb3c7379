/**
 * Signs in to a running product and gives the account one record of each kind through the API,
 * so that the scanners reach routes with ids and stored data.
 */

export type Seeded = {
  /** The product's public origin: every state-changing call must send it as `Origin`. */
  origin: string;
  cookie: string;
  company: string;
  jobOpening: string;
  candidate: string;
  application: string;
  scorecard: string;
  session: string;
  meetingCode: string;
};

export async function signIn(base: string, origin: string, username: string, password: string) {
  const res = await fetch(`${base}/api/local-auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  // `__Host-sid` behind an https public URL, `sid` otherwise.
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0] ?? '';
}

export async function seed(base: string, origin: string, cookie: string): Promise<Seeded> {
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const meetingCode = 'sec-scan-abc';
  const company = await call('POST', '/api/companies', { name: 'Acme', industry: 'Software' });
  const job = await call('POST', '/api/job-openings', { companyId: company.id, title: 'Engineer' });
  const candidate = await call('POST', '/api/candidates', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    summary: 'Analytical engines',
  });
  const application = await call('POST', '/api/applications', {
    candidateId: candidate.id,
    jobOpeningId: job.id,
    source: 'Referral',
  });
  const scorecard = await call('POST', '/api/interview-setup/scorecards', {
    title: 'Engineering',
    content: 'Problem solving\n- Breaks problems down',
  });
  const session = await call('POST', '/api/sessions', {
    candidateId: candidate.id,
    applicationId: application.id,
    scorecardId: scorecard.id,
    meetingUrl: `https://meet.google.com/${meetingCode}`,
  });
  return {
    origin,
    cookie,
    company: company.id,
    jobOpening: job.id,
    candidate: candidate.id,
    application: application.id,
    scorecard: scorecard.id,
    session: session.id,
    meetingCode,
  };
}
