import { JobAcceptedSchema, type JobAccepted } from '#shared/jobs/job-view';
import { postForm } from '#client/lib/api-request';

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
  const { status, body } = await postForm<unknown>(url, form);
  if (status === 202) return { kind: 'job', accepted: JobAcceptedSchema.parse(body) };
  return { kind: 'done', body: body as T };
}
