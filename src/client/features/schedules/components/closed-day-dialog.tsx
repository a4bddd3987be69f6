import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { formatDay } from '../lib/dates';

export interface ClosingDay {
  date: string;
  /** The server's question: "This day has 2 shifts: keep or remove them?" */
  question: string;
}

/** Closing a day that has shifts: keep them (each then warns) or remove them (ADR 069). */
export function ClosedDayDialog({
  closing,
  isPending,
  onChoose,
  onCancel,
}: {
  closing: ClosingDay | null;
  isPending: boolean;
  onChoose: (shifts: 'keep' | 'remove') => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={closing !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close {closing ? formatDay(closing.date) : ''}?</DialogTitle>
          <DialogDescription>{closing?.question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" onClick={() => onChoose('keep')} disabled={isPending}>
            Keep Shifts
          </Button>
          <Button variant="destructive" onClick={() => onChoose('remove')} disabled={isPending}>
            Remove Shifts
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
