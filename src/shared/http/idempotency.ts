/**
 * One user action, one write (ADR 067): a write a retry could repeat carries this header; the
 * server answers a repeat of the same key with the first answer instead of acting again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters (a UUID is what the client sends). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  keyReused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'This request is still being processed; try again in a moment',
} as const;

/** The header that marks an answer as the replay of an earlier one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
