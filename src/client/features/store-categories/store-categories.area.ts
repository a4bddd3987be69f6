import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

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
