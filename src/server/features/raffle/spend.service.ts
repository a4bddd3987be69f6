import { INT32_MAX } from '#shared/validation/numbers';
import { RAFFLE_MESSAGES } from '#shared/raffle/messages';
import {
  customerKeyOf,
  readSpendCsv,
  type SpendImportResponse,
  type SpendMonth,
  type SpendRow,
  type SpendSyncResponse,
} from '#shared/raffle/spend-import';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { badRequest, unprocessable } from '#server/http/errors';
import * as repo from './raffle.repo';

type Deps = Pick<AreaDeps, 'db' | 'now' | 'storePlatform'>;
type Actor = { id: number; username: string };

/** Orders carrying this tag were placed on a double-ticket day: their total also counts as Month DBL (ADR 047). */
const DOUBLE_TICKET_TAG = 'double-tickets';
const PREVIEW_ROWS = 200;

const monthsOf = (rows: readonly { month: string }[]) => [...new Set(rows.map((row) => row.month))].sort();
const toCents = (dollars: number | null) => Math.round((dollars ?? 0) * 100);

/** Customer spend per customer per month: CSV import with a preview, and the store platform's orders. */
export function createSpendService(deps: Deps) {
  const { db } = deps;

  async function replaceMonths(
    months: string[],
    rows: repo.SpendRowInsert[],
    audit: { action: string; actor: Actor; detail: object },
  ) {
    return db.transaction(async (tx) => {
      await repo.lockFor(tx, 'raffle.spend');
      const replaced = await repo.deleteSpendMonths(tx, months);
      await repo.insertSpend(tx, rows);
      await recordAudit(tx, {
        action: audit.action,
        actor: audit.actor,
        subject: `raffle-spend:${months.join(',')}`,
        after: { months, rows: rows.length, replaced, ...audit.detail },
        at: deps.now(),
      });
      return replaced;
    });
  }

  /** Reads a spend file; with `import` and no row in error, replaces the file's months with its rows. */
  async function importCsv(text: string, mode: 'preview' | 'import', actor: Actor): Promise<SpendImportResponse> {
    const { headerError, rows } = readSpendCsv(text);
    if (headerError) throw badRequest(headerError, 'bad_file');
    const withErrors = rows.filter((row) => row.errors.length > 0);
    const months = monthsOf(rows.filter((row) => row.errors.length === 0));
    const shown: SpendRow[] = [...withErrors, ...rows.filter((row) => row.errors.length === 0)].slice(0, PREVIEW_ROWS);
    const preview = { months, rowCount: rows.length, errorCount: withErrors.length, rows: shown };
    if (mode === 'preview') return { isImported: false, replacedCount: 0, ...preview };
    if (withErrors.length > 0) throw unprocessable(RAFFLE_MESSAGES.importHasErrors, 'rows_in_error');
    const at = deps.now();
    const replacedCount = await replaceMonths(
      months,
      rows.map((row) => ({
        customerKey: customerKeyOf(row.customer, row.email),
        customerName: row.customer,
        email: row.email.trim() ? row.email.trim() : null,
        month: row.month,
        spendCents: toCents(row.spend),
        spendDblCents: toCents(row.spendDbl),
        source: 'csv',
        loadedAt: at,
        loadedById: actor.id,
      })),
      { action: 'raffle.spend_import', actor, detail: {} },
    );
    return { isImported: true, replacedCount, ...preview };
  }

  /**
   * Totals the store platform's orders of `month` per customer and replaces that month with them.
   * A platform with no orders for the month (the local catalogue has none) changes nothing.
   */
  async function syncFromPlatform(month: string, actor: Actor): Promise<SpendSyncResponse> {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const from = new Date(Date.UTC(year, monthNumber - 1, 1));
    const to = new Date(Date.UTC(year, monthNumber, 1));
    const orders = await deps.storePlatform.listOrders(from, to);
    const totals = new Map<string, repo.SpendRowInsert>();
    const at = deps.now();
    for (const order of orders) {
      if (!order.customerName && !order.email) continue;
      const customerKey = customerKeyOf(order.customerName, order.email ?? '');
      const row = totals.get(customerKey) ?? {
        customerKey,
        customerName: order.customerName || (order.email ?? ''),
        email: order.email,
        month,
        spendCents: 0,
        spendDblCents: 0,
        source: deps.storePlatform.name,
        loadedAt: at,
        loadedById: actor.id,
      };
      const cents = Math.max(0, Math.round(order.total * 100));
      row.spendCents = Math.min(INT32_MAX, row.spendCents + cents);
      if (order.tags.includes(DOUBLE_TICKET_TAG))
        row.spendDblCents = Math.min(INT32_MAX, (row.spendDblCents ?? 0) + cents);
      totals.set(customerKey, row);
    }
    if (totals.size > 0) {
      await replaceMonths([month], [...totals.values()], {
        action: 'raffle.spend_sync',
        actor,
        detail: { platform: deps.storePlatform.name, orders: orders.length },
      });
    }
    return { month, customers: totals.size, orders: orders.length };
  }

  async function listMonths(): Promise<SpendMonth[]> {
    const rows = await repo.summariseSpendMonths(db);
    return rows.map((row) => ({
      month: row.month,
      customers: row.customers,
      spend: Number(row.spendCents) / 100,
      spendDbl: Number(row.spendDblCents) / 100,
      sources: row.sources,
    }));
  }

  return { importCsv, syncFromPlatform, listMonths };
}
export type SpendService = ReturnType<typeof createSpendService>;
