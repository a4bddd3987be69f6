import { ExternalLink, KeyRound, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Logo } from '#client/components/logo';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useAppConfig } from '#client/lib/api/get-app-config';
import { useAuth } from '#client/features/auth/auth-context';
import { cn } from '#client/lib/cn';
import { NAV_ITEMS, isNavItemActive, type NavItem } from './nav-items';

const ITEM_CLASS =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none';
const IDLE_CLASS = 'text-sidebar-foreground hover:bg-sidebar-accent hover:text-white';
const ACTIVE_CLASS = 'bg-brand text-white shadow-sm';

interface SideNavProps {
  /** Called after an item is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

export function SideNav({ onNavigate }: SideNavProps) {
  const { user, logoutMutation } = useAuth();
  const [location] = useLocation();
  const { data: appConfig } = useAppConfig();
  const isAdmin = user?.role === 'admin';

  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    if (item.kind === 'route') {
      if (item.isAdminOnly && !isAdmin) return null;
      const isActive = isNavItemActive(item.href, location);
      return (
        <li key={item.label}>
          <Link
            href={item.href}
            onClick={onNavigate}
            aria-current={isActive ? 'page' : undefined}
            className={cn(ITEM_CLASS, isActive ? ACTIVE_CLASS : IDLE_CLASS)}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {item.label}
          </Link>
        </li>
      );
    }
    const href = appConfig?.links[item.link];
    if (!href) return null;
    return (
      <li key={item.label}>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
          className={cn(ITEM_CLASS, IDLE_CLASS)}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{item.label}</span>
          <ExternalLink className="size-3.5 opacity-60" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </li>
    );
  };

  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex items-center gap-3 border-b border-sidebar-border px-5 py-5">
        <Logo />
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-white">Mission Control</p>
          <p className="truncate text-xs text-sidebar-muted capitalize" data-testid="nav-role">
            {user?.role}
          </p>
        </div>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">{NAV_ITEMS.map(renderItem)}</ul>
      </nav>
      <div className="grid gap-2 border-t border-sidebar-border px-5 py-4">
        <div className="flex items-center gap-3">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-accent text-sm font-semibold text-white uppercase"
            aria-hidden="true"
          >
            {user?.username.slice(0, 1)}
          </span>
          <p className="min-w-0 flex-1 truncate text-sm font-medium text-white" data-testid="nav-username">
            {user?.username}
          </p>
        </div>
        <div className="-mx-2 flex items-center justify-between gap-1">
          <Link
            href="/account/security"
            onClick={onNavigate}
            aria-current={location === '/account/security' ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm whitespace-nowrap',
              IDLE_CLASS,
              'focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none',
            )}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            Account Security
          </Link>
          <Button
            variant="ghost"
            size="sm"
            className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-white focus-visible:ring-white/70 focus-visible:ring-offset-0"
            onClick={() => logoutMutation.mutate()}
            disabled={logoutMutation.isPending}
          >
            {logoutMutation.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
            Logout
          </Button>
        </div>
      </div>
    </div>
  );
}
