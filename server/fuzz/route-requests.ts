import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { QuickCreateInput } from '#contracts/quick-create.ts';
import { contractArbitrary, inputSchema, withOneHostile } from './contract-arbitrary.ts';
import { hostileText, hostileValue, jsonText, urlText } from './hostile-values.ts';
import { type OwnedIds, ownedField, ownedParam } from './owned-world.ts';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** The multipart route reads its form itself; its `data` field follows this contract. */
const MULTIPART_DATA: Record<string, unknown> = {
  '/api/sessions/quick-create/generate': QuickCreateInput,
};

/** Now and then a body goes with a content type the API does not read. */
const contentType = fc.constantFrom(
  ...Array<string>(24).fill('application/json'),
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/vnd.api+json',
);

/** A path segment: the owned record's id, or (when hostile) another id, hostile text or a malformed escape. */
function segment(owned: string | undefined, hostile: boolean): fc.Arbitrary<string> {
  const valid = fc.constant(urlText(owned ?? 'tutorials/none.mp4'));
  if (!hostile) return valid;
  return fc.oneof(
    valid,
    fc.uuid(),
    { weight: 3, arbitrary: hostileText.map(urlText) },
    { weight: 2, arbitrary: fc.constantFrom('%ff', '%', 'a'.repeat(300), '%2e%2e', '%E0%A4%A') },
  );
}

/** Which part of a request is hostile: one at a time, so the others let it reach the service. */
type Focus = 'params' | 'query' | 'body' | 'none';

/** A query string: the contract's fields as text (arrays repeat the key; objects as JSON). */
function queryString(values: unknown): string {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = item === null ? '' : typeof item === 'object' ? jsonText(item) : String(item);
      pairs.push(`${urlText(key)}=${urlText(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const boundary = '----fuzz';
function multipart(data: string, file: string | undefined, truncated: boolean): string {
  const parts = [`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n`];
  if (file !== undefined) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n${file}\r\n`,
    );
  }
  const body = `${parts.join('')}--${boundary}--\r\n`;
  return truncated ? body.slice(0, Math.floor(body.length * 0.7)) : body;
}

/** Requests for one route and method, shaped by its contracts, with hostile values in one part. */
export function routeRequests(
  route: RouteOptions,
  method: string,
  ids: OwnedIds,
  foreignId: string,
): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const querySchema = inputSchema(schema.querystring);
  const bodySchema = inputSchema(schema.body) ?? inputSchema(MULTIPART_DATA[route.url]);
  const foci: Focus[] = ['none'];
  if (names.length) foci.push('params');
  if (querySchema) foci.push('query');
  if (method !== 'GET' && method !== 'DELETE') foci.push('body', 'body');
  return fc.constantFrom(...foci).chain((focus) => {
    const hints = (name: string) => ownedField(ids, name);
    const hostileParam = fc.nat({ max: Math.max(names.length - 1, 0) });
    const params = hostileParam.chain((at) =>
      fc.tuple(
        ...names.map((n, i) => segment(ownedParam(ids, route.url, n), focus === 'params' && i === at)),
      ),
    );
    const validQuery = querySchema ? contractArbitrary(querySchema, hints) : fc.constant({});
    const query = (focus === 'query' ? withOneHostile(validQuery, foreignId) : validQuery).map(queryString);
    return fc
      .tuple(params, query, bodyOf(route.url, method, bodySchema, hints, focus === 'body', foreignId))
      .map(([values, search, { payload, type }]): FuzzRequest => {
        let i = 0;
        const path = route.url.replace(/:(\w+)|\*/g, () => values[i++] ?? '');
        return {
          method,
          url: `${path}${search}`,
          headers: type ? { 'content-type': type } : ({} as Record<string, string>),
          ...(payload === undefined ? {} : { payload }),
        };
      });
  });
}

type Body = { payload?: string; type?: string };

function bodyOf(
  url: string,
  method: string,
  schema: ReturnType<typeof inputSchema>,
  hints: (name: string) => string | undefined,
  hostile: boolean,
  foreignId: string,
): fc.Arbitrary<Body> {
  const valid = schema ? contractArbitrary(schema, hints) : undefined;
  const value = valid && hostile ? withOneHostile(valid, foreignId) : valid;
  if (MULTIPART_DATA[url] && value) {
    const file = fc.option(fc.constantFrom('%PDF-1.4 not really', 'MZ\u0090 an executable', ''), {
      nil: undefined,
    });
    return fc.tuple(value.map(jsonText), file, fc.boolean()).map(([data, pdf, cut]) => ({
      payload: multipart(data, pdf, hostile && cut),
      type: `multipart/form-data; boundary=${boundary}`,
    }));
  }
  if (value) {
    return fc
      .tuple(value, hostile ? contentType : fc.constant('application/json'))
      .map(([v, type]) => ({ payload: jsonText(v), type }));
  }
  if (method === 'GET' || method === 'DELETE' || !hostile) return fc.constant({});
  return hostileValue.map((v) => ({ payload: jsonText(v), type: 'application/json' }));
}
