import { recordAudit } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import { PlatformError, type Actor, type TagBatchOptions, type TagBatchResult, type TagChange } from '../port';
import { planTagChanges, type TagPlan } from '../tag-batch';
import { TAGS_ADD_BULK_MUTATION, TAGS_REMOVE_BULK_MUTATION } from './documents/bulk-documents';
import { readMirrorTags, storeMirrorTags } from './mirror/mirror-tags';
import { isUnfinished, type BulkOperationView, type ShopifyBulkOperations } from './shopify-bulk-operations';
import type { ShopifyStagedUploader } from './shopify-staged-upload';

interface Kind {
  field: 'tagsAdd' | 'tagsRemove';
  operationName: string;
  document: string;
  action: 'catalogue.tags_add' | 'catalogue.tags_remove';
  tagsOf(plan: TagPlan): string[];
}

const KINDS: readonly Kind[] = [
  {
    field: 'tagsAdd',
    operationName: 'TagBatchAdd',
    document: TAGS_ADD_BULK_MUTATION,
    action: 'catalogue.tags_add',
    tagsOf: (plan) => plan.add,
  },
  {
    field: 'tagsRemove',
    operationName: 'TagBatchRemove',
    document: TAGS_REMOVE_BULK_MUTATION,
    action: 'catalogue.tags_remove',
    tagsOf: (plan) => plan.remove,
  },
];

/** Which of our batch mutations an operation runs, by its operation name; null for anything else. */
const kindOf = (operation: BulkOperationView): Kind | null =>
  KINDS.find((kind) => new RegExp(`\\bmutation\\s+${kind.operationName}\\b`).test(operation.query)) ?? null;

type Answer = { id: string; tags: string[]; updatedAt: string };
type ResultLine = {
  __lineNumber?: number;
  data?: Record<string, { node: Partial<Answer> | null; userErrors: { message: string }[] } | null>;
  errors?: { message: string }[];
};

/** Rounds of await-plan-send before giving up on a shop whose bulk mutation slot stays taken. */
const MAX_ROUNDS = 10;
/** Answers stored per transaction (mirror rows and their audit rows together). */
const STORE_BATCH = 500;

export interface ShopifyTagBatchDeps {
  database: Pick<Database, 'db'>;
  bulk: ShopifyBulkOperations;
  upload: ShopifyStagedUploader;
}

/**
 * A tag batch on Shopify (ADR 091): planned from the mirror's tags (no Admin API read), written as
 * a staged JSONL file of `tagsAdd` or `tagsRemove` variables run by `bulkOperationRunMutation`,
 * awaited, and its result file read line by line: each product's answer goes to the mirror with
 * its audit row, each refused line into `failures`. A batch mutation still running when this is
 * called (the process stopped while waiting) is awaited and its answers kept first, so the plan
 * that follows finds its changes done and sends only the rest.
 */
export function createShopifyTagBatch(deps: ShopifyTagBatchDeps) {
  const { db } = deps.database;

  async function storeAnswers(kind: Kind, answers: readonly Answer[], actor: Actor) {
    if (answers.length === 0) return;
    await db.transaction(async (tx) => {
      const before = await readMirrorTags(
        tx,
        answers.map((answer) => answer.id),
      );
      await storeMirrorTags(tx, answers);
      for (const answer of answers) {
        await recordAudit(tx, {
          action: kind.action,
          actor,
          subject: answer.id,
          before: { tags: before.get(answer.id) ?? null },
          after: { tags: answer.tags },
        });
      }
    });
  }

  /** Reads a finished operation's result file; `sent` names each line's product when this process sent it. */
  async function ingest(
    operation: BulkOperationView,
    kind: Kind,
    sent: readonly { id: string }[] | null,
    actor: Actor,
    options: TagBatchOptions,
  ): Promise<TagBatchResult> {
    const result: TagBatchResult = { changed: [], failures: [] };
    const total = Number(operation.objectCount) || sent?.length || 0;
    let answers: Answer[] = [];
    let done = 0;
    const store = async () => {
      await storeAnswers(kind, answers, actor);
      result.changed.push(...answers.map((answer) => answer.id));
      answers = [];
      await options.onStage?.({ stage: 'storing', done, total });
    };
    for await (const text of deps.bulk.lines(operation)) {
      done++;
      const line = JSON.parse(text) as ResultLine;
      const payload = line.data?.[kind.field] ?? null;
      const node = payload?.node;
      const number = line.__lineNumber ?? done - 1;
      const problems = [
        ...(line.errors ?? []).map((error) => error.message),
        ...(payload?.userErrors ?? []).map((error) => error.message),
      ];
      if (problems.length === 0 && node?.id && Array.isArray(node.tags) && node.updatedAt) {
        answers.push({ id: node.id, tags: node.tags, updatedAt: node.updatedAt });
        if (answers.length >= STORE_BATCH) await store();
      } else {
        result.failures.push({
          productId: node?.id ?? sent?.[number]?.id ?? `line ${number + 1}`,
          message: problems.join('; ') || `Shopify ${kind.field} answered no product`,
        });
      }
    }
    await store();
    return result;
  }

  function awaitOperation(operation: BulkOperationView, total: number | null, options: TagBatchOptions) {
    return deps.bulk.finished(
      operation.id,
      (polled) => {
        const done = Number(polled.objectCount) || 0;
        return options.onStage?.({ stage: 'waiting', done, total: Math.max(done, total ?? 0) });
      },
      options.signal,
    );
  }

  return async function applyTagChanges(
    changes: readonly TagChange[],
    actor: Actor,
    options: TagBatchOptions = {},
  ): Promise<TagBatchResult> {
    const result: TagBatchResult = { changed: [], failures: [] };
    const merge = (part: TagBatchResult) => {
      result.changed.push(...part.changed);
      result.failures.push(...part.failures);
    };

    // Until every kind is sent and answered: first await the bulk mutations already running (one
    // of ours sent before a restart, or whose start was answered ambiguously) and keep their
    // answers, then plan from the mirror, so only what is still to do is sent.
    const pending = [...KINDS];
    let missingReported = false;
    // The operations listed just before the last send: one listed after it but not before is the
    // one that send started, even when its answer was lost and it has finished since.
    let listedBeforeSend: Set<string> | null = null;
    const kept = new Set<string>();
    for (let round = 1; ; round++) {
      const kind = pending[0];
      if (!kind) break;
      if (round > MAX_ROUNDS) {
        throw new PlatformError('Shopify kept another bulk mutation running; the tag changes wait', 'unavailable');
      }
      const listed = await deps.bulk.recent('MUTATION');
      for (const operation of [...listed].reverse()) {
        const sentByUs = listedBeforeSend !== null && !listedBeforeSend.has(operation.id);
        if (kept.has(operation.id) || !(isUnfinished(operation) || sentByUs)) continue;
        const theirs = kindOf(operation);
        const finished = isUnfinished(operation) ? await awaitOperation(operation, null, options) : operation;
        kept.add(operation.id);
        if (theirs) merge(await ingest(finished, theirs, null, actor, options));
      }
      listedBeforeSend = new Set(listed.map((operation) => operation.id));
      const { plans, missing } = planTagChanges(
        await readMirrorTags(
          db,
          changes.map((change) => change.productId),
        ),
        changes,
      );
      if (!missingReported) {
        for (const productId of missing) result.failures.push({ productId, message: `Product ${productId} not found` });
        missingReported = true;
      }
      const lines = plans.flatMap((plan) => {
        const tags = kind.tagsOf(plan);
        return tags.length > 0 ? [{ id: plan.productId, tags }] : [];
      });
      if (lines.length === 0) {
        pending.shift();
        continue;
      }
      await options.onStage?.({ stage: 'writing', done: 0, total: lines.length });
      const staged = await deps.upload({
        resource: 'BULK_MUTATION_VARIABLES',
        filename: `${kind.field}.jsonl`,
        mimeType: 'text/jsonl',
        bytes: Buffer.from(lines.map((line) => `${JSON.stringify(line)}\n`).join('')),
      });
      if (!staged.stagedUploadPath) {
        throw new PlatformError('Shopify answered no path for the uploaded tag changes', 'unavailable');
      }
      if (options.signal?.aborted) throw options.signal.reason;
      const started = await deps.bulk.runMutation(kind.document, staged.stagedUploadPath);
      if ('busy' in started) continue;
      const finished = await awaitOperation(started.operation, lines.length, options);
      kept.add(finished.id);
      merge(await ingest(finished, kind, lines, actor, options));
      pending.shift();
    }
    return result;
  };
}
