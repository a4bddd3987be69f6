import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import {
  BULK_EDIT_MAX,
  PAGE_SIZE_DEFAULT,
  PRODUCT_LIST_COLUMNS,
  marginOf,
  type ProductListFacets,
  type ProductListFilter,
  type ProductListPage,
  type ProductListQuery,
  type ProductListRow,
} from '#shared/product-list/product-list';
import {
  BULK_EDIT_MESSAGES as M,
  IMPORT_COLUMNS,
  applyBulkChange,
  refusalOf,
  type BulkChange,
  type BulkEdit,
  type BulkEditNotes,
} from '#shared/product-list/bulk-edit';
import { STORES } from '#shared/stores';
import type { AreaDeps } from '#server/areas/area';
import { toCsv, type ExportColumn } from '#server/exports/csv';
import { toXlsx } from '#server/exports/xlsx';
import { badRequest, conflict, notFound } from '#server/http/errors';
import type { VariantListQuery, VariantListRow } from '#server/platform/store-platform/port';
import * as repo from './product-list.repo';
import { BULK_APPLY_JOB, BULK_UNDO_JOB, type BulkJobPayload } from './product-list.jobs';

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now' | 'jobs'>;
type Actor = { id: number; username: string };
/** Whoever opens or runs a bulk edit: its author, or any admin. */
type Reader = Actor & { role: string };

const emptyNotes = (): BulkEditNotes => ({
  unchanged: 0,
  refused: [],
  unknownSkus: [],
  staleRows: [],
  invalidRows: [],
});

/** The product list, its exports, and bulk price and cost edits (ADR 076). */
export function createProductListService(deps: Deps) {
  const platform = deps.storePlatform;

  /** The six stores with the platform location each is (null when the platform has no such location). */
  async function storeLocations() {
    const locations = await platform.listLocations();
    return STORES.map((store) => ({
      code: store.code,
      name: store.name,
      locationId: locations.find((location) => location.name === store.name)?.id ?? null,
    }));
  }

  async function toQuery(filter: ProductListFilter, offset: number, limit: number): Promise<VariantListQuery> {
    const query: VariantListQuery = {
      sort: filter.sort ?? 'title',
      direction: filter.dir ?? 'asc',
      offset,
      limit,
    };
    if (filter.q) query.text = filter.q;
    if (filter.vendor !== undefined) query.vendor = filter.vendor;
    if (filter.type !== undefined) query.productType = filter.type;
    if (filter.collection !== undefined) query.collectionHandle = filter.collection;
    if (filter.status !== undefined) query.status = filter.status;
    if (filter.marginBelow !== undefined) query.marginBelow = filter.marginBelow;
    if (filter.stockAtMost !== undefined) {
      const code = filter.stockStore;
      if (!code) throw badRequest('Choose the store whose stock to compare');
      const store = (await storeLocations()).find((candidate) => candidate.code === code);
      // A store the platform has no location for holds no stock: every variant has 0 there.
      query.stockAtMost = { locationId: store?.locationId ?? 'gid://shopify/Location/0', quantity: filter.stockAtMost };
    }
    return query;
  }

  function toRow(row: VariantListRow, stores: Awaited<ReturnType<typeof storeLocations>>): ProductListRow {
    return {
      variantId: row.id,
      productId: row.productId,
      title: row.productTitle,
      variantTitle: row.variantTitle,
      vendor: row.vendor,
      productType: row.productType,
      sku: row.sku,
      barcode: row.barcode,
      price: row.price,
      cost: row.cost,
      margin: marginOf(row.price, row.cost),
      stock: stores
        .filter((store) => store.locationId !== null)
        .map((store) => ({
          storeCode: store.code,
          locationId: store.locationId as string,
          available: row.inventory.find((level) => level.locationId === store.locationId)?.available ?? 0,
        })),
      status: row.status,
      tags: row.tags,
    };
  }

  async function view(row: repo.BulkEditRow): Promise<BulkEdit> {
    const items = await repo.listItems(deps.db, row.id);
    return {
      id: row.id,
      source: row.source,
      status: row.status,
      createdBy: row.createdByName,
      createdAt: row.createdAt.toISOString(),
      change: (row.change as BulkChange | null) ?? null,
      applyJobId: row.applyJobId,
      undoJobId: row.undoJobId,
      items: items.map((item) => ({
        variantId: item.variantId,
        productId: item.productId,
        sku: item.sku,
        title: item.title,
        variantTitle: item.variantTitle,
        changesPrice: item.changesPrice,
        changesCost: item.changesCost,
        oldPrice: item.oldPrice,
        newPrice: item.newPrice,
        oldCost: item.oldCost,
        newCost: item.newCost,
        state: item.state,
        message: item.message,
      })),
      notes: { ...emptyNotes(), ...(row.notes as Partial<BulkEditNotes>) },
      labelQueues: row.labelQueues as BulkEdit['labelQueues'],
    };
  }

  async function ownBulkEdit(id: number, actor: Reader, forUpdate = false, db: repo.Db = deps.db) {
    const row = await repo.findBulkEdit(db, id, forUpdate);
    if (!row || (row.createdById !== actor.id && actor.role !== 'admin')) throw notFound(M.notFound);
    return row;
  }

  async function save(
    source: 'list' | 'import',
    change: BulkChange | null,
    items: repo.NewBulkEditItem[],
    notes: BulkEditNotes,
    actor: Actor,
  ): Promise<BulkEdit> {
    const id = await deps.db.transaction((tx) =>
      repo.insertBulkEdit(
        tx,
        {
          createdById: actor.id,
          createdByName: actor.username,
          createdAt: deps.now(),
          source,
          change,
          notes,
        },
        items,
      ),
    );
    return view((await repo.findBulkEdit(deps.db, id)) as repo.BulkEditRow);
  }

  async function startJob(id: number, actor: Reader, kind: 'apply' | 'undo') {
    return deps.db.transaction(async (tx) => {
      const row = await ownBulkEdit(id, actor, true, tx);
      const expected = kind === 'apply' ? 'preview' : 'applied';
      if (row.status !== expected) throw conflict(kind === 'apply' ? M.notPreview : M.notApplied, 'bulk_edit_state');
      const payload: BulkJobPayload = { bulkEditId: id, actor: { id: actor.id, username: actor.username } };
      const job = await deps.jobs.enqueue(kind === 'apply' ? BULK_APPLY_JOB : BULK_UNDO_JOB, payload, {
        key: `bulk-edit:${id}`,
        ownerId: actor.id,
        tx,
      });
      await repo.updateBulkEdit(
        tx,
        id,
        kind === 'apply' ? { status: 'applying', applyJobId: job.id } : { status: 'undoing', undoJobId: job.id },
      );
      return { jobId: job.id, bulkEditId: id };
    });
  }

  return {
    async list(query: ProductListQuery): Promise<ProductListPage> {
      const pageSize = query.pageSize ? Number(query.pageSize) : PAGE_SIZE_DEFAULT;
      const page = query.page ?? 1;
      const [stores, found] = await Promise.all([
        storeLocations(),
        toQuery(query, (page - 1) * pageSize, pageSize).then((q) => platform.listVariants(q)),
      ]);
      return {
        total: found.total,
        totalIsCapped: found.totalIsCapped,
        page,
        pageSize,
        rows: found.rows.map((row) => toRow(row, stores)),
      };
    },

    async facets(): Promise<ProductListFacets> {
      const [facets, collections, stores] = await Promise.all([
        platform.listCatalogueFacets(),
        platform.listCollections(),
        storeLocations(),
      ]);
      return {
        ...facets,
        collections: collections
          .map((collection) => ({ handle: collection.handle, title: collection.title }))
          .sort((a, b) => a.title.localeCompare(b.title)),
        stores,
      };
    },

    /** Every variant the filter matches, in the list's order, as CSV or XLSX (formula-safe). */
    async exportList(filter: ProductListFilter, format: 'csv' | 'xlsx'): Promise<Buffer> {
      const stores = await storeLocations();
      const rows: ProductListRow[] = [];
      for (let offset = 0; ; offset += BULK_EDIT_MAX) {
        const found = await platform.listVariants(await toQuery(filter, offset, BULK_EDIT_MAX));
        rows.push(...found.rows.map((row) => toRow(row, stores)));
        if (found.rows.length < BULK_EDIT_MAX || (!found.totalIsCapped && rows.length >= found.total)) break;
      }
      const label = (key: string) => PRODUCT_LIST_COLUMNS.find((column) => column.key === key)?.label ?? key;
      const columns: ExportColumn<ProductListRow>[] = [
        { header: label('title'), value: (row) => row.title, width: 40 },
        { header: 'Variant', value: (row) => row.variantTitle, width: 14 },
        { header: label('vendor'), value: (row) => row.vendor, width: 24 },
        { header: label('productType'), value: (row) => row.productType, width: 16 },
        { header: label('sku'), value: (row) => row.sku, width: 16 },
        { header: label('barcode'), value: (row) => row.barcode, width: 16 },
        { header: label('price'), value: (row) => row.price, width: 10 },
        { header: label('cost'), value: (row) => row.cost, width: 10 },
        { header: 'Margin %', value: (row) => row.margin, width: 10 },
        ...stores
          .filter((store) => store.locationId !== null)
          .map((store): ExportColumn<ProductListRow> => ({
            header: `Stock ${store.code}`,
            value: (row) => row.stock.find((level) => level.storeCode === store.code)?.available ?? 0,
            width: 9,
          })),
        { header: label('status'), value: (row) => row.status, width: 10 },
        { header: label('tags'), value: (row) => row.tags.join(', '), width: 30 },
      ];
      return format === 'csv' ? toCsv(rows, columns) : toXlsx(rows, columns, { sheetName: 'Products' });
    },

    /** A preview of the change on the selection; nothing is written to the catalogue yet. */
    async createBulkEdit(
      selection: { variantIds: string[] } | { filter: ProductListFilter },
      change: BulkChange,
      actor: Actor,
    ): Promise<BulkEdit> {
      const query =
        'variantIds' in selection
          ? {
              sort: 'title' as const,
              direction: 'asc' as const,
              offset: 0,
              limit: BULK_EDIT_MAX,
              variantIds: selection.variantIds,
            }
          : await toQuery(selection.filter, 0, BULK_EDIT_MAX + 1);
      const found = await platform.listVariants(query);
      // The count stops at `PRODUCT_LIST_COUNT_MAX`: a capped one is more than that, never a batch.
      if (found.totalIsCapped || found.total > BULK_EDIT_MAX) throw badRequest(M.tooMany, 'too_many');
      if (found.rows.length === 0) throw badRequest(M.nothingSelected, 'nothing_selected');
      const notes = emptyNotes();
      const items: repo.NewBulkEditItem[] = [];
      for (const row of found.rows) {
        const old = change.field === 'price' ? row.price : row.cost;
        if (old === null) {
          notes.refused.push({ sku: row.sku, title: row.productTitle, message: M.noCost });
          continue;
        }
        const value = applyBulkChange(old, change);
        const refusal = refusalOf(value);
        if (refusal) {
          notes.refused.push({ sku: row.sku, title: row.productTitle, message: refusal });
          continue;
        }
        if (Math.round(value * 100) === Math.round(old * 100)) {
          notes.unchanged += 1;
          continue;
        }
        items.push({
          variantId: row.id,
          productId: row.productId,
          sku: row.sku,
          title: row.productTitle,
          variantTitle: row.variantTitle,
          changesPrice: change.field === 'price',
          changesCost: change.field === 'cost',
          oldPrice: row.price,
          newPrice: change.field === 'price' ? value : row.price,
          oldCost: row.cost,
          newCost: change.field === 'cost' ? value : row.cost,
        });
      }
      if (items.length === 0) throw badRequest(M.noChanges, 'no_changes');
      return save('list', change, items, notes, actor);
    },

    /**
     * A preview of a CSV of SKU, price and cost (optionally old price and old cost): the matches,
     * the SKUs of no variant, and the rows whose old values are not the catalogue's now (stale).
     */
    async importCsv(path: string, actor: Actor): Promise<BulkEdit> {
      const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
      const parsed = Papa.parse<Record<string, string>>(text, {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (header) => header.trim().toLowerCase(),
      });
      const headers = parsed.meta.fields ?? [];
      if (
        !headers.includes(IMPORT_COLUMNS.sku) ||
        (!headers.includes(IMPORT_COLUMNS.price) && !headers.includes(IMPORT_COLUMNS.cost))
      )
        throw badRequest('The CSV needs a SKU column and a price or cost column', 'import_columns');
      if (parsed.data.length > BULK_EDIT_MAX) throw badRequest(M.tooMany, 'too_many');
      const notes = emptyNotes();
      const money = (value: string | undefined, label: string, line: number): number | null | undefined => {
        const trimmed = value?.trim().replace(/^\$/, '') ?? '';
        if (trimmed === '') return undefined;
        if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) {
          notes.invalidRows.push({ line, message: `${label} "${trimmed.slice(0, 20)}" is not an amount` });
          return null;
        }
        return Number(trimmed);
      };
      type Wanted = { sku: string; price?: number; cost?: number; oldPrice?: number; oldCost?: number };
      const wanted: Wanted[] = [];
      parsed.data.forEach((record, index) => {
        const line = index + 2;
        const sku = record[IMPORT_COLUMNS.sku]?.trim() ?? '';
        if (!sku) {
          notes.invalidRows.push({ line, message: 'SKU is empty' });
          return;
        }
        const price = money(record[IMPORT_COLUMNS.price], 'Price', line);
        const cost = money(record[IMPORT_COLUMNS.cost], 'Cost', line);
        const oldPrice = money(record[IMPORT_COLUMNS.oldPrice], 'Old price', line);
        const oldCost = money(record[IMPORT_COLUMNS.oldCost], 'Old cost', line);
        if ([price, cost, oldPrice, oldCost].includes(null)) return;
        if (price === undefined && cost === undefined) {
          notes.invalidRows.push({ line, message: 'Neither a price nor a cost' });
          return;
        }
        wanted.push({
          sku,
          ...(price != null ? { price } : {}),
          ...(cost != null ? { cost } : {}),
          ...(oldPrice != null ? { oldPrice } : {}),
          ...(oldCost != null ? { oldCost } : {}),
        });
      });
      const found = await platform.listVariants({
        sort: 'sku',
        direction: 'asc',
        offset: 0,
        limit: BULK_EDIT_MAX,
        skus: wanted.map((row) => row.sku),
      });
      const bySku = new Map(found.rows.map((row) => [row.sku?.toLowerCase() ?? '', row]));
      const items: repo.NewBulkEditItem[] = [];
      const seen = new Set<string>();
      for (const row of wanted) {
        const variant = bySku.get(row.sku.toLowerCase());
        if (!variant) {
          notes.unknownSkus.push(row.sku);
          continue;
        }
        if (seen.has(variant.id)) continue;
        seen.add(variant.id);
        const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));
        let stale = false;
        if (row.oldPrice !== undefined && cents(row.oldPrice) !== cents(variant.price)) {
          notes.staleRows.push({ sku: row.sku, field: 'price', expected: row.oldPrice, actual: variant.price });
          stale = true;
        }
        if (row.oldCost !== undefined && cents(row.oldCost) !== cents(variant.cost)) {
          notes.staleRows.push({ sku: row.sku, field: 'cost', expected: row.oldCost, actual: variant.cost });
          stale = true;
        }
        if (stale) continue;
        const changesPrice = row.price !== undefined && cents(row.price) !== cents(variant.price);
        const changesCost = row.cost !== undefined && cents(row.cost) !== cents(variant.cost);
        if (!changesPrice && !changesCost) {
          notes.unchanged += 1;
          continue;
        }
        items.push({
          variantId: variant.id,
          productId: variant.productId,
          sku: variant.sku,
          title: variant.productTitle,
          variantTitle: variant.variantTitle,
          changesPrice,
          changesCost,
          oldPrice: variant.price,
          newPrice: changesPrice ? (row.price as number) : variant.price,
          oldCost: variant.cost,
          newCost: changesCost ? (row.cost as number) : variant.cost,
        });
      }
      return save('import', null, items, notes, actor);
    },

    async getBulkEdit(id: number, actor: Reader): Promise<BulkEdit> {
      return view(await ownBulkEdit(id, actor));
    },

    apply: (id: number, actor: Reader) => startJob(id, actor, 'apply'),
    undo: (id: number, actor: Reader) => startJob(id, actor, 'undo'),
  };
}
export type ProductListService = ReturnType<typeof createProductListService>;
