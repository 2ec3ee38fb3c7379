import { AppError } from '#server/lib/errors.ts';

/**
 * Limits password checks per account (failures) and per client address (all attempts), in a
 * fixed window: sign-ins, and the current password a signed-in user types to change it. An account
 * over its limit is held back for addresses it has not signed in from; from one it has, the right
 * password still signs in. In memory: one server process owns its counters
 * (docs/decisions/003-login-throttle.md).
 */
export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 10, perAddress: 30, windowMs: 15 * 60_000 };

/** Addresses remembered per account, the latest sign-ins' (a home, an office, a phone…). */
export const KNOWN_ADDRESSES_PER_ACCOUNT = 5;
/** Accounts whose addresses are remembered at most; the longest unseen is forgotten first. */
const KNOWN_ACCOUNTS_MAX = 10_000;
const BUCKETS_SWEPT_PAST = 10_000;

type Bucket = { count: number; resetAt: number };
/** A sign-in, or the current password typed to change it (which a known address does not pass). */
export type PasswordCheck = 'sign-in' | 'password-change';

export function createLoginThrottle(limits: ThrottleLimits = DEFAULT_LIMITS, now = () => Date.now()) {
  const accounts = new Map<string, Bucket>();
  const addresses = new Map<string, Bucket>();
  /** Per account, the addresses of its latest successful sign-ins, oldest first. */
  const known = new Map<string, string[]>();

  const live = (map: Map<string, Bucket>, key: string): Bucket => {
    const at = now();
    const bucket = map.get(key);
    if (bucket && bucket.resetAt > at) return bucket;
    const fresh = { count: 0, resetAt: at + limits.windowMs };
    map.set(key, fresh);
    if (map.size > BUCKETS_SWEPT_PAST) sweep(map, at);
    return fresh;
  };

  const remember = (account: string, address: string) => {
    const list = (known.get(account) ?? []).filter((a) => a !== address);
    list.push(address);
    known.delete(account);
    known.set(account, list.slice(-KNOWN_ADDRESSES_PER_ACCOUNT));
    if (known.size > KNOWN_ACCOUNTS_MAX) known.delete(known.keys().next().value ?? '');
  };

  return {
    /** Counts the attempt; returns the seconds to wait when the caller is over a limit. */
    check(account: string, address: string, kind: PasswordCheck): number | undefined {
      const byAddress = live(addresses, address);
      byAddress.count += 1;
      const key = account.toLowerCase();
      const byAccount = live(accounts, key);
      const knownAddress = kind === 'sign-in' && (known.get(key)?.includes(address) ?? false);
      const over =
        byAddress.count > limits.perAddress
          ? byAddress
          : byAccount.count >= limits.perAccount && !knownAddress
            ? byAccount
            : undefined;
      return over ? Math.max(1, Math.ceil((over.resetAt - now()) / 1000)) : undefined;
    },
    recordFailure(account: string): void {
      live(accounts, account.toLowerCase()).count += 1;
    },
    /** Ends the account's count; a sign-in also remembers its address as one the account uses. */
    recordSuccess(account: string, signedInFrom?: string): void {
      const key = account.toLowerCase();
      accounts.delete(key);
      if (signedInFrom !== undefined) remember(key, signedInFrom);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The 429 for a caller over a limit: "Too many sign-in attempts. Try again in 2 minutes." */
export function tooManyAttempts(what: 'sign-in' | 'password', waitSeconds: number): AppError {
  const minutes = Math.ceil(waitSeconds / 60);
  return AppError.rateLimited(
    `Too many ${what} attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    waitSeconds,
  );
}

function sweep(map: Map<string, Bucket>, at: number) {
  for (const [key, bucket] of map) if (bucket.resetAt <= at) map.delete(key);
}
