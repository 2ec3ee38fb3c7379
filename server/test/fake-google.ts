import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { Config, GoogleEndpoints } from '#server/config.ts';

export const FAKE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const FAKE_CLIENT_SECRET = 'test-client-secret';

type Grant = { challenge: string; claims: JWTPayload; error?: string };

/**
 * A local stand-in for Google's token endpoint and JWKS, speaking the OAuth 2.0 wire format:
 * form-encoded token requests with client credentials, PKCE checked, RS256-signed ID tokens.
 */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const tokenRequests: URLSearchParams[] = [];

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/jwks') return send(200, { keys: [jwk] });
    if (req.method !== 'POST' || req.url !== '/token') return send(404, { error: 'not_found' });

    const form = new URLSearchParams(await readBody(req));
    tokenRequests.push(form);
    const credentials = Buffer.from(
      (req.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    ).toString();
    if (credentials !== `${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`)
      return send(401, { error: 'invalid_client' });
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? ''); // codes are single-use
    if (!grant || form.get('grant_type') !== 'authorization_code')
      return send(400, { error: 'invalid_grant' });
    if (grant.error) return send(400, { error: grant.error });
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== grant.challenge)
      return send(400, { error: 'invalid_grant', error_description: 'PKCE' });
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({ iat: now, exp: now + 3600, ...grant.claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .sign(privateKey);
    return send(200, {
      access_token: `ya29.fake-${Math.random().toString(36).slice(2)}`,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: idToken,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoints: GoogleEndpoints = {
    authorize: `${base}/authorize`,
    token: `${base}/token`,
    jwks: `${base}/jwks`,
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  };

  return {
    endpoints,
    tokenRequests,
    /** What Google would do after the user consents: remember a code for this PKCE challenge. */
    authorize(authorizationUrl: string, claims: JWTPayload, options: { error?: string } = {}): string {
      const url = new URL(authorizationUrl);
      const code = `code-${Math.random().toString(36).slice(2)}`;
      grants.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        claims: { iss: 'https://accounts.google.com', aud: FAKE_CLIENT_ID, ...claims },
        error: options.error,
      });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/** The test app's Google sign-in settings for the fake `google`. */
export const fakeGoogleConfig = (google: FakeGoogle): Pick<Config, 'google'> => ({
  google: { clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, endpoints: google.endpoints },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
