import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/** Raffle Ticket Generator (spec 03 §2): reached from the admin panel, admin only. */
export const raffleArea = defineClientArea({
  name: 'raffle',
  routes: [
    {
      path: '/ticket-generator',
      title: 'Raffle Ticket Generator',
      page: lazyPage(() => import('./pages/ticket-generator-page'), 'TicketGeneratorPage'),
      isAdminOnly: true,
    },
  ],
});
