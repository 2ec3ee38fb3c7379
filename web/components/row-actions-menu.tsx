import { MoreHorizontal } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useState } from 'react';
import { Button } from './ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './ui/dropdown-menu.tsx';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A row's "…" button and the menu it opens (`children`: the items). The menu is built the first
 * time it opens: a list draws a menu per row, and a menu costs each row its providers, popper
 * and trigger wiring before anyone opens it (bench/README.md, applications-render). Until then
 * the button opens it as the menu's own trigger would: on a press, on Enter, Space or Arrow Down,
 * and on a click from assistive technology.
 */
export function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  const [built, setBuilt] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button variant="ghost" size="icon" aria-label={label}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  if (!built) {
    const openMenu = () => {
      setBuilt(true);
      setOpen(true);
    };
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerDown={(event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          openMenu();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          openMenu();
        }}
        onClick={openMenu}
      >
        <MoreHorizontal aria-hidden="true" />
      </Button>
    );
  }
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
