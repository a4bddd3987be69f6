import { LayoutDashboard } from 'lucide-react';
import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const dashboardArea = defineClientArea({
  name: 'dashboard',
  routes: [{ path: '/', title: 'Dashboard', page: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage') }],
  navItems: [{ label: 'Dashboard', href: '/', icon: LayoutDashboard, order: 10 }],
});
