import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { STORES } from '#shared/stores';
import { createTestApp, type TestApp } from '../support/test-app';
import { countWrites, postProduct, productForm } from './product-entry.fixtures';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedLocations(testApp.database.db, STORES);
  ({ token } = await testApp.signIn('associate'));
});

afterAll(async () => {
  await testApp.close();
});

const CASES: [string, Record<string, unknown>, string][] = [
  ['no producer', { producer: undefined }, 'producer: Producer is required'],
  ['a blank producer', { producer: '  ' }, 'producer: Producer is required'],
  ['no type', { type: '' }, 'type: Type is required'],
  ['no price', { price: undefined }, 'price: Price is required'],
  ['no cost', { cost: undefined }, 'cost: Cost is required'],
  ['no barcode', { barcode: '' }, 'barcode: Barcode is required'],
  ['a barcode with letters', { barcode: 'ABC' }, 'barcode: Barcode must be 1 to 14 digits'],
  ['no SKU', { sku: undefined }, 'sku: SKU is required'],
  ['a SKU with a space', { sku: 'AB 12' }, 'sku: SKU must be at most 64 characters with no spaces or commas'],
  [
    'a quantity without a location',
    { quantity: 4, location: '', locationId: '' },
    'locationId: Location is required when quantity is entered',
  ],
  [
    'no country of origin',
    { typeSpecificFields: { region: 'Napa' } },
    'typeSpecificFields.countryOfOrigin: Country of origin is required',
  ],
  [
    'an unlisted country',
    { typeSpecificFields: { countryOfOrigin: 'Argentina' } },
    'typeSpecificFields.countryOfOrigin: Country of origin must be one of the listed countries',
  ],
  [
    'an unlisted distributor',
    { distributor: 'My Cousin Imports' },
    'distributor: Distributor must be one of the listed distributors',
  ],
  ['a pack size of 0', { packSize: 0 }, 'packSize: Pack size must be a whole number of at least 1'],
  [
    'a variant from a single unit',
    { createVariant: true, packSize: 1, packCost: 20 },
    'packSize: Pack size must be at least 2 to create a single-unit variant',
  ],
  [
    'a variant without pack cost',
    { createVariant: true, packSize: 6 },
    'packCost: Pack cost is required to create a single-unit variant',
  ],
  [
    'an unlisted critic',
    { criticReview: { reviewerName: 'Some Blog', score: 90 } },
    'criticReview.reviewerName: Reviewer name must be one of the listed critics and publications',
  ],
  [
    'a critic score of 101',
    { criticReview: { reviewerName: 'Decanter', score: 101 } },
    'criticReview.score: Critic score must be a whole number from 1 to 100',
  ],
  ['an empty image URL', { images: [' '] }, 'images.0: Please enter a valid image URL'],
  [
    'an image URL with the wrong extension',
    { images: ['https://x.io/a.svg'] },
    'images.0: Please enter a valid image URL ending in .jpg, .jpeg, .png, .gif, or .webp',
  ],
  ['a price as a string', { price: '40' }, 'price: Price must be a number'],
  ['a price with three decimals', { price: 40.001 }, 'price: Price must have at most 2 decimal places'],
  ['a negative cost', { cost: -2 }, 'cost: Cost must be 0 or more'],
  ['a pack size as a string', { packSize: '6' }, 'packSize: Pack size must be a number'],
  ['published as a string', { published: 'false' }, 'published: published must be true or false'],
  ['tags from the client', { tags: ['DIMARGIN'] }, 'Unrecognized key: "tags"'],
  [
    'an unknown nested field',
    { typeSpecificFields: { countryOfOrigin: 'France', grape: 'Syrah' } },
    'typeSpecificFields: Unrecognized key: "grape"',
  ],
];

describe('POST /api/products refuses bad input and writes nothing', () => {
  it.each(CASES)('%s', async (_label, change, message) => {
    const before = await countWrites(testApp.database);
    const response = await postProduct(testApp, token, { ...productForm(), ...change }, `bad-${_label}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await countWrites(testApp.database)).toEqual(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[]', 'null', '"text"']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
