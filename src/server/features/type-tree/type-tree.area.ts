import { defineServerArea } from '#server/areas/area';
import { registerTypeTreeRoutes } from './type-tree.routes';
import { seedShippedTypeTree } from './type-tree.seed';
import { createTypeTreeService } from './type-tree.service';

export const typeTreeArea = defineServerArea({
  name: 'type-tree',
  register: (app, deps) => registerTypeTreeRoutes(app, createTypeTreeService(deps.db, deps.now)),
  seed: (db) => db.transaction((tx) => seedShippedTypeTree(tx)),
});
