import type { z } from 'zod';
import { badRequest, HttpError } from './errors';
import { describeZodError } from './zod';

/** Validates the text fields of a multipart upload like a JSON body; the spec's messages stand alone. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse({ ...fields });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message =
    issue && issue.code !== 'unrecognized_keys' && issue.path.length > 0
      ? issue.message
      : describeZodError(parsed.error);
  throw badRequest(message);
}

/** readUpload's type and size refusals, answered with this area's own words (the connection still closes). */
export function withUploadMessages(error: unknown, messages: { wrongType: string; tooLarge: string }): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.statusCode === 415) return new HttpError(415, messages.wrongType, error.headers, 'unsupported_type');
  if (error.statusCode === 413 && /file too large|Upload too large/.test(error.message))
    return new HttpError(413, messages.tooLarge, error.headers, 'too_large');
  return error;
}
