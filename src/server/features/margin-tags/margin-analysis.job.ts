import {
  DIMARGIN_TAG,
  MARGIN_MESSAGES as M,
  meetsThreshold,
  productMarginPercent,
  type AnalysisResult,
} from '../../../shared/margin-tags/margin-tags';
import type { AreaDeps } from '../../areas/area';
import type { JobContext, JobDefinitionOptions } from '../../platform/jobs/port';
import { PlatformError } from '../../platform/store-platform/port';
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

/** The store platform is out of reach: the whole run is retried later rather than a product skipped. */
const isOutage = (error: unknown) => error instanceof PlatformError && error.kind === 'unavailable';

const hasTag = (tags: string[]) => tags.some((tag) => tag.toUpperCase() === DIMARGIN_TAG);

/**
 * Walks every product of the collection: DIMARGIN on where the margin meets the rule, off where
 * it does not, products without a price and cost skipped (spec 03 "Tag DIMARGIN"). Each decision
 * reads the product's current tags first and writes only a change, so a run repeated after a
 * restart, a lost lease or an outage of the platform applies nothing twice. A product the platform
 * refuses is reported in `errors`; an unreachable platform fails the attempt, to be retried.
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
    for (const [index, product] of products.entries()) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      const margin = productMarginPercent(product.variants);
      if (margin === null) {
        result.skipped += 1;
      } else {
        const shouldTag = meetsThreshold(margin, rule.marginThreshold);
        try {
          if (shouldTag && !hasTag(product.tags)) await platform.addTags(product.id, [DIMARGIN_TAG], payload.actor);
          if (!shouldTag && hasTag(product.tags)) {
            const present = product.tags.filter((tag) => tag.toUpperCase() === DIMARGIN_TAG);
            await platform.removeTags(product.id, present, payload.actor);
          }
          if (shouldTag) result.tagged += 1;
          else result.untagged += 1;
        } catch (error) {
          if (isOutage(error)) throw error;
          result.errors.push(`${product.title}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await ctx.progress(index + 1, products.length, `Product ${index + 1} of ${products.length}`);
    }
    await repo.recordRun(deps.db, rule.collectionName, deps.now());
    return result;
  };
}
