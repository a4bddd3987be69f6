import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  NOTE_MAX,
  SHIFT_SWAP,
  TIME_OFF_MESSAGES,
  TIME_OFF_TYPES,
  type TimeOff,
  type TimeOffInput,
} from '#shared/schedules/time-off';
import { STORE_CODES } from '#shared/stores';
import { FormMessage } from '#client/components/ui/form-message';
import { Label } from '#client/components/ui/label';
import type { DialogSlotProps } from '#client/lib/areas/client-area';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { changeTimeOff } from '../api/change-time-off';
import { useEmployeeNames } from '../api/get-employee-names';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { scheduleTimeOff } from '../api/schedule-time-off';
import { toastFailure } from '../lib/toast-failure';
import { RequestDialog } from './request-dialog';
import { FormSelectField, optionsOf, TextField } from './select-field';
import { draftOf, EMPTY_TIME_OFF, TimeOffDraftSchema, type TimeOffDraft } from './time-off-draft';

/** Schedule Time Off (spec 03 "Time-off scheduler", §5): every rule checked here and again by the server. */
export function TimeOffDialog(props: DialogSlotProps) {
  return <TimeOffEditor {...props} />;
}

/** The same form, to record an entry or (given `entry`) to correct one (ADR 069). */
export function TimeOffEditor({ isOpen, onOpenChange, entry }: DialogSlotProps & { entry?: TimeOff }) {
  const queryClient = useQueryClient();
  const employees = useEmployeeNames();
  const initial = entry ? draftOf(entry) : EMPTY_TIME_OFF;
  const form = useForm<TimeOffDraft, unknown, TimeOffInput>({
    resolver: zodResolver(TimeOffDraftSchema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const save = useAction({
    mutationFn: (input: TimeOffInput, key: string) =>
      entry ? changeTimeOff(entry.id, input) : scheduleTimeOff(input, key),
    onSuccess: async (saved) => {
      toast({
        title: entry ? TIME_OFF_MESSAGES.updated : TIME_OFF_MESSAGES.success,
        description: `${saved.employeeName}: ${saved.type}`,
      });
      form.reset(initial);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: toastFailure,
  });
  const field = (name: keyof TimeOffDraft) => ({ error: errors[name]?.message, ...form.register(name) });

  return (
    <RequestDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={entry ? 'Edit Time Off' : 'Schedule Time Off'}
      description="A day off or a shift swap; it shows on the store's schedule."
      submitLabel={entry ? 'Save Changes' : 'Schedule Time Off'}
      className="max-w-xl"
      isPending={save.isPending}
      onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="employeeName"
          id="time-off-employee"
          label="Employee Name"
          isRequired
          placeholder="Select an employee"
          options={optionsOf(employees.data ?? [])}
        />
        <FormSelectField
          control={form.control}
          name="store"
          id="time-off-store"
          label="Store"
          isRequired
          placeholder="Select a store"
          options={optionsOf(STORE_CODES)}
        />
      </div>
      <FormSelectField
        control={form.control}
        name="type"
        id="time-off-type"
        label="Type"
        isRequired
        placeholder="Select a type"
        options={optionsOf(TIME_OFF_TYPES)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="time-off-start" label="Start Date" isRequired type="date" {...field('startDate')} />
        <TextField id="time-off-end" label="End Date" isRequired type="date" {...field('endDate')} />
      </div>
      {form.watch('type') === SHIFT_SWAP ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="time-off-swap-start"
            label="Shift Swap Start Time"
            isRequired
            type="time"
            {...field('shiftSwapStartTime')}
          />
          <TextField
            id="time-off-swap-end"
            label="Shift Swap End Time"
            isRequired
            type="time"
            {...field('shiftSwapEndTime')}
          />
        </div>
      ) : null}
      <TextField
        id="time-off-pto"
        label="PTO Days"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.5}
        {...field('ptoDays')}
      />
      <div className="grid gap-2">
        <Label htmlFor="time-off-note">Note</Label>
        <textarea
          id="time-off-note"
          maxLength={NOTE_MAX}
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'time-off-note-error' : undefined}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm"
          {...form.register('note')}
        />
        {errors.note ? <FormMessage id="time-off-note-error">{errors.note.message}</FormMessage> : null}
      </div>
    </RequestDialog>
  );
}
