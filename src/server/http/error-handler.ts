import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_KINDS, type ApiError } from '#shared/http/api-error';
import { PlatformError } from '../platform/store-platform/port';
import { HttpError, kindOfStatus } from './errors';
import { RequestValidationError } from './zod';

export interface ErrorResponse {
  status: number;
  body: ApiError;
  headers: Record<string, string>;
}

/**
 * The one map from errors to answers (DESIGN §3): our own errors, validation failures, the store
 * platform's refusals and Fastify's client errors keep their meaning; anything else is `null`,
 * meaning "not safe to show".
 */
export function errorResponseOf(error: unknown): ErrorResponse | null {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, code: error.code }, headers: error.headers };
  }
  if (error instanceof RequestValidationError) {
    return { status: 400, body: { message: error.message, code: 'invalid' }, headers: {} };
  }
  // The store platform's refusals (unknown id, duplicate SKU, bad input, platform down) are safe to show.
  if (error instanceof PlatformError) {
    return { status: ERROR_KINDS[error.kind], body: { message: error.message, code: error.kind }, headers: {} };
  }
  if (isSafeClientError(error)) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: kindOfStatus(error.statusCode) },
      headers: {},
    };
  }
  return null;
}

/** As `errorResponseOf`, with anything unsafe turned into a bare 500 (for outcomes recorded and replayed). */
export function toHttpFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const known = errorResponseOf(error);
  if (known) return new HttpError(known.status, known.body.message, known.headers, known.body.code);
  return new HttpError(500, 'Internal server error');
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const known = errorResponseOf(error);
  if (known) return reply.code(known.status).headers(known.headers).send(known.body);
  // Anything else may carry SQL, parameters or a stack: log it, answer a fixed text.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Internal server error', code: 'internal' });
}

/**
 * Client errors whose message is meant for the caller: Fastify's and its plugins' own (`FST_*`:
 * bad JSON, wrong content type, body or file too large) and http-errors marked `expose`.
 */
function isSafeClientError(error: unknown): error is Error & { statusCode: number } {
  if (!(error instanceof Error)) return false;
  const { code, statusCode, expose } = error as Partial<FastifyError> & { expose?: boolean };
  const isClientStatus = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
  return isClientStatus && ((typeof code === 'string' && code.startsWith('FST_')) || expose === true);
}

/**
 * The router's own refusals, before any route is chosen: a path that does not decode (400) or a
 * parameter longer than the router takes (414). The message never echoes the URL.
 */
export function unroutableUrlError(error: { code?: string }): { status: number; body: ApiError } {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { status: 414, body: { message: 'The address is too long', code: 'invalid' } };
  return { status: 400, body: { message: 'The address is not a valid URL', code: 'invalid' } };
}
