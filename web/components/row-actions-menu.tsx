import { MoreHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from './ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './ui/dropdown-menu.tsx';
import { useMenuBuiltOnOpening } from './use-menu-built-on-opening.ts';

/**
 * A row's "…" button and the menu it opens (`children`: the items). The menu is built the first
 * time it opens: a list draws a menu per row, and a menu costs each row its providers, popper
 * and trigger wiring before anyone opens it (bench/README.md, applications-render). Until then
 * the button opens it as the menu's own trigger would (`useMenuBuiltOnOpening`).
 */
export function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  const [built, setBuilt] = useState(false);
  const [open, setOpen] = useState(false);
  const { beforeBuilt, focusFirstItem } = useMenuBuiltOnOpening(() => {
    setBuilt(true);
    setOpen(true);
  });
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
