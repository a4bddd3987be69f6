import { readFileSync } from 'node:fs';

export interface FakeLocation {
  id: string;
  name: string;
  isActive: boolean;
}
export interface FakeProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  descriptionHtml: string;
  status: string;
  tags: string[];
  categoryId: string | null;
  options: string[];
  mediaIds: string[];
  createdAt: string;
  updatedAt: string;
}
export interface FakeVariant {
  id: string;
  productId: string;
  inventoryItemId: string;
  optionValues: string[];
  position: number;
  price: string;
  sku: string | null;
  barcode: string | null;
  cost: string | null;
  tracked: boolean;
}
export interface FakeMetafield {
  id: string;
  ownerId: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
}
export interface FakeMetafieldDefinition {
  id: string;
  namespace: string;
  key: string;
  ownerType: string;
  type: string;
  isUnique: boolean;
}
export interface FakeMedia {
  id: string;
  originalSource: string;
  url: string;
  alt: string | null;
}
export interface FakeCollection {
  id: string;
  title: string;
  handle: string;
  productIds: string[];
}
export interface FakeCustomer {
  id: string;
  createdAt: string;
}
export interface FakeOrder {
  id: string;
  createdAt: string;
  email: string | null;
  tags: string[];
  cancelledAt: string | null;
  test: boolean;
  customer: { displayName: string; email: string | null } | null;
  /** Current total in shop currency, as Shopify's decimal string. */
  total: string;
}
export interface FakeTaxonomyCategory {
  id: string;
  name: string;
  full_name: string;
  parent_id: string | null;
  level: number;
}

export const DEFAULT_STORES = ['Downtown', 'Harbour', 'Hillside', 'Lakeside', 'Market Street', 'Westgate'];

const TAXONOMY_FIXTURE = new URL('../../fixtures/shopify/taxonomy-categories.json', import.meta.url);

function loadFixtureTaxonomy(): FakeTaxonomyCategory[] {
  return (JSON.parse(readFileSync(TAXONOMY_FIXTURE, 'utf8')) as { categories: FakeTaxonomyCategory[] }).categories;
}

/** Everything the fake shop holds, in memory; tests read it to assert what really happened. */
export interface FakeBulkOperation {
  id: string;
  query: string;
  type: 'QUERY' | 'MUTATION';
  status: 'CREATED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELED';
  createdAt: string;
  completedAt: string | null;
  /** The staged file a mutation ran over (its `stagedUploadPath`). */
  stagedUploadPath?: string;
  /** Why it FAILED (Shopify's `BulkOperationErrorCode`), or null. */
  errorCode: string | null;
  /** The result, one JSON object per line (growing while a query's result is being written). */
  lines: string[];
  rootObjectCount: number;
  /** A query's result is still being written in the background: it stays RUNNING until then. */
  building: boolean;
  /** Polls that still answer RUNNING before it completes. */
  pollsUntilDone: number;
}

/** A target handed out by `stagedUploadsCreate`, and what was PUT to it (`fake-shopify-staged.ts`). */
export interface FakeStagedUpload {
  number: number;
  resource: string;
  filename: string;
  mimeType: string;
  /** Where the bytes are PUT. */
  url: string;
  /** What a mutation names the file by (`originalSource`). */
  resourceUrl: string;
  /** What `bulkOperationRunMutation(stagedUploadPath:)` names the file by. */
  key: string;
  bytes: Buffer | null;
}

/**
 * The shop's variants by id, with the indexes the fake reads them by: a product's variants and an
 * inventory item's variant. `set` and `delete` keep them up to date; a variant moved to another
 * product (or item) is `set` again after the change, as every writer of the fake does.
 */
export class FakeVariants extends Map<string, FakeVariant> {
  private readonly byProduct = new Map<string, Map<string, FakeVariant>>();
  private readonly byItem = new Map<string, FakeVariant>();
  /** What each variant was indexed under, so a `set` after a move takes it out of the old place. */
  private readonly indexedAs = new Map<string, { productId: string; inventoryItemId: string }>();

  constructor() {
    super();
  }

  override set(id: string, variant: FakeVariant): this {
    this.unindex(id);
    super.set(id, variant);
    let ofProduct = this.byProduct.get(variant.productId);
    if (!ofProduct) this.byProduct.set(variant.productId, (ofProduct = new Map()));
    ofProduct.set(id, variant);
    this.byItem.set(variant.inventoryItemId, variant);
    this.indexedAs.set(id, { productId: variant.productId, inventoryItemId: variant.inventoryItemId });
    return this;
  }

  override delete(id: string): boolean {
    this.unindex(id);
    return super.delete(id);
  }

  override clear(): void {
    super.clear();
    this.byProduct.clear();
    this.byItem.clear();
    this.indexedAs.clear();
  }

  /** The product's variants, in the order they were added. */
  ofProduct(productId: string): FakeVariant[] {
    return [...(this.byProduct.get(productId)?.values() ?? [])];
  }

  ofInventoryItem(inventoryItemId: string): FakeVariant | undefined {
    return this.byItem.get(inventoryItemId);
  }

  private unindex(id: string): void {
    const was = this.indexedAs.get(id);
    if (!was) return;
    this.indexedAs.delete(id);
    const ofProduct = this.byProduct.get(was.productId);
    ofProduct?.delete(id);
    if (ofProduct?.size === 0) this.byProduct.delete(was.productId);
    // An inventory item belongs to one variant only (as on Shopify).
    if (this.byItem.get(was.inventoryItemId)?.id === id) this.byItem.delete(was.inventoryItemId);
  }
}

export class FakeShopifyState {
  shopName = 'Mission Control Test Shop';
  locations: FakeLocation[] = [];
  products = new Map<string, FakeProduct>();
  variants = new FakeVariants();
  metafields = new Map<string, FakeMetafield>();
  definitions: FakeMetafieldDefinition[] = [];
  media = new Map<string, FakeMedia>();
  /** Inventory item id → location id → available. */
  inventory = new Map<string, Map<string, number>>();
  collections: FakeCollection[] = [];
  customers: FakeCustomer[] = [];
  orders: FakeOrder[] = [];
  taxonomy: FakeTaxonomyCategory[] = loadFixtureTaxonomy();
  /** `@idempotent` keys already used: the arguments they came with and the answer given. */
  idempotency = new Map<string, { fingerprint: string; payload: unknown }>();
  /** Webhook subscriptions made with webhookSubscriptionCreate. */
  webhookSubscriptions: { id: string; topic: string; uri: string }[] = [];
  /** Bulk operations run, by id, with their JSONL result (`fake-shopify-bulk.ts`). */
  bulkOperations = new Map<string, FakeBulkOperation>();
  /** Staged upload targets by number (`/staged/<number>`). */
  stagedUploads = new Map<number, FakeStagedUpload>();
  private counter: number;

  /** `firstId`: the number of the first id handed out; real Shopify ids are about 8 × 10^12. */
  constructor(storeNames: readonly string[] = DEFAULT_STORES, firstId = 1001) {
    if (!Number.isSafeInteger(firstId) || firstId < 1) throw new RangeError(`firstId: ${firstId}`);
    this.counter = firstId - 1;
    for (const name of storeNames) this.addLocation(name);
  }

  newId(kind: string): string {
    return `gid://shopify/${kind}/${++this.counter}`;
  }

  now(): string {
    return new Date().toISOString();
  }

  addLocation(name: string): FakeLocation {
    const existing = this.locations.find((l) => l.name === name);
    if (existing) return existing;
    const location = { id: this.newId('Location'), name, isActive: true };
    this.locations.push(location);
    return location;
  }

  addCollection(title: string, handle: string, productIds: string[]): FakeCollection {
    const collection = { id: this.newId('Collection'), title, handle, productIds: [...productIds] };
    this.collections.push(collection);
    return collection;
  }

  addCustomers(createdAt: Date[]): void {
    for (const at of createdAt) this.customers.push({ id: this.newId('Customer'), createdAt: at.toISOString() });
  }

  addOrder(order: Omit<FakeOrder, 'id' | 'tags' | 'cancelledAt' | 'test'> & Partial<FakeOrder>): FakeOrder {
    const added = { tags: [], cancelledAt: null, test: false, ...order, id: this.newId('Order') };
    this.orders.push(added);
    return added;
  }

  variantsOf(productId: string): FakeVariant[] {
    return this.variants.ofProduct(productId).sort((a, b) => a.position - b.position);
  }

  variantByInventoryItem(inventoryItemId: string): FakeVariant | undefined {
    return this.variants.ofInventoryItem(inventoryItemId);
  }

  metafieldsOf(ownerId: string): FakeMetafield[] {
    return [...this.metafields.values()].filter((m) => m.ownerId === ownerId);
  }

  findMetafield(ownerId: string, namespace: string, key: string): FakeMetafield | undefined {
    return this.metafieldsOf(ownerId).find((m) => m.namespace === namespace && m.key === key);
  }

  uniqueDefinition(ownerType: string, namespace: string, key: string): FakeMetafieldDefinition | undefined {
    return this.definitions.find(
      (d) => d.isUnique && d.ownerType === ownerType && d.namespace === namespace && d.key === key,
    );
  }

  available(inventoryItemId: string, locationId: string): number | undefined {
    return this.inventory.get(inventoryItemId)?.get(locationId);
  }

  setAvailable(inventoryItemId: string, locationId: string, quantity: number): void {
    let levels = this.inventory.get(inventoryItemId);
    if (!levels) this.inventory.set(inventoryItemId, (levels = new Map()));
    levels.set(locationId, quantity);
  }

  levelsOf(inventoryItemId: string): { locationId: string; available: number }[] {
    const levels = this.inventory.get(inventoryItemId);
    if (!levels) return [];
    return this.locations.flatMap((l) => {
      const available = levels.get(l.id);
      return available === undefined ? [] : [{ locationId: l.id, available }];
    });
  }

  deleteVariant(id: string): void {
    const variant = this.variants.get(id);
    if (!variant) return;
    this.variants.delete(id);
    for (const m of this.metafieldsOf(id)) this.metafields.delete(m.id);
    this.inventory.delete(variant.inventoryItemId);
  }

  uniqueHandle(wanted: string, exceptProductId?: string): string {
    const base = slugify(wanted) || 'product';
    const taken = (h: string) => [...this.products.values()].some((p) => p.handle === h && p.id !== exceptProductId);
    let handle = base;
    for (let n = 1; taken(handle); n++) handle = `${base}-${n}`;
    return handle;
  }
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
