import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compiledCatalogues } from './build/compiled-catalogues';
import { contractsVersion, installableApp } from './build/installable-app';

const apiTarget = process.env.ARENA_API_URL ?? 'http://localhost:3000';

/**
 * Mantine's stylesheets travel with its components (docs/decisions/022-per-component-styles.md): in the build, each
 * @mantine/core module that holds a component's class names (esm/components/Button/Button.module.mjs) imports that
 * component's stylesheet (styles/Button.layer.css), so the CSS lands in whichever chunk holds the component and a page
 * loads the styles of exactly the components its code uses. main.tsx imports the global part (reset, CSS variables,
 * global classes). The `.layer.css` files put Mantine in `@layer mantine`, so the app's own CSS modules win over it
 * whatever order the chunks' stylesheets arrive in.
 * The dev server serves @mantine/core pre-bundled, so there the plugin adds the whole stylesheet to index.html.
 */
function mantineComponentStyles(): Plugin {
  const classNamesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;
  let clientBuild = false;
  let serve = false;
  let attached = 0;
  return {
    name: 'arena:mantine-component-styles',
    configResolved(config) {
      serve = config.command === 'serve';
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    transform(code, id) {
      const component = clientBuild ? classNamesModule.exec(id)?.[1] : undefined;
      if (!component) return null;
      attached += 1;
      // After the module's "use client" directive, which must stay first.
      const directive = /^(['"])use client\1;?\n/.exec(code)?.[0] ?? '';
      return { code: `${directive}import '@mantine/core/styles/${component}.layer.css';\n${code.slice(directive.length)}`, map: null };
    },
    buildEnd(error) {
      // Mantine laid out differently: without this, every component would render unstyled.
      if (clientBuild && !error && attached === 0)
        this.error('no @mantine/core component module found to attach its stylesheet to (see mantineComponentStyles)');
    },
    transformIndexHtml: {
      // Before Vite's own pass, which turns the inline module into one the dev server resolves.
      order: 'pre',
      handler: () => (serve ? [{ tag: 'script', attrs: { type: 'module' }, children: "import '@mantine/core/styles.layer.css';", injectTo: 'head' }] : []),
    },
  };
}

/**
 * Mantine's `useId` (@mantine/hooks) starts from React's id, then swaps it for a random one in a layout effect after
 * the first commit: every input, checkbox and menu on a page then renders a second time, synchronously, and rewrites
 * its ids and aria attributes. After the entry pages' hydration that second render was one long task of a slow
 * phone's start. The build gives Mantine the same hook on React's id alone: the same on the server and in the browser
 * (React makes it so), unique within the page's one root, and rendered once. The dev server (pre-bundled Mantine)
 * keeps Mantine's own.
 */
function mantineStableIds(): Plugin {
  const useIdModule = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let replaced = false;
  let clientBuild = false;
  return {
    name: 'arena:mantine-stable-ids',
    apply: 'build',
    configResolved(config) {
      clientBuild = !config.build.ssr;
    },
    load(id) {
      if (!useIdModule.test(id)) return null;
      replaced = true;
      return [
        "'use client';",
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
    buildEnd(error) {
      // Mantine laid out differently: without this, the second render would come back unnoticed.
      if (clientBuild && !error && !replaced) this.error('@mantine/hooks/esm/use-id/use-id.mjs not found (see mantineStableIds)');
    },
  };
}

/**
 * React Router's package exports only its development build (remix-run/react-router#12437), with its warnings and
 * checks; the build takes the production build the package ships beside it.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve('react-router/dom').replace('/development/', '/production/')) },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), mantineComponentStyles(), mantineStableIds(), compiledCatalogues(), ...(isSsrBuild ? [] : installableApp())],
  define: { __ARENA_CONTRACTS_VERSION__: JSON.stringify(contractsVersion()) },
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? reactRouterProduction : [])],
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
}));
