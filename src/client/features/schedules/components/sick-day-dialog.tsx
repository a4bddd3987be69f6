import { SICK_DAY_MESSAGES, SICK_DAY_SUCCESS_MS, SickDayInputSchema } from '../../../../shared/schedules/sick-day';
import { STORE_CODES } from '../../../../shared/stores';
import type { DialogSlotProps } from '../../../lib/areas/client-area';
import { toast } from '../../../lib/use-toast';
import { reportSickDay, useEmployeeNames } from '../api/schedule-api';
import { useRequestForm } from '../lib/use-request-form';
import { RequestDialog } from './request-dialog';
import { optionsOf, SelectField, TextField } from './select-field';

const EMPTY = { employeeName: '', date: '', store: '' };

/** Sick Day Notification (spec 01 §2.7, §4, §8): reset and closed on success, kept open on error. */
export function SickDayDialog({ isOpen, onOpenChange }: DialogSlotProps) {
  const employees = useEmployeeNames();
  const request = useRequestForm({
    empty: EMPTY,
    schema: SickDayInputSchema,
    send: reportSickDay,
    onSent: () => toast({ title: 'Success', description: SICK_DAY_MESSAGES.success, duration: SICK_DAY_SUCCESS_MS }),
    onOpenChange,
  });

  return (
    <RequestDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Sick Day Notification"
      description="Let your store know you can't come in."
      submitLabel="Submit Sick Day"
      isPending={request.isPending}
      onSubmit={request.onSubmit}
    >
      <SelectField
        id="sick-employee"
        label="Employee Name"
        isRequired
        placeholder={employees.isPending ? 'Loading employees...' : 'Select your name'}
        options={optionsOf(employees.data ?? [])}
        {...request.bindSelect('employeeName')}
      />
      <TextField id="sick-date" label="Sick Day Date" isRequired type="date" {...request.bindInput('date')} />
      <SelectField
        id="sick-store"
        label="Store"
        isRequired
        placeholder="Select a store"
        options={optionsOf(STORE_CODES)}
        {...request.bindSelect('store')}
      />
    </RequestDialog>
  );
}
