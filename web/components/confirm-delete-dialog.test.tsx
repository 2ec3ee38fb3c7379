import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

function renderDialog() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(
    <ConfirmDeleteDialog
      triggerLabel="Delete Acme"
      title="Delete Company"
      description="This action cannot be undone."
      onConfirm={onConfirm}
    />,
  );
  return { user, onConfirm, trigger: () => screen.getByRole('button', { name: 'Delete Acme' }) };
}

describe('ConfirmDeleteDialog with a trigger', () => {
  it('asks when the trigger is pressed, and only then', async () => {
    const { user, trigger } = renderDialog();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(trigger());

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Company' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
  });

  it('sends nothing on Cancel, and asks again the next time', async () => {
    const { user, onConfirm, trigger } = renderDialog();

    await user.click(trigger());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(trigger());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
