import { AppConfigSchema, type AppConfig } from '#shared/app-config/app-config';
import type { Env } from '#server/config/env';
import type { App } from '#server/http/app-types';

function toAppConfig(config: Env): AppConfig {
  return {
    links: {
      website: config.WEBSITE_URL ?? null,
      shopifyAdmin: config.SHOPIFY_ADMIN_URL ?? null,
      timeClock: config.TIME_CLOCK_URL ?? null,
      payroll: config.PAYROLL_URL ?? null,
    },
    browserPrintUrl: config.BROWSER_PRINT_URL.replace(/\/$/, ''),
  };
}

export function registerAppConfigRoutes(app: App, config: Env) {
  const body = toAppConfig(config);
  app.get(
    '/api/app-config',
    { config: { access: 'user' }, schema: { response: { 200: AppConfigSchema } } },
    () => body,
  );
}
