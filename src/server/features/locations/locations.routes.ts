import { z } from 'zod';
import { LocationSummarySchema, type LocationSummary } from '#shared/locations/location';
import type { App } from '#server/http/app-types';
import type { PlatformLocations } from '#server/platform/store-platform/port';

/** GET /api/locations doubles as the store platform's connection test (spec 03 §7). */
export function registerLocationRoutes(app: App, platform: PlatformLocations) {
  app.get(
    '/api/locations',
    { config: { access: 'user' }, schema: { response: { 200: z.array(LocationSummarySchema) } } },
    async (): Promise<LocationSummary[]> => {
      const locations = await platform.listLocations();
      return locations.map(({ id, name }) => ({ id, name }));
    },
  );
}
