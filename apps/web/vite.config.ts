import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.ARENA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      // Everything under /api goes to the Fastify server, including the SSE stream /api/events:
      // http-proxy streams the response as it arrives, so events are not buffered.
      '/api': {
        target: apiTarget,
        changeOrigin: false,
        configure: (proxy) => {
          proxy.on('proxyRes', (res) => {
            if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
              res.headers['cache-control'] = 'no-cache';
              res.headers['x-accel-buffering'] = 'no';
            }
          });
        },
      },
    },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    // dist/.vite/manifest.json lets scripts/report-size.mjs find the entry chunk and its static imports.
    manifest: true,
    // Maps are written (not linked from the JS) so report-size.mjs can tell which source files each chunk holds.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads first (the entry and its static imports) is one chunk rather than a dozen: fewer
          // requests and better compression. The rest splits by page, so each page loads only its own code (no
          // library-wide vendor chunk: a page would download every Mantine component any screen uses).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
