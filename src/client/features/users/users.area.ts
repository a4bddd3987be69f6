import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const usersArea = defineClientArea({
  name: 'users',
  routes: [
    {
      path: '/admin/users',
      title: 'User Management',
      page: lazyPage(() => import('./pages/users-page'), 'UsersPage'),
      isAdminOnly: true,
    },
  ],
});
