import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { SCHEDULE_KEY } from '../api/schedule-api';
import { fieldErrorsOf } from './field-errors';

interface RequestFormOptions<F extends string, Input, Saved> {
  empty: Record<F, string>;
  schema: z.ZodType<Input>;
  /** What is validated and sent, when it is not the form itself. */
  toBody?: (form: Record<F, string>) => unknown;
  send: (input: Input, idempotencyKey: string) => Promise<Saved>;
  onSent: (saved: Saved) => void;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A schedule request dialog's form (sick day, time off): every rule checked here and again by the server;
 * reset and closed on success, kept open on error (spec 01 §8).
 */
export function useRequestForm<F extends string, Input, Saved>({
  empty,
  schema,
  toBody = (form) => form,
  send,
  onSent,
  onOpenChange,
}: RequestFormOptions<F, Input, Saved>) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const set = (field: F) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = useAction({
    mutationFn: send,
    onSuccess: async (saved) => {
      onSent(saved);
      setForm(empty);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toBody(form));
    if (!parsed.success) {
      setErrors(fieldErrorsOf<F>(parsed.error));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data);
  };

  const bindSelect = (field: F) => ({ value: form[field], onChange: set(field), error: errors[field] });
  const bindInput = (field: F) => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.target.value),
    error: errors[field],
  });

  return { form, errors, set, bindSelect, bindInput, onSubmit, isPending: submit.isPending };
}
