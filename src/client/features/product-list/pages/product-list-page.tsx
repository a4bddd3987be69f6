import { Download, Pencil, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { getErrorMessage } from '#client/lib/error-message';
import type { BulkSelection } from '../api/product-list-api';
import { BulkEditDialog } from '../components/bulk-edit-dialog';
import { ColumnPicker } from '../components/column-picker';
import { ImportDialog } from '../components/import-dialog';
import { ListPager } from '../components/list-pager';
import { ProductFilters } from '../components/product-filters';
import { ProductTable } from '../components/product-table';
import { useProductList } from './use-product-list';

/** The product list (/products): filters, sort, paging and columns live in the URL. */
export function ProductListPage() {
  const list = useProductList();
  const { params, page, data, rows, update, filter, totalText, allMatching, selectedCount, selectedText } = list;
  const [bulkSelection, setBulkSelection] = useState<BulkSelection | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);

  const exportHref = (format: 'csv' | 'xlsx') =>
    `/api/products/list/export?${new URLSearchParams({ format, ...filter }).toString()}`;

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

      <ProductFilters params={params} update={update} />
      <ColumnPicker columns={list.columns} params={params} update={update} />

      {page.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(page.error)}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <p className="text-sm text-muted-foreground">
          {data ? `${totalText} matching` : 'Loading…'}
          {selectedCount > 0 ? ` · ${selectedText} selected` : ''}
        </p>
        {list.allOnPage && !allMatching && data && data.total > rows.length ? (
          <Button variant="link" size="sm" onClick={() => list.setAllMatching(true)}>
            Select all {totalText} matching
          </Button>
        ) : null}
        <Button
          size="sm"
          disabled={selectedCount === 0}
          onClick={() => setBulkSelection(allMatching ? { filter } : { variantIds: [...list.selected] })}
        >
          <Pencil className="size-4" aria-hidden="true" /> Bulk edit
        </Button>
      </div>

      <ProductTable
        rows={rows}
        columns={list.columns}
        sort={list.sort}
        dir={list.dir}
        isPending={page.isPending}
        hasData={data !== undefined}
        selected={list.selected}
        allMatching={allMatching}
        allOnPage={list.allOnPage}
        toggle={list.toggle}
        selectPage={list.selectPage}
        update={update}
      />

      <ListPager
        pageNumber={list.pageNumber}
        pages={list.pages}
        more={list.more}
        hasNextPage={list.hasNextPage}
        pageSize={list.pageSize}
        update={update}
      />

      {bulkSelection ? (
        <BulkEditDialog
          selection={bulkSelection}
          count={selectedCount}
          countIsCapped={allMatching && data?.totalIsCapped === true}
          onClose={() => setBulkSelection(null)}
        />
      ) : null}
      {isImportOpen ? <ImportDialog onClose={() => setIsImportOpen(false)} /> : null}
    </div>
  );
}
