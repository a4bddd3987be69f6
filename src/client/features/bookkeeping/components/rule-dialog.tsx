import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ComponentProps } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MATCH_KINDS, RULE_SIDES, type ClassifierRule, type ClassifierRuleInput } from '#shared/bookkeeping/classifier';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { RuleDraftSchema, toRuleDraft, type RuleDraft } from './rule-draft';
import { RuleSampleTest } from './rule-sample-test';
import { SELECT_CLASS } from '#client/components/ui/select-class';

interface RuleFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id'> {
  name: 'type' | 'pattern' | 'minAmount' | 'maxAmount';
  label: string;
  /** The dialog's id prefix: the input is `${idPrefix}-${name}`, its message `${idPrefix}-${name}-error`. */
  idPrefix: string;
  register: UseFormRegister<RuleDraft>;
  errors: FieldErrors<RuleDraft>;
}

/** One text field of a rule; an error names its message in aria-describedby (WCAG 3.3.1). */
function RuleField({ name, label, idPrefix, register, errors, ...props }: RuleFieldProps) {
  const id = `${idPrefix}-${name}`;
  const error = errors[name]?.message;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
        {...register(name)}
      />
      {error ? (
        <FormMessage id={`${id}-error`} role="alert">
          {error}
        </FormMessage>
      ) : null}
    </div>
  );
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
  const form = useForm<RuleDraft, unknown, ClassifierRuleInput>({
    resolver: zodResolver(RuleDraftSchema),
    defaultValues: toRuleDraft(rule),
  });
  const { errors } = form.formState;
  const id = useId();
  const fieldProps = { idPrefix: id, register: form.register, errors };

  // A saved rule whose pattern no longer compiles opens with the reason under its pattern.
  const problem = rule?.problem;
  useEffect(() => {
    if (problem) form.setError('pattern', { type: 'server', message: problem });
  }, [form, problem]);

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{rule ? `Edit rule ${rule.position}` : 'Add rule'}</DialogTitle>
          <DialogDescription>
            Rules are tried in order; the first that matches a row gives its type. Matching ignores case.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate>
          <RuleField name="type" label="Type" maxLength={60} {...fieldProps} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-matchKind`}>Match</Label>
              <select id={`${id}-matchKind`} className={SELECT_CLASS} {...form.register('matchKind')}>
                {MATCH_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind === 'contains' ? 'Description contains' : 'Regular expression'}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-side`}>Side</Label>
              <select id={`${id}-side`} className={SELECT_CLASS} {...form.register('side')}>
                {RULE_SIDES.map((side) => (
                  <option key={side} value={side}>
                    {side === 'any' ? 'Debit or credit' : side === 'debit' ? 'Debit only' : 'Credit only'}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <RuleField name="pattern" label="Pattern" maxLength={200} className="font-mono" {...fieldProps} />
          <div className="grid gap-4 sm:grid-cols-2">
            <RuleField name="minAmount" label="Minimum amount ($, optional)" inputMode="decimal" {...fieldProps} />
            <RuleField name="maxAmount" label="Maximum amount ($, optional)" inputMode="decimal" {...fieldProps} />
          </div>

          <RuleSampleTest form={form} />

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
