import { BEERS } from '../catalog/beer';
import { GOURMET } from '../catalog/gourmet';
import { COUNTRIES, type CatalogRow } from '../catalog/model';
import { SPIRITS } from '../catalog/spirits';
import { WINES } from '../catalog/wine';

/** Every catalogue row, wine first, in the order the demo products are written. */
const CATALOG: CatalogRow[] = [...WINES, ...SPIRITS, ...BEERS, ...GOURMET];

const isWizardCountry = (row: CatalogRow) => (COUNTRIES as readonly string[]).includes(row.country);

/** The rows that become demo products: those whose origin is one of the wizard's 25 countries. */
export const SEEDED_ROWS: CatalogRow[] = CATALOG.filter(isWizardCountry);

/** Rows held back because the wizard's country list has no entry for their origin. */
export const HELD_BACK_ROWS: CatalogRow[] = CATALOG.filter((row) => !isWizardCountry(row));
