import { buffer } from 'node:stream/consumers';
import { FileContentError, readBankStatement } from '#shared/bookkeeping/bank-statement';
import {
  createClassifier,
  UNCLASSIFIED,
  type ClassifierRuleInput,
  type ClassifyResponse,
} from '#shared/bookkeeping/classifier';
import { checksOf, reconcileChecks } from '#shared/bookkeeping/check-reconciliation';
import { reconcileCredits, type ReconciliationResponse } from '#shared/bookkeeping/credit-reconciliation';
import { RESULT_RETENTION_MS } from '#shared/bookkeeping/messages';
import type { AreaDeps } from '#server/areas/area';
import { CSV_CONTENT_TYPE } from '#server/exports/csv';
import { XLSX_CONTENT_TYPE } from '#server/exports/xlsx';
import type { JobContext } from '#server/platform/jobs/port';
import {
  checkReconciliationXlsx,
  classifiedCsv,
  creditReconciliationXlsx,
  summaryCsv,
  type ClassifiedRow,
  type TypeSummary,
} from './bookkeeping.exports';
import { readWorkbook } from './workbook-reader';

export const JOB_KINDS = {
  classify: 'bookkeeping.classify',
  credit: 'bookkeeping.credit-reconciliation',
  check: 'bookkeeping.check-reconciliation',
} as const;

export const RESULT_PURPOSE = 'bookkeeping-result';
export const INPUT_PURPOSE = 'bookkeeping-input';
const resultUrl = (fileId: string) => `/api/bookkeeping/results/${fileId}`;

export interface ClassifyPayload {
  ownerId: number;
  inputFileId: string;
  fileName: string;
  rules: ClassifierRuleInput[];
}

export interface ReconcilePayload {
  ownerId: number;
  bankFileId: string;
  reportFileId: string;
  /** The line the person picked as the bank CSV's header; found in the file when left out. */
  bankHeaderLine?: number;
}

/** What a job answers: the route's response, or the reason the files were refused. */
export type JobOutcome<T> = { ok: true; response: T } | { ok: false; message: string };

const CHUNK = 5_000;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
const baseName = (name: string) => name.replace(/\.[^.]*$/, '').slice(0, 80) || 'bank';

type Deps = Pick<AreaDeps, 'files' | 'jobs' | 'now' | 'log'>;

async function readInput(deps: Deps, id: string): Promise<Buffer> {
  const file = await deps.files.find(id);
  if (!file) throw new FileContentError('The uploaded file is no longer available; please upload it again');
  return buffer(await deps.files.open(file));
}

async function saveResult(deps: Deps, ownerId: number, body: Buffer, name: string, contentType: string) {
  const stored = await deps.files.save({
    source: body,
    ownerId,
    purpose: RESULT_PURPOSE,
    name,
    contentType,
    visibility: 'owner',
    expiresAt: new Date(deps.now().getTime() + RESULT_RETENTION_MS),
  });
  return stored.id;
}

/** A file problem ends the job with its reason; anything else is logged and answered plainly. */
async function guarded<T>(
  deps: Deps,
  kind: string,
  inputIds: readonly string[],
  work: () => Promise<T>,
): Promise<JobOutcome<T>> {
  try {
    return { ok: true, response: await work() };
  } catch (error) {
    if (error instanceof FileContentError) return { ok: false, message: error.message };
    deps.log.error({ err: error }, `${kind}: processing failed`);
    throw new Error('The files could not be processed', { cause: error });
  } finally {
    // Bank statements are kept no longer than the work needs them.
    await removeInputs(deps, inputIds);
  }
}

async function removeInputs(deps: Deps, ids: readonly string[]) {
  await Promise.all(ids.map((id) => deps.files.remove(id).catch(() => undefined)));
}

async function runClassify(
  deps: Deps,
  payload: ClassifyPayload,
  ctx: Pick<JobContext<unknown>, 'progress' | 'signal'>,
) {
  return guarded(deps, JOB_KINDS.classify, [payload.inputFileId], async (): Promise<ClassifyResponse> => {
    const text = (await readInput(deps, payload.inputFileId)).toString('utf8');
    const statement = readBankStatement(text, 'The CSV file');
    const classify = createClassifier(payload.rules);
    const total = statement.rows.length;
    const classified: ClassifiedRow[] = new Array<ClassifiedRow>(total);
    const summary = new Map<string, TypeSummary>();
    for (const rule of payload.rules) {
      if (!summary.has(rule.type)) summary.set(rule.type, { type: rule.type, count: 0, debitUnits: 0, creditUnits: 0 });
    }
    summary.set(UNCLASSIFIED, { type: UNCLASSIFIED, count: 0, debitUnits: 0, creditUnits: 0 });
    for (let index = 0; index < total; index++) {
      const row = statement.rows[index];
      if (!row) continue;
      const result = classify(row);
      classified[index] = { row, result };
      let line = summary.get(result.type);
      if (!line) summary.set(result.type, (line = { type: result.type, count: 0, debitUnits: 0, creditUnits: 0 }));
      line.count += 1;
      // Signed, as written: a "(12.50)" reversal or a "-35.00" correction lowers its column's total.
      line.debitUnits += row.debit ?? 0;
      line.creditUnits += row.credit ?? 0;
      if ((index + 1) % CHUNK === 0) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        await ctx.progress(index + 1, total, `Classified ${index + 1} of ${total} rows`);
        await yieldToOthers();
      }
    }
    await ctx.progress(total, total, `Classified ${total} rows`);
    const lines = [...summary.values()].filter((line) => line.count > 0 || line.type === UNCLASSIFIED);
    const name = baseName(payload.fileName);
    const downloadId = await saveResult(
      deps,
      payload.ownerId,
      classifiedCsv(statement.headers, classified),
      `${name}-classified.csv`,
      CSV_CONTENT_TYPE,
    );
    const summaryId = await saveResult(
      deps,
      payload.ownerId,
      summaryCsv(lines),
      `${name}-summary.csv`,
      CSV_CONTENT_TYPE,
    );
    const unclassified = summary.get(UNCLASSIFIED)?.count ?? 0;
    return {
      message: `Classified ${total} ${total === 1 ? 'transaction' : 'transactions'}; ${unclassified} unclassified`,
      // fromEntries defines own properties: a type named "__proto__" is just a key.
      stats: Object.fromEntries(lines.map((line) => [line.type, line.count])),
      downloadUrl: resultUrl(downloadId),
      summaryUrl: resultUrl(summaryId),
    };
  });
}

async function runCreditReconciliation(
  deps: Deps,
  payload: ReconcilePayload,
  ctx: Pick<JobContext<unknown>, 'progress'>,
) {
  return guarded(
    deps,
    JOB_KINDS.credit,
    [payload.bankFileId, payload.reportFileId],
    async (): Promise<ReconciliationResponse> => {
      await ctx.progress(0, 3, 'Reading the bank report');
      const bank = readBankStatement((await readInput(deps, payload.bankFileId)).toString('utf8'), 'The bank report', {
        headerLine: payload.bankHeaderLine,
      });
      await yieldToOthers();
      await ctx.progress(1, 3, 'Reading the credit report');
      const sheets = await readWorkbook(await readInput(deps, payload.reportFileId), 'The credit report');
      await yieldToOthers();
      await ctx.progress(2, 3, 'Matching deposits with bank credits');
      const result = reconcileCredits(sheets, bank.rows);
      const fileId = await saveResult(
        deps,
        payload.ownerId,
        await creditReconciliationXlsx(result),
        'credit-reconciliation.xlsx',
        XLSX_CONTENT_TYPE,
      );
      await ctx.progress(3, 3, 'Done');
      const unmatchedCount = result.unmatchedValues.length;
      let message = `Matched ${result.matchedCount} of ${result.values.length} deposit values; ${unmatchedCount} unmatched, ${result.unmatchedCredits.length} bank credits unmatched`;
      if (result.missingSheets.length > 0) message += `. Missing sheets: ${result.missingSheets.join(', ')}`;
      return { message, unmatchedCount, downloadUrl: resultUrl(fileId) };
    },
  );
}

async function runCheckReconciliation(
  deps: Deps,
  payload: ReconcilePayload,
  ctx: Pick<JobContext<unknown>, 'progress'>,
) {
  return guarded(
    deps,
    JOB_KINDS.check,
    [payload.bankFileId, payload.reportFileId],
    async (): Promise<ReconciliationResponse> => {
      await ctx.progress(0, 3, 'Reading the bank report');
      const bank = readBankStatement((await readInput(deps, payload.bankFileId)).toString('utf8'), 'The bank report', {
        headerLine: payload.bankHeaderLine,
      });
      await yieldToOthers();
      await ctx.progress(1, 3, 'Reading the check report');
      const sheets = await readWorkbook(await readInput(deps, payload.reportFileId), 'The check report');
      await yieldToOthers();
      await ctx.progress(2, 3, 'Matching checks with bank rows');
      const checks = [...sheets.values()].flatMap((sheet) => checksOf(sheet));
      const result = reconcileChecks(checks, bank.rows);
      const fileId = await saveResult(
        deps,
        payload.ownerId,
        await checkReconciliationXlsx(result),
        'check-reconciliation.xlsx',
        XLSX_CONTENT_TYPE,
      );
      await ctx.progress(3, 3, 'Done');
      // A check whose amount matched a bank check of another number is not cleared (issue 28).
      const mismatchCount = result.numberMismatches.length;
      const unmatchedCount = result.unmatchedChecks.length + mismatchCount;
      const mismatchText = mismatchCount ? `, ${mismatchCount} with a different check number at the bank` : '';
      return {
        message: `Matched ${result.matches.length} of ${result.checks.length} checks; ${unmatchedCount} unmatched${mismatchText}, ${result.unmatchedBankChecks.length} bank check rows unmatched`,
        unmatchedCount,
        downloadUrl: resultUrl(fileId),
      };
    },
  );
}

/**
 * Declares the three kinds. One attempt: a refused file fails the same way every time. One runs at
 * a time in a process: each may hold a statement and a workbook at their limits in memory, so three
 * at once wait in turn instead of adding up (ADR 068).
 */
const BOOKKEEPING_JOB_GROUP = 'bookkeeping';
export function defineBookkeepingJobs(deps: Deps) {
  const options = { maxAttempts: 1, leaseMs: 120_000, limit: { group: BOOKKEEPING_JOB_GROUP, concurrency: 1 } };
  deps.jobs.define(JOB_KINDS.classify, (payload: ClassifyPayload, ctx) => runClassify(deps, payload, ctx), options);
  deps.jobs.define(
    JOB_KINDS.credit,
    (payload: ReconcilePayload, ctx) => runCreditReconciliation(deps, payload, ctx),
    options,
  );
  deps.jobs.define(
    JOB_KINDS.check,
    (payload: ReconcilePayload, ctx) => runCheckReconciliation(deps, payload, ctx),
    options,
  );
}
