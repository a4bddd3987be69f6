import { CircleCheck, CircleX, Undo2 } from 'lucide-react';
import type { CategoryRef, StoreCategory } from '#shared/store-categories/store-categories';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
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

/** What the last test answered: the category accepted, or why it was refused. */
export function CategoryTestResult({ tool }: { tool: Tool }) {
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
export function ConfirmTest({ tool, categoriesById }: { tool: Tool; categoriesById: Map<string, StoreCategory> }) {
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
