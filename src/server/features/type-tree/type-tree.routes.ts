import { AddSelectionInputSchema, TypeCategoryParamsSchema } from '../../../shared/type-tree/type-tree';
import type { App } from '../../http/app-types';
import { currentUser } from '../../plugins/access';
import type { TypeTreeService } from './type-tree.service';

export function registerTypeTreeRoutes(app: App, typeTree: TypeTreeService) {
  app.get('/api/type-tree/full', { config: { access: 'user' } }, () => typeTree.getFullTree());

  app.get('/api/type-tree/categories', { config: { access: 'user' } }, () => typeTree.listCategories());

  app.get(
    '/api/type-tree/category/:id',
    { config: { access: 'user' }, schema: { params: TypeCategoryParamsSchema } },
    (request) => typeTree.getCategory(request.params.id),
  );

  app.post(
    '/api/type-tree/selections',
    { config: { access: 'admin' }, schema: { body: AddSelectionInputSchema } },
    async (request, reply) => reply.code(201).send(await typeTree.addSelection(request.body, currentUser(request))),
  );
}
