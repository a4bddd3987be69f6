import { z } from 'zod';

/**
 * The one error shape on the wire (DESIGN §3): a message safe to show, and a stable code the
 * client and tests can tell errors apart by without parsing text. `code` is the error's kind
 * (below) unless an area names something more specific (e.g. `stale_edit`).
 */
export const ApiErrorSchema = z.object({ message: z.string(), code: z.string() }).strict();
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Every kind of failure an area may raise, each with exactly one HTTP status. */
export const ERROR_KINDS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_KINDS;
