import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Web features talk to each other only through their faces: `@/features/<name>` (its index.ts) and, for
 * back-office code, `@/features/<name>/admin` (admin/index.ts, which players never download). A feature's
 * inner files (api/, components/, pages/, lib/, admin/…) are its own. The app shell (src/app) composes the
 * features and may import their route registries.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*/*', '!@/features/*/admin', '@/features/*/admin/*', `!@/features/${feature}/**`],
            message: "Import another feature through its face: '@/features/<name>' or '@/features/<name>/admin' (add what you need to its index.ts).",
          },
          {
            // A relative path that climbs out of this feature into another one.
            regex: `^(\\.\\./)+(${webFeatures.filter((other) => other !== feature).join('|')})(/|$)`,
            message: "Import another feature through its face: '@/features/<name>' or '@/features/<name>/admin', not by a relative path.",
          },
        ],
      },
    ],
  },
}));

/**
 * The shared web code is below the features, and the app shell above them, one way: `lib/` (and `config/`) never
 * import a feature; `components/` and the app shell use a feature only through its faces, `@/features/<name>` and
 * `@/features/<name>/admin`; the shell also mounts each feature's route registry, `@/features/<name>/routes`.
 */
const relativeFeatureImport = { regex: '^(\\.\\./)+features(/|$)', message: "Import a feature through its face, '@/features/<name>', not by a relative path." };
const webLayerBoundaries = [
  {
    files: ['apps/web/src/{lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**'],
              message: 'lib/ and config/ know no feature: move what both need here, or the code that needs the feature into it.',
            },
            relativeFeatureImport,
          ],
        },
      ],
    },
  },
  ...[
    { files: ['apps/web/src/components/**/*.{ts,tsx}'], faces: [] },
    { files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/{main,prerender}.tsx'], faces: ['!@/features/*/routes'] },
  ].map(({ files, faces }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*', '!@/features/*/admin', '@/features/*/admin/*', ...faces],
              message: "Use a feature through its face: '@/features/<name>' or '@/features/<name>/admin' (add what you need to its index.ts).",
            },
            relativeFeatureImport,
          ],
        },
      ],
    },
  })),
];

/**
 * Server modules talk to each other only through their faces: `modules/<name>/index.js`. A module's other
 * files are its own. Code outside the modules (app.ts, server.ts, scripts, plugins, lib) imports a module
 * through its face as well; tests and benchmarks may also use its testing face, `modules/<name>/testing.js`
 * (use cases run without HTTP). Add a block here for each new rule about the server's shape.
 */
const serverModuleBoundaries = [
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)',
              message: "Import another server module through its face: '../<module>/index.js' (add what you need to its index.ts).",
            },
          ],
        },
      ],
      // A function given a transaction must not start several queries on its one connection (db/read-all.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^all/]",
          message: 'Run independent reads with readAll(db, [...]) from db/read-all.ts: it takes turns inside a transaction.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/*.ts', 'apps/server/src/{lib,plugins,scripts,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/modules/[^/]+/(?!(index|routes)\\.js$)',
              message:
                "Import a server module through its face: 'modules/<module>/index.js' (add what you need to its index.ts), or its routes.js to register it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/test/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/modules/[^/]+/(?!(index|testing)\\.js$)',
              message:
                "Import a server module through its face: 'modules/<module>/index.js', or 'modules/<module>/testing.js' for use cases a test runs without HTTP.",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '**/test-results/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules for promises: a promise nobody awaits loses its error (and, in a money route, its
    // ordering); a promise passed where a plain callback is expected is never awaited either. Use `void`
    // where fire-and-forget is meant.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'vitest.config.ts',
            'scripts/bench/*.ts',
            'scripts/cluster/*.ts',
            'scripts/chaos/*.ts',
            'scripts/chaos/faults/*.ts',
            'scripts/*.ts',
          ],
          // Their compiler options: node's types and the repository's module resolution (not TypeScript's defaults).
          defaultProject: 'scripts/bench/tsconfig.bench.json',
          // The default project allows 8 files unless told; vitest.config.ts, the benchmarks, the cluster scripts, the
          // model-based run and the fault runs are 28.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify waits for a hook or plugin that is not async to call its `done` callback, so ours are async with
      // or without an await; fakes of async interfaces are too. The rule would flag only those (decision 036).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read every answer through a library's `any`: light-my-request's and Playwright's `response.json()`.
    // Typing each read with `json<T>()` would be a cast the compiler cannot check either, so in tests the
    // no-unsafe-* rules would only flag those reads (decision 036); so would the chaos runs' reads of the API's JSON.
    // Production code keeps them.
    files: ['apps/server/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/chaos/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Runs in the page, inlined by write-entry-pages.mjs (decision 026).
    files: ['apps/web/scripts/load-code-after-paint.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A page's first call into the browser's Intl loads its locale data: 40–90 ms of main thread (decision 025).
    // Dates go through lib/format.ts (dayjs), amounts through formatCents / groupThousands (@arena/shared).
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Identifier[name='Intl']", message: 'No Intl in code the browser runs: format with lib/format.ts or @arena/shared (decision 025).' },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
          message: 'No toLocale…String in code the browser runs: it calls Intl; use groupThousands / formatCents or lib/format.ts (decision 025).',
        },
      ],
    },
  },
  {
    // No import cycles inside the server, the web app or the shared package: a cycle makes load order (and so
    // which value is still undefined at start-up) depend on who imports first. Type-only imports are erased
    // and may go both ways.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  ...webFeatureBoundaries,
  ...webLayerBoundaries,
  ...serverModuleBoundaries,
);
