import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type {
  AddEmployeeInput,
  EditEmployeeInput,
  Employee,
  RemoveEmployeeInput,
  Roster,
} from '#shared/employees/employees';
import { apiRequest } from '#client/lib/api-request';
import { DIRECTORY_QUERY_KEY, EMPLOYEE_NAMES_QUERY_KEY, ROSTER_QUERY_KEY } from './get-roster';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

async function forgetLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ROSTER_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: EMPLOYEE_NAMES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DIRECTORY_QUERY_KEY }),
  ]);
}

/** POST /api/exceptions/employees/refresh: the roster read again, and every list of names dropped. */
export function useRefreshRoster() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: () => apiRequest<Roster>('POST', '/api/exceptions/employees/refresh'),
    onSuccess: async (roster) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EMPLOYEE_NAMES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DIRECTORY_QUERY_KEY }),
      ]);
      queryClient.setQueryData(ROSTER_QUERY_KEY, roster);
    },
  });
}

/** PUT /api/employee-roster/:id: a record corrected (ADR 069). */
export function useEditEmployee() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ id, input }: { id: number; input: EditEmployeeInput }) =>
      apiRequest<Employee>('PUT', `/api/employee-roster/${id}`, input),
    onSuccess: () => forgetLists(queryClient),
  });
}

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: AddEmployeeInput, key) =>
      apiRequest<Employee>('POST', '/api/employee-roster/add', input, idempotencyHeaders(key)),
    onSuccess: () => forgetLists(queryClient),
  });
}

export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: RemoveEmployeeInput) =>
      apiRequest<{ success: true; employee: Employee }>('POST', '/api/employee-roster/remove', input),
    onSuccess: () => forgetLists(queryClient),
  });
}
