import { z } from 'zod';
import { NewPasswordSchema, RegisterInputSchema } from '#shared/auth/schemas';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 0, 1, true or false' })
  .transform((value) => value === '1' || value === 'true');

const optionalUrl = z.url({ message: 'must be an absolute URL' }).optional();

/** Decimal digits only: `z.coerce.number()` would also accept "", " 1 ", "0x10" and "1e3". */
const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a number')
  .transform(Number);
const integer = (min: number, max: number) => decimal.pipe(z.number().int('must be a whole number').min(min).max(max));
const positive = (fallback: number) => decimal.pipe(z.number().positive('must be greater than 0')).default(fallback);

/**
 * Which proxies may set X-Forwarded-For/-Proto/-Host. Off by default: trusting them blindly would
 * let any client choose its own IP address and so escape the per-address sign-in limit.
 * `true` (every hop), a hop count, or a comma-separated list of addresses/CIDRs.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const list = trimmed.split(',').map((entry) => entry.trim());
  if (
    list.every(
      (entry) =>
        /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry) ||
        entry === 'loopback' ||
        entry === 'linklocal' ||
        entry === 'uniquelocal',
    )
  ) {
    return list;
  }
  ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma-separated list of addresses' });
  return z.NEVER;
});

/** Every setting the server reads, parsed once at boot (STYLE habit 7). */
export const EnvSchema = z
  .object({
    /** `production` in deployment; `development` and `test` check every answer against its schema. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    /** The HTTP port. */
    PORT: integer(0, 65535).default(5000),
    /** The address to listen on. */
    HOST: z.string().default('0.0.0.0'),
    /** The embedded database's files, and stored files and upload spools when S3 is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** A PostgreSQL server (`postgres://…`); when set, the embedded database is not used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** Connections each process keeps to PostgreSQL. */
    DATABASE_POOL_SIZE: integer(1, 100).default(10),
    /** Demo data on an empty database (`0`: reference data only). */
    SEED_DEMO: booleanFlag.default(true),
    /** The first admin on an empty database (with ADMIN_PASSWORD; the rules of any new user); otherwise `admin` with a one-time password printed once. */
    ADMIN_USERNAME: RegisterInputSchema.shape.username.optional(),
    /** The first admin's password (with ADMIN_USERNAME). */
    ADMIN_PASSWORD: NewPasswordSchema.optional(),
    /** A session ends after this long without a request. */
    SESSION_IDLE_HOURS: positive(12),
    /** A session ends this long after sign-in, however busy. */
    SESSION_ABSOLUTE_HOURS: positive(24 * 7),
    /** Which proxies may set X-Forwarded-For: `true`, a hop count, or addresses/CIDRs (off by default). */
    TRUST_PROXY: trustProxy.default(false),
    /** How long SIGTERM waits for in-flight requests before giving up and exiting non-zero. */
    SHUTDOWN_TIMEOUT_SECONDS: positive(25),
    /** Check every answer against its route's response schema (default: on outside production). */
    VALIDATE_RESPONSES: booleanFlag.optional(),
    /** pino log level. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The side menu's Website link (hidden when unset). */
    WEBSITE_URL: optionalUrl,
    /** The side menu's Shopify Admin link (hidden when unset). */
    SHOPIFY_ADMIN_URL: optionalUrl,
    /** The side menu's Time Clock link (hidden when unset). */
    TIME_CLOCK_URL: optionalUrl,
    /** The side menu's Payroll link (hidden when unset). */
    PAYROLL_URL: optionalUrl,
    /** The Shopify store (`example.myshopify.com`, with SHOPIFY_ADMIN_TOKEN); unset, the local catalogue. */
    SHOPIFY_STORE_DOMAIN: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]*(:\d+)?$/i, 'must be a host name such as example.myshopify.com')
      .optional(),
    /** The Shopify Admin API access token (secret). */
    SHOPIFY_ADMIN_TOKEN: z.string().min(1).optional(),
    /** The Shopify Admin API version spoken. */
    SHOPIFY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}$/, 'must look like 2026-07')
      .default('2026-07'),
    /** Only the test tree points this at a local fake; production always speaks HTTPS. */
    SHOPIFY_PROTOCOL: z.enum(['https', 'http']).default('https'),
    /** The Shopify app's secret: webhooks are accepted only when signed with it (secret). */
    SHOPIFY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where Shopify sends webhooks (this app's `/api/shopify/webhooks`); set, they are subscribed at start. */
    SHOPIFY_WEBHOOK_URL: optionalUrl,
    /** With a key, descriptions are written by OpenAI; without, by the built-in writer. */
    OPENAI_API_KEY: z.string().min(1).optional(),
    /** The model that writes descriptions when OPENAI_API_KEY is set. */
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Another OpenAI-compatible endpoint, e.g. a proxy (tests point it at a local fake). */
    OPENAI_BASE_URL: optionalUrl,
    /**
     * Where the browser finds the Zebra Browser Print agent on the till (spec 03 §7): its HTTP
     * port by default; the page's CSP allows exactly this origin and its HTTPS twin (port 9101).
     */
    BROWSER_PRINT_URL: z
      .url({ message: 'must be an absolute URL' })
      .regex(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/, 'must be the local agent, e.g. http://127.0.0.1:9100')
      .default('http://127.0.0.1:9100'),
    /** Background job handlers running at once in each process (ADR 011). */
    JOB_CONCURRENCY: integer(1, 64).default(2),
    /** How often idle workers look for due jobs when nothing woke them (retries, a missed notice). */
    JOB_POLL_MS: integer(50, 60_000).default(1_000),
    /** On SIGTERM, how long running jobs may go on before they are released to another process. */
    JOB_DRAIN_SECONDS: positive(15),
    /** With it, mail goes out through this SMTP server; without, it stays in the outbox for admins to read. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of every message. */
    MAIL_FROM: z
      .string()
      .regex(
        /^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
        'must be an address, optionally "Name <address>"',
      )
      .default('Mission Control <no-reply@localhost>'),
    /** With a bucket, files go to S3-compatible storage; without, to a folder under DATA_DIR. */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, . and -)')
      .optional(),
    /** Another S3-compatible server (MinIO, Ceph…); unset, AWS. */
    S3_ENDPOINT: optionalUrl,
    /** The bucket's region. */
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** S3 credentials (with S3_SECRET_ACCESS_KEY). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    /** S3 credentials (secret). */
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Most S3-compatible servers (MinIO, Ceph) want `bucket` in the path rather than the host name. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Admins must sign in with a second factor (TOTP); until they turn it on they can only set it up. */
    REQUIRE_ADMIN_2FA: booleanFlag.default(false),
    /**
     * With all three, help desk videos are published to YouTube (Data API v3, OAuth refresh token);
     * without, they are kept and streamed by our own local video host.
     */
    YOUTUBE_CLIENT_ID: z.string().min(1).optional(),
    /** The YouTube OAuth client's secret (with YOUTUBE_CLIENT_ID and YOUTUBE_REFRESH_TOKEN). */
    YOUTUBE_CLIENT_SECRET: z.string().min(1).optional(),
    /** A refresh token with the `youtube.upload` scope (with the other two). */
    YOUTUBE_REFRESH_TOKEN: z.string().min(1).optional(),
    /** YouTube's endpoints; only the test tree points them at a local fake. */
    YOUTUBE_API_URL: z.url({ message: 'must be an absolute URL' }).default('https://www.googleapis.com'),
    /** YouTube's OAuth token endpoint (the test tree points it at a local fake). */
    YOUTUBE_TOKEN_URL: z.url({ message: 'must be an absolute URL' }).default('https://oauth2.googleapis.com/token'),
    /** YouTube's oEmbed endpoint, which checks a video URL without credentials (the test tree points it at a local fake). */
    YOUTUBE_OEMBED_URL: z.url({ message: 'must be an absolute URL' }).default('https://www.youtube.com/oembed'),
    /** The ffmpeg to transcode with; default Debian's /usr/bin/ffmpeg when installed, else the binary shipped by @ffmpeg-installer/ffmpeg. */
    FFMPEG_PATH: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SHOPIFY_STORE_DOMAIN) !== Boolean(env.SHOPIFY_ADMIN_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOPIFY_ADMIN_TOKEN'],
        message: 'SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_TOKEN must be set together',
      });
    }
    if (env.SESSION_IDLE_HOURS > env.SESSION_ABSOLUTE_HOURS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_HOURS'],
        message: 'must not be longer than SESSION_ABSOLUTE_HOURS',
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_ settings are set' });
    }
    if (env.JOB_DRAIN_SECONDS >= env.SHUTDOWN_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['JOB_DRAIN_SECONDS'],
        message: 'must be shorter than SHUTDOWN_TIMEOUT_SECONDS',
      });
    }
    const youTube = [env.YOUTUBE_CLIENT_ID, env.YOUTUBE_CLIENT_SECRET, env.YOUTUBE_REFRESH_TOKEN].filter(Boolean);
    if (youTube.length > 0 && youTube.length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['YOUTUBE_REFRESH_TOKEN'],
        message: 'YOUTUBE_CLIENT_ID, YOUTUBE_CLIENT_SECRET and YOUTUBE_REFRESH_TOKEN must be set together',
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
  });

type ParsedEnv = z.infer<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'VALIDATE_RESPONSES'> & { VALIDATE_RESPONSES: boolean };

export class ConfigError extends Error {}

/** Parses the environment; unset and empty values count as absent. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, VALIDATE_RESPONSES: env.VALIDATE_RESPONSES ?? env.NODE_ENV !== 'production' };
}
