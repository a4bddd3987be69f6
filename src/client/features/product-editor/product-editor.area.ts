import { SquarePen } from 'lucide-react';
import { defineClientArea } from '../../lib/areas/client-area';

export const productEditorArea = defineClientArea({
  name: 'product-editor',
  navItems: [{ label: 'Product Editor', href: '/product-editor', icon: SquarePen, order: 30 }],
});
