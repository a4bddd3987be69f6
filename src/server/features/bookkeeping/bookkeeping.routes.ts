import { NoContentSchema } from '#shared/validation/no-body';
import type { FastifyRequest } from 'fastify';
import {
  ClassifierRuleInputSchema,
  ClassifierRuleListSchema,
  ClassifierRuleSchema,
  ClassifyResponseSchema,
  ReorderRulesInputSchema,
  RuleIdParamsSchema,
  TestRuleInputSchema,
  TestRuleResponseSchema,
} from '#shared/bookkeeping/classifier';
import { BankHeaderFieldsSchema } from '#shared/bookkeeping/bank-statement';
import { ReconciliationResponseSchema } from '#shared/bookkeeping/credit-reconciliation';
import {
  BOOKKEEPING_FILE_MAX_BYTES,
  FIELD_REQUIRED_MESSAGES,
  FIELD_TYPE_MESSAGES,
  UPLOAD_FIELDS,
} from '#shared/bookkeeping/messages';
import { FileIdParamsSchema } from '#shared/files/file-params';
import { JobAcceptedSchema } from '#shared/jobs/job-view';
import type { App } from '#server/http/app-types';
import { setDownloadHeaders } from '#server/http/downloads';
import { HttpError, badRequest } from '#server/http/errors';
import { UPLOAD_MESSAGES, readUpload, type AcceptedType, type UploadedFile } from '#server/http/uploads';
import type { FileStore } from '#server/platform/file-store/port';
import { currentActor, currentUser } from '#server/plugins/access';
import type { ClassifierRulesService } from './classifier-rules.service';
import type { ProcessingService } from './processing.service';

const TYPES: Record<'csv' | 'xlsx', AcceptedType> = {
  csv: { ext: 'csv', mime: 'text/csv', isText: true },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/**
 * Reads the files of one bookkeeping upload: each named field once, each of its own type (by name
 * and by content), at most 10 MB each while streaming; refusals in the screen's words.
 */
async function readFiles<F extends string>(
  request: FastifyRequest,
  spoolDir: string,
  fields: Record<F, 'csv' | 'xlsx'>,
  /** How many text fields the upload may carry besides its files (each at most 16 bytes). */
  textFields = 0,
): Promise<{ files: Record<F, UploadedFile>; text: Record<string, string>; cleanUp: () => Promise<void> }> {
  const names = Object.keys(fields) as F[];
  const types = [...new Set(names.map((name) => fields[name]))].map((ext) => TYPES[ext]);
  const expected = types.map((type) => type.ext).join(', ');
  let upload;
  try {
    upload = await readUpload(request, {
      limits: {
        fileSize: BOOKKEEPING_FILE_MAX_BYTES,
        files: names.length,
        fields: textFields,
        fieldSize: textFields > 0 ? 16 : 1,
        parts: names.length + textFields,
      },
      types,
      spoolDir,
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 415) {
      const field = names.find((name) => error.message === UPLOAD_MESSAGES.wrongType(name, expected));
      if (field) throw new HttpError(415, FIELD_TYPE_MESSAGES[field] ?? error.message, error.headers);
    }
    throw error;
  }
  try {
    const files = Object.create(null) as Record<F, UploadedFile>;
    for (const file of upload.files) {
      const field = names.find((name) => name === file.field);
      if (!field || field in files) throw badRequest(`Unexpected file field "${file.field.slice(0, 40)}"`);
      if (file.type.ext !== fields[field])
        throw new HttpError(415, FIELD_TYPE_MESSAGES[field] ?? 'Unsupported file type');
      files[field] = file;
    }
    const missing = names.filter((name) => !(name in files));
    if (missing.length > 0) {
      const first = missing[0] ?? '';
      throw badRequest(
        missing.length === names.length && names.length > 1
          ? 'Both files are required'
          : (FIELD_REQUIRED_MESSAGES[first] ?? 'A file is required'),
      );
    }
    return { files, text: upload.fields, cleanUp: upload.cleanUp };
  } catch (error) {
    await upload.cleanUp();
    throw error;
  }
}

export function registerBookkeepingRoutes(
  app: App,
  deps: { files: FileStore },
  processing: ProcessingService,
  rules: ClassifierRulesService,
) {
  const spoolDir = deps.files.spoolDir;

  app.post(
    '/api/transactions/classify',
    {
      config: { access: 'admin', upload: { files: ['csvFile'] } },
      schema: { response: { 200: ClassifyResponseSchema, 202: JobAcceptedSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readFiles(request, spoolDir, UPLOAD_FIELDS.classify);
      try {
        const answer = await processing.classify(upload.files.csvFile, user);
        return reply.code(answer.status).send(answer.body);
      } finally {
        await upload.cleanUp();
      }
    },
  );

  for (const [kind, path, fields] of [
    ['credit', '/api/credit-reconciliation/process', UPLOAD_FIELDS.credit],
    ['check', '/api/check-reconciliation/process', UPLOAD_FIELDS.check],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'admin', upload: { files: Object.keys(fields) } },
        schema: { response: { 200: ReconciliationResponseSchema, 202: JobAcceptedSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const upload = await readFiles<string>(request, spoolDir, fields, 1);
        try {
          const bank = upload.files.bankReport;
          const report = kind === 'credit' ? upload.files.creditReport : upload.files.checkReport;
          if (!bank || !report) throw badRequest('Both files are required');
          // The header line the person picked on the preview, when the one found was not right.
          const text = BankHeaderFieldsSchema.safeParse({ ...upload.text });
          if (!text.success) throw badRequest(text.error.issues[0]?.message ?? 'Invalid fields');
          const header = { headerLine: text.data.bankHeaderLine };
          const answer = await processing.reconcile(kind, bank, report, user, header);
          return reply.code(answer.status).send(answer.body);
        } finally {
          await upload.cleanUp();
        }
      },
    );
  }

  app.get(
    '/api/bookkeeping/results/:id',
    {
      config: { access: 'admin', produces: 'application/octet-stream' },
      compress: false,
      schema: { params: FileIdParamsSchema },
    },
    async (request, reply) => {
      const { file, body } = await processing.openResult(request.params.id, currentUser(request));
      setDownloadHeaders(reply, { ...file, disposition: 'attachment' });
      reply.header('content-length', file.size).header('cache-control', 'private, no-store');
      return reply.send(body);
    },
  );

  app.get(
    '/api/bookkeeping/classifier-rules',
    { config: { access: 'admin' }, schema: { response: { 200: ClassifierRuleListSchema } } },
    async () => ({ rules: await rules.list() }),
  );

  app.post(
    '/api/bookkeeping/classifier-rules',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: ClassifierRuleInputSchema, response: { 201: ClassifierRuleSchema } },
    },
    async (request, reply) => reply.code(201).send(await rules.create(request.body, currentActor(request))),
  );

  app.put(
    '/api/bookkeeping/classifier-rules/:id',
    {
      config: { access: 'admin' },
      schema: { params: RuleIdParamsSchema, body: ClassifierRuleInputSchema, response: { 200: ClassifierRuleSchema } },
    },
    (request) => rules.update(request.params.id, request.body, currentActor(request)),
  );

  app.delete(
    '/api/bookkeeping/classifier-rules/:id',
    { config: { access: 'admin' }, schema: { params: RuleIdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await rules.remove(request.params.id, currentActor(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/bookkeeping/classifier-rules/reorder',
    {
      config: { access: 'admin' },
      schema: { body: ReorderRulesInputSchema, response: { 200: ClassifierRuleListSchema } },
    },
    async (request) => ({ rules: await rules.reorder(request.body.ids, currentActor(request)) }),
  );

  app.post(
    '/api/bookkeeping/classifier-rules/test',
    { config: { access: 'admin' }, schema: { body: TestRuleInputSchema, response: { 200: TestRuleResponseSchema } } },
    (request) => rules.test(request.body),
  );
}
