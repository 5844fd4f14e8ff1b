import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8080'}`;

// The server serves this build under /admin (with an SPA fallback); the API stays at /api.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // Contracts ship TypeScript source under the `source` condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.BACKOFFICE_DEV_PORT ?? '5174'),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
});
