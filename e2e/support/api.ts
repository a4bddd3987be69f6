import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Employee } from '#shared/employees/employees';
import type { LocationSummary } from '#shared/locations/location';
import type { ProductCreatedResponse, ProductFormInput } from '#shared/product-entry/product-form-schema';
import type { ProductSearchResponse } from '#shared/products/product-search';
import type { ManagedUser } from '#shared/users/users';
import type { TypeTreeCategory, TypeTreeCategoryDetail, TypeTreeSubcategory } from '#shared/type-tree/type-tree';
import { firstVariantEdit } from '../../tests/support/first-variant-edit';

/**
 * Calls to the real API, for what a test needs to set up or check behind the UI. Every call is
 * made as a given user with a bearer token, so a test never depends on another test's session.
 */
export interface Credentials {
  username: string;
  password: string;
}

export type AuthHeaders = { Authorization: string };

export const bearer = (token: string): AuthHeaders => ({ Authorization: `Bearer ${token}` });

export async function signInForToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/login', { data: credentials });
  expect(response.status(), `sign-in of ${credentials.username}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs the user in through the API and answers the headers that carry its new session. */
export const authHeaders = async (request: APIRequestContext, credentials: Credentials) =>
  bearer(await signInForToken(request, credentials));

/**
 * The helpers below take the headers of a user's session; without them, the request context must
 * carry a session cookie itself (`page.request` after a sign-in in that page).
 */

/** The store locations (the six stores are always seeded); answers the one with this name. */
export async function findLocation(request: APIRequestContext, name: string, headers?: AuthHeaders) {
  const response = await request.get('/api/locations', { headers });
  expect(response.status(), 'GET /api/locations').toBe(200);
  const location = ((await response.json()) as LocationSummary[]).find((candidate) => candidate.name === name);
  expect(location, `the seeded location ${name}`).toBeDefined();
  return location as LocationSummary;
}

/** One list (Region, Varietal, …) of a category of the seeded type tree, with its ids. */
export async function readTypeTreeList(
  request: APIRequestContext,
  categoryName: string,
  listName: string,
  headers?: AuthHeaders,
): Promise<TypeTreeSubcategory> {
  const categories = (await (await request.get('/api/type-tree/categories', { headers })).json()) as TypeTreeCategory[];
  const category = categories.find((candidate) => candidate.name === categoryName);
  expect(category, `the seeded type tree has ${categoryName}`).toBeDefined();
  const detail = (await (
    await request.get(`/api/type-tree/category/${category?.id}`, { headers })
  ).json()) as TypeTreeCategoryDetail;
  const list = detail.subcategories.find((subcategory) => subcategory.name === listName);
  expect(list?.selections.length, `${categoryName} > ${listName} has values`).toBeGreaterThan(0);
  return list as TypeTreeSubcategory;
}

/** A barcode and a SKU no other test (or earlier run on the same database) has used. */
export function uniqueBarcodeAndSku(prefix = 'E2E') {
  const digits = BigInt(`0x${randomBytes(6).toString('hex')}`) % 10n ** 12n;
  const barcode = `7${digits.toString().padStart(12, '0')}`;
  return { barcode, sku: `${prefix}-${barcode}` };
}

/** Creates a USA Wine product through POST /api/products, as the wizard would. */
export async function createProductViaApi(
  request: APIRequestContext,
  overrides: Partial<ProductFormInput> = {},
  headers?: AuthHeaders,
): Promise<ProductCreatedResponse> {
  const form: ProductFormInput = {
    producer: 'E2E Cellars',
    type: 'USA Wine',
    price: 24,
    cost: 14,
    ...uniqueBarcodeAndSku(),
    typeSpecificFields: { countryOfOrigin: 'United States' },
    ...overrides,
  };
  const response = await request.post('/api/products', { data: form, headers });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ProductCreatedResponse;
}

/** POST /api/products/search by SKU; stock is at `locationId` when given, else summed. */
export async function searchBySku(
  request: APIRequestContext,
  sku: string,
  { locationId, headers }: { locationId?: string; headers?: AuthHeaders } = {},
): Promise<ProductSearchResponse> {
  const response = await request.post('/api/products/search', {
    data: { term: sku, type: 'sku', ...(locationId ? { locationId } : {}) },
    headers,
  });
  expect(response.status(), `search for ${sku}`).toBe(200);
  return (await response.json()) as ProductSearchResponse;
}

type SearchedProduct = ProductSearchResponse['product'];

/**
 * Saves a new price or cost of a product's first variant through POST /api/products/edit, as the
 * Product Editor sends it (another person's edit, or a cost change for the cost queue).
 */
export async function editFirstVariantViaApi(
  request: APIRequestContext,
  product: SearchedProduct,
  change: { price?: number; cost?: number },
  headers?: AuthHeaders,
): Promise<void> {
  const response = await request.post('/api/products/edit', { headers, data: firstVariantEdit(product, change) });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A roster employee of the calling test's own ("Robin Selfserve 3fa2c1"), with an e-mail address
 * only its mails go to (`robin.3fa2c1@example.com`).
 */
export async function addRosterEmployee(request: APIRequestContext, headers: AuthHeaders, name: string) {
  const tag = randomBytes(4).toString('hex');
  const response = await request.post('/api/employee-roster/add', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      name: `${name} ${tag}`,
      birthday: '1991-05-06',
      startDate: '2024-02-01',
      phone: '555-0177',
      email: `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.com`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Employee;
}

/** Links a roster employee to the account named `username`, as an admin does on the roster. */
export async function linkEmployeeAccount(
  request: APIRequestContext,
  headers: AuthHeaders,
  employeeId: number,
  username: string,
) {
  const users = (await (await request.get('/api/users', { headers })).json()) as ManagedUser[];
  const user = users.find((entry) => entry.username === username);
  expect(user, `user ${username}`).toBeDefined();
  const response = await request.put(`/api/employee-roster/${employeeId}/account`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { userId: user?.id },
  });
  expect(response.status(), await response.text()).toBe(200);
}
