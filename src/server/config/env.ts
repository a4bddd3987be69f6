import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 0, 1, true or false' })
  .transform((value) => value === '1' || value === 'true');

const optionalUrl = z.url({ message: 'must be an absolute URL' }).optional();

const hours = (fallback: number) => z.coerce.number().positive().default(fallback);

/** Every setting the server reads, parsed once at boot (STYLE habit 7). */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SEED_DEMO: booleanFlag.default(true),
    ADMIN_USERNAME: z.string().trim().min(1).max(64).optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    SESSION_IDLE_HOURS: hours(12),
    SESSION_ABSOLUTE_HOURS: hours(24 * 7),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEBSITE_URL: optionalUrl,
    SHOPIFY_ADMIN_URL: optionalUrl,
    TIME_CLOCK_URL: optionalUrl,
    PAYROLL_URL: optionalUrl,
    SHOPIFY_STORE_DOMAIN: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]*(:\d+)?$/i, 'must be a host name such as example.myshopify.com')
      .optional(),
    SHOPIFY_ADMIN_TOKEN: z.string().min(1).optional(),
    SHOPIFY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}$/, 'must look like 2026-07')
      .default('2026-07'),
    /** Only the test tree points this at a local fake; production always speaks HTTPS. */
    SHOPIFY_PROTOCOL: z.enum(['https', 'http']).default('https'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SHOPIFY_STORE_DOMAIN) !== Boolean(env.SHOPIFY_ADMIN_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOPIFY_ADMIN_TOKEN'],
        message: 'SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_TOKEN must be set together',
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

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses the environment; unset and empty values count as absent. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
