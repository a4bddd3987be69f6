import { NoBodySchema } from '#shared/validation/no-body';
import { z } from 'zod';
import {
  AddToLabelQueueInputSchema,
  CreateLabelSessionInputSchema,
  LabelQueueDetailsSchema,
  LabelQueuePrintedSchema,
  LabelQueueSchema,
  LabelQueueZplSchema,
  LabelSessionResponseSchema,
  QueueIdParamsSchema,
} from '#shared/labels/label-queue';
import { CSV_CONTENT_TYPE } from '#server/exports/csv';
import type { App } from '#server/http/app-types';
import { sendDownload } from '#server/http/downloads';
import { currentActor } from '#server/plugins/access';
import type { LabelPrintService } from './label-print.service';
import type { LabelQueueService } from './label-queue.service';
import type { LabelSessionService } from './label-session.service';

export function registerLabelQueueRoutes(
  app: App,
  services: { labels: LabelQueueService; sessions: LabelSessionService; printing: LabelPrintService },
) {
  const { labels, sessions, printing } = services;
  const user = { access: 'user' } as const;

  app.post(
    '/api/label-queue/add',
    {
      config: { ...user, idempotent: true },
      schema: { body: AddToLabelQueueInputSchema, response: { 201: z.array(LabelQueueSchema) } },
    },
    async (request, reply) => reply.code(201).send(await labels.addToLabelQueues(request.body, currentActor(request))),
  );

  app.post(
    '/api/label-queue/create-session',
    {
      config: { ...user, idempotent: true },
      schema: { body: CreateLabelSessionInputSchema, response: { 201: LabelSessionResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await sessions.createSession(request.body, currentActor(request))),
  );

  app.get(
    '/api/label-queue/session',
    { config: user, schema: { response: { 200: LabelSessionResponseSchema } } },
    (request) => sessions.getSession(currentActor(request)),
  );

  app.post(
    '/api/label-queue/end-session',
    { config: user, schema: { body: NoBodySchema, response: { 200: LabelSessionResponseSchema } } },
    (request) => sessions.endSession(currentActor(request)),
  );

  app.get(
    '/api/label-queue/all',
    // Kept between changes (ADR 057), answered and checked like any other (ADR 089).
    { config: user, schema: { response: { 200: z.array(LabelQueueSchema) } } },
    () => printing.listQueues(),
  );

  app.get(
    '/api/label-queue/:id/details',
    { config: user, schema: { params: QueueIdParamsSchema, response: { 200: LabelQueueDetailsSchema } } },
    (request) => printing.details(request.params.id),
  );

  app.get(
    '/api/label-queue/:id/zpl',
    { config: user, schema: { params: QueueIdParamsSchema, response: { 200: LabelQueueZplSchema } } },
    (request) => printing.zpl(request.params.id),
  );

  app.post(
    '/api/label-queue/:id/print',
    {
      config: user,
      schema: { params: QueueIdParamsSchema, body: NoBodySchema, response: { 200: LabelQueuePrintedSchema } },
    },
    (request) => printing.markPrinted(request.params.id, currentActor(request)),
  );

  app.post(
    '/api/label-queue/:id/download',
    { config: { ...user, produces: CSV_CONTENT_TYPE }, schema: { params: QueueIdParamsSchema, body: NoBodySchema } },
    async (request, reply) => {
      const { fileName, csv } = await printing.download(request.params.id, currentActor(request));
      reply.header('cache-control', 'no-store');
      return sendDownload(reply, { body: csv, filename: fileName, contentType: CSV_CONTENT_TYPE });
    },
  );
}
