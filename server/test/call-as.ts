import type { TestApp } from './build-test-app.ts';
import type { SignedIn } from './factories.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests to the test app as a signed-in user: `call(who, 'PUT', url, payload)`. */
export const callAs = (t: TestApp) => (who: SignedIn, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, payload });
