import { Link, useLocation } from 'wouter';
import { NAV_GROUPS, type NavEntry } from '#contracts/routes.ts';
import { cn } from '#web/lib/cn.ts';
import { isNavActive } from './is-nav-active.ts';

export function SidebarNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
      {NAV_GROUPS.map((group) => {
        const labelId = `nav-group-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <div key={group.label}>
            <p
              id={labelId}
              className="px-2 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {group.label}
            </p>
            <ul aria-labelledby={labelId} className="grid gap-0.5">
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <NavLink entry={entry} active={isNavActive(entry.path, location)} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function NavLink({ entry, active }: { entry: NavEntry; active: boolean }) {
  return (
    <Link
      href={entry.path}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'block rounded-md px-2 py-1.5 text-sm transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        active && 'bg-accent font-medium text-accent-foreground hover:bg-accent',
      )}
    >
      <span className="block">{entry.label}</span>
      {entry.description && (
        <span className={cn('block text-xs text-muted-foreground', active && 'text-accent-foreground/80')}>
          {entry.description}
        </span>
      )}
    </Link>
  );
}
