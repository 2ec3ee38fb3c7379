import { ChevronsUpDown, LogOut, Settings, User } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AuthType, AuthUser } from '#contracts/auth.ts';
import { Avatar, AvatarFallback, AvatarImage } from '#web/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useLogout } from '#web/features/auth/api/use-logout.ts';
import { userDisplayName, userInitials } from './user-identity.ts';

type UserMenuProps = { user: AuthUser; authType: AuthType | undefined };

export function UserMenu({ user, authType }: UserMenuProps) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  // The menu renders inside the sidebar's header landmark rather than at the end of <body>.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const name = userDisplayName(user);
  const secondary = user.email && user.email !== name ? user.email : null;

  return (
    <div ref={setContainer}>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            className="flex w-full items-center gap-3 rounded-md p-2 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
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
        </DropdownMenuTrigger>
        <DropdownMenuContent container={container} side="top" align="start" className="w-56">
          <DropdownMenuItem>
            <User aria-hidden="true" />
            Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/settings')}>
            <Settings aria-hidden="true" />
            Settings
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={logout.isPending}
            onSelect={(event) => {
              // Keep the menu open so "Signing out..." stays visible until the session is gone.
              event.preventDefault();
              logout.mutate(authType);
            }}
          >
            <LogOut aria-hidden="true" />
            {logout.isPending ? 'Signing out...' : 'Sign out'}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
