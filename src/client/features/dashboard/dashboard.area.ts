import { LayoutDashboard } from 'lucide-react';
import { defineClientArea } from '../../lib/areas/client-area';
import { lazyPage } from '../../lib/areas/lazy-page';

export const dashboardArea = defineClientArea({
  name: 'dashboard',
  routes: [{ path: '/', title: 'Dashboard', page: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage') }],
  navItems: [{ label: 'Dashboard', href: '/', icon: LayoutDashboard, order: 10 }],
});
