import { defineClientArea } from '../../lib/areas/client-area';
import { lazyPage } from '../../lib/areas/lazy-page';

export const storeCategoriesArea = defineClientArea({
  name: 'store-categories',
  routes: [
    {
      path: '/admin/shopify-categories',
      title: 'Store Platform Categories',
      page: lazyPage(() => import('./pages/store-categories-page'), 'StoreCategoriesPage'),
      isAdminOnly: true,
    },
  ],
});
