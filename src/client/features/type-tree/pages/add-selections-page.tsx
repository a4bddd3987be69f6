import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { useTypeCategories } from '../api/get-type-categories';
import { useTypeCategory } from '../api/get-type-category';
import { AddSelectionForm } from '../components/add-selection-form';
import {
  addSelectionResolver,
  type AddSelectionFormInput,
  type AddSelectionFormValues,
} from '../components/add-selection-schema';
import { SelectionList, SelectionListNote } from '../components/selection-list';

function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="items-start justify-between">
      <div className="grid gap-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{getErrorMessage(error)}</AlertDescription>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-1.5 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading selections">
      {Array.from({ length: 9 }, (_, index) => (
        <Skeleton key={index} className="h-9" />
      ))}
    </div>
  );
}

/** Spec 03 "Add Selections" (/admin/add-selections): admin only, gated in the route table. */
export function AddSelectionsPage() {
  const form = useForm<AddSelectionFormInput, unknown, AddSelectionFormValues>({
    resolver: addSelectionResolver,
    defaultValues: { value: '' },
  });
  const categoryId = useWatch({ control: form.control, name: 'categoryId' }) ?? null;
  const subcategoryId = useWatch({ control: form.control, name: 'subcategoryId' }) ?? null;
  const categories = useTypeCategories();
  const category = useTypeCategory(categoryId);
  const [lastAddedId, setLastAddedId] = useState<number | null>(null);
  const subcategory = category.data?.subcategories.find((candidate) => candidate.id === subcategoryId) ?? null;

  const renderList = () => {
    if (categoryId === null || subcategoryId === null) {
      return <SelectionListNote>Pick a category and a subcategory to see its current selections.</SelectionListNote>;
    }
    if (category.isPending) return <ListSkeleton />;
    if (category.isError)
      return (
        <LoadError title="Could not load selections" error={category.error} onRetry={() => void category.refetch()} />
      );
    if (!subcategory) return <SelectionListNote>Pick a subcategory to see its current selections.</SelectionListNote>;
    return <SelectionList key={subcategory.id} subcategory={subcategory} highlightId={lastAddedId} />;
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Add Selections</h1>
        <p className="text-muted-foreground">
          Add values to the lists the New Product Entry wizard offers for each product type.
        </p>
      </header>

      {categories.isError ? (
        <LoadError
          title="Could not load categories"
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      ) : null}
      {categories.data?.length === 0 ? (
        <Alert variant="info">
          <div className="grid gap-1">
            <AlertTitle>The type tree is empty</AlertTitle>
            <AlertDescription>
              There are no product types yet, so there is nothing to add selections to.
            </AlertDescription>
          </div>
        </Alert>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>New selection</CardTitle>
            <CardDescription>Pick where the value goes, type it and press Enter.</CardDescription>
          </CardHeader>
          <CardContent>
            <AddSelectionForm form={form} onAdded={(created) => setLastAddedId(created.id)} />
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby="current-selections-title">
          <CardHeader className="flex-row items-baseline justify-between gap-3">
            <CardTitle id="current-selections-title">
              {subcategory ? `${subcategory.name} selections` : 'Current selections'}
            </CardTitle>
            {subcategory ? (
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {subcategory.selections.length} {subcategory.selections.length === 1 ? 'value' : 'values'}
              </span>
            ) : null}
          </CardHeader>
          <CardContent>{renderList()}</CardContent>
        </Card>
      </div>
    </div>
  );
}
