import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('does not retry a failed read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const read = vi.fn().mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));

    await expect(client.fetchQuery({ queryKey: ['/api/things'], queryFn: read })).rejects.toThrow();

    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when a screen mounts on a read that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const read = vi.fn().mockRejectedValue(new ApiError(400, 'validation_failed', 'Invalid id'));
    await expect(client.fetchQuery({ queryKey: ['/api/things'], queryFn: read })).rejects.toThrow();

    const screen = new QueryObserver(client, { queryKey: ['/api/things'], queryFn: read });
    const unsubscribe = screen.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    unsubscribe();

    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getCurrentResult().error).toMatchObject({ status: 400 });
  });

  it('rechecks the auth status when a call is refused as unauthenticated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    client.setQueryData(['/api/auth/status'], { authenticated: true });
    const refused = new ApiError(401, 'unauthenticated', 'Sign in first');

    await expect(
      client.fetchQuery({ queryKey: ['/api/things'], queryFn: () => Promise.reject(refused) }),
    ).rejects.toBe(refused);

    expect(client.getQueryState(['/api/auth/status'])?.isInvalidated).toBe(true);
  });

  it('leaves the auth status alone for wrong credentials', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    client.setQueryData(['/api/auth/status'], { authenticated: false });
    const wrong = new ApiError(401, 'invalid_credentials', 'Invalid username or password');

    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(wrong) })
        .execute(undefined),
    ).rejects.toBe(wrong);

    expect(client.getQueryState(['/api/auth/status'])?.isInvalidated).toBe(false);
  });
});
