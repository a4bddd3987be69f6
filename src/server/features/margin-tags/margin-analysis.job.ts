import {
  DIMARGIN_TAG,
  MARGIN_MESSAGES as M,
  meetsThreshold,
  productMarginPercent,
  type AnalysisResult,
} from '#shared/margin-tags/margin-tags';
import type { AreaDeps } from '#server/areas/area';
import type { JobContext, JobDefinitionOptions } from '#server/platform/jobs/port';
import type { TagBatchStage, TagChange } from '#server/platform/store-platform/port';
import * as repo from './margin-tags.repo';

export const MARGIN_ANALYSIS_JOB = 'margin-tags.analyse';

export interface AnalysisPayload {
  collectionName: string;
  actor: { id: number; username: string };
}

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now'>;

/**
 * The store platform may be down or throttling for a while: each attempt's requests already retry
 * for a few seconds, and a failed attempt is retried by the job runner after 1, 4, 16 and 64 s, so
 * an outage of over a minute still ends with every product written.
 */
export const MARGIN_ANALYSIS_OPTIONS = { maxAttempts: 5, leaseMs: 60_000 } satisfies JobDefinitionOptions;

const hasTag = (tags: string[]) => tags.some((tag) => tag.toUpperCase() === DIMARGIN_TAG);

const STAGE_MESSAGES: Record<TagBatchStage['stage'], (stage: TagBatchStage) => string> = {
  writing: (s) => `Sending ${s.total} tag changes`,
  waiting: (s) => `Applying tag changes: ${s.done} of ${s.total}`,
  storing: (s) => `Recording tag changes: ${s.done} of ${s.total}`,
};

/**
 * Decides every product of the collection: DIMARGIN on where the margin meets the rule, off where
 * it does not, products without a price and cost skipped (spec 03 "Tag DIMARGIN"). The products
 * and their tags come from our own tables (with Shopify, the mirror), and the changes go to the
 * platform as one batch (ADR 091): the platform skips what is already in effect, so a run repeated
 * after a restart, a lost lease or an outage applies nothing twice. A product the platform refuses
 * is reported in `errors`; an unreachable platform fails the attempt, to be retried.
 */
export function createMarginAnalysis(deps: Deps) {
  const platform = deps.storePlatform;

  return async function analyse(
    payload: AnalysisPayload,
    ctx: Pick<JobContext<AnalysisPayload>, 'signal' | 'progress'>,
  ): Promise<AnalysisResult> {
    const rule = await repo.findRule(deps.db, payload.collectionName);
    if (!rule) throw new Error(M.ruleNotFound(payload.collectionName));
    const collection = (await platform.listCollections()).find((candidate) => candidate.title === rule.collectionName);
    if (!collection) throw new Error(M.collectionNotFound(rule.collectionName));
    const products = await platform.listCollectionProducts(collection.id);
    const result: AnalysisResult = {
      collectionName: rule.collectionName,
      totalProducts: products.length,
      tagged: 0,
      untagged: 0,
      skipped: 0,
      errors: [],
    };
    await ctx.progress(0, products.length, `Analysing ${products.length} products`);
    const changes: TagChange[] = [];
    const decided = new Map<string, { title: string; tagged: boolean }>();
    for (const product of products) {
      const margin = productMarginPercent(product.variants);
      if (margin === null) {
        result.skipped += 1;
        continue;
      }
      const shouldTag = meetsThreshold(margin, rule.marginThreshold);
      decided.set(product.id, { title: product.title, tagged: shouldTag });
      if (shouldTag && !hasTag(product.tags)) changes.push({ productId: product.id, add: [DIMARGIN_TAG] });
      if (!shouldTag && hasTag(product.tags)) changes.push({ productId: product.id, remove: [DIMARGIN_TAG] });
    }
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const outcome =
      changes.length > 0
        ? await platform.applyTagChanges(changes, payload.actor, {
            signal: ctx.signal,
            onStage: (stage) => ctx.progress(stage.done, stage.total, STAGE_MESSAGES[stage.stage](stage)),
          })
        : { changed: [], failures: [] };
    const failed = new Map(outcome.failures.map((failure) => [failure.productId, failure.message]));
    for (const [id, decision] of decided) {
      const message = failed.get(id);
      if (message !== undefined) result.errors.push(`${decision.title}: ${message}`);
      else if (decision.tagged) result.tagged += 1;
      else result.untagged += 1;
    }
    // Failures the platform could not tie to a product of this run (a line of an earlier batch).
    for (const [id, message] of failed) if (!decided.has(id)) result.errors.push(`${id}: ${message}`);
    await ctx.progress(products.length, products.length, `Analysed ${products.length} products`);
    await repo.recordRun(deps.db, rule.collectionName, deps.now());
    return result;
  };
}
