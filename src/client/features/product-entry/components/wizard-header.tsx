import { Save, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_ENTRY_TEXT } from '#shared/product-entry/messages';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';

interface WizardHeaderProps {
  hasChanges: boolean;
  onSaveDraft(): void;
  isSavingDraft: boolean;
  /** Nothing to save while a draft or a copy is loading, or once the product is being created. */
  canSaveDraft: boolean;
}

/** Title, Cancel (back to '/', asking first when something was entered) and Save Draft (to the server). */
export function WizardHeader({ hasChanges, onSaveDraft, isSavingDraft, canSaveDraft }: WizardHeaderProps) {
  const [, navigate] = useLocation();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => (hasChanges ? setIsConfirmOpen(true) : navigate('/'));

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PRODUCT_ENTRY_TEXT.header}</h1>
        <p className="text-muted-foreground">{PRODUCT_ENTRY_TEXT.subtitle}</p>
      </div>
      <div className="flex gap-2">
        <Button ref={cancelRef} variant="outline" onClick={cancel} className="flex-1 sm:flex-none">
          <X aria-hidden="true" />
          {PRODUCT_ENTRY_TEXT.cancel}
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          onClick={onSaveDraft}
          disabled={isSavingDraft || !canSaveDraft}
          aria-busy={isSavingDraft || undefined}
        >
          {isSavingDraft ? <Spinner /> : <Save aria-hidden="true" />}
          {PRODUCT_ENTRY_TEXT.saveDraft}
        </Button>
      </div>
      <Dialog open={isConfirmOpen} onOpenChange={setIsConfirmOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // The dialog has no trigger of its own: focus goes back to the Cancel that opened it.
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Discard this product?</DialogTitle>
            <DialogDescription>What you have entered so far will be lost.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep editing</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => navigate('/')}>
              Discard
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </header>
  );
}
