const fs = require('node:fs');
const path = require('node:path');

// Each folder of src/features is a feature; the others reach it only through its index.ts (src/features/README.md).
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const PAGE_ENTRIES = ['src/pages/**', 'src/pagesB/**', 'src/appSupermarket/**'];

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
    'import/no-restricted-paths': [
      'error',
      {
        zones: FEATURES.map((feature) => ({
          target: `./src/features/${feature}`,
          from: './src/features',
          except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
          message: 'Another feature is reached only through its index.ts.',
        })),
      },
    ],
  },
  overrides: [
    {
      // The boundary: spec rules are pure, with neither Taro nor React (ARCHITECTURE.md).
      files: ['src/domain/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['@tarojs/*', 'react', 'react-dom', 'react/*', '@nutui/*'], message: 'src/domain is pure: no Taro, React or UI.' },
              { group: ['**/platform/*', '**/components/*', '**/stores/*', '**/api/*', '**/pages*/**', '**/features/**', '**/ui/*'], message: 'src/domain imports only domain code.' },
            ],
          },
        ],
      },
    },
    {
      // platform/ holds what differs by target and nothing else: Taro, the domain and its own modules.
      files: ['src/platform/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/ui/*', '**/components/*', '**/api/*', '**/stores/*', '**/features/**', '**/routes', '**/pages*/**', '**/appSupermarket/**'],
                message: 'src/platform imports only src/domain and Taro: UI and code that calls the API or reads the routes belong to a feature or ui.',
              },
            ],
          },
        ],
      },
    },
    {
      // A page entry is its config and a re-export of its screen from src/features, nothing more.
      files: PAGE_ENTRIES.map((p) => `${p}/*.{ts,tsx}`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['./*', '**/api/**', '**/domain/**', '**/stores/**', '**/ui/**', '**/components/**', '**/platform/**', '**/routes', '**/config', 'react', '@tarojs/*', '@nutui/*'],
                message: 'A page entry is its config and a re-export of its screen from src/features.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['**/pages/**', '**/pagesB/**', '**/appSupermarket/**'], message: 'Page entries are imported by the build only.' }] },
        ],
      },
    },
    {
      // The request layer is handed the session at start-up (src/api/session-port.ts): api never reads a store.
      files: ['src/api/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['**/stores/*', '**/stores'], message: 'src/api gets the session through its port, not from stores.' }] },
        ],
      },
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
