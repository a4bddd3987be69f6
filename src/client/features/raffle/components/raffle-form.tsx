import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { RAFFLE_TEXT } from '#shared/raffle/messages';
import { previousMonth, monthOf } from '#shared/raffle/month';
import {
  DEFAULT_WINNERS,
  RaffleOptionsSchema,
  type RaffleOptions,
  type RaffleOptionsInput,
} from '#shared/raffle/raffle-options';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { CheckboxRow } from './checkbox-row';

const RAFFLES = [
  { name: 'runLastMonth', label: RAFFLE_TEXT.lastMonth, hint: '1 ticket per $300 (Month + Month DBL)' },
  { name: 'runLastThreeMonths', label: RAFFLE_TEXT.lastThreeMonths, hint: '1 ticket per $300 over 3 months' },
  { name: 'runLastSixMonths', label: RAFFLE_TEXT.lastSixMonths, hint: '1 ticket per $300 over 6 months' },
  { name: 'runYearEndRaffle', label: RAFFLE_TEXT.yearEnd, hint: '1 ticket per $600 over 12 months' },
] as const;

interface RaffleFormProps {
  isGenerating: boolean;
  /** Called with valid options; the page asks for confirmation before generating. */
  onValid: (options: RaffleOptions) => void;
}

/** The raffle options (spec 03 §3, §5): validated by the same schema as the route. */
export function RaffleForm({ isGenerating, onValid }: RaffleFormProps) {
  const form = useForm<RaffleOptionsInput, unknown, RaffleOptions>({
    resolver: zodResolver(RaffleOptionsSchema),
    defaultValues: {
      month: previousMonth(monthOf(new Date())),
      runLastMonth: false,
      runLastThreeMonths: false,
      runLastSixMonths: false,
      runYearEndRaffle: false,
      numWinners: DEFAULT_WINNERS,
      top50AutoWin: true,
    },
  });
  const { errors } = form.formState;

  return (
    <form className="grid gap-5" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="raffle-month">Month</Label>
        <Input
          id="raffle-month"
          type="month"
          aria-invalid={errors.month ? true : undefined}
          aria-describedby={errors.month ? 'raffle-month-error' : undefined}
          {...form.register('month')}
        />
        {errors.month ? <FormMessage id="raffle-month-error">{errors.month.message}</FormMessage> : null}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Raffles</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {RAFFLES.map((raffle) => (
            <Controller
              key={raffle.name}
              control={form.control}
              name={raffle.name}
              render={({ field }) => (
                <CheckboxRow
                  id={`raffle-${raffle.name}`}
                  label={raffle.label}
                  hint={raffle.hint}
                  checked={field.value === true}
                  onCheckedChange={(checked) => {
                    field.onChange(checked);
                    if (checked) form.clearErrors('runLastMonth');
                  }}
                />
              )}
            />
          ))}
        </div>
        {errors.runLastMonth ? <FormMessage role="alert">{errors.runLastMonth.message}</FormMessage> : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <div className="grid gap-2">
          <Label htmlFor="raffle-winners">{RAFFLE_TEXT.numWinners}</Label>
          <Input
            id="raffle-winners"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-invalid={errors.numWinners ? true : undefined}
            aria-describedby={errors.numWinners ? 'raffle-winners-error' : undefined}
            {...form.register('numWinners', { valueAsNumber: true })}
          />
          {errors.numWinners ? <FormMessage id="raffle-winners-error">{errors.numWinners.message}</FormMessage> : null}
        </div>
        <Controller
          control={form.control}
          name="top50AutoWin"
          render={({ field }) => (
            <CheckboxRow
              id="raffle-top50"
              label={RAFFLE_TEXT.top50AutoWin}
              hint="With 50 or more winners, the 50 highest spenders win first"
              checked={field.value === true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>

      <div>
        <Button type="submit" disabled={isGenerating}>
          {isGenerating ? <Spinner /> : null}
          {RAFFLE_TEXT.generate}
        </Button>
      </div>
    </form>
  );
}
