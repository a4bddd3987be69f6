import { Table2 } from 'lucide-react';
import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

/** The product list (/products): the catalogue as a table, bulk edits, export and import. */
export const productListArea = defineClientArea({
  name: 'product-list',
  routes: [
    {
      path: '/products',
      title: 'Products',
      page: lazyPage(() => import('./pages/product-list-page'), 'ProductListPage'),
    },
  ],
  navItems: [{ label: 'Products', href: '/products', icon: Table2, order: 35 }],
});
