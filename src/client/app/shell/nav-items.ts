import {
  Globe,
  LayoutDashboard,
  PackagePlus,
  ShieldCheck,
  ShoppingBag,
  SquarePen,
  Timer,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ExternalLinks } from '../../features/app-config/api/get-app-config';

export type NavItem =
  | { kind: 'route'; label: string; href: string; icon: LucideIcon; isAdminOnly?: boolean }
  | { kind: 'external'; label: string; link: keyof ExternalLinks; icon: LucideIcon };

/** Spec 01 §2.4, in this order. External targets come from GET /api/app-config at run time. */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'route', label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { kind: 'route', label: 'New Product Entry', href: '/new-product-entry', icon: PackagePlus },
  { kind: 'route', label: 'Product Editor', href: '/product-editor', icon: SquarePen },
  { kind: 'external', label: 'Website', link: 'website', icon: Globe },
  { kind: 'external', label: 'Shopify Admin', link: 'shopifyAdmin', icon: ShoppingBag },
  { kind: 'external', label: 'Time Clock', link: 'timeClock', icon: Timer },
  { kind: 'external', label: 'Paycor Login', link: 'payroll', icon: Wallet },
  { kind: 'route', label: 'Admin Panel', href: '/admin', icon: ShieldCheck, isAdminOnly: true },
];

/** Dashboard matches only itself; other items also own their sub-pages (/admin/users → Admin Panel). */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
