import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

const hub = lazyPage(() => import('./pages/bookkeeping-hub-page'), 'BookkeepingHubPage');

/** Bookkeeping tools (spec 03): admins only, on screen and on the server (ADR 023). */
export const bookkeepingArea = defineClientArea({
  name: 'bookkeeping',
  routes: [
    { path: '/bookkeeping-tools', title: 'Bookkeeping Tools', page: hub, isAdminOnly: true },
    { path: '/admin/bookkeeping-tools', title: 'Bookkeeping Tools', page: hub, isAdminOnly: true },
    {
      path: '/transaction-classifier',
      title: 'Transaction Classifier',
      page: lazyPage(() => import('./pages/transaction-classifier-page'), 'TransactionClassifierPage'),
      isAdminOnly: true,
    },
    {
      path: '/credit-reconciliation',
      title: 'Credit Reconciliation',
      page: lazyPage(() => import('./pages/credit-reconciliation-page'), 'CreditReconciliationPage'),
      isAdminOnly: true,
    },
    {
      path: '/check-reconciliation',
      title: 'Check Reconciliation',
      page: lazyPage(() => import('./pages/check-reconciliation-page'), 'CheckReconciliationPage'),
      isAdminOnly: true,
    },
  ],
});
