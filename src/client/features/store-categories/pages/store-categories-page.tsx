import { RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { StoreCategory } from '#shared/store-categories/store-categories';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useStoreCategories } from '../api/get-store-categories';
import { CategoryList } from '../components/category-list';
import { CategoryTestTool } from '../components/category-test-tool';
import { indexCategories } from '../components/filter-categories';
import { useCategoryTestTool } from '../components/use-category-test-tool';

const LOAD_ERROR_TITLE = 'Error Loading Categories';

const formatFetchedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ListSkeleton() {
  return (
    <div className="grid gap-2" role="status" aria-label="Loading categories">
      <Skeleton className="h-10" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-14" />
      ))}
    </div>
  );
}

/** Spec 03 "Store platform categories" (/admin/shopify-categories): admin only. */
export function StoreCategoriesPage() {
  const categories = useStoreCategories();
  const tool = useCategoryTestTool();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = categories.data?.product_categories;
  const indexed = useMemo(() => indexCategories(list ?? []), [list]);
  const categoriesById = useMemo(() => new Map((list ?? []).map((category) => [category.id, category])), [list]);

  // Spec 03 §8: failures are destructive toasts too; once per failed fetch.
  const { isError, error, errorUpdatedAt } = categories;
  useEffect(() => {
    if (isError) toast({ title: LOAD_ERROR_TITLE, description: getErrorMessage(error), variant: 'destructive' });
  }, [isError, error, errorUpdatedAt]);

  const pick = (category: StoreCategory) => {
    setSelectedId(category.id);
    tool.prefill(category);
  };

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Store Platform Categories</h1>
          <p className="text-muted-foreground">
            The store platform&apos;s product taxonomy. Pick a category to test it on a product.
          </p>
        </div>
        {categories.data ? (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <span>Fetched {formatFetchedAt(categories.data.fetched_at)}</span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void categories.refetch()}
              disabled={categories.isFetching}
            >
              {categories.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
              Refresh
            </Button>
          </div>
        ) : null}
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1">
          <CardHeader>
            <CardTitle>Test a category</CardTitle>
            <CardDescription>
              Sets the category on a product and reads it back, to check the store platform accepts it.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CategoryTestTool tool={tool} categoriesById={categoriesById} />
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby="category-list-title" className="lg:col-start-1 lg:row-start-1">
          <CardHeader>
            <CardTitle id="category-list-title">Categories</CardTitle>
          </CardHeader>
          <CardContent>
            {categories.isPending ? <ListSkeleton /> : null}
            {categories.isError ? (
              <Alert variant="destructive" className="items-start justify-between">
                <div className="grid gap-1">
                  <AlertTitle>{LOAD_ERROR_TITLE}</AlertTitle>
                  <AlertDescription>{getErrorMessage(categories.error)}</AlertDescription>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void categories.refetch()}
                  disabled={categories.isFetching}
                >
                  Retry
                </Button>
              </Alert>
            ) : null}
            {categories.data ? (
              <CategoryList
                indexed={indexed}
                totalCount={categories.data.total_count}
                selectedId={selectedId}
                onPick={pick}
              />
            ) : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
