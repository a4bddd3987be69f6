import { ERROR_KINDS, type ErrorKind } from '#shared/http/api-error';

const KIND_BY_STATUS = new Map<number, ErrorKind>(
  Object.entries(ERROR_KINDS).map(([kind, status]) => [status, kind as ErrorKind]),
);

/** The kind of an HTTP status (a status outside the table falls back by its class). */
export function kindOfStatus(status: number): ErrorKind {
  return KIND_BY_STATUS.get(status) ?? (status >= 500 ? 'internal' : 'invalid');
}

/**
 * An error whose message is safe to show. Areas throw it (usually through the helpers below);
 * the one error handler answers `{ message, code }` with its status.
 */
export class HttpError extends Error {
  readonly code: string;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    code?: string,
  ) {
    super(message);
    this.code = code ?? kindOfStatus(statusCode);
  }
}

/** An error of a kind, with the kind's one status (ERROR_KINDS) and an optional finer code. */
export const errorOfKind = (kind: ErrorKind, message: string, code?: string) =>
  new HttpError(ERROR_KINDS[kind], message, {}, code ?? kind);

export const badRequest = (message: string, code?: string) => errorOfKind('invalid', message, code);
export const unauthorized = (message = 'Authentication required') => errorOfKind('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do that', code?: string) =>
  errorOfKind('forbidden', message, code);
export const notFound = (message = 'Not found', code?: string) => errorOfKind('not_found', message, code);
export const conflict = (message: string, code?: string) => errorOfKind('conflict', message, code);
export const unprocessable = (message: string, code?: string) => errorOfKind('unprocessable', message, code);
export const unavailable = (message: string, code?: string) => errorOfKind('unavailable', message, code);
