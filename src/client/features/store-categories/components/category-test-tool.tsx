import { FlaskConical } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { StoreCategory } from '#shared/store-categories/store-categories';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { CategoryTestResult, ConfirmTest } from './category-test-parts';
import type { CategoryTestTool as Tool } from './use-category-test-tool';

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
      <CategoryTestResult tool={tool} />
      <ConfirmTest tool={tool} categoriesById={categoriesById} />
    </form>
  );
}
