// Two Jest projects: `unit` runs pure modules in node; `component` renders screens in jsdom through
// @tarojs/test-utils-react, with the three fixes its preset needs on Taro 4 (docs/toolchain.md).
// `component` renders with React DOM 18, as the H5 build does. Screens are rendered and awaited with `mount`/`press`
// (test/component/support/screen.ts): they wait until the loading layer is idle and then for what the screen shows.
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default;

const styleStub = '<rootDir>/test/support/style-stub.js';

const { bail: _bail, verbose: _verbose, ...preset } = defineJestConfig({
  displayName: 'component',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/component/**/*.test.{ts,tsx}'],
  // Fix 1: load @tarojs/taro before anything else, breaking the router -> components -> taro-h5 cycle.
  setupFiles: [
    require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'),
    '<rootDir>/test/support/taro-first.js',
  ],
  setupFilesAfterEnv: ['<rootDir>/test/support/component-setup.ts'],
  // Fix 2: transform .mjs too (swiper ships ESM).
  transform: { '^.+\\.(js|jsx|ts|tsx|mjs)$': '<rootDir>/test/support/babel-transformer.js' },
  // Everything is transformed (Taro and NutUI ship ESM) except Jest and Babel themselves.
  transformIgnorePatterns: ['/node_modules/(?:jest-[^/]+|@jest|babel-[^/]+|@babel)/'],
  // `name.h5.ts` beside `name.ts` is the H5 variant, as Taro resolves it for the H5 build.
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  resolver: '<rootDir>/test/support/resolve-ts-esm.js',
  // Fix 3: style imports become an empty module.
  moduleNameMapper: {
    '\\.(css|scss|sass|less)(\\?.*)?$': styleStub,
    '^@/(.*)$': '<rootDir>/src/$1',
  },
});
// `bail` and `verbose` are global options, not per-project ones.
const component = preset;

const unit = {
  displayName: 'unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
  resolver: '<rootDir>/test/support/resolve-ts-esm.js',
  transform: { '^.+\\.(js|jsx|ts|tsx)$': 'babel-jest' },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // Babel's runtime helpers as CommonJS (the ESM copies are for the bundlers; src/platform/swc-helpers/).
    '^@babel/runtime/helpers/esm/(.*)$': '@babel/runtime/helpers/$1',
  },
};

module.exports = { projects: [unit, component] };
