import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AuthType, AuthUser } from '#contracts/auth.ts';
import { ShellSearch } from './shell-search.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { UserMenu } from './user-menu.tsx';

type AppShellProps = { user: AuthUser | undefined; authType: AuthType | undefined; children: ReactNode };

/**
 * Fixed 16rem sidebar (product, navigation, user menu) with the page beside it; a page marked
 * `data-page-width="wide"` (the live dashboard's four columns) may use up to 100rem.
 */
export function AppShell({ user, authType, children }: AppShellProps) {
  return (
    <div className="min-h-screen">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <header className="fixed inset-y-0 left-0 z-30 flex w-64 flex-col border-r bg-sidebar">
        <div className="border-b px-5 py-4">
          <Link
            href="/"
            className="rounded-sm text-lg font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Interview Hub
          </Link>
          <p className="text-xs text-muted-foreground">An interview hub for hiring management</p>
        </div>
        {user && <ShellSearch />}
        <SidebarNav />
        {user && (
          <div className="border-t p-2">
            <UserMenu user={user} authType={authType} />
          </div>
        )}
      </header>
      <main id="main-content" tabIndex={-1} className="pl-64 outline-none">
        <div className="mx-auto max-w-6xl px-8 py-8 has-[[data-page-width=wide]]:max-w-[100rem]">
          {children}
        </div>
      </main>
    </div>
  );
}
