import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/** How to close each open dialog, the one opened last at the end. */
const openDialogClosers: (() => void)[] = [];

/**
 * Closes the dialog opened last, as its Escape key would; false when none is open. A toast shown
 * over a dialog takes the Escape key first (it is the newest layer), so the toast hands it on: Esc
 * closes the dialog even while a toast shows (ADR 071).
 */
export function closeTopDialog(): boolean {
  const close = openDialogClosers.at(-1);
  close?.();
  return close !== undefined;
}

/** Longer than any double click: the presses of one that closed a dialog all land within it. */
const REST_OF_CLICK_MS = 600;
const CLICK_EVENTS = ['mousedown', 'mouseup', 'click', 'dblclick'] as const;

/**
 * Once a dialog closes, the rest of a double click begun in it (its second press: `detail` 2 or
 * more) no longer finds the dialog's button and would land on whatever lay beneath, e.g. "Add
 * shift" under a confirmation's "Copy Last Week". Those presses are dropped before the page sees
 * them; single clicks (`detail` 1) and keys pass as ever.
 */
function dropRestOfMultiClick() {
  const drop = (event: MouseEvent) => {
    if (event.detail < 2) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  for (const type of CLICK_EVENTS) window.addEventListener(type, drop, true);
  setTimeout(() => {
    for (const type of CLICK_EVENTS) window.removeEventListener(type, drop, true);
  }, REST_OF_CLICK_MS);
}

/**
 * Radix's dialog root, which also lets `closeTopDialog` close it while it is open, and keeps the
 * rest of a double click that closed it off the page beneath.
 */
export function Dialog({ open, defaultOpen, onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const [isOpenInside, setIsOpenInside] = useState(defaultOpen ?? false);
  const isOpen = open ?? isOpenInside;
  const change = useCallback(
    (next: boolean) => {
      if (open === undefined) setIsOpenInside(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const changeRef = useRef(change);
  useEffect(() => {
    changeRef.current = change;
  }, [change]);
  useEffect(() => {
    if (!isOpen) return;
    const close = () => changeRef.current(false);
    openDialogClosers.push(close);
    return () => {
      openDialogClosers.splice(openDialogClosers.indexOf(close), 1);
      dropRestOfMultiClick();
    };
  }, [isOpen]);
  return <DialogPrimitive.Root open={isOpen} onOpenChange={change} {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
const DialogPortal = DialogPrimitive.Portal;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hides the corner close button, for dialogs that must be completed. */
  hideClose?: boolean;
}

/**
 * Closing gives focus back to what had it when the dialog opened. Radix does that only for its own
 * `DialogTrigger`; a dialog opened from state (a card in another area's slot, a confirmation after a
 * request) would otherwise leave focus on the page's body (WCAG 2.4.3).
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 shadow-lg data-[state=open]:animate-fade-in',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const element = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
          event.preventDefault();
          element.focus();
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg leading-none font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
