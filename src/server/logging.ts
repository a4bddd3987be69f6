import pino, { type Logger } from 'pino';
import type { Env } from './config/env';

/**
 * The app's one logger, made before anything else so that start-up and background work log the
 * same way requests do; Fastify takes it as its logger instance.
 */
export function createLogger(config: Pick<Env, 'LOG_LEVEL'>, stream?: { write(line: string): void }): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        // Query strings can carry invite passwords (`/auth?temp=`): log the path only.
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          ip: req.ip,
        }),
        err: pino.stdSerializers.err,
      },
    },
    stream ?? pino.destination(1),
  );
}
