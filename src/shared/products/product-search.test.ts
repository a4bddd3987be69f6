import { describe, expect, it } from 'vitest';
import {
  ProductSearchInputSchema,
  SearchProductSchema,
  toSearchProduct,
  type SearchableProduct,
} from './product-search';

const product: SearchableProduct = {
  id: 'gid://shopify/Product/1',
  title: 'Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml',
  handle: 'ridge-zinfandel',
  vendor: 'Ridge',
  productType: 'USA Wine',
  images: [{ id: 'gid://shopify/ProductImage/1', src: 'https://cdn.example.com/ridge.jpg', alt: null }],
  variants: [
    {
      id: 'gid://shopify/ProductVariant/1',
      inventoryItemId: 'gid://shopify/InventoryItem/1',
      title: '750ml',
      sku: 'RDG-ZIN-21',
      barcode: '012345678905',
      option1: '750ml',
      price: 42,
      cost: 25,
      metafields: { vintage: '2021', reviewer_score: '94' },
      inventory: [
        { locationId: 'gid://shopify/Location/1', available: 3 },
        { locationId: 'gid://shopify/Location/2', available: 4 },
      ],
    },
  ],
};

describe('the one search-result contract', () => {
  it('maps a catalogue product to what the strict schema accepts, stock at a location or summed', () => {
    const summed = toSearchProduct(product);
    expect(SearchProductSchema.parse(summed)).toEqual(summed);
    expect(summed.variants[0]).toMatchObject({ inventoryQuantity: 7, inventory_quantity: 7, cost: 25 });
    expect(summed.variants[0]?.metafields).toEqual({
      vintage: '2021',
      pack_size: null,
      country_of_origin: null,
      par_value: null,
    });
    expect(summed.variants[0]?.reviewMetafields.reviewer_score).toBe('94');
    const atOne = toSearchProduct(product, 'gid://shopify/Location/2');
    expect(atOne.variants[0]?.inventoryQuantity).toBe(4);
    expect(toSearchProduct(product, 'gid://shopify/Location/9').variants[0]?.inventoryQuantity).toBe(0);
  });

  it('refuses an answer with a field the contract does not name', () => {
    expect(SearchProductSchema.safeParse({ ...toSearchProduct(product), extra: 1 }).success).toBe(false);
  });

  it('takes a SKU or barcode without its spaces and dashes, and a name as typed', () => {
    expect(ProductSearchInputSchema.parse({ term: ' 0 12345-67890 5 ', type: 'sku' }).term).toBe('012345678905');
    expect(ProductSearchInputSchema.parse({ term: ' Dry  Creek ', type: 'name' }).term).toBe('Dry  Creek');
  });
});
