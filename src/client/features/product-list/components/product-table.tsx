import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_LIST_COLUMNS, type ProductListColumn, type ProductListRow } from '#shared/product-list/product-list';
import { formatMoney } from '#shared/money/format-money';
import { Skeleton } from '#client/components/ui/skeleton';
import type { UpdateParams } from '../pages/use-product-list';

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

interface ProductTableProps {
  rows: ProductListRow[];
  columns: ProductListColumn[];
  sort: string;
  dir: string;
  isPending: boolean;
  hasData: boolean;
  selected: ReadonlySet<string>;
  allMatching: boolean;
  allOnPage: boolean;
  toggle(id: string): void;
  selectPage(isChecked: boolean): void;
  update: UpdateParams;
}

/** The page of products: a tick box per row, a sort button per column heading. */
export function ProductTable({
  rows,
  columns,
  sort,
  dir,
  isPending,
  hasData,
  selected,
  allMatching,
  allOnPage,
  toggle,
  selectPage,
  update,
}: ProductTableProps) {
  // On wider screens the tick box and title (at most 16rem) stay put and focus scrolls a cell
  // clear of them; a phone has no room for columns that stay, so none do.
  return (
    <div className="overflow-x-auto rounded-lg border bg-card sm:scroll-pl-64">
      <table className="w-full min-w-max text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="z-10 bg-muted p-2 sm:sticky sm:left-0">
              <input
                type="checkbox"
                aria-label="Select all on this page"
                checked={allOnPage}
                onChange={(event) => selectPage(event.target.checked)}
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
          {isPending
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
          {hasData && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="p-4 text-center text-muted-foreground">
                No products match these filters
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
