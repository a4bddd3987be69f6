import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorOfKind } from './errors';

const JSON_BODY_MESSAGES = {
  encoded: (encoding: string) => `Compressed request bodies are not accepted (Content-Encoding: ${encoding})`,
} as const;

/** The refusal of a body sent compressed (any Content-Encoding but identity), or null. */
export function encodedBodyRefusal(request: FastifyRequest) {
  const encoding = request.headers['content-encoding'];
  if (encoding === undefined || encoding.trim().toLowerCase() === 'identity') return null;
  return errorOfKind('unsupported_media_type', JSON_BODY_MESSAGES.encoded(encoding));
}

/**
 * JSON bodies as Fastify parses them (prototype and constructor poisoning refused), sent as they are.
 * Nothing sends the API a compressed body (the client never does, and bodies are small), so one that
 * says it is compressed is refused with 415 here, where only requests with a JSON body pay for the
 * check, instead of every request passing through a request-decompression hook (ADR 062).
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refusal = encodedBodyRefusal(request);
    if (refusal) done(refusal, undefined);
    else void parse(request, body as string, done);
  });
}
