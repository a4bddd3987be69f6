import type { CatalogueProduct } from '../port';

export interface ReadProduct {
  product: CatalogueProduct;
  /** Option names in order (`Title` for a product without options); needed to write variants. */
  optionNames: string[];
  /** The URL each image was created from, in order (CatalogueImage.src may be Shopify's CDN copy). */
  imageSources: (string | null)[];
}

/** A live read of one product from Shopify (the writers' reads; the mirror keeps what it answers). */
export interface ShopifyProductReader {
  readProduct(id: string): Promise<ReadProduct | null>;
}
