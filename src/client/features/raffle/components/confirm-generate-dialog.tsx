import { RAFFLE_MESSAGES } from '#shared/raffle/messages';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';

interface ConfirmGenerateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}

/** Spec 03 §5: a confirm prompt warns that existing tickets are deleted. */
export function ConfirmGenerateDialog({ isOpen, onOpenChange, onConfirm }: ConfirmGenerateDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generate raffle tickets?</DialogTitle>
          <DialogDescription>{RAFFLE_MESSAGES.confirmGenerate}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Delete and generate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
