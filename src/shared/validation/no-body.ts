import { z } from 'zod';

/**
 * The body of a state change that takes no input (sign out, end a session, print): nothing, or an
 * empty JSON object. Anything else is refused, so a route never silently ignores what it was sent.
 */
export const NoBodySchema = z.strictObject({}).nullish();

/** A `204 No Content` answer, for the API contract (nothing is sent). */
export const NoContentSchema = z.null();
