import { HttpError } from '../../http/errors';
import { PlatformError } from './port';

const STATUS_BY_KIND: Record<PlatformError['kind'], number> = {
  not_found: 404,
  conflict: 409,
  invalid: 400,
  unavailable: 503,
};

export const statusOfPlatformError = (error: PlatformError) => STATUS_BY_KIND[error.kind];

/** A platform refusal as the one error shape on the wire (`{ message, code }`). */
export function toHttpError(error: PlatformError): HttpError {
  return new HttpError(statusOfPlatformError(error), error.message, {}, error.kind);
}

export { PlatformError };
