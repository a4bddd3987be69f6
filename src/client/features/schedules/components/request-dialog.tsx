import type { FormEvent, ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import type { DialogSlotProps } from '#client/lib/areas/client-area';

/** The frame of a schedule request dialog (sick day, time off): title, the fields, Cancel and the submit button. */
export function RequestDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  submitLabel,
  className,
  isPending,
  onSubmit,
  children,
}: DialogSlotProps & {
  title: string;
  description: string;
  submitLabel: string;
  className?: string;
  isPending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? <Spinner /> : null}
              {isPending ? 'Submitting...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
