import { ShieldCheck } from 'lucide-react';
import { defineClientArea } from '../../lib/areas/client-area';

export const adminArea = defineClientArea({
  name: 'admin',
  navItems: [{ label: 'Admin Panel', href: '/admin', icon: ShieldCheck, order: 80, isAdminOnly: true }],
});
