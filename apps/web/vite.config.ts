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
    // Libraries change less often than our code: separate chunks stay cached across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The wallet's balance chart (@mantine/charts on recharts and its d3/redux helpers) is loaded on demand, in
            // its own chunk. A group takes its modules' dependencies along, so it ranks below `react` and `mantine`
            // (which keep theirs) and `mantine` leaves @mantine/charts out; above `vendor`, which would take recharts.
            {
              name: 'charts',
              test: /node_modules[\\/](@mantine[\\/]charts|recharts|d3-[a-z-]+|internmap|victory-vendor|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)[\\/]/,
              priority: 15,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            { name: 'mantine', test: /node_modules[\\/](@mantine(?![\\/]charts)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-transition-group|clsx|tslib|get-nonce|detect-node-es)[\\/]/, priority: 20 },
            // uqr (QR codes) is used only by the lazily loaded two-factor setup dialog: it stays in that chunk.
            { name: 'vendor', test: /node_modules[\\/](?!uqr[\\/])/, priority: 10 },
          ],
        },
      },
    },
  },
});
