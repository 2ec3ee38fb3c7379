import { MoreHorizontal } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { Button } from './ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './ui/dropdown-menu.tsx';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A row's "…" button and the menu it opens (`children`: the items). The menu is built the first
 * time it opens: a list draws a menu per row, and a menu costs each row its providers, popper
 * and trigger wiring before anyone opens it (bench/README.md, applications-render). Until then
 * the button opens it as the menu's own trigger would: on a press, on Enter, Space or Arrow Down,
 * and on a click from assistive technology. Opened from the keyboard, the menu starts on its first
 * item, as the menu's own trigger does.
 */
export function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  const [built, setBuilt] = useState(false);
  const [open, setOpen] = useState(false);
  const byKeyboard = useRef(false);
  // The menu focuses itself as it opens; opened from the keyboard, its first item takes over. Only
  // the first opening comes from this button: the menu's own trigger handles the next ones.
  const focusFirstItem = (event: FocusEvent<HTMLDivElement>) => {
    if (!byKeyboard.current || event.target !== event.currentTarget) return;
    byKeyboard.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
  const openMenu = (keyboard: boolean) => {
    byKeyboard.current = keyboard;
    setBuilt(true);
    setOpen(true);
  };
  // Until the menu is built, the button opens it and says what the menu's trigger would say.
  const beforeBuilt = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      openMenu(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      openMenu(true);
    },
    onClick: () => openMenu(false),
  };
  const button = (
    <Button variant="ghost" size="icon" aria-label={label} {...(built ? {} : beforeBuilt)}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  if (!built) return button;
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48" onFocus={focusFirstItem}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
