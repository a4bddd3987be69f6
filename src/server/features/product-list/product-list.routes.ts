import {
  ProductListExportQuerySchema,
  ProductListFacetsSchema,
  ProductListPageSchema,
  ProductListQuerySchema,
} from '#shared/product-list/product-list';
import {
  BulkEditCreateSchema,
  BulkEditParamsSchema,
  BulkEditSchema,
  BulkJobAcceptedSchema,
  IMPORT_MAX_BYTES,
} from '#shared/product-list/bulk-edit';
import { NoBodySchema } from '#shared/validation/no-body';
import { CSV_CONTENT_TYPE } from '#server/exports/csv';
import { XLSX_CONTENT_TYPE } from '#server/exports/xlsx';
import type { App } from '#server/http/app-types';
import { sendDownload } from '#server/http/downloads';
import { badRequest } from '#server/http/errors';
import { readUpload } from '#server/http/uploads';
import { currentActor, currentUser } from '#server/plugins/access';
import type { ProductListService } from './product-list.service';

const user = { access: 'user' } as const;

/** The product list, its export, and bulk edits (ADR 076). */
export function registerProductListRoutes(app: App, list: ProductListService, spoolDir: string) {
  app.get(
    '/api/products/list',
    { config: user, schema: { querystring: ProductListQuerySchema, response: { 200: ProductListPageSchema } } },
    (request) => list.list(request.query),
  );

  app.get('/api/products/list/facets', { config: user, schema: { response: { 200: ProductListFacetsSchema } } }, () =>
    list.facets(),
  );

  app.get(
    '/api/products/list/export',
    {
      config: { ...user, produces: [CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE] },
      schema: { querystring: ProductListExportQuerySchema },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const body = await list.exportList(filter, format);
      reply.header('cache-control', 'no-store');
      return sendDownload(reply, {
        body,
        filename: `products.${format}`,
        contentType: format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
      });
    },
  );

  app.post(
    '/api/products/bulk-edits',
    { config: user, schema: { body: BulkEditCreateSchema, response: { 200: BulkEditSchema } } },
    (request) => list.createBulkEdit(request.body.selection, request.body.change, currentActor(request)),
  );

  app.post(
    '/api/products/bulk-edits/import',
    { config: { ...user, upload: { files: ['file'] } }, schema: { response: { 200: BulkEditSchema } } },
    async (request) => {
      const actor = currentActor(request);
      const upload = await readUpload(request, {
        limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, fieldSize: 1, parts: 1 },
        types: [{ ext: 'csv', mime: 'text/csv', isText: true }],
        spoolDir,
      });
      try {
        const file = upload.files.find((candidate) => candidate.field === 'file');
        if (!file) throw badRequest('A CSV file is required');
        return await list.importCsv(file.path, actor);
      } finally {
        await upload.cleanUp();
      }
    },
  );

  app.get(
    '/api/products/bulk-edits/:id',
    { config: user, schema: { params: BulkEditParamsSchema, response: { 200: BulkEditSchema } } },
    (request) => list.getBulkEdit(request.params.id, currentUser(request)),
  );

  app.post(
    '/api/products/bulk-edits/:id/apply',
    {
      config: { ...user, idempotent: true },
      schema: { params: BulkEditParamsSchema, body: NoBodySchema, response: { 202: BulkJobAcceptedSchema } },
    },
    async (request, reply) => reply.code(202).send(await list.apply(request.params.id, currentUser(request))),
  );

  app.post(
    '/api/products/bulk-edits/:id/undo',
    {
      config: { ...user, idempotent: true },
      schema: { params: BulkEditParamsSchema, body: NoBodySchema, response: { 202: BulkJobAcceptedSchema } },
    },
    async (request, reply) => reply.code(202).send(await list.undo(request.params.id, currentUser(request))),
  );
}
