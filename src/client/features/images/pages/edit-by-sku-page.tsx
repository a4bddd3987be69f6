import { useAction } from '#client/lib/use-action';
import { useState } from 'react';
import { IMAGE_MESSAGES as M } from '#shared/images/messages';
import {
  PRODUCT_SEARCH_MESSAGES,
  type ProductSearchResponse,
  type SearchProduct,
} from '#shared/products/product-search';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { searchProducts, updateImages } from '../api/images-api';
import { PageHeader } from '#client/components/hub-page';
import { SearchForm } from '#client/components/search-form';
import { ImagePhotoUpload } from '../components/image-photo-upload';
import { ImageUrlInputs, useImageUrls } from '../components/image-url-inputs';
import { ProductDetails } from '../components/product-details';
import { ProductMatches } from '../components/product-matches';
import { splitMessage } from '../components/split-message';

type SearchType = 'sku' | 'name';

/** Spec 03 "Edit Image by SKU or Name" (/image-editing/by-sku). */
export function EditBySkuPage() {
  const [type, setType] = useState<SearchType>('sku');
  const [term, setTerm] = useState('');
  const [result, setResult] = useState<ProductSearchResponse | null>(null);
  const [selected, setSelected] = useState<SearchProduct | null>(null);
  const images = useImageUrls();

  const search = useAction({
    mutationFn: (input: { term: string; type: SearchType }) => searchProducts(input),
    onSuccess: (response) => {
      setResult(response);
      setSelected(response.alternativeMatches.length === 0 ? response.product : null);
    },
    onError: (error, input) => {
      setResult(null);
      setSelected(null);
      if (getErrorStatus(error) === 404)
        toast({ title: input.type === 'sku' ? M.skuNotFound : M.nameNotFound, variant: 'destructive' });
      else toast({ title: M.searchFailed, description: getErrorMessage(error), variant: 'destructive' });
    },
  });

  const update = useAction({
    mutationFn: updateImages,
    onSuccess: (response) => {
      toast({ title: 'Images updated', description: response.message });
      images.reset();
      if (selected) setSelected({ ...selected, images: response.images });
    },
    onError: (error) => toast({ title: M.updateFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const onSubmit = () => {
    if (!selected) return toast({ title: M.noProductSelected, variant: 'destructive' });
    if (images.valid.length === 0) return toast({ ...splitMessage(M.noValidImages), variant: 'destructive' });
    update.mutate({ productId: selected.id, imageUrls: images.valid });
  };

  const matches = result ? [result.product, ...result.alternativeMatches] : [];
  return (
    <div className="grid gap-6">
      <PageHeader title="Edit Image by SKU or Name" back={{ href: '/image-editing', label: 'Image Editing' }} />
      <SearchForm
        label="Find a product"
        inputLabel={type === 'sku' ? 'SKU' : 'Product name'}
        placeholder={type === 'sku' ? 'Enter a SKU' : 'Enter a product name'}
        maxLength={255}
        emptyToast={splitMessage(
          type === 'sku' ? PRODUCT_SEARCH_MESSAGES.skuRequired : PRODUCT_SEARCH_MESSAGES.nameRequired,
        )}
        term={term}
        onTermChange={setTerm}
        isPending={search.isPending}
        onSearch={(trimmed) => search.mutate({ term: trimmed, type })}
      >
        <div className="flex gap-4 text-sm" role="radiogroup" aria-label="Search by">
          {(['sku', 'name'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" name="image-search-type" checked={type === option} onChange={() => setType(option)} />
              {option === 'sku' ? 'SKU' : 'Name'}
            </label>
          ))}
        </div>
      </SearchForm>

      {matches.length > 1 ? (
        <ProductMatches
          matches={matches}
          selectedId={selected?.id}
          onSelect={(product) => {
            setSelected(product);
            images.reset();
          }}
        />
      ) : null}

      {selected ? <ProductDetails product={selected} /> : null}

      {selected ? (
        <Card>
          <CardHeader>
            <CardTitle>Upload or take a photo</CardTitle>
          </CardHeader>
          <CardContent>
            <ImagePhotoUpload
              key={selected.id}
              productId={selected.id}
              onSaved={(response) => setSelected({ ...selected, images: response.images })}
            />
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>New images</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            Up to 3 images; they replace the current images in this order.
          </p>
          <ImageUrlInputs state={images} />
          <div>
            <Button onClick={onSubmit} disabled={update.isPending}>
              {update.isPending ? <Spinner /> : null}
              Update Images
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
