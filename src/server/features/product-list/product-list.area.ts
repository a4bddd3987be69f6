import { defineServerArea } from '#server/areas/area';
import {
  BULK_APPLY_JOB,
  BULK_JOB_OPTIONS,
  BULK_UNDO_JOB,
  createBulkJobs,
  type BulkJobPayload,
} from './product-list.jobs';
import { registerProductListRoutes } from './product-list.routes';
import { createProductListService } from './product-list.service';

/** The product list: the catalogue as a table, its export, and bulk price and cost edits (ADR 076). */
export const productListArea = defineServerArea({
  name: 'product-list',
  register(app, deps) {
    const jobs = createBulkJobs(deps);
    deps.jobs.define<BulkJobPayload, unknown>(
      BULK_APPLY_JOB,
      (payload, ctx) => jobs.apply(payload, ctx),
      BULK_JOB_OPTIONS,
    );
    deps.jobs.define<BulkJobPayload, unknown>(
      BULK_UNDO_JOB,
      (payload, ctx) => jobs.undo(payload, ctx),
      BULK_JOB_OPTIONS,
    );
    registerProductListRoutes(app, createProductListService(deps), deps.files.spoolDir);
  },
});
