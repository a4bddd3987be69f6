import {
  ANALYZE_WAIT_MS,
  AnalysisResultSchema,
  MARGIN_MESSAGES as M,
  type AnalysisJobResponse,
  type AnalysisResult,
  type MarginCollection,
  type MarginRule,
  type MarginRuleInput,
} from '#shared/margin-tags/margin-tags';
import type { JobAccepted } from '#shared/jobs/job-view';
import type { AreaDeps } from '#server/areas/area';
import { errorOfKind, notFound } from '#server/http/errors';
import { settleOrAccept } from '#server/http/job-reply';
import type { JobRecord } from '#server/platform/jobs/port';
import {
  createMarginAnalysis,
  MARGIN_ANALYSIS_JOB,
  MARGIN_ANALYSIS_OPTIONS,
  type AnalysisPayload,
} from './margin-analysis.job';
import * as repo from './margin-tags.repo';

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now' | 'jobs'>;
type MarginActor = { id: number; username: string };

const toRule = (row: repo.MarginRuleRow): MarginRule => ({
  collectionName: row.collectionName,
  marginThreshold: row.marginThreshold,
  lastAnalysisRun: row.lastAnalysisRun?.toISOString() ?? null,
});

const resultOf = (job: JobRecord): AnalysisResult | null => {
  const parsed = AnalysisResultSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
};

/** Margin rules and the DIMARGIN analysis, run on the shared job runner (spec 03 "Tag DIMARGIN"). */
export function createMarginTagsService(deps: Deps) {
  deps.jobs.define(MARGIN_ANALYSIS_JOB, createMarginAnalysis(deps), MARGIN_ANALYSIS_OPTIONS);

  return {
    async listRules(): Promise<MarginRule[]> {
      return (await repo.listRules(deps.db)).map(toRule);
    },

    async listCollections(): Promise<MarginCollection[]> {
      const collections = await deps.storePlatform.listCollections();
      return collections.map((collection) => ({
        id: collection.id,
        name: collection.title,
        productsCount: collection.productsCount ?? 0,
      }));
    },

    async addRule(input: MarginRuleInput, actor: MarginActor): Promise<MarginRule> {
      const collections = await deps.storePlatform.listCollections();
      if (!collections.some((collection) => collection.title === input.collectionName))
        throw notFound(M.collectionNotFound(input.collectionName));
      const [row] = await repo.upsertRule(deps.db, {
        collectionName: input.collectionName,
        marginThreshold: input.marginThreshold,
        createdAt: deps.now(),
        createdById: actor.id,
      });
      if (!row) throw new Error('margin rule was not stored');
      return toRule(row);
    },

    async deleteRule(collectionName: string) {
      if (!(await repo.deleteRule(deps.db, collectionName))) throw notFound(M.ruleNotFound(collectionName));
      return { success: true as const };
    },

    /** The result when the analysis ends within 10 s, otherwise the job to follow. */
    async analyze(
      collectionName: string,
      actor: MarginActor,
    ): Promise<{ result: AnalysisResult } | { accepted: JobAccepted }> {
      if (!(await repo.findRule(deps.db, collectionName))) throw notFound(M.ruleNotFound(collectionName));
      const payload: AnalysisPayload = { collectionName, actor };
      const job = await deps.jobs.enqueue(MARGIN_ANALYSIS_JOB, payload, { key: collectionName, ownerId: actor.id });
      const outcome = await settleOrAccept(deps.jobs, job, ANALYZE_WAIT_MS);
      if (!outcome.isFinished) return { accepted: outcome.accepted };
      const result = resultOf(outcome.job);
      if (outcome.job.status === 'failed' || !result)
        throw errorOfKind('unprocessable', outcome.job.error ?? M.analysisFailed, 'analysis_failed');
      return { result };
    },

    async getJob(jobId: string): Promise<AnalysisJobResponse> {
      const job = await deps.jobs.get(jobId);
      if (!job || job.kind !== MARGIN_ANALYSIS_JOB) throw notFound('Analysis not found');
      return {
        jobId: job.id,
        status: job.status,
        progress: job.progress,
        result: job.status === 'succeeded' ? resultOf(job) : null,
        error: job.error,
      };
    },
  };
}

export type MarginTagsService = ReturnType<typeof createMarginTagsService>;
