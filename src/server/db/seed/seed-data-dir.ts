import { fileURLToPath } from 'node:url';

/** The seed data files shipped with the app (written by `scripts/data/`): type tree, demo catalogue, taxonomy. */
export const SEED_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));
