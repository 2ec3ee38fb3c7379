import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/test/fetch-stub.ts';
import { aSession } from '#web/test/session-detail-fixtures.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { renderPanel } from './testing/render-panel.tsx';

describe('advanced settings', () => {
  it('starts collapsed and opens on its button', async () => {
    stubFetch({});
    const { user } = renderPanel(aSession(), (s) => <AdvancedSettings session={s} debug={false} />);
    const toggle = screen.getByRole('button', { name: 'Advanced Settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Meeting ID' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Meeting ID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Google Meet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zoom Meeting' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Assistant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audio Device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audio Sources' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
