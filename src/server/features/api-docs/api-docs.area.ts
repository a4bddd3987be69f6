import { defineServerArea } from '#server/areas/area';
import { registerApiDocsRoutes } from './api-docs.routes';

/** The API contract generated from the route table, and its reference page (issue: quality gates). */
export const apiDocsArea = defineServerArea({
  name: 'api-docs',
  register(app) {
    registerApiDocsRoutes(app);
  },
});
