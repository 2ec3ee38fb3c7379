import { ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import type { AuthType, AuthUser } from '#contracts/auth.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#web/components/ui/avatar.tsx';
import { useMenuBuiltOnOpening } from '#web/components/use-menu-built-on-opening.ts';
import { userDisplayName, userInitials } from './user-identity.ts';
import type { UserMenuDropdown } from './user-menu-dropdown.tsx';

type UserMenuProps = { user: AuthUser; authType: AuthType | undefined };

/**
 * The menu's own code (Radix's menu, popper and floating-ui: about 13 KB of gzip) is loaded the
 * first time it opens, not with every screen (bench/README.md, first-visit-bytes). A load that
 * fails leaves the menu closed; the next press asks again.
 */
const loadDropdown = () => import('./user-menu-dropdown.tsx').then((module) => module.UserMenuDropdown);

export function UserMenu({ user, authType }: UserMenuProps) {
  const [Dropdown, setDropdown] = useState<typeof UserMenuDropdown>();
  const [open, setOpen] = useState(false);
  const { beforeBuilt, focusFirstItem } = useMenuBuiltOnOpening(() => {
    loadDropdown().then(
      (loaded) => {
        setDropdown(() => loaded);
        setOpen(true);
      },
      (error: unknown) => console.error(error),
    );
  });
  // The menu renders inside the sidebar's header landmark rather than at the end of <body>.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const name = userDisplayName(user);
  const secondary = user.email && user.email !== name ? user.email : null;
  const button = (
    <button
      type="button"
      className="flex w-full items-center gap-3 rounded-md p-2 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      {...(Dropdown ? {} : beforeBuilt)}
    >
      <Avatar aria-hidden="true">
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback data-testid="user-initials">{userInitials(user)}</AvatarFallback>
      </Avatar>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{name}</span>
        {secondary && <span className="block truncate text-xs text-muted-foreground">{secondary}</span>}
      </span>
      <ChevronsUpDown aria-hidden="true" className="size-4 text-muted-foreground" />
    </button>
  );

  return (
    <div ref={setContainer}>
      {Dropdown ? (
        <Dropdown
          trigger={button}
          open={open}
          onOpenChange={setOpen}
          container={container}
          authType={authType}
          onFocus={focusFirstItem}
        />
      ) : (
        button
      )}
    </div>
  );
}
