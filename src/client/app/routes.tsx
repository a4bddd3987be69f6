import { lazyPage, type PageComponent } from './lazy-page';

export interface AppRoute {
  /** A wouter pattern, e.g. `/help-desk/:category`; pages read parameters with `useParams()`. */
  path: string;
  page: PageComponent;
  /** Non-admins see the Access Denied card instead of the page (spec 01 §6). */
  isAdminOnly?: boolean;
}

/**
 * Every signed-in screen of the spec's route table (spec 01 §2.1) that exists so far.
 * To add a screen: one entry here, with its page loaded lazily so it gets its own chunk.
 * /auth is public and lives in the router; any path not listed shows the 404 card.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    page: lazyPage(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: '/new-product-entry',
    page: lazyPage(() => import('../features/product-entry/pages/new-product-entry-page'), 'NewProductEntryPage'),
  },
  {
    path: '/admin/add-selections',
    page: lazyPage(() => import('../features/type-tree/pages/add-selections-page'), 'AddSelectionsPage'),
    isAdminOnly: true,
  },
  {
    path: '/admin/shopify-categories',
    page: lazyPage(() => import('../features/store-categories/pages/store-categories-page'), 'StoreCategoriesPage'),
    isAdminOnly: true,
  },
];
