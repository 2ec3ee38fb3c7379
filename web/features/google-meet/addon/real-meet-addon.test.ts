import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The SDK's module as the adapter sees it: one add-on session, one side-panel client. */
const sdk = vi.hoisted(() => {
  const getMeetingInfo = vi.fn(async () => ({ meetingId: 'spaces/abc', meetingCode: 'abc-defg-hij' }));
  const createSidePanelClient = vi.fn(async () => ({ getMeetingInfo }));
  const createAddonSession = vi.fn(async (_options: { cloudProjectNumber: string }) => ({
    createSidePanelClient,
  }));
  return { createAddonSession, createSidePanelClient, getMeetingInfo };
});
vi.mock('@googleworkspace/meet-addons', () => ({
  meet: { addon: { createAddonSession: sdk.createAddonSession } },
}));

async function freshAdapter() {
  vi.resetModules();
  return (await import('./real-meet-addon.ts')).realMeetAddon;
}

describe('the Meet add-ons SDK adapter', () => {
  beforeEach(() => vi.clearAllMocks());

  it('creates the session with the project number, then the side-panel client, and reads the meeting', async () => {
    const addon = await freshAdapter();
    expect(await addon.getMeetingInfo('123456789012')).toEqual({
      meetingId: 'spaces/abc',
      meetingCode: 'abc-defg-hij',
    });
    expect(sdk.createAddonSession).toHaveBeenCalledExactlyOnceWith({ cloudProjectNumber: '123456789012' });
    expect(sdk.createSidePanelClient).toHaveBeenCalledOnce();
  });

  it('creates the add-on session once per page, as the SDK requires', async () => {
    const addon = await freshAdapter();
    await Promise.all([addon.getMeetingInfo('1'), addon.getMeetingInfo('1')]);
    await addon.getMeetingInfo('1');
    expect(sdk.createAddonSession).toHaveBeenCalledOnce();
    expect(sdk.getMeetingInfo).toHaveBeenCalledTimes(3);
  });

  it('passes the SDK error on, and tries again on the next call', async () => {
    const addon = await freshAdapter();
    const refusal = Object.assign(new Error('Invalid cloud project number'), {
      errorType: 'InvalidCloudProjectNumber',
    });
    sdk.createAddonSession.mockRejectedValueOnce(refusal);
    await expect(addon.getMeetingInfo('1')).rejects.toBe(refusal);
    await expect(addon.getMeetingInfo('1')).resolves.toMatchObject({ meetingCode: 'abc-defg-hij' });
    expect(sdk.createAddonSession).toHaveBeenCalledTimes(2);
  });
});
