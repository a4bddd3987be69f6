import { useId, useState } from 'react';
import { PRODUCT_STATUSES } from '#shared/product-list/product-list';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { useProductListFacets } from '../api/product-list-api';
import type { UpdateParams } from '../pages/use-product-list';
import { SELECT_CLASS } from '#client/components/ui/select-class';

/** The filters above the product list; each one changes the URL, the search words on Search. */
export function ProductFilters({ params, update }: { params: URLSearchParams; update: UpdateParams }) {
  const ids = useId();
  const facets = useProductListFacets();
  const [text, setText] = useState(params.get('q') ?? '');

  const filterSelect = (key: string, label: string, options: { value: string; label: string }[]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${key}`}>{label}</Label>
      <select
        id={`${ids}-${key}`}
        className={SELECT_CLASS}
        value={params.get(key) ?? ''}
        onChange={(event) => update({ [key]: event.target.value })}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        update({ q: text.trim() });
      }}
    >
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${ids}-q`}>Search</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-q`}
            value={text}
            maxLength={200}
            placeholder="Title words, SKU or barcode"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </div>
      </div>
      {filterSelect(
        'vendor',
        'Vendor',
        (facets.data?.vendors ?? []).map((value) => ({ value, label: value })),
      )}
      {filterSelect(
        'type',
        'Type',
        (facets.data?.productTypes ?? []).map((value) => ({ value, label: value })),
      )}
      {filterSelect(
        'collection',
        'Collection',
        (facets.data?.collections ?? []).map((collection) => ({ value: collection.handle, label: collection.title })),
      )}
      {filterSelect(
        'status',
        'Status',
        PRODUCT_STATUSES.map((value) => ({ value, label: value })),
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-margin`}>Margin below (%)</Label>
        <Input
          id={`${ids}-margin`}
          inputMode="decimal"
          defaultValue={params.get('marginBelow') ?? ''}
          key={`margin-${params.get('marginBelow') ?? ''}`}
          onBlur={(event) => update({ marginBelow: event.target.value.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              update({ marginBelow: event.currentTarget.value.trim() });
            }
          }}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        {filterSelect(
          'stockStore',
          'Stock at',
          (facets.data?.stores ?? []).map((store) => ({ value: store.code, label: store.name })),
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-stock`}>At most</Label>
          <Input
            id={`${ids}-stock`}
            inputMode="numeric"
            defaultValue={params.get('stockAtMost') ?? ''}
            key={`stock-${params.get('stockAtMost') ?? ''}`}
            onBlur={(event) => update({ stockAtMost: event.target.value.trim() })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                update({ stockAtMost: event.currentTarget.value.trim() });
              }
            }}
          />
        </div>
      </div>
    </form>
  );
}
