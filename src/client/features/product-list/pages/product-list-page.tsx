import { ArrowDown, ArrowUp, Download, Pencil, Upload } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZES,
  PRODUCT_LIST_COLUMNS,
  PRODUCT_STATUSES,
  type ProductListColumn,
  type ProductListRow,
} from '../../../../shared/product-list/product-list';
import { formatMoney } from '../../../../shared/money/format-money';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/error-message';
import { useProductListFacets, useProductListPage, type BulkSelection } from '../api/product-list-api';
import { BulkEditDialog } from '../components/bulk-edit-dialog';
import { ImportDialog } from '../components/import-dialog';

export const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm';

/** URL parameters that are filters (what a bulk edit of "all matching" and the export take). */
const FILTER_KEYS = ['q', 'vendor', 'type', 'collection', 'status', 'marginBelow', 'stockStore', 'stockAtMost'];
const DEFAULT_COLUMNS: ProductListColumn[] = PRODUCT_LIST_COLUMNS.map((column) => column.key);

function cell(row: ProductListRow, column: ProductListColumn): ReactNode {
  switch (column) {
    case 'title':
      return (
        <span>
          {row.title}
          {row.variantTitle !== 'Default Title' ? (
            <span className="block text-xs text-muted-foreground">{row.variantTitle}</span>
          ) : null}
        </span>
      );
    case 'vendor':
      return row.vendor;
    case 'productType':
      return row.productType;
    case 'sku':
      return row.sku ?? '';
    case 'barcode':
      return row.barcode ?? '';
    case 'price':
      return formatMoney(row.price);
    case 'cost':
      return row.cost === null ? '—' : formatMoney(row.cost);
    case 'margin':
      return row.margin === null ? '—' : `${row.margin.toFixed(2)} %`;
    case 'stock':
      return (
        <span className="flex flex-wrap gap-x-2 text-xs">
          {row.stock.map((level) => (
            <span key={level.storeCode} className="tabular-nums">
              {level.storeCode} {level.available}
            </span>
          ))}
        </span>
      );
    case 'status':
      return row.status;
    case 'tags':
      return row.tags.join(', ');
  }
}

/** The product list (/products): filters, sort, paging and columns live in the URL. */
export function ProductListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const ids = useId();
  const page = useProductListPage(
    (() => {
      const query = new URLSearchParams(params);
      query.delete('cols');
      return query.toString();
    })(),
  );
  const facets = useProductListFacets();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [bulkSelection, setBulkSelection] = useState<BulkSelection | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [text, setText] = useState(params.get('q') ?? '');

  const columns = params.get('cols')
    ? DEFAULT_COLUMNS.filter((key) => params.get('cols')?.split(',').includes(key))
    : DEFAULT_COLUMNS;

  /** Sets URL parameters (empty removes), back to page 1 unless the page itself changes. */
  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    if (FILTER_KEYS.some((key) => key in changes)) {
      setSelected(new Set());
      setAllMatching(false);
    }
    const query = next.toString();
    navigate(`/products${query ? `?${query}` : ''}`, { replace: true });
  }

  const filter: Record<string, string> = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const exportHref = (format: 'csv' | 'xlsx') =>
    `/api/products/list/export?${new URLSearchParams({ format, ...filter }).toString()}`;
  const data = page.data;
  const rows = data?.rows ?? [];
  const pageNumber = data?.page ?? 1;
  const pageSize = data?.pageSize ?? PAGE_SIZE_DEFAULT;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize), data.totalIsCapped ? pageNumber : 1) : 1;
  // Past PRODUCT_LIST_COUNT_MAX the server stops counting: "10,000+ matching", "Page 3 of 200+".
  const more = data?.totalIsCapped ? '+' : '';
  const totalText = data ? `${data.total.toLocaleString('en-US')}${more}` : '';
  const hasNextPage = data ? pageNumber < pages || (data.totalIsCapped && rows.length === pageSize) : false;
  const sort = params.get('sort') ?? 'title';
  const dir = params.get('dir') ?? 'asc';
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.variantId));
  const selectedCount = allMatching ? (data?.total ?? 0) : selected.size;

  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const filterSelect = (key: string, label: string, options: { value: string; label: string }[]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${key}`}>{label}</Label>
      <select
        id={`${ids}-${key}`}
        className={SELECT_CLASS}
        value={params.get(key) ?? ''}
        onChange={(event) => update({ [key]: event.target.value })}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Products</h1>
        <div className="flex flex-wrap gap-2">
          <a className={buttonVariants({ variant: 'outline' })} href={exportHref('csv')} download>
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </a>
          <a className={buttonVariants({ variant: 'outline' })} href={exportHref('xlsx')} download>
            <Download className="size-4" aria-hidden="true" /> Export XLSX
          </a>
          <Button variant="outline" onClick={() => setIsImportOpen(true)}>
            <Upload className="size-4" aria-hidden="true" /> Import prices
          </Button>
        </div>
      </div>

      <form
        className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filters"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim() });
        }}
      >
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={`${ids}-q`}>Search</Label>
          <div className="flex gap-2">
            <Input
              id={`${ids}-q`}
              value={text}
              maxLength={200}
              placeholder="Title words, SKU or barcode"
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </div>
        </div>
        {filterSelect(
          'vendor',
          'Vendor',
          (facets.data?.vendors ?? []).map((value) => ({ value, label: value })),
        )}
        {filterSelect(
          'type',
          'Type',
          (facets.data?.productTypes ?? []).map((value) => ({ value, label: value })),
        )}
        {filterSelect(
          'collection',
          'Collection',
          (facets.data?.collections ?? []).map((collection) => ({ value: collection.handle, label: collection.title })),
        )}
        {filterSelect(
          'status',
          'Status',
          PRODUCT_STATUSES.map((value) => ({ value, label: value })),
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-margin`}>Margin below (%)</Label>
          <Input
            id={`${ids}-margin`}
            inputMode="decimal"
            defaultValue={params.get('marginBelow') ?? ''}
            key={`margin-${params.get('marginBelow') ?? ''}`}
            onBlur={(event) => update({ marginBelow: event.target.value.trim() })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                update({ marginBelow: event.currentTarget.value.trim() });
              }
            }}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          {filterSelect(
            'stockStore',
            'Stock at',
            (facets.data?.stores ?? []).map((store) => ({ value: store.code, label: store.name })),
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-stock`}>At most</Label>
            <Input
              id={`${ids}-stock`}
              inputMode="numeric"
              defaultValue={params.get('stockAtMost') ?? ''}
              key={`stock-${params.get('stockAtMost') ?? ''}`}
              onBlur={(event) => update({ stockAtMost: event.target.value.trim() })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  update({ stockAtMost: event.currentTarget.value.trim() });
                }
              }}
            />
          </div>
        </div>
      </form>

      <details className="rounded-lg border bg-card p-3 text-sm">
        <summary className="cursor-pointer font-medium">Columns</summary>
        <fieldset className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          <legend className="sr-only">Columns shown</legend>
          {PRODUCT_LIST_COLUMNS.map((column) => (
            <label key={column.key} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={columns.includes(column.key)}
                disabled={column.key === 'title'}
                onChange={(event) => {
                  const next = event.target.checked
                    ? DEFAULT_COLUMNS.filter((key) => key === column.key || columns.includes(key))
                    : columns.filter((key) => key !== column.key);
                  update({
                    cols: next.length === DEFAULT_COLUMNS.length ? null : next.join(','),
                    page: params.get('page'),
                  });
                }}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      </details>

      {page.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(page.error)}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <p className="text-sm text-muted-foreground">
          {data ? `${totalText} matching` : 'Loading…'}
          {selectedCount > 0 ? ` · ${selectedCount.toLocaleString('en-US')} selected` : ''}
        </p>
        {allOnPage && !allMatching && data && data.total > rows.length ? (
          <Button variant="link" size="sm" onClick={() => setAllMatching(true)}>
            Select all {totalText} matching
          </Button>
        ) : null}
        <Button
          size="sm"
          disabled={selectedCount === 0}
          onClick={() => setBulkSelection(allMatching ? { filter } : { variantIds: [...selected] })}
        >
          <Pencil className="size-4" aria-hidden="true" /> Bulk edit
        </Button>
      </div>

      {/* On wider screens the tick box and title (at most 16rem) stay put and focus scrolls a cell
          clear of them; a phone has no room for columns that stay, so none do. */}
      <div className="overflow-x-auto rounded-lg border bg-card sm:scroll-pl-64">
        <table className="w-full min-w-max text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="z-10 bg-muted p-2 sm:sticky sm:left-0">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={allOnPage}
                  onChange={(event) => {
                    setAllMatching(false);
                    setSelected(event.target.checked ? new Set(rows.map((row) => row.variantId)) : new Set());
                  }}
                />
              </th>
              {PRODUCT_LIST_COLUMNS.filter((column) => columns.includes(column.key)).map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`p-2 font-medium ${column.key === 'title' ? 'z-10 bg-muted sm:sticky sm:left-8' : ''}`}
                  aria-sort={sort === column.key ? (dir === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 hover:underline"
                    onClick={() =>
                      update({ sort: column.key, dir: sort === column.key && dir === 'asc' ? 'desc' : 'asc' })
                    }
                  >
                    {column.label}
                    {sort === column.key ? (
                      dir === 'desc' ? (
                        <ArrowDown className="size-3" aria-hidden="true" />
                      ) : (
                        <ArrowUp className="size-3" aria-hidden="true" />
                      )
                    ) : null}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.isPending
              ? Array.from({ length: 5 }, (_, index) => (
                  <tr key={index}>
                    <td colSpan={columns.length + 1} className="p-2">
                      <Skeleton className="h-6 w-full" />
                    </td>
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={row.variantId} className="border-t align-top">
                    <td className="bg-card p-2 sm:sticky sm:left-0">
                      <input
                        type="checkbox"
                        aria-label={`Select ${row.title}${row.variantTitle !== 'Default Title' ? ` ${row.variantTitle}` : ''}`}
                        checked={allMatching || selected.has(row.variantId)}
                        onChange={() => toggle(row.variantId)}
                      />
                    </td>
                    {PRODUCT_LIST_COLUMNS.filter((column) => columns.includes(column.key)).map((column) => (
                      <td
                        key={column.key}
                        className={`p-2 ${column.key === 'title' ? 'max-w-56 bg-card font-medium sm:sticky sm:left-8' : ''} ${
                          ['price', 'cost', 'margin'].includes(column.key) ? 'text-right tabular-nums' : ''
                        }`}
                      >
                        {cell(row, column.key)}
                      </td>
                    ))}
                  </tr>
                ))}
            {data && rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="p-4 text-center text-muted-foreground">
                  No products match these filters
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      <nav className="flex flex-wrap items-center gap-2" aria-label="Pages">
        <Button
          variant="outline"
          size="sm"
          disabled={pageNumber <= 1}
          onClick={() => update({ page: String(pageNumber - 1) })}
        >
          Previous
        </Button>
        <span className="text-sm tabular-nums">
          Page {pageNumber} of {pages.toLocaleString('en-US')}
          {more}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNextPage}
          onClick={() => update({ page: String(pageNumber + 1) })}
        >
          Next
        </Button>
        <Label htmlFor={`${ids}-size`} className="ml-auto">
          Rows per page
        </Label>
        <select
          id={`${ids}-size`}
          className={SELECT_CLASS.replace('w-full', 'w-24')}
          value={String(pageSize)}
          onChange={(event) =>
            update({ pageSize: event.target.value === String(PAGE_SIZE_DEFAULT) ? null : event.target.value })
          }
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </nav>

      {bulkSelection ? (
        <BulkEditDialog selection={bulkSelection} count={selectedCount} onClose={() => setBulkSelection(null)} />
      ) : null}
      {isImportOpen ? <ImportDialog onClose={() => setIsImportOpen(false)} /> : null}
    </div>
  );
}
