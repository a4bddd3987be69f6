import { useId } from 'react';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from '#shared/product-list/product-list';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import type { UpdateParams } from '../pages/use-product-list';
import { SELECT_CLASS } from '#client/components/ui/select-class';

/** Previous and next page, where the list is, and the rows per page. */
export function ListPager({
  pageNumber,
  pages,
  more,
  hasNextPage,
  pageSize,
  update,
}: {
  pageNumber: number;
  pages: number;
  more: string;
  hasNextPage: boolean;
  pageSize: number;
  update: UpdateParams;
}) {
  const ids = useId();
  return (
    <nav className="flex flex-wrap items-center gap-2" aria-label="Pages">
      <Button
        variant="outline"
        size="sm"
        repeatable
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
        repeatable
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
  );
}
