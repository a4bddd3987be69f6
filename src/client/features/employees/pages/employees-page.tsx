import { ArrowLeft, Pencil, RefreshCw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { EMPLOYEE_MESSAGES, type Employee } from '#shared/employees/employees';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useRefreshRoster } from '../api/change-roster';
import { useRoster } from '../api/get-roster';
import { AccountDialog } from '../components/account-dialog';
import { AddEmployeeForm } from '../components/add-employee-form';
import { RemoveEmployeeForm } from '../components/remove-employee-form';
import { RosterInfoCard } from '../components/roster-info-card';

/** Spec 03 "Employee Management" (/admin/employees): admin only. */
export function EmployeesPage() {
  const roster = useRoster();
  const refresh = useRefreshRoster();
  const [editing, setEditing] = useState<Employee | null>(null);
  const [linking, setLinking] = useState<Employee | null>(null);

  const onRefresh = async () => {
    try {
      await refresh.mutateAsync();
      toast({ title: 'Employee list refreshed' });
    } catch (error) {
      toast({ title: EMPLOYEE_MESSAGES.refreshFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  };

  const names = roster.data?.employees.map((employee) => employee.name) ?? [];

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Panel
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Employee Management</h1>
            <p className="text-muted-foreground">Keep the roster that sick days, time off and schedules use.</p>
          </div>
          <Button variant="outline" onClick={() => void onRefresh()} disabled={refresh.isPending}>
            {refresh.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            Refresh List
          </Button>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Add Employee</CardTitle>
              <CardDescription>Every field is required.</CardDescription>
            </CardHeader>
            <CardContent>
              <AddEmployeeForm />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Remove Employee</CardTitle>
              <CardDescription>
                The employee is marked inactive from the end date; their history is kept.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RemoveEmployeeForm names={names} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Active Employees</CardTitle>
            </CardHeader>
            <CardContent>
              {roster.isPending ? (
                <div className="grid gap-2" role="status" aria-label="Loading employees">
                  {Array.from({ length: 5 }, (_, index) => (
                    <Skeleton key={index} className="h-10" />
                  ))}
                </div>
              ) : roster.isError ? (
                <Alert variant="destructive">
                  <AlertTitle>Could not load the roster</AlertTitle>
                  <AlertDescription>{getErrorMessage(roster.error)}</AlertDescription>
                </Alert>
              ) : roster.data.employees.length === 0 ? (
                <p className="text-muted-foreground">{EMPLOYEE_MESSAGES.noActiveEmployees}</p>
              ) : (
                <ul className="divide-y rounded-md border" aria-label="Active employees">
                  {roster.data.employees.map((employee) => (
                    <li
                      key={employee.id}
                      className="grid gap-0.5 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                    >
                      <span className="font-medium">{employee.name}</span>
                      <div className="flex w-fit flex-wrap gap-2 sm:row-span-2 sm:self-center sm:justify-self-end">
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setLinking(employee)}
                          aria-label={`Account of ${employee.name}`}
                        >
                          <UserRound aria-hidden="true" />
                          Account
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setEditing(employee)}
                          aria-label={`Edit ${employee.name}`}
                        >
                          <Pencil aria-hidden="true" />
                          Edit
                        </Button>
                      </div>
                      <span className="text-sm text-muted-foreground">
                        {employee.startDate ? `Started ${employee.startDate}` : null}
                        {employee.endDate ? ` · Leaving ${employee.endDate}` : null}
                        {employee.username ? ` · Account ${employee.username}` : ' · No account'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        <RosterInfoCard roster={roster.data} />
      </div>
      {linking ? <AccountDialog key={linking.id} employee={linking} onClose={() => setLinking(null)} /> : null}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Edit Employee</DialogTitle>
            <DialogDescription>Correct {editing?.name}&apos;s record.</DialogDescription>
          </DialogHeader>
          {editing ? <AddEmployeeForm key={editing.id} employee={editing} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
