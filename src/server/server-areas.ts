import type { ServerArea } from './areas/area';
import { apiDocsArea } from './features/api-docs/api-docs.area';
import { appConfigArea } from './features/app-config/app-config.area';
import { authArea } from './features/auth/auth.area';
import { bookkeepingArea } from './features/bookkeeping/bookkeeping.area';
import { catalogueSyncArea } from './features/catalogue-sync/catalogue-sync.area';
import { connectionsArea } from './features/connections/connections.area';
import { employeesArea } from './features/employees/employees.area';
import { filesArea } from './features/files/files.area';
import { helpDeskArea } from './features/help-desk/help-desk.area';
import { dashboardSummaryArea } from './features/dashboard-summary/dashboard-summary.area';
import { jokesArea } from './features/jokes/jokes.area';
import { jobsArea } from './features/jobs/jobs.area';
import { mailArea } from './features/mail/mail.area';
import { imagesArea } from './features/images/images.area';
import { criticReviewsArea } from './features/critic-reviews/critic-reviews.area';
import { marginTagsArea } from './features/margin-tags/margin-tags.area';
import { labelsArea } from './features/labels/labels.area';
import { locationsArea } from './features/locations/locations.area';
import { productDraftsArea } from './features/product-drafts/product-drafts.area';
import { productEditorArea } from './features/product-editor/product-editor.area';
import { productEntryArea } from './features/product-entry/product-entry.area';
import { productsArea } from './features/products/products.area';
import { productListArea } from './features/product-list/product-list.area';
import { quizzesArea } from './features/quizzes/quizzes.area';
import { schedulesArea } from './features/schedules/schedules.area';
import { raffleArea } from './features/raffle/raffle.area';
import { storeCategoriesArea } from './features/store-categories/store-categories.area';
import { typeTreeArea } from './features/type-tree/type-tree.area';
import { usersArea } from './features/users/users.area';

/**
 * Every area of the server, in registration (and seeding) order. Adding an area is its folder
 * and one entry here (docs/ARCHITECTURE.md, "Adding an area").
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  authArea,
  appConfigArea,
  locationsArea,
  typeTreeArea,
  storeCategoriesArea,
  productsArea,
  connectionsArea,
  catalogueSyncArea,
  productEntryArea,
  labelsArea,
  productEditorArea,
  productDraftsArea,
  employeesArea,
  helpDeskArea,
  jobsArea,
  filesArea,
  mailArea,
  quizzesArea,
  apiDocsArea,
  bookkeepingArea,
  usersArea,
  dashboardSummaryArea,
  jokesArea,
  schedulesArea,
  imagesArea,
  criticReviewsArea,
  marginTagsArea,
  raffleArea,
  productListArea,
];
