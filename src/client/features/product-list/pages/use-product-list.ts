import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PAGE_SIZE_DEFAULT, PRODUCT_LIST_COLUMNS, type ProductListColumn } from '#shared/product-list/product-list';
import { useProductListPage } from '../api/product-list-api';

/** Every column, in the table's order: the list shows them all unless the URL names some. */
export const DEFAULT_COLUMNS: ProductListColumn[] = PRODUCT_LIST_COLUMNS.map((column) => column.key);

/** URL parameters that are filters (what a bulk edit of "all matching" and the export take). */
const FILTER_KEYS = ['q', 'vendor', 'type', 'collection', 'status', 'marginBelow', 'stockStore', 'stockAtMost'];

/** Sets URL parameters (empty removes), back to page 1 unless the page itself changes. */
export type UpdateParams = (changes: Record<string, string | null>) => void;

/** The product list's state: filters, sort, paging and columns from the URL, and the ticked rows. */
export function useProductList() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const page = useProductListPage(
    (() => {
      const query = new URLSearchParams(params);
      query.delete('cols');
      return query.toString();
    })(),
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  const columns = params.get('cols')
    ? DEFAULT_COLUMNS.filter((key) => params.get('cols')?.split(',').includes(key))
    : DEFAULT_COLUMNS;

  const update: UpdateParams = (changes) => {
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
  };

  const filter: Record<string, string> = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const data = page.data;
  const rows = data?.rows ?? [];
  const pageNumber = data?.page ?? 1;
  const pageSize = data?.pageSize ?? PAGE_SIZE_DEFAULT;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize), data.totalIsCapped ? pageNumber : 1) : 1;
  // Past PRODUCT_LIST_COUNT_MAX the server stops counting: "5,000+ matching", "Page 3 of 100+".
  const more = data?.totalIsCapped ? '+' : '';
  const totalText = data ? `${data.total.toLocaleString('en-US')}${more}` : '';
  const hasNextPage = data ? pageNumber < pages || (data.totalIsCapped && rows.length === pageSize) : false;
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.variantId));
  const selectedCount = allMatching ? (data?.total ?? 0) : selected.size;
  const selectedText = allMatching ? totalText : selected.size.toLocaleString('en-US');

  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const selectPage = (isChecked: boolean) => {
    setAllMatching(false);
    setSelected(isChecked ? new Set(rows.map((row) => row.variantId)) : new Set());
  };

  return {
    params,
    page,
    data,
    rows,
    columns,
    update,
    filter,
    pageNumber,
    pageSize,
    pages,
    more,
    totalText,
    hasNextPage,
    sort: params.get('sort') ?? 'title',
    dir: params.get('dir') ?? 'asc',
    selected,
    allMatching,
    setAllMatching,
    allOnPage,
    selectedCount,
    selectedText,
    toggle,
    selectPage,
  };
}
