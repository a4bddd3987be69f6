import { defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases';

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one PGlite per file is ~400 MB and CPU-bound; two workers keep the machine responsive.
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/**/*.test.ts', 'src/server/**/*.test.ts'],
          // Server tests share nothing through modules (each builds its own app and database), so a
          // worker keeps the server's modules loaded between files instead of evaluating them again
          // for each: ADR 058.
          isolate: false,
        },
      },
      {
        extends: true,
        // Client and shared tests stub globals and mock modules: each file stays isolated. Component
        // tests (`*.test.tsx`) ask for happy-dom in their first line; the setup file unmounts after each.
        test: {
          name: 'unit',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
