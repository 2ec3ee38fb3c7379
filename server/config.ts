import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Google's OAuth 2.0 / OpenID endpoints; tests point these at a local fake. */
export type GoogleEndpoints = { authorize: string; token: string; jwks: string; issuers: string[] };

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  jwks: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
};

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  SESSION_SECRET: optional,
  PUBLIC_URL: optional.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Signs the short-lived OAuth state cookie. */
  sessionSecret: string;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  trustProxy: boolean;
  admin: { username: string | undefined; password: string | undefined };
  google: { clientId: string; clientSecret: string; endpoints: GoogleEndpoints } | undefined;
  /** Directory of the built web app; absent in API-only tests. */
  webDir: string | undefined;
};

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, endpoints: GOOGLE_ENDPOINTS }
      : undefined;
  const webDir = path.resolve('dist/web');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    google,
    webDir: existsSync(path.join(webDir, 'index.html')) ? webDir : undefined,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
