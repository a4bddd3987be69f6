import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  AddEmployeeInputSchema,
  EMPLOYEE_MESSAGES,
  type AddEmployeeInput,
  type Employee,
} from '#shared/employees/employees';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useAddEmployee, useEditEmployee } from '../api/change-roster';

const FIELDS: { name: keyof AddEmployeeInput; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { name: 'birthday', label: 'Birthday', type: 'date', autoComplete: 'off' },
  { name: 'startDate', label: 'Start date', type: 'date', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
];

const EMPTY: AddEmployeeInput = { name: '', birthday: '', startDate: '', phone: '', email: '' };

const recordOf = (employee: Employee): AddEmployeeInput => ({
  name: employee.name,
  birthday: employee.birthday ?? '',
  startDate: employee.startDate ?? '',
  phone: employee.phone ?? '',
  email: employee.email ?? '',
});

/** A new employee, or (given `employee`) the correction of one's record (ADR 069). */
export function AddEmployeeForm({ employee, onDone }: { employee?: Employee; onDone?: () => void } = {}) {
  const add = useAddEmployee();
  const edit = useEditEmployee();
  const form = useForm<AddEmployeeInput>({
    resolver: zodResolver(AddEmployeeInputSchema),
    defaultValues: employee ? recordOf(employee) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (employee) {
        const saved = await edit.mutateAsync({ id: employee.id, input: values });
        toast({ title: 'Employee updated', description: `${saved.name}'s record is saved.` });
        onDone?.();
        return;
      }
      const added = await add.mutateAsync(values);
      toast({ title: 'Employee added', description: `${added.name} is on the roster.` });
      form.reset(EMPTY);
    } catch (error) {
      toast({
        title: employee ? 'Failed to Update Employee' : EMPLOYEE_MESSAGES.addFailed,
        description: getErrorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={onSubmit}
      noValidate
      aria-label={employee ? 'Edit employee' : 'Add employee'}
    >
      {FIELDS.map((field) => {
        const id = `${employee ? 'edit-' : ''}employee-${field.name}`;
        const error = errors[field.name]?.message;
        return (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(field.name)}
            />
            <FormMessage id={`${id}-error`}>{error}</FormMessage>
          </div>
        );
      })}
      <div className="flex items-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner /> : <UserPlus aria-hidden="true" />}
          {employee ? 'Save Changes' : 'Add Employee'}
        </Button>
      </div>
    </form>
  );
}
