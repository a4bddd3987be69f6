import { BOOKKEEPING_MESSAGES } from '#shared/bookkeeping/messages';
import { ApiError } from '#client/lib/api-request';

/**
 * Spec 03 §8: the server's text when it sent one; "Server error: {status}" when it answered
 * without one; "Failed to process file" when there was no answer at all.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.bodyText);
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string' &&
        parsed.message
      ) {
        return parsed.message;
      }
    } catch {
      // Not JSON: fall through.
    }
    return BOOKKEEPING_MESSAGES.serverError(error.status);
  }
  if (error instanceof Error && error.name === 'RunRefused') return error.message;
  return BOOKKEEPING_MESSAGES.failedToProcess;
}

/** A run the server refused after it was queued (its job ended with a reason). */
export class RunRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunRefused';
  }
}
