import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { PageComponent } from './lazy-page';

export interface AppRoute {
  /** A wouter pattern, e.g. `/help-desk/:category`; pages read parameters with `useParams()`. */
  path: string;
  /** Loaded on first visit (`lazyPage`), so each screen is its own chunk. */
  page: PageComponent;
  /** Non-admins see the Access Denied card instead of the page (spec 01 §6). */
  isAdminOnly?: boolean;
  /**
   * The screen's name in `document.title` ("Label Queue" → "Label Queue — Mission Control") and
   * in the route-change announcement (WCAG 2.4.2, ADR 071): one per screen, or from the path's
   * parameters.
   */
  title: string | ((params: Readonly<Record<string, string | undefined>>) => string);
}

/** A side-menu entry of an area; the menu shows them by `order` (spec 01 §2.4 fixes the sequence). */
export interface NavRouteItem {
  label: string;
  href: string;
  icon: LucideIcon;
  order: number;
  isAdminOnly?: boolean;
}

/**
 * Dialogs that open in place from a card of another screen (the dashboard's Sick Day Notification
 * and My Badges, the admin panel's Schedule Time Off). The screen owns the card; the area that owns
 * the feature supplies the dialog.
 */
export type DialogSlot = 'sick-day' | 'my-badges' | 'time-off';

export interface DialogSlotProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** Where a dashboard widget sits: the summary strip under the heading, or a cell of the card grid. */
export type DashboardPlacement = 'summary' | 'grid';

export interface DashboardWidget {
  placement: DashboardPlacement;
  /** Within a placement, lower first. Grid widgets follow the spec's cards. */
  order: number;
  component: ComponentType;
}

/**
 * One area of the spec on the client: its screens, side-menu items and what it plugs into other
 * screens. The shell reads every area from `app/client-areas.ts`; nothing else is wired by hand.
 */
export interface ClientArea {
  /** The same kebab-case word as the area's folder on both sides. */
  name: string;
  routes?: readonly AppRoute[];
  navItems?: readonly NavRouteItem[];
  dialogs?: Partial<Record<DialogSlot, ComponentType<DialogSlotProps>>>;
  dashboardWidgets?: readonly DashboardWidget[];
}

export const defineClientArea = (area: ClientArea): ClientArea => area;
