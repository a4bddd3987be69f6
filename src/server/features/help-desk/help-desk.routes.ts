import { NoBodySchema } from '#shared/validation/no-body';
import {
  HelpDeskCategoryListSchema,
  HelpDeskDeletedSchema,
  HelpDeskEntriesQuerySchema,
  HelpDeskEntryFieldsSchema,
  HelpDeskEntryListSchema,
  HelpDeskEntryParamsSchema,
  HelpDeskEntrySchema,
  HelpDeskRefreshSchema,
  PDF_MAX_BYTES,
} from '#shared/help-desk/entries';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import type { App } from '#server/http/app-types';
import { readUpload, type Upload } from '#server/http/uploads';
import type { FileStore } from '#server/platform/file-store/port';
import { currentActor, currentUser } from '#server/plugins/access';
import type { HelpDeskService } from './help-desk.service';
import { parseFields, withUploadMessages } from '#server/http/upload-fields';

/** Text fields: the answer may be 10,000 characters of up to 4 bytes each. */
const ENTRY_UPLOAD = {
  limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 8, fieldSize: 40_000, parts: 9 },
  types: [{ ext: 'pdf', mime: 'application/pdf' }],
} as const;

/** Reads an entry form (fields and an optional `pdf`), stores the PDF, and hands both to `save`. */
async function withEntryUpload<T>(
  request: Parameters<typeof currentUser>[0],
  files: FileStore,
  save: (fields: ReturnType<typeof parseEntryFields>, pdfFileId: string | null) => Promise<T>,
): Promise<T> {
  let upload: Upload;
  try {
    upload = await readUpload(request, { ...ENTRY_UPLOAD, types: [...ENTRY_UPLOAD.types], spoolDir: files.spoolDir });
  } catch (error) {
    throw withUploadMessages(error, { wrongType: M.invalidPdf, tooLarge: M.pdfTooLarge });
  }
  try {
    const fields = parseEntryFields(upload.fields);
    const pdf = upload.files.find((file) => file.field === 'pdf');
    const stored =
      pdf &&
      (await files.save({
        source: { path: pdf.path },
        ownerId: currentUser(request).id,
        purpose: 'helpdesk-pdf',
        name: pdf.filename,
        contentType: 'application/pdf',
        visibility: 'signed-in',
        disposition: 'inline',
      }));
    try {
      return await save(fields, stored ? stored.id : null);
    } catch (error) {
      if (stored) await files.remove(stored.id).catch(() => undefined);
      throw error;
    }
  } finally {
    await upload.cleanUp();
  }
}

/** The entry form's parts, for the API contract. */
const ENTRY_PARTS = { files: ['pdf'], fields: Object.keys(HelpDeskEntryFieldsSchema.shape) };

const parseEntryFields = (fields: Record<string, string>) => parseFields(HelpDeskEntryFieldsSchema, fields);

export function registerHelpDeskRoutes(app: App, helpDesk: HelpDeskService, files: FileStore) {
  app.get(
    '/api/helpdesk/categories',
    { config: { access: 'user' }, schema: { response: { 200: HelpDeskCategoryListSchema } } },
    () => helpDesk.listCategories(),
  );

  app.get(
    '/api/helpdesk/entries',
    {
      config: { access: 'user' },
      schema: { querystring: HelpDeskEntriesQuerySchema, response: { 200: HelpDeskEntryListSchema } },
    },
    (request) => helpDesk.listEntries(request.query.category, request.query.search),
  );

  app.post(
    '/api/helpdesk/create',
    {
      config: { access: 'admin', idempotent: true, upload: ENTRY_PARTS },
      schema: { response: { 201: HelpDeskEntrySchema } },
    },
    async (request, reply) => {
      const entry = await withEntryUpload(request, files, (fields, pdfFileId) =>
        helpDesk.createEntry(fields, pdfFileId, currentActor(request)),
      );
      return reply.code(201).send(entry);
    },
  );

  app.put(
    '/api/helpdesk/entries/:id',
    {
      config: { access: 'admin', upload: ENTRY_PARTS },
      schema: { params: HelpDeskEntryParamsSchema, response: { 200: HelpDeskEntrySchema } },
    },
    (request) =>
      withEntryUpload(request, files, (fields, pdfFileId) =>
        helpDesk.updateEntry(request.params.id, fields, pdfFileId, currentActor(request)),
      ),
  );

  app.delete(
    '/api/helpdesk/entries/:id',
    {
      config: { access: 'admin' },
      schema: { params: HelpDeskEntryParamsSchema, response: { 200: HelpDeskDeletedSchema } },
    },
    (request) => helpDesk.deleteEntry(request.params.id, currentActor(request)),
  );

  app.post(
    '/api/helpdesk/refresh',
    { config: { access: 'admin' }, schema: { body: NoBodySchema, response: { 200: HelpDeskRefreshSchema } } },
    () => helpDesk.refresh(),
  );
}
