/**
 * Limits sign-in attempts per account (failures) and per client address (all attempts), in a
 * fixed window. In memory: one server process owns its counters (docs/decisions/003-login-throttle.md).
 */
export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 10, perAddress: 30, windowMs: 15 * 60_000 };

type Bucket = { count: number; resetAt: number };

export function createLoginThrottle(limits: ThrottleLimits = DEFAULT_LIMITS, now = () => Date.now()) {
  const accounts = new Map<string, Bucket>();
  const addresses = new Map<string, Bucket>();

  const live = (map: Map<string, Bucket>, key: string): Bucket => {
    const at = now();
    const bucket = map.get(key);
    if (bucket && bucket.resetAt > at) return bucket;
    const fresh = { count: 0, resetAt: at + limits.windowMs };
    map.set(key, fresh);
    if (map.size > 10_000) sweep(map, at);
    return fresh;
  };

  return {
    /** Counts the attempt; returns the seconds to wait when the caller is over a limit. */
    check(account: string, address: string): number | undefined {
      const byAddress = live(addresses, address);
      byAddress.count += 1;
      const byAccount = live(accounts, account.toLowerCase());
      const over =
        byAddress.count > limits.perAddress
          ? byAddress
          : byAccount.count >= limits.perAccount
            ? byAccount
            : undefined;
      return over ? Math.max(1, Math.ceil((over.resetAt - now()) / 1000)) : undefined;
    },
    recordFailure(account: string): void {
      live(accounts, account.toLowerCase()).count += 1;
    },
    recordSuccess(account: string): void {
      accounts.delete(account.toLowerCase());
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

function sweep(map: Map<string, Bucket>, at: number) {
  for (const [key, bucket] of map) if (bucket.resetAt <= at) map.delete(key);
}
