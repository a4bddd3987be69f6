import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useForm, type FieldErrors } from 'react-hook-form';
import { MARGIN_MESSAGES as M, type MarginCollection, type MarginRuleInput } from '#shared/margin-tags/margin-tags';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { addMarginRule, MARGIN_CONFIG_KEY } from '../api/margin-tags-api';
import { EMPTY_MARGIN_RULE_DRAFT, MarginRuleDraftSchema, type MarginRuleDraft } from './margin-rule-draft';

interface AddRuleFormProps {
  collections: Pick<UseQueryResult<MarginCollection[]>, 'data' | 'isPending' | 'isError' | 'isSuccess'>;
}

/** A refused rule is told in a toast (spec 03 "Tag DIMARGIN"), one message at a time. */
const toastFirstError = (errors: FieldErrors<MarginRuleDraft>) =>
  toast({
    title: errors.collectionName?.message ?? errors.threshold?.message ?? M.thresholdRange,
    variant: 'destructive',
  });

/** Adds a margin rule for one of the store's collections; the threshold is typed as a percent. */
export function AddRuleForm({ collections }: AddRuleFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<MarginRuleDraft, unknown, MarginRuleInput>({
    resolver: zodResolver(MarginRuleDraftSchema),
    defaultValues: EMPTY_MARGIN_RULE_DRAFT,
  });

  const add = useAction({
    mutationFn: addMarginRule,
    onSuccess: () => {
      toast({ title: 'Rule saved' });
      form.reset(EMPTY_MARGIN_RULE_DRAFT);
      void queryClient.invalidateQueries({ queryKey: MARGIN_CONFIG_KEY });
    },
    onError: (error) => toast({ title: `${M.addRuleFailed}${getErrorMessage(error)}`, variant: 'destructive' }),
  });

  return (
    <form
      className="grid gap-3 border-t pt-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      aria-label="Add a rule"
      noValidate
      onSubmit={(event) => void form.handleSubmit((input) => add.mutate(input), toastFirstError)(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor="rule-collection">Collection name</Label>
        {/* Chosen from the store's collections: a typed name could miss by a letter's case. */}
        <select
          id="rule-collection"
          className="h-10 rounded-md border border-input bg-card px-3 text-sm"
          disabled={!collections.isSuccess}
          {...form.register('collectionName')}
        >
          <option value="">
            {collections.isPending
              ? 'Loading collections…'
              : collections.isError
                ? 'Collections could not be loaded'
                : 'Select a collection'}
          </option>
          {collections.data?.map((collection) => (
            <option key={collection.id} value={collection.name}>
              {collection.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="rule-threshold">Margin threshold (%)</Label>
        <Input
          id="rule-threshold"
          inputMode="decimal"
          placeholder="35"
          maxLength={10}
          {...form.register('threshold')}
        />
      </div>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? <Spinner /> : null}
        Add Rule
      </Button>
    </form>
  );
}
