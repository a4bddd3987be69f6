import type { ReactNode } from 'react';
import { MobileNav } from './mobile-nav';
import { SideNav } from './side-nav';

/**
 * The frame of every signed-in page: side navigation on large screens, a drawer below. On large
 * screens the navigation's column runs the page's whole height (the dark panel never ends beside
 * a long page, issue 34) and the menu inside it stays in view while the page scrolls.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-card px-4 py-2 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="hidden border-r border-sidebar-border bg-sidebar lg:block" data-testid="side-nav-column">
        <aside className="sticky top-0 z-30 h-dvh">
          <SideNav />
        </aside>
      </div>
      <MobileNav />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
      >
        {children}
      </main>
    </div>
  );
}
