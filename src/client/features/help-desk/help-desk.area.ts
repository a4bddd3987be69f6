import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/** Help Desk, a category and the Help Desk Admin (spec 03; reached from the dashboard and admin panel). */
export const helpDeskArea = defineClientArea({
  name: 'help-desk',
  routes: [
    { path: '/help-desk', title: 'Help Desk', page: lazyPage(() => import('./pages/help-desk-page'), 'HelpDeskPage') },
    {
      path: '/help-desk/:category',
      title: ({ category }) => `Help Desk: ${category ?? ''}`,
      page: lazyPage(() => import('./pages/help-desk-category-page'), 'HelpDeskCategoryPage'),
    },
    {
      path: '/admin/help-desk',
      title: 'Help Desk Admin',
      page: lazyPage(() => import('./pages/help-desk-admin-page'), 'HelpDeskAdminPage'),
      isAdminOnly: true,
    },
  ],
});
