import { FlaskConical } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ClassifierRuleInput, TestRuleResponse } from '#shared/bookkeeping/classifier';
import { parseMoneyText } from '#shared/money/parse-money';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { testRule } from '../api/classifier-rules';
import type { RuleDraft } from './rule-draft';
import { SELECT_CLASS } from '#client/components/ui/select-class';

interface RuleSampleTestProps {
  /** The rule dialog's form: the test checks its fields as saving does, then tries the rule unsaved. */
  form: UseFormReturn<RuleDraft, unknown, ClassifierRuleInput>;
}

/** Tries the rule being edited on a sample row; any change to the rule or the sample clears the verdict. */
export function RuleSampleTest({ form }: RuleSampleTestProps) {
  const [sample, setSample] = useState({ description: '', side: 'debit' as 'debit' | 'credit', amount: '' });
  const [verdict, setVerdict] = useState<TestRuleResponse | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const [isTesting, setIsTesting] = useState(false);
  const id = useId();

  useEffect(() => {
    const subscription = form.watch(() => setVerdict(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const changeSample = (patch: Partial<typeof sample>) => {
    setSample((current) => ({ ...current, ...patch }));
    setVerdict(null);
  };

  const runTest = async (rule: ClassifierRuleInput) => {
    setIsTesting(true);
    setTestError(null);
    try {
      setVerdict(
        await testRule({
          rule,
          description: sample.description,
          side: sample.side,
          amount: parseMoneyText(sample.amount),
        }),
      );
    } catch (error) {
      setVerdict(null);
      setTestError(getErrorMessage(error));
    } finally {
      setIsTesting(false);
    }
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">Try it on a sample</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sample`}>Sample description</Label>
        <Input
          id={`${id}-sample`}
          value={sample.description}
          maxLength={1000}
          placeholder="e.g. SHOPIFY TRANSFER ST-8812"
          onChange={(event) => changeSample({ description: event.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sample-side`}>Sample side</Label>
          <select
            id={`${id}-sample-side`}
            className={SELECT_CLASS}
            value={sample.side}
            onChange={(event) => changeSample({ side: event.target.value as 'debit' | 'credit' })}
          >
            <option value="debit">Debit</option>
            <option value="credit">Credit</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sample-amount`}>Sample amount ($)</Label>
          <Input
            id={`${id}-sample-amount`}
            inputMode="decimal"
            value={sample.amount}
            onChange={(event) => changeSample({ amount: event.target.value })}
          />
        </div>
        <Button type="button" variant="outline" onClick={() => void form.handleSubmit(runTest)()} disabled={isTesting}>
          {isTesting ? <Spinner /> : <FlaskConical aria-hidden="true" />}
          Test rule
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {verdict ? (
          <span className={verdict.matches ? 'font-medium text-foreground' : 'text-muted-foreground'}>
            {verdict.matches ? 'Matches. ' : 'No match. '}
            {verdict.explanation}
          </span>
        ) : testError ? (
          <span className="text-destructive">{testError}</span>
        ) : null}
      </p>
    </fieldset>
  );
}
