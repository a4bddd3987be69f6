import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/**
 * The signed-in user's own account: two-factor sign-in (ADR 022). Spec 01 §2.4 fixes the side
 * menu's items, so the page is reached from the account strip at the menu's foot, not from a menu item.
 */
export const authArea = defineClientArea({
  name: 'auth',
  routes: [
    {
      path: '/account/security',
      title: 'Account Security',
      page: lazyPage(() => import('./pages/two-factor-page'), 'TwoFactorPage'),
    },
  ],
});
