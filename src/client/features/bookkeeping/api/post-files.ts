import { JobAcceptedSchema, type JobAccepted } from '../../../../shared/jobs/job-view';
import { ApiError } from '../../../lib/api-request';
import { readAuthToken } from '../../../lib/auth-token';

/** A run answered at once (200, the spec's body) or handed to a background job (202 `{ jobId }`). */
export type RunStart<T> = { kind: 'done'; body: T } | { kind: 'job'; accepted: JobAccepted };

/**
 * Sends files as multipart (spec 03 §7), with any text fields first: the browser sets the
 * boundary; errors are ApiError.
 */
export async function postFiles<T>(
  url: string,
  files: Record<string, File>,
  fields: Record<string, string> = {},
): Promise<RunStart<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, file] of Object.entries(files)) form.append(field, file, file.name);
  const token = readAuthToken();
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  const body: unknown = await response.json();
  if (response.status === 202) return { kind: 'job', accepted: JobAcceptedSchema.parse(body) };
  return { kind: 'done', body: body as T };
}
