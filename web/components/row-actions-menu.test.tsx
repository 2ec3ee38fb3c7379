import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from './row-actions-menu.tsx';
import { DropdownMenuItem } from './ui/dropdown-menu.tsx';

function renderMenu(onSelect = vi.fn()) {
  const user = userEvent.setup();
  render(
    <RowActionsMenu label="Actions for Ada">
      <DropdownMenuItem onSelect={onSelect}>Edit</DropdownMenuItem>
      <DropdownMenuItem>Delete</DropdownMenuItem>
    </RowActionsMenu>,
  );
  return { user, onSelect, trigger: () => screen.getByRole('button', { name: 'Actions for Ada' }) };
}

describe('RowActionsMenu', () => {
  it('is a closed menu button until opened, and builds no menu before', () => {
    const { trigger } = renderMenu();

    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on a press and runs the chosen item', async () => {
    const { user, onSelect, trigger } = renderMenu();

    await user.click(trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));

    expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens from the keyboard with %s', async (key) => {
    const { user, trigger } = renderMenu();

    trigger().focus();
    await user.keyboard(key);

    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and opens again', async () => {
    const { user, trigger } = renderMenu();

    await user.click(trigger());
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(trigger());

    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });
});
