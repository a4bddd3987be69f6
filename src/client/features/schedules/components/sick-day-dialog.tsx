import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { SICK_DAY_MESSAGES, SICK_DAY_SUCCESS_MS, type SickDayInput } from '#shared/schedules/sick-day';
import { STORE_CODES } from '#shared/stores';
import type { DialogSlotProps } from '#client/lib/areas/client-area';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { useEmployeeNames } from '../api/get-employee-names';
import { reportSickDay } from '../api/report-sick-day';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { toastFailure } from '../lib/toast-failure';
import { RequestDialog } from './request-dialog';
import { FormSelectField, optionsOf, TextField } from './select-field';
import { EMPTY_SICK_DAY, SickDayDraftSchema, type SickDayDraft } from './sick-day-draft';

/** Sick Day Notification (spec 01 §2.7, §4, §8): reset and closed on success, kept open on error. */
export function SickDayDialog({ isOpen, onOpenChange }: DialogSlotProps) {
  const queryClient = useQueryClient();
  const employees = useEmployeeNames();
  const form = useForm<SickDayDraft, unknown, SickDayInput>({
    resolver: zodResolver(SickDayDraftSchema),
    defaultValues: EMPTY_SICK_DAY,
    reValidateMode: 'onSubmit',
    // Focus stays on Submit, as it did: each refused field names its message, and a keyboard user
    // pressing Submit again is not moved into the first select.
    shouldFocusError: false,
  });
  const report = useAction({
    mutationFn: reportSickDay,
    onSuccess: async () => {
      toast({ title: 'Success', description: SICK_DAY_MESSAGES.success, duration: SICK_DAY_SUCCESS_MS });
      form.reset(EMPTY_SICK_DAY);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: toastFailure,
  });

  return (
    <RequestDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Sick Day Notification"
      description="Let your store know you can't come in."
      submitLabel="Submit Sick Day"
      isPending={report.isPending}
      onSubmit={(event) => void form.handleSubmit((input) => report.mutate(input))(event)}
    >
      <FormSelectField
        control={form.control}
        name="employeeName"
        id="sick-employee"
        label="Employee Name"
        isRequired
        placeholder={employees.isPending ? 'Loading employees...' : 'Select your name'}
        options={optionsOf(employees.data ?? [])}
      />
      <TextField
        id="sick-date"
        label="Sick Day Date"
        isRequired
        type="date"
        error={form.formState.errors.date?.message}
        {...form.register('date')}
      />
      <FormSelectField
        control={form.control}
        name="store"
        id="sick-store"
        label="Store"
        isRequired
        placeholder="Select a store"
        options={optionsOf(STORE_CODES)}
      />
    </RequestDialog>
  );
}
