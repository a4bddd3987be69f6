import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Logo } from '#client/components/logo';
import { Button } from '#client/components/ui/button';
import { SideNav } from './side-nav';

/**
 * The drawer opens on its first menu item, never on Logout (where Enter would sign the person out);
 * on the drawer itself when the menu has no item yet.
 */
function focusFirstMenuItem(event: Event) {
  event.preventDefault();
  const drawer = event.currentTarget;
  if (!(drawer instanceof HTMLElement)) return;
  (drawer.querySelector<HTMLElement>('nav a[href], nav button:not([disabled])') ?? drawer).focus();
}

/** Below lg: a top bar whose hamburger opens the side navigation as a slide-in drawer (spec 01 §2.4). */
export function MobileNav() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b bg-card/95 px-3 backdrop-blur lg:hidden">
      <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
        <DialogPrimitive.Trigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open navigation menu">
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay
            data-testid="nav-backdrop"
            className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in"
          />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            tabIndex={-1}
            onOpenAutoFocus={focusFirstMenuItem}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl outline-none data-[state=open]:animate-slide-in-left"
          >
            <DialogPrimitive.Title className="sr-only">Navigation menu</DialogPrimitive.Title>
            <SideNav onNavigate={() => setIsOpen(false)} />
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Close navigation menu"
                className="absolute top-4 right-2 size-8 text-sidebar-foreground hover:bg-sidebar-accent hover:text-white"
              >
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <div className="flex items-center gap-2">
        <Logo className="size-7" />
        <span className="font-semibold">Mission Control</span>
      </div>
    </header>
  );
}
