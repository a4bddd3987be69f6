import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useReducer, useRef, type ComponentProps, type MouseEvent, type Ref } from 'react';
import { cn } from '#client/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-card shadow-sm hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-11 px-6',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child element (e.g. a link) with button styling instead of a <button>. */
  asChild?: boolean;
  /**
   * Each click of a quick series acts (a pager, a week stepper). Otherwise the second press of a
   * double click is refused: one double click is one action, however fast the first one answered.
   */
  repeatable?: boolean;
}

/** Hands the element to the caller's ref as well as to the button's own. */
function useMergedRef<T>(own: { current: T | null }, theirs: Ref<T> | undefined) {
  return useCallback(
    (element: T | null) => {
      own.current = element;
      if (typeof theirs === 'function') return theirs(element);
      if (theirs) theirs.current = element;
    },
    [own, theirs],
  );
}

/**
 * A button that refuses the second press of a double click (`detail` 2 or more; keys send 0)
 * unless it is `repeatable` (ADR 098).
 *
 * A button that is disabled while it has focus (its request runs after a press) stays focusable:
 * it is marked `aria-disabled` and refuses clicks instead of taking the `disabled` attribute,
 * which would drop focus to the page's start (WCAG 2.4.3, ADR 071). Once focus leaves it, it is
 * disabled as usual, so the form's Enter key cannot submit twice either.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  repeatable = false,
  type,
  disabled,
  onClick,
  onBlur,
  ref,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const own = useRef<HTMLButtonElement | null>(null);
  const mergedRef = useMergedRef(own, ref);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // Read while rendering on purpose: whether focus is on it now decides which kind of disabled.
  const keepsFocus = Boolean(disabled) && !asChild && own.current !== null && own.current === document.activeElement;
  return (
    <Component
      ref={mergedRef}
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? type : (type ?? 'button')}
      disabled={keepsFocus ? undefined : disabled}
      aria-disabled={keepsFocus ? true : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (keepsFocus || (!repeatable && event.detail >= 2)) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (keepsFocus) rerender();
      }}
      {...props}
    />
  );
}
