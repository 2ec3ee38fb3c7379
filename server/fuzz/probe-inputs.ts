import { deepChildren, deepSubtasks, truncatedMultipart } from './hostile-payloads.ts';

export type Probe = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (ids: Ids) => string;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: (ids: Ids) => object | string;
  headers?: Record<string, string>;
  status: number;
  /** Part of the message the answer must carry. */
  says?: RegExp;
};
export type Ids = { session: string; candidate: string; job: string; company: string; application: string };

export const NUL = '\u0000';
const LONE = '\ud800';
export const TEXT_RULE = /NUL character|invalid Unicode/;
const DATE_RULE = /between the years/;
const TOO_DEEP = /nests deeper/;

/** The concrete inputs of the probe in issue 20, each with the answer it must get. */
export const probes: Probe[] = [
  {
    name: 'NUL in a candidate summary',
    method: 'POST',
    url: () => '/api/candidates',
    body: () => ({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', summary: `a${NUL}b` }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'lone surrogate in a company name',
    method: 'POST',
    url: () => '/api/companies',
    body: () => ({ name: `Acme ${LONE}` }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'NUL in the login username',
    method: 'POST',
    url: () => '/api/local-auth/login',
    body: () => ({ username: `admin${NUL}`, password: 'whatever-1' }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'NUL in a participant name (a record key)',
    method: 'PUT',
    url: (ids) => `/api/sessions/${ids.session}/participant-mappings`,
    body: () => ({ participantMappings: { [`Ada${NUL}`]: 'CANDIDATE' } }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'NUL in a job opening update',
    method: 'PUT',
    url: (ids) => `/api/job-openings/${ids.job}`,
    body: (ids) => ({ companyId: ids.company, title: `Engineer${NUL}` }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'NUL in a transcript text',
    method: 'POST',
    url: (ids) => `/api/sessions/${ids.session}/text`,
    body: () => ({ text: `hello${NUL}`, speaker: 'candidate' }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: '?search=%00',
    method: 'GET',
    url: () => '/api/candidates?search=%00',
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: '?source=%00',
    method: 'GET',
    url: () => '/api/applications?source=%00',
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'selector ?search=%00',
    method: 'GET',
    url: () => '/api/job-openings/options?search=%00',
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'meetingCodeOrId %00',
    method: 'GET',
    url: () => '/api/sessions/by-meeting/abc%00',
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'itemId %00',
    method: 'PATCH',
    url: (ids) => `/api/sessions/${ids.session}/agenda/agenda-1%00`,
    body: () => ({ status: 'completed' }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'sectionId %00',
    method: 'PATCH',
    url: (ids) => `/api/sessions/${ids.session}/evaluation/sections/s%00`,
    body: () => ({ content: 'x' }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'due date +099999-01-01',
    method: 'POST',
    url: () => '/api/job-openings',
    body: (ids) => ({ companyId: ids.company, title: 'Far', dueDate: '+099999-01-01' }),
    status: 400,
    says: DATE_RULE,
  },
  {
    name: 'due date in year 0',
    method: 'POST',
    url: () => '/api/job-openings',
    body: (ids) => ({ companyId: ids.company, title: 'Old', dueDate: '0000-01-01' }),
    status: 400,
    says: DATE_RULE,
  },
  {
    name: 'application date +099999-01-01',
    method: 'PUT',
    url: (ids) => `/api/applications/${ids.application}`,
    body: (ids) => ({ candidateId: ids.candidate, jobOpeningId: ids.job, applicationDate: '+099999-01-01' }),
    status: 400,
    says: DATE_RULE,
  },
  {
    name: 'application date in year 0 (patch)',
    method: 'PATCH',
    url: (ids) => `/api/applications/${ids.application}`,
    body: () => ({ applicationDate: '0000-06-01T00:00:00Z' }),
    status: 400,
    says: DATE_RULE,
  },
  {
    name: 'transcript timestamp in year 0',
    method: 'POST',
    url: (ids) => `/api/sessions/${ids.session}/text`,
    body: () => ({ text: 'hello', speaker: 'candidate', timestamp: '0000-01-01T00:00:00Z' }),
    status: 400,
    says: DATE_RULE,
  },
  {
    name: 'a 10,000-deep agenda.subtasks',
    method: 'POST',
    url: () => '/api/sessions',
    body: (ids) => `{"candidateId":"${ids.candidate}","agenda":[${deepSubtasks(10_000)}]}`,
    status: 400,
    says: TOO_DEEP,
  },
  {
    name: 'an 8,000-deep quick-create children',
    method: 'POST',
    url: () => '/api/sessions/quick-create/save',
    body: () =>
      `{"candidateName":"Ada Lovelace","agenda":{"items":[${deepChildren(8_000)}]},"scorecard":{"items":[]}}`,
    status: 400,
    says: TOO_DEEP,
  },
  {
    name: 'a truncated multipart body',
    method: 'POST',
    url: () => '/api/sessions/quick-create/generate',
    body: () => truncatedMultipart.body,
    headers: { 'content-type': truncatedMultipart.contentType },
    status: 400,
  },
  {
    name: 'a multipart body without its boundary',
    method: 'POST',
    url: () => '/api/sessions/quick-create/generate',
    body: () => truncatedMultipart.body,
    headers: { 'content-type': 'multipart/form-data' },
    status: 400,
  },
  {
    name: 'the live channel without an upgrade',
    method: 'GET',
    url: (ids) => `/ws?sessionId=${ids.session}`,
    status: 426,
  },
  { name: '%ff in the path', method: 'GET', url: () => '/api/candidates/%ff', status: 400 },
  { name: 'a bad URL outside /api', method: 'GET', url: () => '/%ff', status: 400 },
  {
    name: 'a 300-character id',
    method: 'GET',
    url: () => `/api/candidates/${'a'.repeat(300)}`,
    status: 414,
  },
  {
    name: 'invalid JSON',
    method: 'POST',
    url: () => '/api/companies',
    body: () => '{"name":',
    status: 400,
  },
  {
    name: 'an empty JSON body',
    method: 'POST',
    url: () => '/api/companies',
    body: () => '',
    status: 400,
  },
  {
    name: 'a text/plain body',
    method: 'POST',
    url: () => '/api/companies',
    body: () => 'name=Acme',
    headers: { 'content-type': 'text/plain' },
    status: 415,
  },
  {
    name: 'an XML body',
    method: 'POST',
    url: () => '/api/companies',
    body: () => '<company><name>Acme</name></company>',
    headers: { 'content-type': 'application/xml' },
    status: 415,
  },
  {
    name: 'a multipart body to a JSON route',
    method: 'POST',
    url: () => '/api/companies',
    body: () => truncatedMultipart.body,
    headers: { 'content-type': truncatedMultipart.contentType },
    status: 415,
  },
  {
    name: 'a lone surrogate in the login password',
    method: 'POST',
    url: () => '/api/local-auth/login',
    body: () => ({ username: 'admin', password: `pass${LONE}word` }),
    status: 400,
    says: TEXT_RULE,
  },
  {
    name: 'a __proto__ key',
    method: 'POST',
    url: () => '/api/companies',
    body: () => '{"name":"Acme","__proto__":{"admin":true}}',
    status: 400,
  },
  {
    name: 'a body over the 1 MB limit',
    method: 'POST',
    url: () => '/api/companies',
    body: () => JSON.stringify({ name: 'Acme', description: 'x'.repeat(1_100_000) }),
    status: 413,
  },
];
