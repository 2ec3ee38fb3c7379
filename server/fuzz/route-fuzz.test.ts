import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#contracts/errors.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { type OwnedIds, seedOwnedWorld, snapshotUser } from './owned-world.ts';
import { type FuzzRequest, routeRequests } from './route-requests.ts';

/**
 * shared/security-and-reliability.md S3, S16, S17: every route and method, signed in as a user
 * who owns one of everything, gets requests built from its contracts with hostile values in
 * them. Each must answer below 500, every error in the app's shape, and a refused write must
 * leave the user's stored data as it was; nothing may touch another user's data.
 * FUZZ_RUNS and FUZZ_SEED run it longer or differently (e.g. FUZZ_RUNS=200).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20_2024);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sign-outs are fuzzed without the cookie; they would end the session the fuzz runs in. */
const SIGN_OUTS = new Set(['/api/local-auth/logout', '/api/google-auth/logout']);
const SETTINGS = '/api/users/settings';

/** Routes and methods in an order that keeps the owned records alive longest: deletions last. */
function fuzzedCalls(routes: RouteOptions[]): { route: RouteOptions; method: string }[] {
  const calls = routes
    .filter((r) => !r.url.startsWith('/api/docs'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        .map((method) => ({ route, method })),
    );
  const rank = ({ route, method }: { route: RouteOptions; method: string }) =>
    (method === 'DELETE' || route.url.endsWith('/erasure') ? 2 : 0) + (route.url.endsWith('/close') ? 1 : 0);
  return calls.sort((a, b) => rank(a) - rank(b));
}

describe('every route under hostile input (fast-check)', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let owner: SignedIn;
  let other: SignedIn;
  let ids: OwnedIds;
  beforeAll(async () => {
    owner = await t.factories.user();
    other = await t.factories.user();
    ids = await seedOwnedWorld(t, owner);
    await t.factories.application(other.user.id);
  });

  it('never answers 5xx, answers errors as { error: { code, message } }, and keeps data on refusal', async () => {
    const calls = fuzzedCalls(t.app.routeInventory);
    expect(calls.length).toBeGreaterThan(100);
    const otherBefore = await snapshotUser(t, other.user.id);
    let stored = await snapshotUser(t, owner.user.id);
    let cookie = owner.cookie;
    const problems: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    /** Accepted writes the snapshot saw: proof that it sees changes at all. */
    let writesSeen = 0;

    const send = (request: FuzzRequest, signedIn: boolean) =>
      t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        payload: request.payload,
        headers: { origin: owner.headers.origin, ...(signedIn ? { cookie } : {}), ...request.headers },
      });

    for (const [index, { route, method }] of calls.entries()) {
      const requests = fc.sample(routeRequests(route, method, ids, other.user.id), {
        seed: SEED + index,
        numRuns: RUNS,
      });
      for (const request of requests) {
        const res = await send(request, !SIGN_OUTS.has(route.url));
        sent += 1;
        const where = `${method} ${route.url} ← ${request.url.slice(0, 120)} ${String(request.payload).slice(0, 160)}`;
        if (res.statusCode >= 500) {
          serverErrors += 1;
          problems.push(`${res.statusCode} ${where} → ${res.body.slice(0, 200)}`);
          continue;
        }
        if (res.statusCode >= 400 && !ErrorBody.safeParse(safeJson(res.body)).success) {
          problems.push(
            `${res.statusCode} not in the app's error shape: ${where} → ${res.body.slice(0, 200)}`,
          );
        }
        if (!WRITES.has(method)) continue;
        let now = await snapshotUser(t, owner.user.id);
        // An accepted line has work that follows its answer (the candidate's questions caught,
        // the coverage nudge): the next request compares against the data once that has settled.
        for (let tries = 0; res.statusCode < 400 && tries < 40; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          const again = await snapshotUser(t, owner.user.id);
          if (again === now) break;
          now = again;
        }
        if (res.statusCode >= 400 && now !== stored)
          problems.push(`${res.statusCode} yet data changed: ${where}`);
        if (res.statusCode < 400 && now !== stored) writesSeen += 1;
        stored = now;
        if (route.url === SETTINGS && res.statusCode < 300) {
          // A changed name or password ends the account's sessions (and sign-ins may be
          // throttled by now): a new session straight from the service.
          const { token } = await t.app.services.sessions.create(owner.user.id, 'local');
          cookie = `sid=${token}`;
        }
      }
    }

    expect(writesSeen).toBeGreaterThan(10);
    expect(await snapshotUser(t, other.user.id)).toBe(otherBefore);
    expect(
      { sent, serverErrors, problems },
      `${serverErrors} answers ≥ 500 and ${problems.length} problems in ${sent} requests`,
    ).toEqual({ sent, serverErrors: 0, problems: [] });
  }, 180_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
