import { CircleCheck, CircleX, FlaskConical, Undo2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { CategoryRef, StoreCategory } from '../../../../shared/store-categories/store-categories';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import type { CategoryTestTool as Tool } from './use-category-test-tool';

const NO_CATEGORY = 'No category';

/** After a test: offers to put the product's old category back, once. */
function PutBack({ tool, productId, previous }: { tool: Tool; productId: string; previous: CategoryRef | null }) {
  const { restore } = tool;
  if (restore.isSuccess) {
    const now = restore.data.product.category;
    return (
      <p className="text-sm" role="status">
        Put back: {now ? now.fullName : NO_CATEGORY}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={restore.isPending}
        onClick={() =>
          restore.mutate(
            { productId, categoryId: previous?.id ?? null },
            {
              onSuccess: (answer) =>
                toast({
                  title: 'Category put back',
                  description: `${answer.product.title}: ${answer.product.category?.fullName ?? NO_CATEGORY}`,
                }),
            },
          )
        }
      >
        {restore.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
        {previous ? `Put back ${previous.name}` : 'Put back: no category'}
      </Button>
      {restore.isError ? <FormMessage>{getErrorMessage(restore.error)}</FormMessage> : null}
    </div>
  );
}

function Result({ tool }: { tool: Tool }) {
  const { data, error, variables } = tool.mutation;
  if (data && 'success' in data && data.success) {
    const { category, product, previousCategory } = data;
    return (
      <Alert className="border-emerald-200 bg-emerald-50 text-emerald-950 [&>svg]:text-emerald-600">
        <CircleCheck aria-hidden="true" />
        <div className="grid min-w-0 gap-3">
          <AlertTitle>Category accepted</AlertTitle>
          <dl className="grid gap-2 text-sm">
            <Detail term="ID" value={category.id} isMono />
            <Detail term="Name" value={category.name} />
            <Detail term="Full name" value={category.fullName} />
            <Detail term="Product" value={product.title} />
            <Detail term="Category before" value={previousCategory?.fullName ?? NO_CATEGORY} />
          </dl>
          <PutBack tool={tool} productId={product.id} previous={previousCategory} />
        </div>
      </Alert>
    );
  }
  const lookupError = tool.lookup.error;
  const failure =
    data && 'error' in data
      ? data
      : error
        ? { error: getErrorMessage(error), gid: variables?.gid ?? '' }
        : lookupError
          ? { error: getErrorMessage(lookupError), gid: tool.lookup.variables?.gid ?? '' }
          : null;
  if (!failure) return null;
  return (
    <Alert variant="destructive">
      <CircleX aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <AlertTitle>Test failed</AlertTitle>
        <AlertDescription className="wrap-anywhere">{failure.error}</AlertDescription>
        {failure.gid ? <p className="font-mono text-xs break-all opacity-80">Category: {failure.gid}</p> : null}
      </div>
    </Alert>
  );
}

/** The confirmation: a test really changes the product, so it names the product and both categories. */
function ConfirmTest({ tool, categoriesById }: { tool: Tool; categoriesById: Map<string, StoreCategory> }) {
  const { pending, setPending, confirm, mutation } = tool;
  const target = pending ? (categoriesById.get(pending.gid)?.full_name ?? pending.gid) : '';
  const isRunning = mutation.isPending;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open || isRunning ? undefined : setPending(null))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change this product&apos;s category?</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {pending
              ? `"${pending.product.title}" will be put in ${target} in the store. Its category now: ${pending.product.category?.fullName ?? NO_CATEGORY}. You can put it back afterwards.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setPending(null)} disabled={isRunning}>
            Cancel
          </Button>
          <Button type="button" onClick={confirm} disabled={isRunning}>
            {isRunning ? <Spinner /> : null}
            Change category
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Detail({ term, value, isMono = false }: { term: string; value: string; isMono?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium opacity-70">{term}</dt>
      <dd className={isMono ? 'font-mono text-xs leading-5 break-all' : 'wrap-anywhere'}>{value}</dd>
    </div>
  );
}

/**
 * Spec 03 "Store platform categories": tests a category id against a product (its id, SKU or
 * barcode). The platform really sets the category on the product, which is what proves it accepts
 * it: so the person confirms first, seeing the product named, and may put the old category back.
 */
export function CategoryTestTool({ tool, categoriesById }: { tool: Tool; categoriesById: Map<string, StoreCategory> }) {
  const { form, mutation, lookup } = tool;
  const isBusy = lookup.isPending || mutation.isPending;
  const { errors } = form.formState;
  const gid = useWatch({ control: form.control, name: 'gid' });
  const known = categoriesById.get(gid.trim());

  // A test stopped by the form's own checks clears the previous result: it no longer describes the fields.
  const onSubmit = form.handleSubmit(
    (input) => {
      tool.resetResult();
      lookup.mutate(input);
    },
    () => tool.resetResult(),
  );

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Test a category">
      <div className="grid gap-2">
        <Label htmlFor="test-category-gid">Category GID</Label>
        <Input
          id="test-category-gid"
          placeholder="gid://shopify/TaxonomyCategory/fb-1"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={errors.gid ? true : undefined}
          aria-describedby={errors.gid ? 'test-category-gid-error' : known ? 'test-category-gid-name' : undefined}
          {...form.register('gid')}
        />
        <FormMessage id="test-category-gid-error">{errors.gid?.message}</FormMessage>
        {known && !errors.gid ? (
          <p id="test-category-gid-name" className="text-xs wrap-anywhere text-muted-foreground">
            {known.full_name}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="test-category-product">Product id, SKU or barcode</Label>
        <Input
          id="test-category-product"
          placeholder="gid://shopify/Product/123, 123, a SKU or a barcode"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={errors.productId ? true : undefined}
          aria-describedby={errors.productId ? 'test-category-product-error' : undefined}
          {...form.register('productId')}
        />
        <FormMessage id="test-category-product-error">{errors.productId?.message}</FormMessage>
      </div>
      <Button type="submit" disabled={isBusy}>
        {isBusy ? <Spinner /> : <FlaskConical aria-hidden="true" />}
        {isBusy ? 'Testing...' : 'Test'}
      </Button>
      <Result tool={tool} />
      <ConfirmTest tool={tool} categoriesById={categoriesById} />
    </form>
  );
}
