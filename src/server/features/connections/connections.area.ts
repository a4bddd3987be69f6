import { defineServerArea } from '#server/areas/area';
import { registerConnectionRoutes } from './connections.routes';
import { createConnectionsService } from './connections.service';

export const connectionsArea = defineServerArea({
  name: 'connections',
  register: (app, deps) =>
    registerConnectionRoutes(
      app,
      createConnectionsService(deps.db, { videoHost: deps.videoHost, storePlatform: deps.storePlatform }),
    ),
});
