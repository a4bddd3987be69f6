import {
  NOTE_MAX,
  SHIFT_SWAP,
  TIME_OFF_MESSAGES,
  TIME_OFF_TYPES,
  TimeOffInputSchema,
  type TimeOff,
} from '../../../../shared/schedules/time-off';
import { STORE_CODES } from '../../../../shared/stores';
import { FormMessage } from '../../../components/ui/form-message';
import { Label } from '../../../components/ui/label';
import type { DialogSlotProps } from '../../../lib/areas/client-area';
import { toast } from '../../../lib/use-toast';
import { changeTimeOff, scheduleTimeOff, useEmployeeNames } from '../api/schedule-api';
import { useRequestForm } from '../lib/use-request-form';
import { RequestDialog } from './request-dialog';
import { optionsOf, SelectField, TextField } from './select-field';

type Field =
  | 'employeeName'
  | 'store'
  | 'type'
  | 'startDate'
  | 'endDate'
  | 'shiftSwapStartTime'
  | 'shiftSwapEndTime'
  | 'ptoDays'
  | 'note';
type Form = Record<Field, string>;
const EMPTY: Form = {
  employeeName: '',
  store: '',
  type: '',
  startDate: '',
  endDate: '',
  shiftSwapStartTime: '',
  shiftSwapEndTime: '',
  ptoDays: '',
  note: '',
};

/** The request body: empty optionals left out (spec 03 §7); swap times only for a swap. */
export function timeOffPayload(form: Form): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    employeeName: form.employeeName,
    store: form.store,
    type: form.type,
    startDate: form.startDate,
    endDate: form.endDate,
  };
  if (form.type === SHIFT_SWAP) {
    if (form.shiftSwapStartTime) payload.shiftSwapStartTime = form.shiftSwapStartTime;
    if (form.shiftSwapEndTime) payload.shiftSwapEndTime = form.shiftSwapEndTime;
  }
  if (form.ptoDays.trim() !== '') payload.ptoDays = Number(form.ptoDays);
  if (form.note.trim() !== '') payload.note = form.note;
  return payload;
}

/** An entry as the form shows it, to edit it. */
export const formOf = (entry: TimeOff): Form => ({
  employeeName: entry.employeeName,
  store: entry.store,
  type: entry.type,
  startDate: entry.startDate,
  endDate: entry.endDate,
  shiftSwapStartTime: entry.shiftSwapStartTime ?? '',
  shiftSwapEndTime: entry.shiftSwapEndTime ?? '',
  ptoDays: entry.ptoDays === null ? '' : String(entry.ptoDays),
  note: entry.note ?? '',
});

/** Schedule Time Off (spec 03 "Time-off scheduler", §5): every rule checked here and again by the server. */
export function TimeOffDialog(props: DialogSlotProps) {
  return <TimeOffEditor {...props} />;
}

/** The same form, to record an entry or (given `entry`) to correct one (ADR 069). */
export function TimeOffEditor({ isOpen, onOpenChange, entry }: DialogSlotProps & { entry?: TimeOff }) {
  const employees = useEmployeeNames();
  const request = useRequestForm({
    empty: entry ? formOf(entry) : EMPTY,
    schema: TimeOffInputSchema,
    toBody: timeOffPayload,
    send: entry ? (input) => changeTimeOff(entry.id, input) : scheduleTimeOff,
    onSent: (saved) =>
      toast({
        title: entry ? TIME_OFF_MESSAGES.updated : TIME_OFF_MESSAGES.success,
        description: `${saved.employeeName}: ${saved.type}`,
      }),
    onOpenChange,
  });
  const { bindInput, bindSelect } = request;

  return (
    <RequestDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={entry ? 'Edit Time Off' : 'Schedule Time Off'}
      description="A day off or a shift swap; it shows on the store's schedule."
      submitLabel={entry ? 'Save Changes' : 'Schedule Time Off'}
      className="max-w-xl"
      isPending={request.isPending}
      onSubmit={request.onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="time-off-employee"
          label="Employee Name"
          isRequired
          placeholder="Select an employee"
          options={optionsOf(employees.data ?? [])}
          {...bindSelect('employeeName')}
        />
        <SelectField
          id="time-off-store"
          label="Store"
          isRequired
          placeholder="Select a store"
          options={optionsOf(STORE_CODES)}
          {...bindSelect('store')}
        />
      </div>
      <SelectField
        id="time-off-type"
        label="Type"
        isRequired
        placeholder="Select a type"
        options={optionsOf(TIME_OFF_TYPES)}
        {...bindSelect('type')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="time-off-start" label="Start Date" isRequired type="date" {...bindInput('startDate')} />
        <TextField id="time-off-end" label="End Date" isRequired type="date" {...bindInput('endDate')} />
      </div>
      {request.form.type === SHIFT_SWAP ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="time-off-swap-start"
            label="Shift Swap Start Time"
            isRequired
            type="time"
            {...bindInput('shiftSwapStartTime')}
          />
          <TextField
            id="time-off-swap-end"
            label="Shift Swap End Time"
            isRequired
            type="time"
            {...bindInput('shiftSwapEndTime')}
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
        {...bindInput('ptoDays')}
      />
      <div className="grid gap-2">
        <Label htmlFor="time-off-note">Note</Label>
        <textarea
          id="time-off-note"
          maxLength={NOTE_MAX}
          rows={3}
          value={request.form.note}
          onChange={(event) => request.set('note')(event.target.value)}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm"
        />
        {request.errors.note ? <FormMessage>{request.errors.note}</FormMessage> : null}
      </div>
    </RequestDialog>
  );
}
