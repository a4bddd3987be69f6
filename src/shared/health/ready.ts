import { z } from 'zod';

export const READY_CHECK_NAMES = [
  'database',
  'store platform',
  'file store',
  'mailer',
  'video host',
  'job runner',
  /** ffmpeg, which converts help desk videos: `ffmpeg <version> (<FFMPEG_PATH | debian | packaged | path>)`. */
  'video converter',
] as const;

const ReadyCheckSchema = z
  .object({
    name: z.enum(READY_CHECK_NAMES),
    /** Which adapter answers (`pglite`, `shopify`, `s3`, `smtp`, …). */
    adapter: z.string(),
    isUp: z.boolean(),
  })
  .strict();
export type ReadyCheck = z.infer<typeof ReadyCheckSchema>;

/** `GET /api/ready` when everything answers (200). */
export const ReadySchema = z
  .object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']), checks: z.array(ReadyCheckSchema) })
  .strict();

/** `GET /api/ready` when something does not (503): the message names what is down. */
export const NotReadySchema = z
  .object({
    status: z.literal('not ready'),
    message: z.string(),
    code: z.literal('unavailable'),
    checks: z.array(ReadyCheckSchema),
  })
  .strict();
