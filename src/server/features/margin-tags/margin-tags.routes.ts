import { z } from 'zod';
import { JobAcceptedSchema } from '#shared/jobs/job-view';
import {
  AnalysisJobParamsSchema,
  AnalysisJobResponseSchema,
  AnalysisResultSchema,
  AnalyzeInputSchema,
  MarginCollectionsResponseSchema,
  MarginConfigResponseSchema,
  MarginRuleInputSchema,
  MarginRuleParamsSchema,
  MarginRuleSchema,
} from '#shared/margin-tags/margin-tags';
import type { App } from '#server/http/app-types';
import { currentActor } from '#server/plugins/access';
import type { MarginTagsService } from './margin-tags.service';

/** Spec 03 §7 "Margin tagging": admin only, enforced here (spec 03 §6 labels the screen admin). */
export function registerMarginTagsRoutes(app: App, margins: MarginTagsService) {
  app.get(
    '/api/dimargin/config',
    { config: { access: 'admin' }, schema: { response: { 200: MarginConfigResponseSchema } } },
    async () => ({ rules: await margins.listRules() }),
  );

  app.get(
    '/api/dimargin/collections',
    { config: { access: 'admin' }, schema: { response: { 200: MarginCollectionsResponseSchema } } },
    () => margins.listCollections(),
  );

  app.post(
    '/api/dimargin/rules',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: MarginRuleInputSchema, response: { 200: MarginRuleSchema } },
    },
    (request) => margins.addRule(request.body, currentActor(request)),
  );

  app.delete(
    '/api/dimargin/rules/:collectionName',
    {
      config: { access: 'admin', idempotent: true },
      schema: {
        params: MarginRuleParamsSchema,
        response: { 200: z.strictObject({ success: z.literal(true) }) },
      },
    },
    (request) => margins.deleteRule(request.params.collectionName),
  );

  app.post(
    '/api/dimargin/analyze',
    {
      config: { access: 'admin' },
      schema: { body: AnalyzeInputSchema, response: { 200: AnalysisResultSchema, 202: JobAcceptedSchema } },
    },
    async (request, reply) => {
      const outcome = await margins.analyze(request.body.collectionName, currentActor(request));
      if ('accepted' in outcome) return reply.code(202).send(outcome.accepted);
      return outcome.result;
    },
  );

  app.get(
    '/api/dimargin/jobs/:jobId',
    {
      config: { access: 'admin' },
      schema: { params: AnalysisJobParamsSchema, response: { 200: AnalysisJobResponseSchema } },
    },
    (request) => margins.getJob(request.params.jobId),
  );
}
