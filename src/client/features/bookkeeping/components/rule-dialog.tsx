import { FlaskConical } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  ClassifierRuleInputSchema,
  MATCH_KINDS,
  RULE_SIDES,
  type ClassifierRule,
  type ClassifierRuleInput,
  type TestRuleResponse,
} from '../../../../shared/bookkeeping/classifier';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { testRule } from '../api/classifier-rules';
import { parseMoneyText } from '../../../../shared/money/parse-money';

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm';

interface Draft {
  type: string;
  matchKind: ClassifierRuleInput['matchKind'];
  pattern: string;
  side: ClassifierRuleInput['side'];
  minAmount: string;
  maxAmount: string;
}

const toDraft = (rule: ClassifierRule | null): Draft => ({
  type: rule?.type ?? '',
  matchKind: rule?.matchKind ?? 'contains',
  pattern: rule?.pattern ?? '',
  side: rule?.side ?? 'any',
  minAmount: rule?.minAmount === null || rule?.minAmount === undefined ? '' : String(rule.minAmount),
  maxAmount: rule?.maxAmount === null || rule?.maxAmount === undefined ? '' : String(rule.maxAmount),
});

/** Text to the schema's input: empty is null, `5,000` or `$5,000.00` a number, else NaN (the schema judges it). */
const amountOf = (text: string): number | null => parseMoneyText(text);

function parseDraft(draft: Draft) {
  const parsed = ClassifierRuleInputSchema.safeParse({
    type: draft.type,
    matchKind: draft.matchKind,
    pattern: draft.pattern,
    side: draft.side,
    minAmount: amountOf(draft.minAmount),
    maxAmount: amountOf(draft.maxAmount),
  });
  if (parsed.success) return { input: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { input: null, errors };
}

interface RuleDialogProps {
  /** The rule being edited, or null to add one. */
  rule: ClassifierRule | null;
  isOpen: boolean;
  isSaving: boolean;
  /** Why the server refused the last save, shown in the dialog. */
  saveError?: string | null;
  onOpenChange(isOpen: boolean): void;
  onSave(input: ClassifierRuleInput): void;
}

/** Add or edit one rule, and try it on a sample description before saving. */
export function RuleDialog({ rule, isOpen, isSaving, saveError, onOpenChange, onSave }: RuleDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(rule));
  // A saved rule whose pattern no longer compiles opens with the reason under its pattern.
  const [errors, setErrors] = useState<Record<string, string>>(() => {
    const initial: Record<string, string> = {};
    if (rule?.problem) initial.pattern = rule.problem;
    return initial;
  });
  const [sample, setSample] = useState({ description: '', side: 'debit' as 'debit' | 'credit', amount: '' });
  const [verdict, setVerdict] = useState<TestRuleResponse | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const [isTesting, setIsTesting] = useState(false);
  const id = useId();
  const field = (name: keyof Draft) => `${id}-${name}`;

  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setVerdict(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = parseDraft(draft);
    setErrors(found);
    if (input) onSave(input);
  };

  const runTest = async () => {
    const { input, errors: found } = parseDraft(draft);
    setErrors(found);
    if (!input) return;
    setIsTesting(true);
    setTestError(null);
    try {
      setVerdict(
        await testRule({
          rule: input,
          description: sample.description,
          side: sample.side,
          amount: amountOf(sample.amount),
        }),
      );
    } catch (error) {
      setVerdict(null);
      setTestError(getErrorMessage(error));
    } finally {
      setIsTesting(false);
    }
  };

  // Each field with an error names its message in aria-describedby: `${field(name)}-error` (WCAG 3.3.1).
  const message = (name: keyof Draft) =>
    errors[name] ? (
      <FormMessage id={`${field(name)}-error`} role="alert">
        {errors[name]}
      </FormMessage>
    ) : null;

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{rule ? `Edit rule ${rule.position}` : 'Add rule'}</DialogTitle>
          <DialogDescription>
            Rules are tried in order; the first that matches a row gives its type. Matching ignores case.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={field('type')}>Type</Label>
            <Input
              id={field('type')}
              value={draft.type}
              maxLength={60}
              aria-invalid={errors.type ? true : undefined}
              aria-describedby={errors.type ? `${field('type')}-error` : undefined}
              onChange={(event) => set({ type: event.target.value })}
            />
            {message('type')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={field('matchKind')}>Match</Label>
              <select
                id={field('matchKind')}
                className={SELECT_CLASS}
                value={draft.matchKind}
                onChange={(event) => set({ matchKind: event.target.value as Draft['matchKind'] })}
              >
                {MATCH_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind === 'contains' ? 'Description contains' : 'Regular expression'}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={field('side')}>Side</Label>
              <select
                id={field('side')}
                className={SELECT_CLASS}
                value={draft.side}
                onChange={(event) => set({ side: event.target.value as Draft['side'] })}
              >
                {RULE_SIDES.map((side) => (
                  <option key={side} value={side}>
                    {side === 'any' ? 'Debit or credit' : side === 'debit' ? 'Debit only' : 'Credit only'}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('pattern')}>Pattern</Label>
            <Input
              id={field('pattern')}
              value={draft.pattern}
              maxLength={200}
              className="font-mono"
              aria-invalid={errors.pattern ? true : undefined}
              aria-describedby={errors.pattern ? `${field('pattern')}-error` : undefined}
              onChange={(event) => set({ pattern: event.target.value })}
            />
            {message('pattern')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={field('minAmount')}>Minimum amount ($, optional)</Label>
              <Input
                id={field('minAmount')}
                inputMode="decimal"
                value={draft.minAmount}
                aria-invalid={errors.minAmount ? true : undefined}
                aria-describedby={errors.minAmount ? `${field('minAmount')}-error` : undefined}
                onChange={(event) => set({ minAmount: event.target.value })}
              />
              {message('minAmount')}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={field('maxAmount')}>Maximum amount ($, optional)</Label>
              <Input
                id={field('maxAmount')}
                inputMode="decimal"
                value={draft.maxAmount}
                aria-invalid={errors.maxAmount ? true : undefined}
                aria-describedby={errors.maxAmount ? `${field('maxAmount')}-error` : undefined}
                onChange={(event) => set({ maxAmount: event.target.value })}
              />
              {message('maxAmount')}
            </div>
          </div>

          <fieldset className="grid gap-3 rounded-lg border border-dashed p-3">
            <legend className="px-1 text-sm font-medium">Try it on a sample</legend>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-sample`}>Sample description</Label>
              <Input
                id={`${id}-sample`}
                value={sample.description}
                maxLength={1000}
                placeholder="e.g. SHOPIFY TRANSFER ST-8812"
                onChange={(event) => {
                  setSample((current) => ({ ...current, description: event.target.value }));
                  setVerdict(null);
                }}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-sample-side`}>Sample side</Label>
                <select
                  id={`${id}-sample-side`}
                  className={SELECT_CLASS}
                  value={sample.side}
                  onChange={(event) => {
                    setSample((current) => ({ ...current, side: event.target.value as 'debit' | 'credit' }));
                    setVerdict(null);
                  }}
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
                  onChange={(event) => {
                    setSample((current) => ({ ...current, amount: event.target.value }));
                    setVerdict(null);
                  }}
                />
              </div>
              <Button type="button" variant="outline" onClick={() => void runTest()} disabled={isTesting}>
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

          {saveError ? (
            <FormMessage id={`${id}-save-error`} role="alert">
              {saveError}
            </FormMessage>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? <Spinner /> : null}
              {rule ? 'Save rule' : 'Add rule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
