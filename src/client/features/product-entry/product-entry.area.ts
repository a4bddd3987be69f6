import { PackagePlus } from 'lucide-react';
import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const productEntryArea = defineClientArea({
  name: 'product-entry',
  routes: [
    {
      path: '/new-product-entry',
      title: 'New Product Entry',
      page: lazyPage(() => import('./pages/new-product-entry-page'), 'NewProductEntryPage'),
    },
  ],
  navItems: [{ label: 'New Product Entry', href: '/new-product-entry', icon: PackagePlus, order: 20 }],
});
