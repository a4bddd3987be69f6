import { CircleCheck, CircleX, FlaskConical } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { StoreCategory } from '../../../../shared/store-categories/store-categories';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import type { CategoryTestTool as Tool } from './use-category-test-tool';

function Result({ tool }: { tool: Tool }) {
  const { data, error, variables } = tool.mutation;
  if (data && 'success' in data && data.success) {
    const { category } = data;
    return (
      <Alert className="border-emerald-200 bg-emerald-50 text-emerald-950 [&>svg]:text-emerald-600">
        <CircleCheck aria-hidden="true" />
        <div className="grid min-w-0 gap-2">
          <AlertTitle>Category accepted</AlertTitle>
          <dl className="grid gap-2 text-sm">
            <Detail term="ID" value={category.id} isMono />
            <Detail term="Name" value={category.name} />
            <Detail term="Full name" value={category.fullName} />
          </dl>
        </div>
      </Alert>
    );
  }
  const failure =
    data && 'error' in data ? data : error ? { error: getErrorMessage(error), gid: variables?.gid ?? '' } : null;
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

function Detail({ term, value, isMono = false }: { term: string; value: string; isMono?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium opacity-70">{term}</dt>
      <dd className={isMono ? 'font-mono text-xs leading-5 break-all' : 'wrap-anywhere'}>{value}</dd>
    </div>
  );
}

/**
 * Spec 03 "Store platform categories": tests a category id against a product id. The platform
 * really sets the category on the product, which is what proves it accepts it.
 */
export function CategoryTestTool({ tool, categoriesById }: { tool: Tool; categoriesById: Map<string, StoreCategory> }) {
  const { form, mutation } = tool;
  const { errors } = form.formState;
  const gid = useWatch({ control: form.control, name: 'gid' });
  const known = categoriesById.get(gid.trim());

  // A test stopped by the form's own checks clears the previous result: it no longer describes the fields.
  const onSubmit = form.handleSubmit(
    (input) => mutation.mutate(input),
    () => mutation.reset(),
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
        <Label htmlFor="test-category-product">Product GID</Label>
        <Input
          id="test-category-product"
          placeholder="gid://shopify/Product/123 or 123"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={errors.productId ? true : undefined}
          aria-describedby={errors.productId ? 'test-category-product-error' : undefined}
          {...form.register('productId')}
        />
        <FormMessage id="test-category-product-error">{errors.productId?.message}</FormMessage>
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <FlaskConical aria-hidden="true" />}
        {mutation.isPending ? 'Testing...' : 'Test'}
      </Button>
      <Result tool={tool} />
    </form>
  );
}
