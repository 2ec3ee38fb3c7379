import { randomBytes } from 'node:crypto';
import type { App } from '#server/app.ts';
import type { UserRow } from '#server/auth/users.repository.ts';
import { pipelineFactories } from './pipeline-factories.ts';
import { sessionFactories } from './session-factories.ts';
import { setupFactories } from './setup-factories.ts';

const ORIGIN = 'http://localhost:80';

export type SignedIn = {
  user: UserRow;
  password: string;
  cookie: string;
  /** Cookie plus a same-origin Origin: enough for any call. */
  headers: { cookie: string; origin: string };
};

export function createFactories(app: App) {
  return {
    ...pipelineFactories(app),
    ...setupFactories(app),
    ...sessionFactories(app),
    /** A local account, signed in through the real login route. */
    async user(overrides: { username?: string; password?: string } = {}): Promise<SignedIn> {
      const username = overrides.username ?? `user-${randomBytes(5).toString('hex')}`;
      const password = overrides.password ?? `Pw-${randomBytes(6).toString('hex')}`;
      const user = await app.services.auth.addLocalUser(username, password);
      const cookie = await login(app, username, password);
      return { user, password, cookie, headers: { cookie, origin: ORIGIN } };
    },
  };
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/local-auth/login',
    headers: { origin: ORIGIN },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('login set no session cookie');
  return `sid=${cookie.value}`;
}
