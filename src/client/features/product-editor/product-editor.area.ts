import { SquarePen } from 'lucide-react';
import { defineClientArea } from '#client/lib/areas/client-area';
import { lazyPage } from '#client/lib/areas/lazy-page';

export const productEditorArea = defineClientArea({
  name: 'product-editor',
  routes: [
    {
      path: '/product-editor',
      title: 'Product Editor',
      page: lazyPage(() => import('./pages/product-editor-page'), 'ProductEditorPage'),
    },
  ],
  navItems: [{ label: 'Product Editor', href: '/product-editor', icon: SquarePen, order: 30 }],
});
