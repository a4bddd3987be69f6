import { z } from 'zod';
import {
  AddSelectionInputSchema,
  CreatedSelectionSchema,
  TypeCategoryParamsSchema,
  TypeTreeCategoryDetailSchema,
  TypeTreeCategorySchema,
  TypeTreeFullSchema,
} from '#shared/type-tree/type-tree';
import type { App } from '#server/http/app-types';
import { currentUser } from '#server/plugins/access';
import type { TypeTreeService } from './type-tree.service';

export function registerTypeTreeRoutes(app: App, typeTree: TypeTreeService) {
  app.get(
    '/api/type-tree/full',
    { config: { access: 'user' }, schema: { response: { 200: TypeTreeFullSchema } } },
    () => typeTree.getFullTree(),
  );

  app.get(
    '/api/type-tree/categories',
    { config: { access: 'user' }, schema: { response: { 200: z.array(TypeTreeCategorySchema) } } },
    () => typeTree.listCategories(),
  );

  app.get(
    '/api/type-tree/category/:id',
    {
      config: { access: 'user' },
      schema: { params: TypeCategoryParamsSchema, response: { 200: TypeTreeCategoryDetailSchema } },
    },
    (request) => typeTree.getCategory(request.params.id),
  );

  app.post(
    '/api/type-tree/selections',
    {
      config: { access: 'admin' },
      schema: { body: AddSelectionInputSchema, response: { 201: CreatedSelectionSchema } },
    },
    async (request, reply) => reply.code(201).send(await typeTree.addSelection(request.body, currentUser(request))),
  );
}
