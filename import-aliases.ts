import { fileURLToPath } from 'node:url';

/**
 * `#shared/…`, `#client/…` and `#server/…` name a module by where it lives under src/ instead of
 * how many folders an import climbs. tsconfig.json's `paths` says the same for TypeScript, esbuild,
 * tsx and Playwright; Vite and Vitest take this list.
 */
export const importAliases = ['shared', 'client', 'server'].map((room) => ({
  find: new RegExp(`^#${room}/`),
  replacement: fileURLToPath(new URL(`./src/${room}/`, import.meta.url)),
}));
