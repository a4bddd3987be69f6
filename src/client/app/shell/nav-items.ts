import { Globe, ShoppingBag, Timer, Wallet, type LucideIcon } from 'lucide-react';
import type { ExternalLinks } from '#shared/app-config/app-config';
import type { NavRouteItem } from '#client/lib/areas/client-area';
import { AREA_NAV_ITEMS } from '../client-areas';

export type NavItem =
  | ({ kind: 'route' } & NavRouteItem)
  | { kind: 'external'; label: string; link: keyof ExternalLinks; icon: LucideIcon; order: number };

/** The shell's own items: external targets configured on the server (GET /api/app-config). */
const EXTERNAL_ITEMS: readonly NavItem[] = [
  { kind: 'external', label: 'Website', link: 'website', icon: Globe, order: 40 },
  { kind: 'external', label: 'Shopify Admin', link: 'shopifyAdmin', icon: ShoppingBag, order: 50 },
  { kind: 'external', label: 'Time Clock', link: 'timeClock', icon: Timer, order: 60 },
  { kind: 'external', label: 'Paycor Login', link: 'payroll', icon: Wallet, order: 70 },
];

/** Spec 01 §2.4, in its order: the areas' items and the external links, by `order`. */
export const NAV_ITEMS: readonly NavItem[] = [
  ...AREA_NAV_ITEMS.map((item): NavItem => ({ kind: 'route', ...item })),
  ...EXTERNAL_ITEMS,
].toSorted((a, b) => a.order - b.order);

/** Dashboard matches only itself; other items also own their sub-pages (/admin/users → Admin Panel). */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
