import { open } from 'node:fs/promises';
import { FileContentError, checkBankHeader, type BankHeaderOptions } from '#shared/bookkeeping/bank-statement';
import type { ClassifyResponse } from '#shared/bookkeeping/classifier';
import type { ReconciliationResponse } from '#shared/bookkeeping/credit-reconciliation';
import type { JobAccepted } from '#shared/jobs/job-view';
import type { PublicUser } from '#shared/auth/schemas';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { badRequest, errorOfKind, notFound } from '#server/http/errors';
import { settleOrAccept } from '#server/http/job-reply';
import type { UploadedFile } from '#server/http/uploads';
import {
  INPUT_PURPOSE,
  JOB_KINDS,
  RESULT_PURPOSE,
  type ClassifyPayload,
  type JobOutcome,
  type ReconcilePayload,
} from './bookkeeping.jobs';
import type { ClassifierRulesService } from './classifier-rules.service';

/** A run that ends within this answers 200 at once; a longer one answers 202 and is followed. */
const SETTLE_MS = 2_000;
/** Uploaded statements are kept only until their job has read them, and never past this. */
const INPUT_RETENTION_MS = 60 * 60 * 1000;
const HEAD_BYTES = 64 * 1024;

export type Answer<T> = { status: 200; body: T } | { status: 202; body: JobAccepted };

async function readHead(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(bytes, 0, HEAD_BYTES, 0);
    return bytes.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

export function createProcessingService(
  deps: Pick<AreaDeps, 'db' | 'files' | 'jobs' | 'now'>,
  rules: ClassifierRulesService,
) {
  /** Fails fast on a bank CSV without the spec's columns, before anything is queued. */
  async function checkBankFile(file: UploadedFile, label: string, options: BankHeaderOptions = {}) {
    try {
      checkBankHeader(await readHead(file.path), label, options);
    } catch (error) {
      if (error instanceof FileContentError) throw badRequest(error.message);
      throw error;
    }
  }

  async function storeInput(file: UploadedFile, user: PublicUser) {
    const stored = await deps.files.save({
      source: { path: file.path },
      ownerId: user.id,
      purpose: INPUT_PURPOSE,
      name: file.filename,
      contentType: file.type.mime,
      visibility: 'owner',
      expiresAt: new Date(deps.now().getTime() + INPUT_RETENTION_MS),
    });
    return stored.id;
  }

  async function run<T>(kind: string, payload: object, user: PublicUser, subject: string): Promise<Answer<T>> {
    const job = await deps.jobs.enqueue(kind, payload, { ownerId: user.id });
    await recordAudit(deps.db, { action: kind, actor: user, subject, after: { jobId: job.id }, at: deps.now() });
    const outcome = await settleOrAccept(deps.jobs, job, SETTLE_MS);
    if (!outcome.isFinished) return { status: 202, body: outcome.accepted };
    if (outcome.job.status === 'failed') throw errorOfKind('internal', outcome.job.error ?? 'Processing failed');
    const result = outcome.job.result as JobOutcome<T>;
    if (!result.ok) throw badRequest(result.message);
    return { status: 200, body: result.response };
  }

  return {
    async classify(file: UploadedFile, user: PublicUser): Promise<Answer<ClassifyResponse>> {
      await checkBankFile(file, 'The CSV file');
      const payload: ClassifyPayload = {
        ownerId: user.id,
        inputFileId: await storeInput(file, user),
        fileName: file.filename,
        // The rules as they are now: a rule edited while the job runs does not change this run.
        rules: (await rules.list()).map(({ type, matchKind, pattern, side, minAmount, maxAmount }) => ({
          type,
          matchKind,
          pattern,
          side,
          minAmount,
          maxAmount,
        })),
      };
      return run<ClassifyResponse>(JOB_KINDS.classify, payload, user, file.filename);
    },

    async reconcile(
      kind: 'credit' | 'check',
      bank: UploadedFile,
      report: UploadedFile,
      user: PublicUser,
      header: BankHeaderOptions = {},
    ): Promise<Answer<ReconciliationResponse>> {
      await checkBankFile(bank, 'The bank report', header);
      const payload: ReconcilePayload = {
        ownerId: user.id,
        bankFileId: await storeInput(bank, user),
        reportFileId: await storeInput(report, user),
        ...(header.headerLine === undefined ? {} : { bankHeaderLine: header.headerLine }),
      };
      return run<ReconciliationResponse>(JOB_KINDS[kind], payload, user, `${bank.filename} / ${report.filename}`);
    },

    /**
     * A result file, only to the admin whose run made it and only for its 24 hours: anything else
     * is "not found", so nobody learns that someone else's file exists.
     */
    async openResult(fileId: string, user: PublicUser) {
      const file = await deps.files.find(fileId);
      const isLive = file && (!file.expiresAt || file.expiresAt.getTime() > deps.now().getTime());
      if (!file || !isLive || file.purpose !== RESULT_PURPOSE || file.ownerId !== user.id) {
        throw notFound('Result file not found');
      }
      return { file, body: await deps.files.open(file) };
    },
  };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;
