const FALLBACK = 'Something went wrong. Please try again.';

function messageFromBody(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return null;
}

/**
 * The human part of an error for a toast: `"401: {"message":"Invalid username or password"}"`
 * becomes `Invalid username or password`.
 */
export function getErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return FALLBACK;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || FALLBACK;
  const rest = match[2] ?? '';
  return messageFromBody(rest) ?? (rest.trim() || FALLBACK);
}

/** The status code of an error thrown by apiRequest, or null for network and other errors. */
export function getErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/** The stable `code` of an API error (`{ message, code }`), or null when the answer had none. */
export function getErrorCode(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  try {
    const parsed: unknown = JSON.parse(match?.[1] ?? '');
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Not JSON: no code.
  }
  return null;
}
