import { z } from 'zod';

const READY_CHECK_NAMES = [
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

/**
 * The Shopify mirror (ADR 065, 075), null with the local catalogue: up unless its last full sync
 * failed, and seconds since Shopify was last heard from. Informational: a lagging or failed mirror
 * still answers reads, so it never makes the answer 503.
 */
const ReadyMirrorSchema = z
  .object({ name: z.literal('catalogue mirror'), isUp: z.boolean(), lagSeconds: z.number().int().min(0).nullable() })
  .strict()
  .nullable();
export type ReadyMirror = z.infer<typeof ReadyMirrorSchema>;

/** `GET /api/ready` when everything answers (200). */
export const ReadySchema = z
  .object({
    status: z.literal('ready'),
    database: z.enum(['pglite', 'postgres']),
    checks: z.array(ReadyCheckSchema),
    mirror: ReadyMirrorSchema,
  })
  .strict();

/** `GET /api/ready` when something does not (503): the message names what is down. */
export const NotReadySchema = z
  .object({
    status: z.literal('not ready'),
    message: z.string(),
    code: z.literal('unavailable'),
    checks: z.array(ReadyCheckSchema),
    mirror: ReadyMirrorSchema,
  })
  .strict();
