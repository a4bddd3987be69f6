import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const typeTreeArea = defineClientArea({
  name: 'type-tree',
  routes: [
    {
      path: '/admin/add-selections',
      title: 'Add Selections',
      page: lazyPage(() => import('./pages/add-selections-page'), 'AddSelectionsPage'),
      isAdminOnly: true,
    },
  ],
});
