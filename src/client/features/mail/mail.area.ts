import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/** The mail outbox (ADR 069): what the portal has mailed, and whether it went. Admins. */
export const mailArea = defineClientArea({
  name: 'mail',
  routes: [
    {
      path: '/admin/outbox',
      title: 'Mail Outbox',
      page: lazyPage(() => import('./pages/outbox-page'), 'OutboxPage'),
      isAdminOnly: true,
    },
  ],
});
