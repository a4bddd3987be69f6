import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one PGlite per file is ~400 MB and CPU-bound; two workers keep the machine responsive.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
