import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { WIZARD_STEPS } from '#shared/product-entry/messages';
import { findDraftIssues } from '#shared/product-entry/draft-issues';
import { findMissingRequiredFields } from '#shared/product-entry/required-fields';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { StepCoreDetails } from '../components/steps/step-core-details';
import { StepDescription } from '../components/steps/step-description';
import { StepImages } from '../components/steps/step-images';
import { StepReview } from '../components/steps/step-review';
import { StepTypeSpecific } from '../components/steps/step-type-specific';
import { DraftList } from '../components/draft-list';
import { UnderCostDialog } from '../components/under-cost-dialog';
import { WizardHeader } from '../components/wizard-header';
import { WizardNav } from '../components/wizard-nav';
import { WizardProgress } from '../components/wizard-progress';
import { stepOfPath } from '../form-issues';
import { useFormatChecks } from '../hooks/use-format-checks';
import { useProductWizard, type ProductWizard } from '../hooks/use-product-wizard';

/**
 * WCAG 2.2 2.4.11: a focused control is scrolled clear of the sticky Previous/Next bar (about
 * 4 rem) and, on phones, of the sticky top bar (3.5 rem) rather than left underneath them.
 */
const KEEP_FOCUS_CLEAR_OF_STICKY_BARS = '[&_*]:scroll-mt-20 [&_*]:scroll-mb-24';

/**
 * The browser scrolls a text area only far enough to show its caret, which can leave most of it
 * under the Previous/Next bar: a focused control is brought wholly into view, margins included.
 */
function revealFocusedTextArea(event: FocusEvent) {
  if (event.target instanceof HTMLTextAreaElement && event.target.matches(':focus-visible'))
    event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** New Product Entry (spec 02 §2): a five-step wizard; any signed-in user may use it. */
export function NewProductEntryPage() {
  const wizard = useProductWizard();
  const { form, step, goTo } = wizard;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  const wizardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wizardElement = wizardRef.current;
    wizardElement?.addEventListener('focusin', revealFocusedTextArea);
    return () => wizardElement?.removeEventListener('focusin', revealFocusedTextArea);
  }, []);

  // Each step starts at its title, for keyboard and screen-reader users alike.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    titleRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  const stepInfo = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const values = form.watch();
  const canCreate = findMissingRequiredFields(values).length === 0;
  // A step is shown completed only once none of its fields is missing or invalid.
  const stepsWithIssues = new Set(findDraftIssues(values).map((issue) => stepOfPath(issue.path)));
  const checkFormat = useFormatChecks(form);

  return (
    <FormProvider {...form}>
      <div ref={wizardRef} className="grid gap-6">
        <WizardHeader
          hasChanges={wizard.hasChanges && !wizard.isCreated}
          onSaveDraft={wizard.saveDraft}
          isSavingDraft={wizard.isSavingDraft}
          canSaveDraft={!wizard.isLoadingDraft && !wizard.isCreating}
        />
        {step === 1 ? (
          <DraftList
            currentDraftId={wizard.draftId}
            hasUnsavedChanges={wizard.hasChanges}
            onCurrentDeleted={wizard.forgetDraft}
          />
        ) : null}
        <WizardProgress step={step} stepsWithIssues={stepsWithIssues} />
        <Card className={KEEP_FOCUS_CLEAR_OF_STICKY_BARS} onBlur={checkFormat}>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle ref={titleRef} tabIndex={-1} className="outline-none">
              {stepInfo.title}
            </CardTitle>
          </CardHeader>
          <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
            <CurrentStep wizard={wizard} />
          </CardContent>
        </Card>
        <WizardNav
          step={step}
          onPrevious={() => goTo(step - 1)}
          onNext={() => goTo(step + 1)}
          onCreate={() => void wizard.create()}
          canCreate={canCreate}
          isCreating={wizard.isCreating}
        />
        <UnderCostDialog
          variants={wizard.underCost}
          onCancel={wizard.cancelUnderCost}
          onConfirm={wizard.confirmUnderCost}
        />
      </div>
    </FormProvider>
  );
}

function CurrentStep({ wizard }: { wizard: ProductWizard }) {
  switch (wizard.step) {
    case 1:
      return (
        <StepCoreDetails
          isSkuManual={wizard.isSkuManual}
          onSkuEdited={wizard.onSkuEdited}
          labelStores={wizard.labelStores}
          onLabelStoresChange={wizard.onLabelStoresChange}
        />
      );
    case 2:
      return <StepTypeSpecific />;
    case 3:
      return <StepDescription />;
    case 4:
      return <StepImages />;
    default:
      return <StepReview labelStores={wizard.labelStores} onEdit={wizard.goTo} />;
  }
}
