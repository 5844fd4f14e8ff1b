import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8080'}`;
const proxied = ['/api', '/healthz', '/readyz', '/static'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Contracts ship TypeScript source under the `source` condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    // `ws` carries the live socket (/api/live) through the dev server too.
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
  },
});
