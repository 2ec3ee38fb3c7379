import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type AiProvider, OFFLINE_MODEL_ID } from '#contracts/assistant.ts';
import { type SpeechConfig, SpeechEnv, speechConfig } from './config-speech.ts';
import { invalid, optional } from './config-values.ts';

export { DEFAULT_RECORDING_NOTICE, type SpeechConfig } from './config-speech.ts';

/** Google's OAuth 2.0 / OpenID endpoints; tests point these at a local fake. */
export type GoogleEndpoints = { authorize: string; token: string; jwks: string; issuers: string[] };

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  jwks: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
};

/** Offered when the `*_MODELS` variable is unset: the spec's OpenAI names; current Claude names. */
export const DEFAULT_OPENAI_MODELS = ['gpt-3.5-turbo', 'gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-4'];
export const DEFAULT_ANTHROPIC_MODELS = [
  'claude-sonnet-4-5',
  'claude-opus-4-1',
  'claude-haiku-4-5',
  'claude-sonnet-4-0',
  'claude-3-haiku-20240307',
];

const modelNames = z
  .string()
  .optional()
  .transform((v) => [...new Set((v ?? '').split(',').map((m) => m.trim()))].filter(Boolean));

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  SESSION_SECRET: optional,
  PUBLIC_URL: optional.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: optional.pipe(z.enum(['json', 'pretty']).optional()),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  STORAGE_DIR: optional,
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  SIGNED_URL_TTL_SECONDS: optional
    .transform((v) => (v === undefined ? 300 : Number(v)))
    .pipe(z.number().int().min(1).max(300)),
  DATABASE_POOL_SIZE: optional
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(1000).optional()),
  PIPELINE_TOTALS_TTL_MS: optional
    .transform((v) => (v === undefined ? 10_000 : Number(v)))
    .pipe(z.number().int().min(0).max(3_600_000)),
  TRUST_PROXY: optional.transform(trustedProxies),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_MODELS: modelNames,
  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_BASE_URL: optional.pipe(z.url().optional()),
  ANTHROPIC_MODELS: modelNames,
  OPENAI_COMPATIBLE_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_COMPATIBLE_API_KEY: optional,
  OPENAI_COMPATIBLE_MODELS: modelNames,
  AI_DEFAULT_MODEL: optional,
  AI_TIMEOUT_MS: optional
    .transform((v) => (v === undefined ? 60_000 : Number(v)))
    .pipe(z.number().int().min(1).max(600_000)),
  ...SpeechEnv.shape,
  ZOOM_CLIENT_ID: optional,
  ZOOM_CLIENT_SECRET: optional,
  ZOOM_WEBHOOK_SECRET_TOKEN: optional,
  /** Comma list of the host names RTMS servers may have; Zoom's and Zoom for Government's by default. */
  ZOOM_RTMS_HOSTS: z.string().default('zoom.us,zoomgov.com'),
  GOOGLE_CLOUD_PROJECT_NUMBER: optional.pipe(
    z
      .string()
      .regex(/^\d{1,20}$/, 'the project number is digits only')
      .optional(),
  ),
});

export type AiProviderConfig = {
  name: Exclude<AiProvider, 'offline'>;
  apiKey: string | undefined;
  /** Includes the `/v1` path, as the SDKs expect. */
  baseUrl: string | undefined;
  models: string[];
};
/** Providers appear only when configured; `offline` is always available on top. */
export type AiConfig = { providers: AiProviderConfig[]; defaultModel: string; timeoutMs: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per instance on PostgreSQL; undefined: sized for the machine's cores (db/client.ts). */
  databasePoolSize: number | undefined;
  /** Signs the short-lived OAuth state cookie. */
  sessionSecret: string;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** `json` or `pretty` when set; unset, the log is readable at a terminal and JSON elsewhere. */
  logFormat: z.infer<typeof Env>['LOG_FORMAT'];
  /**
   * Which proxies' `X-Forwarded-For` entries are believed: none, a number of hops from the server
   * (`true` is one), or the proxies' addresses and ranges.
   */
  trustProxy: false | number | string[];
  admin: { username: string | undefined; password: string | undefined };
  google: { clientId: string; clientSecret: string; endpoints: GoogleEndpoints } | undefined;
  storage: StorageConfig;
  ai: AiConfig;
  /**
   * How long list totals and tiles may be served from memory without a write of the user's
   * (server/pipeline/aggregate-memo.ts); 0 counts on every request.
   */
  aggregateTtlMs: number;
  speech: SpeechConfig;
  /** The Zoom app (RTMS streams, webhooks, the Zoom App's context); undefined when not set up. */
  zoom: ZoomConfig | undefined;
  /** The Google Meet add-on's Cloud project; undefined when not set up. */
  meet: { cloudProjectNumber: string } | undefined;
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
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    google,
    storage: storageConfig(e, dataDir),
    ai: aiConfig(e),
    aggregateTtlMs: e.PIPELINE_TOTALS_TTL_MS,
    speech: speechConfig(e),
    zoom: zoomConfig(e),
    meet: e.GOOGLE_CLOUD_PROJECT_NUMBER ? { cloudProjectNumber: e.GOOGLE_CLOUD_PROJECT_NUMBER } : undefined,
    webDir: existsSync(path.join(webDir, 'index.html')) ? webDir : undefined,
  };
}

function aiConfig(e: z.infer<typeof Env>): AiConfig {
  const providers: AiProviderConfig[] = [];
  if (e.OPENAI_API_KEY) {
    const models = e.OPENAI_MODELS.length ? e.OPENAI_MODELS : DEFAULT_OPENAI_MODELS;
    providers.push({ name: 'openai', apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, models });
  }
  if (e.ANTHROPIC_API_KEY) {
    const models = e.ANTHROPIC_MODELS.length ? e.ANTHROPIC_MODELS : DEFAULT_ANTHROPIC_MODELS;
    providers.push({ name: 'anthropic', apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL, models });
  }
  if (e.OPENAI_COMPATIBLE_BASE_URL) {
    if (!e.OPENAI_COMPATIBLE_MODELS.length)
      invalid('OPENAI_COMPATIBLE_MODELS: list the models your server offers, comma-separated');
    const { OPENAI_COMPATIBLE_API_KEY: apiKey, OPENAI_COMPATIBLE_BASE_URL: baseUrl } = e;
    providers.push({ name: 'openai-compatible', apiKey, baseUrl, models: e.OPENAI_COMPATIBLE_MODELS });
  }
  const known = providers.flatMap((p) => p.models);
  const defaultModel = e.AI_DEFAULT_MODEL ?? known[0] ?? OFFLINE_MODEL_ID;
  if (defaultModel !== OFFLINE_MODEL_ID && !known.includes(defaultModel))
    invalid(`AI_DEFAULT_MODEL: "${defaultModel}" is not offered by a configured provider`);
  return { providers, defaultModel, timeoutMs: e.AI_TIMEOUT_MS };
}

/**
 * One Zoom Marketplace app: its OAuth client id and secret sign the RTMS handshakes and key the
 * Zoom App's context; its Secret Token signs the webhooks. All three, or none.
 */
export type ZoomConfig = {
  clientId: string;
  clientSecret: string;
  webhookSecretToken: string;
  /** The host names RTMS servers may have (with subdomains): Zoom's own, or Zoom for Government's. */
  rtmsHosts: string[];
};

function zoomConfig(e: z.infer<typeof Env>): ZoomConfig | undefined {
  const { ZOOM_CLIENT_ID: clientId, ZOOM_CLIENT_SECRET: clientSecret } = e;
  const webhookSecretToken = e.ZOOM_WEBHOOK_SECRET_TOKEN;
  if (clientId && clientSecret && webhookSecretToken) {
    const rtmsHosts = e.ZOOM_RTMS_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    return { clientId, clientSecret, webhookSecretToken, rtmsHosts };
  }
  if (clientId || clientSecret || webhookSecretToken)
    invalid('set ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_WEBHOOK_SECRET_TOKEN together, or none of them');
  return undefined;
}

/**
 * `TRUST_PROXY`: `false`, `true` (one hop), a hop count, or a comma list of proxy addresses and
 * CIDR ranges. `true` never means "believe every hop": a client could then name any address.
 */
function trustedProxies(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const proxies = value.split(',').map((entry) => entry.trim());
  if (proxies.every(isAddressOrRange)) return proxies;
  ctx.addIssue({
    code: 'custom',
    message:
      'set false, true (one proxy), a number of proxies, or their addresses/CIDR ranges, comma-separated',
  });
  return z.NEVER;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Files live on disk under `dir` unless `S3_BUCKET` names a bucket (docs/decisions/011-object-store.md). */
export type StorageConfig = {
  dir: string;
  /** Lifetime of signed file URLs; at most 300 (five minutes). */
  signedUrlTtlSeconds: number;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
};

function storageConfig(e: z.infer<typeof Env>, dataDir: string): StorageConfig {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  const s3 = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? 'us-east-1',
        endpoint: e.S3_ENDPOINT,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      }
    : undefined;
  const dir = path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'files'));
  return { dir, signedUrlTtlSeconds: e.SIGNED_URL_TTL_SECONDS, s3 };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
