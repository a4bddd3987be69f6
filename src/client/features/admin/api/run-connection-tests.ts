import { useAction } from '#client/lib/use-action';
import type { CONNECTION_MONITOR_TESTS } from '#shared/connections/connections';
import { connectionTestsFor, type ConnectionTestStatus } from '#shared/connections/connections';
import { ApiError, apiRequest } from '#client/lib/api-request';
import { getErrorMessage } from '#client/lib/error-message';

export interface ConnectionTestOutcome {
  path: string;
  name: string;
  status: ConnectionTestStatus;
  /** The server's message (or the failure's), shown under the status. */
  detail: string;
}

function describeSuccess(body: unknown): string {
  if (Array.isArray(body)) return `${body.length} found`;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return 'Connected';
}

async function runOne(test: (typeof CONNECTION_MONITOR_TESTS)[number]): Promise<ConnectionTestOutcome> {
  try {
    const body = await apiRequest<unknown>('GET', test.path);
    return { ...test, status: 'OK', detail: describeSuccess(body) };
  } catch (error) {
    if (error instanceof ApiError) return { ...test, status: 'Failed', detail: getErrorMessage(error) };
    return { ...test, status: 'Network Error', detail: 'No answer from the server' };
  }
}

/**
 * Test All Connections: the calls of spec 03 §7 this role may make, at once; one failing never stops
 * the others. An admin runs all eight.
 */
export const useConnectionTests = (role: 'admin' | 'associate') =>
  useAction({ mutationFn: () => Promise.all(connectionTestsFor(role).map(runOne)) });
