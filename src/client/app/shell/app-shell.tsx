import type { ReactNode } from 'react';
import { MobileNav } from './mobile-nav';
import { SideNav } from './side-nav';

/** The frame of every signed-in page: fixed side navigation on large screens, a drawer below. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:pl-64">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-card px-4 py-2 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-sidebar-border lg:block">
        <SideNav />
      </aside>
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
