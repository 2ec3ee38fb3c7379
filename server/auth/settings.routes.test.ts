import { describe, expect, it } from 'vitest';
import { ORIGIN } from '#server/test/build-test-app.ts';
import { login } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('PUT /api/users/settings', () => {
  const t = useTestApp();

  const put = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/settings', headers: { cookie, origin: ORIGIN }, payload });
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json()
      .authenticated;

  it('changes the password, ends every session, and the new password works', async () => {
    const { user, password, cookie } = await t.factories.user();
    const otherDevice = await login(t.app, user.username ?? '', password);
    const res = await put(cookie, { currentPassword: password, newPassword: 'New-Pass-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your settings have been updated. Please log in again.' });
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);
    await expect(login(t.app, user.username ?? '', password)).rejects.toThrow(/401/);
    expect(await signedIn(await login(t.app, user.username ?? '', 'New-Pass-42'))).toBe(true);
  });

  it('changes the username', async () => {
    const { user, password, cookie } = await t.factories.user();
    const name = `renamed-${user.id.slice(0, 8)}`;
    expect((await put(cookie, { username: name })).statusCode).toBe(200);
    expect(await signedIn(await login(t.app, name, password))).toBe(true);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, password, cookie } = await t.factories.user();
    const res = await put(cookie, { currentPassword: 'wrong-one', newPassword: 'New-Pass-42' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Current password is incorrect');
    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(await login(t.app, user.username ?? '', password))).toBe(true);
  });

  it.each([
    ['7 characters', 'Short-1'],
    ['21 characters', 'A-very-long-password1'],
  ])('refuses a new password of %s', async (_n, newPassword) => {
    const { password, cookie } = await t.factories.user();
    const res = await put(cookie, { currentPassword: password, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Password must be between 8 and 20 characters',
    });
  });

  it.each([
    ['a common password', () => 'password1'],
    ['a common password in other letters', () => 'PassWord1'],
    ['a breached one', () => 'iloveyou2'],
  ])('refuses %s as the new one, and changes nothing', async (_case, newPassword) => {
    const { user, password, cookie } = await t.factories.user();
    const res = await put(cookie, { currentPassword: password, newPassword: newPassword() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'This password is too common. Choose one that is harder to guess.',
      details: [
        { path: 'newPassword', message: 'This password is too common. Choose one that is harder to guess.' },
      ],
    });
    expect(await signedIn(await login(t.app, user.username ?? '', password))).toBe(true);
  });

  it('refuses a new password that is or contains the username, the new one too', async () => {
    const { user, password, cookie } = await t.factories.user();
    const name = user.username ?? '';
    const renamed = `renamed-${user.id.slice(0, 6)}`;
    const message = 'The password must not contain the username.';
    for (const payload of [
      { currentPassword: password, newPassword: name },
      { currentPassword: password, newPassword: `${name.toUpperCase()}!` },
      { username: renamed, currentPassword: password, newPassword: `x-${renamed}` },
    ]) {
      const res = await put(cookie, payload);
      expect(res.statusCode, payload.newPassword).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('needs the current password with a new one', async () => {
    const { cookie } = await t.factories.user();
    const res = await put(cookie, { newPassword: 'New-Pass-42' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Current password is required to set a new password');
  });

  it('answers "No changes" when nothing changed', async () => {
    const { user, cookie } = await t.factories.user();
    for (const payload of [{}, { username: user.username }]) {
      const res = await put(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('No changes were made to update');
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a username that is taken', async () => {
    const a = await t.factories.user();
    const b = await t.factories.user();
    const res = await put(b.cookie, { username: a.user.username });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('That username is already taken');
  });

  it('ignores fields it does not own (no mass assignment)', async () => {
    const { cookie } = await t.factories.user();
    const res = await put(cookie, { username: 'mass-assign', authType: 'google', hashedPassword: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('is for username/password accounts only', async () => {
    const google = await t.app.services.users.insert({ googleId: 'settings-google', authType: 'google' });
    const { token } = await t.app.services.sessions.create(google.id, 'google');
    const res = await put(`sid=${token}`, { username: 'grab' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/only available for username\/password accounts/);
  });
});
