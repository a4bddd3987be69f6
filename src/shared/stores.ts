/**
 * The six stores (spec 03 §1, §9) in the order the label-queue screen lists them. The code ↔
 * location mapping is decided in docs/decisions/006-store-codes.md; the names are the store
 * platform's location names (spec 02 sends them as `stores` to /api/label-queue/add).
 */
export const STORES = [
  { code: 'FR', name: 'Clayton' },
  { code: 'KW', name: 'Kirkwood' },
  { code: 'NB', name: 'Creve Coeur' },
  { code: 'OO', name: 'Olive Ovation - Ladue' },
  { code: 'SH', name: 'South Hampton - Spirit Wine & Craft' },
  { code: 'LL', name: 'Town & Country' },
] as const;

export type StoreCode = (typeof STORES)[number]['code'];

/** In the spec's own order: KW, FR, LL, NB, SH, OO. */
export const STORE_CODES = ['KW', 'FR', 'LL', 'NB', 'SH', 'OO'] as const satisfies readonly StoreCode[];

export const storeNameOf = (code: StoreCode): string => STORES.find((store) => store.code === code)?.name ?? code;
