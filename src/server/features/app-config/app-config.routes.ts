import type { Env } from '../../config/env';
import type { App } from '../../http/app-types';

/** Run-time settings the client needs; external link targets come from the environment (spec 01 §1). */
export interface AppConfigResponse {
  links: {
    website: string | null;
    shopifyAdmin: string | null;
    timeClock: string | null;
    payroll: string | null;
  };
}

export function toAppConfig(config: Env): AppConfigResponse {
  return {
    links: {
      website: config.WEBSITE_URL ?? null,
      shopifyAdmin: config.SHOPIFY_ADMIN_URL ?? null,
      timeClock: config.TIME_CLOCK_URL ?? null,
      payroll: config.PAYROLL_URL ?? null,
    },
  };
}

export function registerAppConfigRoutes(app: App, config: Env) {
  const body = toAppConfig(config);
  app.get('/api/app-config', { config: { access: 'user' } }, () => body);
}
