import { zodResolver } from '@hookform/resolvers/zod';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { EMPLOYEE_MESSAGES, RemoveEmployeeInputSchema, type RemoveEmployeeInput } from '#shared/employees/employees';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useRemoveEmployee } from '../api/change-roster';

const EMPTY: RemoveEmployeeInput = { employeeName: '', endDate: '' };

/** Marks an employee inactive with an end date, after a confirmation. */
export function RemoveEmployeeForm({ names }: { names: string[] }) {
  const remove = useRemoveEmployee();
  const [pending, setPending] = useState<RemoveEmployeeInput | null>(null);
  const form = useForm<RemoveEmployeeInput>({ resolver: zodResolver(RemoveEmployeeInputSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const confirm = async () => {
    if (!pending) return;
    try {
      const { employee } = await remove.mutateAsync(pending);
      toast({
        title: 'Employee removed',
        description: employee.isActive
          ? `${pending.employeeName} stays on the lists until ${pending.endDate}.`
          : `${pending.employeeName} is marked inactive.`,
      });
      form.reset(EMPTY);
    } catch (error) {
      toast({ title: EMPLOYEE_MESSAGES.removeFailed, description: getErrorMessage(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((values) => setPending(values))}
        noValidate
        aria-label="Remove employee"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="remove-employee">Employee</Label>
          <Controller
            control={form.control}
            name="employeeName"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id="remove-employee"
                  aria-invalid={errors.employeeName ? true : undefined}
                  aria-describedby={errors.employeeName ? 'remove-employee-error' : undefined}
                >
                  <SelectValue placeholder="Select an employee" />
                </SelectTrigger>
                <SelectContent>
                  {names.map((name) => (
                    <SelectItem key={name} value={name}>
                      {name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FormMessage id="remove-employee-error">{errors.employeeName?.message}</FormMessage>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="remove-end-date">End date</Label>
          <Input
            id="remove-end-date"
            type="date"
            aria-invalid={errors.endDate ? true : undefined}
            aria-describedby={errors.endDate ? 'remove-end-date-error' : undefined}
            {...form.register('endDate')}
          />
          <FormMessage id="remove-end-date-error">{errors.endDate?.message}</FormMessage>
        </div>
        <div>
          <Button type="submit" variant="destructive" className="w-full sm:w-auto">
            <UserMinus aria-hidden="true" />
            Remove Employee
          </Button>
        </div>
      </form>
      <Dialog open={pending !== null} onOpenChange={(isOpen) => (isOpen ? undefined : setPending(null))}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Remove Employee</DialogTitle>
            <DialogDescription>
              {pending
                ? `Mark ${pending.employeeName} as inactive from ${pending.endDate}? Their history is kept.`
                : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : null}
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
