import { readFile } from 'node:fs/promises';
import { RaffleOptionsSchema, RaffleResultSchema, RaffleTestResponseSchema } from '#shared/raffle/raffle-options';
import { RaffleRunParamsSchema, RaffleVerificationSchema } from '#shared/raffle/runs';
import {
  SPEND_IMPORT_MAX_BYTES,
  SpendImportFieldsSchema,
  SpendImportResponseSchema,
  SpendMonthsResponseSchema,
  SpendSyncInputSchema,
  SpendSyncResponseSchema,
  type SpendSyncResponse,
} from '#shared/raffle/spend-import';
import { JobAcceptedSchema } from '#shared/jobs/job-view';
import type { App } from '#server/http/app-types';
import { badRequest, unavailable } from '#server/http/errors';
import { settleOrAccept } from '#server/http/job-reply';
import { readUpload } from '#server/http/uploads';
import { describeZodError } from '#server/http/zod';
import type { FileStore } from '#server/platform/file-store/port';
import type { JobRunner } from '#server/platform/jobs/port';
import { currentActor } from '#server/plugins/access';
import { SPEND_SYNC_JOB, type SpendSyncPayload } from './raffle.jobs';
import type { RaffleService } from './raffle.service';
import type { SpendService } from './spend.service';

/** The Raffle Ticket Generator's API (spec 03 §7) and the customer spend it counts (issue 16). Admin only. */
export function registerRaffleRoutes(
  app: App,
  raffle: RaffleService,
  spend: SpendService,
  { files, jobs }: { files: FileStore; jobs: JobRunner },
) {
  app.get(
    '/api/raffle/test',
    { config: { access: 'admin' }, schema: { response: { 200: RaffleTestResponseSchema } } },
    () => raffle.testConnection(),
  );

  app.post(
    '/api/raffle/generate',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: RaffleOptionsSchema, response: { 200: RaffleResultSchema } },
    },
    (request) => raffle.generate(request.body, currentActor(request)),
  );

  app.get(
    '/api/raffle/runs/:id/verification',
    {
      config: { access: 'admin' },
      schema: { params: RaffleRunParamsSchema, response: { 200: RaffleVerificationSchema } },
    },
    (request) => raffle.verify(request.params.id),
  );

  app.get(
    '/api/raffle/spend/months',
    { config: { access: 'admin' }, schema: { response: { 200: SpendMonthsResponseSchema } } },
    () => spend.listMonths(),
  );

  // Answers the result when the job ends within 2 s, else 202 `{ jobId }` to follow.
  app.post(
    '/api/raffle/spend/sync',
    {
      config: { access: 'admin' },
      schema: {
        body: SpendSyncInputSchema,
        response: { 200: SpendSyncResponseSchema, 202: JobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const actor = currentActor(request);
      const payload: SpendSyncPayload = { month: request.body.month, actor };
      const job = await jobs.enqueue(SPEND_SYNC_JOB, payload, { key: payload.month, ownerId: actor.id });
      const outcome = await settleOrAccept(jobs, job, 2_000);
      if (!outcome.isFinished) return reply.code(202).send(outcome.accepted);
      if (outcome.job.status === 'failed') throw unavailable(outcome.job.error ?? 'Loading the orders failed');
      return reply.code(200).send(outcome.job.result as SpendSyncResponse);
    },
  );

  // Multipart: `csvFile` and `mode` (preview | import); the fields are validated like a JSON body.
  app.post(
    '/api/raffle/spend/import',
    {
      config: { access: 'admin', idempotent: true, upload: { files: ['csvFile'], fields: ['mode'] } },
      schema: { response: { 200: SpendImportResponseSchema } },
    },
    async (request) => {
      const upload = await readUpload(request, {
        limits: { fileSize: SPEND_IMPORT_MAX_BYTES, files: 1, fields: 1, fieldSize: 20, parts: 2 },
        types: [{ ext: 'csv', mime: 'text/csv', isText: true }],
        spoolDir: files.spoolDir,
      });
      try {
        const fields = SpendImportFieldsSchema.safeParse({ ...upload.fields });
        if (!fields.success) throw badRequest(describeZodError(fields.error));
        const csv = upload.files.find((file) => file.field === 'csvFile');
        if (!csv) throw badRequest('csvFile: a CSV file is required');
        const text = await readFile(csv.path, 'utf8');
        return await spend.importCsv(text, fields.data.mode, currentActor(request));
      } finally {
        await upload.cleanUp();
      }
    },
  );
}
