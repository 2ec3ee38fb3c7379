import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubHandler, stubFetch } from '#web/test/fetch-stub.ts';
import { aUser, signedIn } from '#web/test/fixtures.ts';
import { renderApp } from '#web/test/render-app.tsx';

const NOT_CONFIGURED = { configured: false, authorization_url: null, message: 'Off' };

function server(update?: StubHandler) {
  return stubFetch({
    'GET /api/auth/status': () => json(200, signedIn()),
    'GET /api/google-auth/config': () => json(200, NOT_CONFIGURED),
    ...(update ? { 'PUT /api/users/settings': update } : {}),
  });
}

async function openSettings(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/settings', options);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return app;
}

const submit = () => screen.getByRole('button', { name: 'Update Settings' });
const field = (name: string) => screen.getByLabelText(name);

describe('settings', () => {
  it('tells Google users to manage their settings through their Google account', async () => {
    stubFetch({ 'GET /api/auth/status': () => json(200, signedIn(aUser({ authType: 'google' }))) });
    renderApp('/settings');

    expect(await screen.findByText(/only available for username\/password users/)).toBeInTheDocument();
    expect(screen.getByText(/manage their settings through their Google account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Settings' })).not.toBeInTheDocument();
  });

  it('is disabled while the username is unchanged and the password panel is closed', async () => {
    server();
    const { user } = await openSettings();

    expect(field('Username')).toHaveValue('alice');
    expect(submit()).toBeDisabled();
    await user.type(field('Username'), '2');
    expect(submit()).toBeEnabled();
    await user.type(field('Username'), '{Backspace}');
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(submit()).toBeEnabled();
    expect(screen.getByText(/8–20 characters and should include an uppercase letter/)).toBeInTheDocument();
    expect(screen.getByText(/logged out after updating/)).toBeInTheDocument();
  });

  it('requires all three password fields when the panel is open', async () => {
    const { sent } = server();
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.click(submit());

    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(field('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PUT /api/users/settings')).toHaveLength(0);
  });

  it('refuses a confirmation that does not match', async () => {
    const { sent } = server();
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(field('Current Password'), 'OldPass1!');
    await user.type(field('New Password'), 'NewPass1!');
    await user.type(field('Confirm New Password'), 'NewPass2!');
    await user.click(submit());

    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getAllByText('New password and confirmation must match').length).toBeGreaterThan(0);
    expect(sent('PUT /api/users/settings')).toHaveLength(0);
  });

  it('refuses a new password outside 8 to 20 characters', async () => {
    server();
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(field('Current Password'), 'OldPass1!');
    await user.type(field('New Password'), 'Short1!');
    await user.type(field('Confirm New Password'), 'Short1!');
    await user.click(submit());

    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(screen.getAllByText('Password must be between 8 and 20 characters').length).toBeGreaterThan(0);
  });

  it('says "No changes" when only whitespace around the username changed', async () => {
    const { sent } = server();
    const { user } = await openSettings();

    await user.type(field('Username'), ' ');
    await user.click(submit());

    expect(await screen.findByText('No changes')).toBeInTheDocument();
    expect(screen.getByText('No changes were made to update')).toBeInTheDocument();
    expect(sent('PUT /api/users/settings')).toHaveLength(0);
  });

  it('sends only the username when only the username changed', async () => {
    const { sent } = server(() => json(200, { message: 'Settings updated' }));
    const { user } = await openSettings();

    await user.clear(field('Username'));
    await user.type(field('Username'), 'alice2');
    await user.click(submit());

    await screen.findByText('Settings updated successfully');
    expect(sent('PUT /api/users/settings')[0]?.body).toEqual({ username: 'alice2' });
  });

  it('sends the current and new password, and no username, for a password change', async () => {
    const { sent } = server(() => json(200, { message: 'Settings updated' }));
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(field('Current Password'), ' OldPass1! ');
    await user.type(field('New Password'), 'NewPass1!');
    await user.type(field('Confirm New Password'), 'NewPass1!');
    await user.click(submit());

    await screen.findByText('Settings updated successfully');
    expect(sent('PUT /api/users/settings')[0]?.body).toEqual({
      currentPassword: ' OldPass1! ',
      newPassword: 'NewPass1!',
    });
  });

  it('clears the password fields when the panel is opened again', async () => {
    server();
    const { user } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(field('New Password'), 'NewPass1!');
    await user.click(screen.getByRole('button', { name: 'Cancel Password Change' }));
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(field('New Password')).toHaveValue('');
  });

  it('signs the user out after a successful update and goes to /login 2 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server(() => json(200, { message: 'Settings updated. Please sign in again.' }));
    const { user, location, queryClient } = await openSettings({ advanceTimers: vi.advanceTimersByTime });
    queryClient.setQueryData(['/api/sessions'], []);

    await user.type(field('Username'), '2');
    await user.click(submit());

    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Settings updated. Please sign in again.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/auth/status'])).toMatchObject({
      authenticated: false,
      message: 'Logged out after settings update',
    });
    expect(queryClient.getQueryData(['/api/sessions'])).toBeUndefined();
    expect(location.history.at(-1)).toBe('/settings');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('shows "Update failed" with the server message when the update is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failure is logged by design
    server(() => apiError(400, 'invalid_credentials', 'Current password is incorrect'));
    const { user } = await openSettings();

    await user.type(field('Username'), '2');
    await user.click(submit());

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});
