import { TestCategoryInputSchema } from '../../../shared/store-categories/store-categories';
import type { App } from '../../http/app-types';
import { describeZodError } from '../../http/zod';
import { currentUser } from '../../plugins/access';
import type { StoreCategoriesService } from './store-categories.service';

export function registerStoreCategoryRoutes(app: App, categories: StoreCategoriesService) {
  app.get('/api/shopify/categories', { config: { access: 'admin' } }, () => categories.listCategories());

  // Parsed here rather than by the route schema: even a refused body answers `{ error, gid }` (spec 03 §3).
  app.post('/api/shopify/test-category', { config: { access: 'admin' } }, async (request, reply) => {
    const parsed = TestCategoryInputSchema.safeParse(request.body);
    if (!parsed.success) {
      const body = request.body as { gid?: unknown } | null;
      const message = describeZodError(parsed.error);
      return reply.code(400).send({ error: message, gid: typeof body?.gid === 'string' ? body.gid : '', message });
    }
    const outcome = await categories.testCategory(parsed.data, currentUser(request));
    return reply.code(outcome.status).send(outcome.body);
  });
}
