import { ChevronLeft, ChevronRight, PackagePlus } from 'lucide-react';
import { PRODUCT_ENTRY_TEXT } from '#shared/product-entry/messages';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { LAST_STEP } from '../hooks/use-product-wizard';

interface WizardNavProps {
  step: number;
  onPrevious: () => void;
  onNext: () => void;
  onCreate: () => void;
  canCreate: boolean;
  isCreating: boolean;
}

/** Previous / Next; on the last step Next becomes Create Product (spec 02 §2). */
export function WizardNav({ step, onPrevious, onNext, onCreate, canCreate, isCreating }: WizardNavProps) {
  const isLast = step === LAST_STEP;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-lg lg:border lg:px-4">
      <Button variant="outline" onClick={onPrevious} disabled={step === 1 || isCreating}>
        <ChevronLeft aria-hidden="true" />
        {PRODUCT_ENTRY_TEXT.previous}
      </Button>
      {isLast ? (
        <Button onClick={onCreate} disabled={!canCreate || isCreating} aria-busy={isCreating || undefined}>
          {isCreating ? <Spinner /> : <PackagePlus aria-hidden="true" />}
          {isCreating ? 'Creating Product...' : PRODUCT_ENTRY_TEXT.createProduct}
        </Button>
      ) : (
        <Button onClick={onNext}>
          {PRODUCT_ENTRY_TEXT.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
