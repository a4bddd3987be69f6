import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  AddEmployeeInputSchema,
  EMPLOYEE_MESSAGES,
  type AddEmployeeInput,
} from '../../../../shared/employees/employees';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { useAddEmployee } from '../api/change-roster';

const FIELDS: { name: keyof AddEmployeeInput; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { name: 'birthday', label: 'Birthday', type: 'date', autoComplete: 'off' },
  { name: 'startDate', label: 'Start date', type: 'date', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
];

const EMPTY: AddEmployeeInput = { name: '', birthday: '', startDate: '', phone: '', email: '' };

export function AddEmployeeForm() {
  const add = useAddEmployee();
  const form = useForm<AddEmployeeInput>({ resolver: zodResolver(AddEmployeeInputSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const employee = await add.mutateAsync(values);
      toast({ title: 'Employee added', description: `${employee.name} is on the roster.` });
      form.reset(EMPTY);
    } catch (error) {
      toast({ title: EMPLOYEE_MESSAGES.addFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate aria-label="Add employee">
      {FIELDS.map((field) => {
        const id = `employee-${field.name}`;
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
          Add Employee
        </Button>
      </div>
    </form>
  );
}
