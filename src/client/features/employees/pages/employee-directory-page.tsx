import { Mail, Phone, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { matchesDirectorySearch } from '#shared/employees/directory-search';
import { EMPLOYEE_MESSAGES } from '#shared/employees/employees';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { useDirectory } from '../api/get-directory';

/** Spec 03 "Employee Directory" (/employee-directory): every signed-in user. */
export function EmployeeDirectoryPage() {
  const directory = useDirectory();
  const [term, setTerm] = useState('');
  const shown = (directory.data ?? []).filter((employee) => matchesDirectorySearch(employee, term));
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Employee Directory</h1>
        <p className="text-muted-foreground">How to reach your colleagues.</p>
      </header>
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search employees"
          placeholder="Search by name, phone or email"
          className="pl-9"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          maxLength={100}
        />
      </div>
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
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground" role="status">
          No employees match &ldquo;{term.trim()}&rdquo;.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Employees">
          {shown.map((employee) => (
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
