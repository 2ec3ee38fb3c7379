import { LogOut, Settings, User } from 'lucide-react';
import type { FocusEvent, ReactElement } from 'react';
import { useLocation } from 'wouter';
import type { AuthType } from '#contracts/auth.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useLogout } from '#web/features/auth/api/use-logout.ts';

type UserMenuDropdownProps = {
  /** The user menu's button, which becomes the menu's trigger. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the menu renders: inside the sidebar's header landmark rather than at the end of <body>. */
  container: HTMLElement | null;
  authType: AuthType | undefined;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
};

/** The user menu once built (web/app/shell/user-menu.tsx): Profile, Settings and Sign out. */
export function UserMenuDropdown(props: UserMenuDropdownProps) {
  const { trigger, open, onOpenChange, container, authType, onFocus } = props;
  const [, navigate] = useLocation();
  const logout = useLogout();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent container={container} side="top" align="start" className="w-56" onFocus={onFocus}>
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
  );
}
