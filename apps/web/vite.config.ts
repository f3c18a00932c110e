import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One build serves all three apps; at run time the host picks the app (docs/decisions).
export default defineConfig({
  // Relative asset URLs: the server rewrites them for BASE_PATH.
  base: './',
  plugins: [react()],
  // dist/.vite/manifest.json: what each page loads, for the bundle budgets (scripts/bundle-budget.mjs).
  build: { manifest: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
});
