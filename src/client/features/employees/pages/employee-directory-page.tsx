import { Mail, Phone, Users } from 'lucide-react';
import { EMPLOYEE_MESSAGES } from '../../../../shared/employees/employees';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/error-message';
import { useDirectory } from '../api/get-directory';

/** Spec 03 "Employee Directory" (/employee-directory): every signed-in user. */
export function EmployeeDirectoryPage() {
  const directory = useDirectory();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Employee Directory</h1>
        <p className="text-muted-foreground">How to reach your colleagues.</p>
      </header>
      {directory.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading employees">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-32" />
          ))}
        </div>
      ) : directory.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the directory</AlertTitle>
          <AlertDescription>{getErrorMessage(directory.error)}</AlertDescription>
        </Alert>
      ) : directory.data.length === 0 ? (
        <Card className="mx-auto w-full max-w-md text-center">
          <CardContent className="flex flex-col items-center gap-3 pt-6">
            <Users className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold">{EMPLOYEE_MESSAGES.noActiveEmployees}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Employees">
          {directory.data.map((employee) => (
            <li key={employee.name}>
              <Card className="h-full">
                <CardHeader className="pb-3">
                  <CardTitle className="text-lg">{employee.name}</CardTitle>
                </CardHeader>
                <CardContent className="grid gap-2 text-sm">
                  {employee.phone ? (
                    <a className="flex items-center gap-2 hover:underline" href={`tel:${employee.phone}`}>
                      <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
                      {employee.phone}
                    </a>
                  ) : null}
                  {employee.email ? (
                    <a className="flex items-center gap-2 break-all hover:underline" href={`mailto:${employee.email}`}>
                      <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
                      {employee.email}
                    </a>
                  ) : null}
                  {!employee.phone && !employee.email ? (
                    <p className="text-muted-foreground">{EMPLOYEE_MESSAGES.noContact}</p>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
