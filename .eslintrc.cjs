const fs = require('node:fs');
const path = require('node:path');

// Each folder of src/features is a feature; the others reach it only through its index.ts (src/features/README.md).
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// The layers of src and what each may import (README "Layout"); every other folder of src is a package root of page
// entries (pages, pagesB, appSupermarket, ...), which import only src/features. The route table and its titles are
// data that import nothing of the app, so every layer may read them.
const LEAVES = ['routes.ts', 'routes-title.ts'];
const LAYERS = {
  domain: [],
  platform: ['domain', 'config.ts'],
  api: ['domain', 'platform', 'config.ts'],
  stores: ['api', 'domain', 'platform', 'config.ts'],
  data: ['stores', 'domain', 'platform', 'config.ts'],
  ui: ['domain', 'platform', 'config.ts'],
  features: ['api', 'data', 'domain', 'platform', 'stores', 'ui', 'config.ts'],
};
const PAGE_ROOTS = fs
  .readdirSync(path.join(__dirname, 'src'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !(d.name in LAYERS))
  .map((d) => d.name);

const LAYER_ZONES = Object.entries(LAYERS).map(([layer, allowed]) => ({
  target: `./src/${layer}`,
  from: './src',
  except: [`./${layer}`, ...[...allowed, ...LEAVES].map((a) => `./${a}`)],
  message: `src/${layer} may import only ${allowed.length ? allowed.join(', ') : 'itself'} of src (.eslintrc.cjs LAYERS).`,
}));
const PAGE_ZONES = PAGE_ROOTS.map((root) => ({
  target: `./src/${root}`,
  from: './src',
  except: ['./features', ...LEAVES.map((a) => `./${a}`)],
  message: 'A page entry is its config and a re-export of its screen from src/features.',
}));
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message: 'Another feature is reached only through its index.ts.',
}));

// The layers of server/src and what each may import besides itself (server/README.md "Layers"), lowest first:
// db <- data <- http <- session <- oidc <- routes. The top-level errors.ts, clock.ts, util.ts and zod-setup.ts are
// leaves every layer may read; app.ts, main.ts and reset.ts assemble the server and import what they need, the demo
// seed included. The seed builds on data and db and is imported by no layer: runtime code never runs seed builders.
const SERVER_LEAVES = ['errors.ts', 'clock.ts', 'util.ts', 'zod-setup.ts'];
// The identity provider's storage parts (its models' rows, the signing keys, the sign-in throttle) sit under http,
// which checks access tokens against them; the rest of oidc builds the provider on http's context and the sessions.
const OIDC_STORE = ['oidc/adapter.ts', 'oidc/keys.ts', 'oidc/throttle.ts'];
const SERVER_LAYERS = {
  db: [],
  data: ['db'],
  'oidc/adapter.ts': ['db'],
  'oidc/keys.ts': ['db'],
  'oidc/throttle.ts': [],
  http: ['data', 'db', ...OIDC_STORE, 'config.ts'],
  session: ['http', 'data', 'db'],
  oidc: ['session', 'http', 'data', 'db'],
  routes: ['oidc', 'session', 'http', 'data', 'db'],
  seed: ['data', 'db'],
  'config.ts': ['db'],
  ...Object.fromEntries(SERVER_LEAVES.map((leaf) => [leaf, []])),
};
const SERVER_ZONES = [
  ...Object.entries(SERVER_LAYERS).map(([layer, allowed]) => ({
    target: `./server/src/${layer}`,
    from: './server/src',
    except: [...new Set([layer, ...allowed, ...SERVER_LEAVES])].map((a) => `./${a}`),
    message: `server/src/${layer} may import only ${allowed.length ? allowed.join(', ') : 'no layer'} of server/src (.eslintrc.cjs SERVER_LAYERS).`,
  })),
  {
    target: './server/src',
    from: './src',
    except: ['./domain'],
    message: "The server shares only the client's pure rules (src/domain).",
  },
];

// The layer, page, feature and cycle rules resolve imports with the node resolver, which does not know the `@/`
// alias: an aliased import would pass them unseen. So src imports its own files by relative path only.
const NO_ALIAS = { group: ['@/*'], message: 'Import files of src by relative path: the boundary and cycle rules cannot see @/.' };

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  env: { es2022: true, node: true, browser: true, jest: true },
  plugins: ['@typescript-eslint', 'import', 'react', 'react-hooks'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
  ],
  settings: {
    react: { version: '18.3' },
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs'] } },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // The cycle rule need not read packages: none imports a file of ours back, so no cycle of ours passes through one.
    // Reading them (React, Taro, NutUI and what they import) was two thirds of lint's time.
    'import/ignore': ['node_modules'],
  },
  globals: { defineAppConfig: 'readonly', definePageConfig: 'readonly' },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'import/order': [
      'error',
      {
        groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
        'newlines-between': 'always',
        alphabetize: { order: 'asc', caseInsensitive: true },
      },
    ],
    'import/no-cycle': ['error', { maxDepth: 10 }],
    'import/no-duplicates': 'error',
    'react/prop-types': 'off',
    'import/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...PAGE_ZONES, ...FEATURE_ZONES] }],
  },
  overrides: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      rules: { 'no-restricted-imports': ['error', { patterns: [NO_ALIAS] }] },
    },
    {
      // The boundary: spec rules are pure, with neither Taro nor React (docs/architecture.md).
      files: ['src/domain/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['@tarojs/*', 'react', 'react-dom', 'react/*', '@nutui/*'], message: 'src/domain is pure: no Taro, React or UI.' },
              NO_ALIAS,
            ],
          },
        ],
      },
    },
    {
      // The server imports its TypeScript files by their ESM names (`./x.js`): see config/eslint-import-resolver.cjs.
      files: ['server/**/*.ts'],
      settings: {
        'import/resolver': {
          node: { extensions: ['.ts', '.tsx', '.js', '.cjs'] },
          [path.join(__dirname, 'config/eslint-import-resolver.cjs')]: {},
        },
      },
      rules: { 'import/no-restricted-paths': ['error', { zones: SERVER_ZONES }] },
    },
    {
      // Playwright fixtures call `use`, which is not React's hook.
      files: ['test/e2e/**/*.ts'],
      rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
    },
    {
      files: ['*.cjs', 'test/mini/**/*.js', 'jest.config.js', 'babel.config.js', 'test/support/*.js'],
      rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-var-requires': 'off' },
    },
  ],
  ignorePatterns: ['dist/', 'node_modules/', 'test-results/', 'server/data/'],
};
