import type { ServerArea } from './areas/area';
import { appConfigArea } from './features/app-config/app-config.area';
import { authArea } from './features/auth/auth.area';
import { connectionsArea } from './features/connections/connections.area';
import { employeesArea } from './features/employees/employees.area';
import { filesArea } from './features/files/files.area';
import { jobsArea } from './features/jobs/jobs.area';
import { mailArea } from './features/mail/mail.area';
import { labelsArea } from './features/labels/labels.area';
import { locationsArea } from './features/locations/locations.area';
import { productEditorArea } from './features/product-editor/product-editor.area';
import { productEntryArea } from './features/product-entry/product-entry.area';
import { productsArea } from './features/products/products.area';
import { storeCategoriesArea } from './features/store-categories/store-categories.area';
import { typeTreeArea } from './features/type-tree/type-tree.area';

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
  productEntryArea,
  labelsArea,
  productEditorArea,
  employeesArea,
  jobsArea,
  filesArea,
  mailArea,
];
