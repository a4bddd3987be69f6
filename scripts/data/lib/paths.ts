import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SEED_DATA_DIR = path.join(REPO_ROOT, 'src/server/db/seed/data');
export const TYPE_TREE_FILE = path.join(SEED_DATA_DIR, 'type-tree.json');
export const DEMO_PRODUCTS_FILE = path.join(SEED_DATA_DIR, 'demo-products.json');
export const COMPACT_TAXONOMY_FILE = path.join(SEED_DATA_DIR, 'taxonomy-categories.json');
/** The full Shopify taxonomy contract, kept beside the repository (see its SOURCE.md). */
export const FULL_TAXONOMY_FILE = path.resolve(REPO_ROOT, '../shared/contracts/shopify/taxonomy-categories.json');
export const TAXONOMY_GID_PREFIX = 'gid://shopify/TaxonomyCategory/';
