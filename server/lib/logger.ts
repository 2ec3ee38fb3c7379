import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Structured logs with a request id on every line. Secrets, personal data and the values a request
 * or a query carried never reach them: requests are logged by path without their query string,
 * errors by type, code and a message without values.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: loggedPath(req), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      // Fastify types it for its own errors; it is called with whatever a line logs as `err`.
      err: serializeError as (err: Error) => { type: string; message: string; stack: string },
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How the product spells the words of its paths (`job-openings`, `quick-create`, `index.html`). */
const PATH_WORD = /^[a-z][a-z0-9-]{0,39}(?:\.[a-z0-9]{1,8})?$/;
const HIDDEN = '[redacted]';

/**
 * The request's path without its query string. The route's own words are kept; of what the client
 * put in it (parameters, a wildcard, a path no route matched) only ids and words spelled as the
 * product spells its paths: an e-mail, a name or a phone number typed into a URL is not logged.
 */
function loggedPath(req: FastifyRequest): string {
  const route = req.routeOptions?.url;
  const params = (req.params ?? {}) as Record<string, string | undefined>;
  if (route === undefined) return safeSegments((req.url ?? '').split('?')[0] ?? '');
  return route.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) return whole;
    return name ? (UUID.test(value) ? value : whole) : safeSegments(value);
  });
}

function safeSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment === '' || UUID.test(segment) || PATH_WORD.test(segment) ? segment : HIDDEN))
    .join('/');
}

/** Error fields kept as they are: names of things, never values. */
const NAMED_FIELDS = ['table', 'column', 'constraint', 'schema', 'routine'] as const;
/** Words after which PostgreSQL quotes a name (`relation "candidates"`), not a value. */
const NAMES_FOLLOW =
  /\b(?:relation|column|constraint|table|index|schema|type|function|encoding|database|role|sequence|trigger|view|extension|operator|savepoint|cursor|statement|channel)\s*$/i;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;
const MAX_DEPTH = 5;

type Logged = Record<string, unknown>;

/**
 * An error as the log keeps it: its type, code (the SQL state for database errors), a message
 * without values, the names of the table, column and constraint, the SQL text of a failed query,
 * the stack's frames and the chain of causes. A query's parameters, PostgreSQL's `detail` ("Failing
 * row contains …"), `where` and `hint`, and any other field (an AI SDK error's request body) are
 * left out.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err !== null && typeof err === 'object' ? { type: 'object' } : err;
  const fields = err as Error & Record<string, unknown>;
  const constructorName = err.constructor?.name;
  const type = constructorName && constructorName !== 'Error' ? constructorName : err.name;
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  const failedQuery =
    query !== undefined && Array.isArray(fields.params) && err.message.startsWith('Failed query');
  const message = failedQuery ? `Failed query: ${query}` : withoutValues(err.message);
  const logged: Logged = { type, message };
  if (isDatabaseError(fields)) logged.sqlState = fields.code;
  else if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  for (const name of NAMED_FIELDS) if (typeof fields[name] === 'string') logged[name] = fields[name];
  for (const name of ['status', 'statusCode'])
    if (typeof fields[name] === 'number') logged[name] = fields[name];
  if (query !== undefined && !failedQuery) logged.query = query;
  logged.stack = [`${type}: ${message}`, ...frames(err.stack)].join('\n');
  if (depth < MAX_DEPTH && err.cause !== undefined) logged.cause = serializeError(err.cause, depth + 1);
  if (depth < MAX_DEPTH && err instanceof AggregateError) {
    logged.errors = err.errors.slice(0, 10).map((inner) => serializeError(inner, depth + 1));
  }
  return logged;
}

/** PostgreSQL's errors (pg, PGlite) carry a five-character SQL state and a severity. */
function isDatabaseError(
  fields: Record<string, unknown>,
): fields is Record<string, unknown> & { code: string } {
  return typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields;
}

/**
 * The message with every quoted text blanked but the names PostgreSQL quotes: `invalid input
 * syntax for type uuid: "…"`, `value "…" is out of range`, JSON.parse's `"…" is not valid JSON`.
 */
function withoutValues(message: string): string {
  return message.replace(QUOTED, (quoted, at: number) =>
    NAMES_FOLLOW.test(message.slice(Math.max(0, at - 20), at)) ? quoted : '"…"',
  );
}

/** The stack's `at …` lines: its first lines repeat the message, values and all. */
function frames(stack: string | undefined): string[] {
  return (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}
