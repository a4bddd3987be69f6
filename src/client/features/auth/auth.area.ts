import { KeyRound } from 'lucide-react';
import { defineClientArea } from '../../lib/areas/client-area';
import { lazyPage } from '../../lib/areas/lazy-page';

/** The signed-in user's own account: two-factor sign-in (ADR 022). */
export const authArea = defineClientArea({
  name: 'auth',
  routes: [{ path: '/account/security', page: lazyPage(() => import('./pages/two-factor-page'), 'TwoFactorPage') }],
  navItems: [{ label: 'Account Security', href: '/account/security', icon: KeyRound, order: 90 }],
});
