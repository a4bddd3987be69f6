import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { importAliases } from './import-aliases';
import { precompressAssets } from './scripts/precompress-assets';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:5000';

export default defineConfig({
  root: '.',
  publicDir: 'src/client/public',
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: { alias: importAliases },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // CSP is `script-src 'self'`: never inline the module preload polyfill or small scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});
