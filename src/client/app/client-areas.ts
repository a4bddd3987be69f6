import type { AppRoute, ClientArea, NavRouteItem } from '../lib/areas/client-area';
import type { AreaContributions } from '../lib/areas/area-contributions';
import { adminArea } from '../features/admin/admin.area';
import { authArea } from '../features/auth/auth.area';
import { bookkeepingArea } from '../features/bookkeeping/bookkeeping.area';
import { dashboardArea } from '../features/dashboard/dashboard.area';
import { helpDeskArea } from '../features/help-desk/help-desk.area';
import { employeesArea } from '../features/employees/employees.area';
import { dashboardSummaryArea } from '../features/dashboard-summary/dashboard-summary.area';
import { jokesArea } from '../features/jokes/jokes.area';
import { labelsArea } from '../features/labels/labels.area';
import { productEditorArea } from '../features/product-editor/product-editor.area';
import { schedulesArea } from '../features/schedules/schedules.area';
import { productEntryArea } from '../features/product-entry/product-entry.area';
import { quizzesArea } from '../features/quizzes/quizzes.area';
import { raffleArea } from '../features/raffle/raffle.area';
import { storeCategoriesArea } from '../features/store-categories/store-categories.area';
import { typeTreeArea } from '../features/type-tree/type-tree.area';
import { usersArea } from '../features/users/users.area';
import { imagesArea } from '../features/images/images.area';
import { criticReviewsArea } from '../features/critic-reviews/critic-reviews.area';
import { marginTagsArea } from '../features/margin-tags/margin-tags.area';
import { productListArea } from '../features/product-list/product-list.area';
import { mailArea } from '../features/mail/mail.area';

/**
 * Every area of the client. Adding an area is its folder and one entry here: its screens join
 * the router, its menu items the side menu, its dialogs and widgets the screens that host them.
 */
const CLIENT_AREAS: readonly ClientArea[] = [
  dashboardArea,
  productEntryArea,
  productEditorArea,
  labelsArea,
  typeTreeArea,
  storeCategoriesArea,
  helpDeskArea,
  adminArea,
  quizzesArea,
  authArea,
  bookkeepingArea,
  usersArea,
  employeesArea,
  dashboardSummaryArea,
  jokesArea,
  schedulesArea,
  imagesArea,
  criticReviewsArea,
  marginTagsArea,
  raffleArea,
  mailArea,
  productListArea,
];

/** Every signed-in screen (spec 01 §2.1); /auth is public and lives in the router. */
export const APP_ROUTES: readonly AppRoute[] = CLIENT_AREAS.flatMap((area) => area.routes ?? []);

export const AREA_NAV_ITEMS: readonly NavRouteItem[] = CLIENT_AREAS.flatMap((area) => area.navItems ?? []);

export const AREA_CONTRIBUTIONS: AreaContributions = {
  dialogs: Object.assign({}, ...CLIENT_AREAS.map((area) => area.dialogs ?? {})) as AreaContributions['dialogs'],
  dashboardWidgets: CLIENT_AREAS.flatMap((area) => area.dashboardWidgets ?? []),
};
