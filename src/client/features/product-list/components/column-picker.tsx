import { PRODUCT_LIST_COLUMNS, type ProductListColumn } from '#shared/product-list/product-list';
import { DEFAULT_COLUMNS, type UpdateParams } from '../pages/use-product-list';

/** The columns shown (kept in the URL; all of them is no parameter). */
export function ColumnPicker({
  columns,
  params,
  update,
}: {
  columns: ProductListColumn[];
  params: URLSearchParams;
  update: UpdateParams;
}) {
  return (
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
  );
}
