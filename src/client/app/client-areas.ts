import type { AppRoute, ClientArea, NavRouteItem } from '../lib/areas/client-area';
import type { AreaContributions } from '../lib/areas/area-contributions';
import { adminArea } from '../features/admin/admin.area';
import { dashboardArea } from '../features/dashboard/dashboard.area';
import { productEditorArea } from '../features/product-editor/product-editor.area';
import { productEntryArea } from '../features/product-entry/product-entry.area';
import { storeCategoriesArea } from '../features/store-categories/store-categories.area';
import { typeTreeArea } from '../features/type-tree/type-tree.area';

/**
 * Every area of the client. Adding an area is its folder and one entry here: its screens join
 * the router, its menu items the side menu, its dialogs and widgets the screens that host them.
 */
export const CLIENT_AREAS: readonly ClientArea[] = [
  dashboardArea,
  productEntryArea,
  productEditorArea,
  typeTreeArea,
  storeCategoriesArea,
  adminArea,
];

/** Every signed-in screen (spec 01 §2.1); /auth is public and lives in the router. */
export const APP_ROUTES: readonly AppRoute[] = CLIENT_AREAS.flatMap((area) => area.routes ?? []);

export const AREA_NAV_ITEMS: readonly NavRouteItem[] = CLIENT_AREAS.flatMap((area) => area.navItems ?? []);

export const AREA_CONTRIBUTIONS: AreaContributions = {
  dialogs: Object.assign({}, ...CLIENT_AREAS.map((area) => area.dialogs ?? {})) as AreaContributions['dialogs'],
  dashboardWidgets: CLIENT_AREAS.flatMap((area) => area.dashboardWidgets ?? []),
};
