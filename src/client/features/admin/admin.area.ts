import { ShieldCheck } from 'lucide-react';
import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const adminArea = defineClientArea({
  name: 'admin',
  routes: [{ path: '/admin', title: 'Admin Panel', page: lazyPage(() => import('./pages/admin-page'), 'AdminPage') }],
  navItems: [{ label: 'Admin Panel', href: '/admin', icon: ShieldCheck, order: 80, isAdminOnly: true }],
});
