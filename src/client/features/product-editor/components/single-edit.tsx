import { useAction } from '#client/lib/use-action';
import { Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import { PRODUCT_EDITOR_MESSAGES as M } from '#shared/product-editor/messages';
import {
  PRODUCT_SEARCH_MESSAGES,
  type ProductSearchResponse,
  type SearchProduct,
} from '#shared/products/product-search';
import { cleanCodeTerm } from '#shared/products/search-codes';
import { BarcodeScanButton } from '#client/components/barcode-scan-button';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { RadioGroup } from '#client/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage, getErrorStatus } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useLocations } from '#client/lib/api/get-locations';
import { searchProducts } from '../api/search-products';
import { LabelSessionCard } from './label-session-card';
import { ProductEditForm } from './product-edit-form';
import { ProductHistoryCard } from './product-history-card';

type SearchType = 'sku' | 'name';
const SEARCH_TYPES = [
  { value: 'sku', label: 'SKU or barcode' },
  { value: 'name', label: 'Name' },
] as const satisfies readonly { value: SearchType; label: string }[];

const splitMessage = (message: string) => {
  const [title, ...rest] = message.split(': ');
  return { title, description: rest.join(': ') || undefined };
};

/** Single edit (spec 03 "Product Editing"): location, search, matches, the product's form. */
export function SingleEdit() {
  const locations = useLocations();
  const [locationId, setLocationId] = useState('');
  const [type, setType] = useState<SearchType>('sku');
  const [term, setTerm] = useState('');
  const [result, setResult] = useState<ProductSearchResponse | null>(null);
  const [selected, setSelected] = useState<SearchProduct | null>(null);
  const [version, setVersion] = useState(0);
  const location = locations.data?.find((candidate) => candidate.id === locationId) ?? null;

  const search = useAction({
    mutationFn: (input: { term: string; type: SearchType }) => searchProducts({ ...input, locationId }),
    onSuccess: (response, input) => {
      const isById = input.term.startsWith('gid://');
      if (!isById) setResult(response);
      setSelected(response.product);
      setVersion((current) => current + 1);
    },
    onError: (error) => {
      if (getErrorStatus(error) === 404) toast({ title: M.productNotFound, variant: 'destructive' });
      else toast({ title: M.searchFailed, description: getErrorMessage(error), variant: 'destructive' });
    },
  });

  const run = useCallback(
    (searchTerm: string, searchType: SearchType) => {
      if (!locationId) return toast({ title: M.locationRequired, variant: 'destructive' });
      // A pasted or scanned code loses its spaces and dashes, as the server would remove them.
      const sent = searchType === 'sku' ? cleanCodeTerm(searchTerm) : searchTerm.trim();
      if (!sent) {
        const message =
          searchType === 'sku' ? PRODUCT_SEARCH_MESSAGES.skuRequired : PRODUCT_SEARCH_MESSAGES.nameRequired;
        return toast({ ...splitMessage(message), variant: 'destructive' });
      }
      if (searchType === 'sku' && sent !== searchTerm) setTerm(sent);
      search.mutate({ term: sent, type: searchType });
    },
    [locationId, search],
  );

  const onScanned = useCallback(
    (code: string) => {
      setType('sku');
      setTerm(code);
      run(code, 'sku');
    },
    [run],
  );

  const matches = result ? [result.product, ...result.alternativeMatches] : [];
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="grid gap-2 sm:max-w-sm">
            <Label htmlFor="editor-location">Store location</Label>
            <Select value={locationId || undefined} onValueChange={setLocationId}>
              <SelectTrigger id="editor-location">
                <SelectValue placeholder="Select a location" />
              </SelectTrigger>
              <SelectContent className="max-h-[320px]">
                {locations.data?.map((candidate) => (
                  <SelectItem key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <form
            className="grid gap-2"
            role="search"
            aria-label="Find a product"
            onSubmit={(event) => {
              event.preventDefault();
              run(term, type);
            }}
          >
            <RadioGroup label="Search by" options={SEARCH_TYPES} value={type} onValueChange={setType} />
            <div className="flex gap-2">
              <Input
                aria-label={type === 'sku' ? 'SKU or barcode' : 'Product name'}
                placeholder={type === 'sku' ? 'Type or scan a SKU or barcode' : 'Type a product name'}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
              <BarcodeScanButton onDetected={onScanned} />
              <Button type="submit" disabled={search.isPending}>
                {search.isPending ? <Spinner /> : <Search aria-hidden="true" />}
                Search
              </Button>
            </div>
          </form>
          <LabelSessionCard location={location} />
        </CardContent>
      </Card>
      {matches.length > 1 ? (
        <Card>
          <CardContent className="grid gap-2 pt-6">
            <h2 className="text-sm font-semibold">{matches.length} matches</h2>
            <ul className="grid gap-1" aria-label="Matches">
              {matches.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className="w-full rounded-md border px-3 py-2 text-left text-sm hover:bg-muted aria-[current=true]:border-primary aria-[current=true]:bg-muted"
                    aria-current={selected?.id === product.id}
                    onClick={() => {
                      setSelected(product);
                      setVersion((current) => current + 1);
                    }}
                  >
                    <span className="font-medium">{product.title}</span>
                    <span className="ml-2 font-mono text-xs text-muted-foreground">
                      {product.variants
                        .map((variant) => variant.sku)
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {selected ? (
        <ProductEditForm
          key={`${selected.id}-${version}`}
          product={selected}
          locationId={locationId || null}
          locationName={location?.name ?? null}
          onSaved={() => search.mutate({ term: selected.id, type: 'sku' })}
        />
      ) : null}
      {selected ? (
        <ProductHistoryCard
          key={`history-${selected.id}-${version}`}
          productId={selected.id}
          onChanged={() => search.mutate({ term: selected.id, type: 'sku' })}
        />
      ) : null}
    </div>
  );
}
