import { ConnectionTestResultSchema } from '#shared/connections/connections';
import type { App } from '#server/http/app-types';
import { CONNECTION_CHECKS, type ConnectionCheck } from './connection-checks';
import type { ConnectionsService } from './connections.service';

/** The connection monitor's calls (spec 03 §7); `/api/locations` is the store platform's own. */
export function registerConnectionRoutes(app: App, connections: ConnectionsService) {
  for (const [url, check] of Object.entries(CONNECTION_CHECKS) as [string, ConnectionCheck][]) {
    app.get(
      url,
      {
        config: { access: 'admin' },
        schema: { response: { 200: ConnectionTestResultSchema, 503: ConnectionTestResultSchema } },
      },
      async (_request, reply) => {
        const outcome = await connections.test(check);
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  }
}
