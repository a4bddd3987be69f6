import type { TimeOffListQuery } from '#shared/schedules/time-off';
import { STORE_CODES, storeNameOf } from '#shared/stores';
import { useEmployeeNames } from '../api/get-employee-names';
import { optionsOf, SelectField, TextField } from './select-field';

const ALL = 'ALL';

/** The list's filters: store, employee and the dates an entry overlaps; each change filters at once. */
export function TimeOffFilters({
  filter,
  onChange,
}: {
  filter: TimeOffListQuery;
  onChange: (filter: TimeOffListQuery) => void;
}) {
  const employees = useEmployeeNames();
  const set = (field: keyof TimeOffListQuery) => (value: string) =>
    onChange({ ...filter, [field]: value === '' || value === ALL ? undefined : value });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        id="time-off-filter-store"
        label="Store"
        value={filter.store ?? ALL}
        onChange={set('store')}
        options={[
          { value: ALL, label: 'All stores' },
          ...STORE_CODES.map((code) => ({ value: code, label: storeNameOf(code) })),
        ]}
      />
      <SelectField
        id="time-off-filter-employee"
        label="Employee"
        value={filter.employee ?? ALL}
        onChange={set('employee')}
        options={[{ value: ALL, label: 'All employees' }, ...optionsOf(employees.data ?? [])]}
      />
      <TextField
        id="time-off-filter-from"
        label="From"
        type="date"
        value={filter.from ?? ''}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        id="time-off-filter-to"
        label="To"
        type="date"
        value={filter.to ?? ''}
        onChange={(event) => set('to')(event.target.value)}
      />
    </div>
  );
}
