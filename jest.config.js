// Two Jest projects: `unit` runs pure modules in node; `component` renders screens in jsdom through
// @tarojs/test-utils-react, with the three fixes its preset needs on Taro 4 (see shared toolchain notes).
// `component` renders with Preact, as both builds do (config/index.ts): react and react-dom are mapped to preact/compat
// (act() is preact/test-utils'), the icons to their ES build, and the setup loads Preact's options as the app does
// (src/platform/preact-options*.ts, the H5's). All of it passed on 2026-11-27 (44 files, 274 tests; also three runs
// at once, load 4.5). What differs from React in tests: an async act() renders and runs effects only when its
// callback ends, so `act(() => flush(10))` renders one step of a chain of loads. Settle in turns, each its own act
// (`settle` in test/component/support/sign-in-screens.ts), or wait (findBy*, waitFor) for what the last render shows.
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
  // Fix 3: style imports become an empty module.
  moduleNameMapper: {
    '\\.(css|scss|sass|less)$': styleStub,
    '^@/(.*)$': '<rootDir>/src/$1',
    // The builds render with Preact (config/index.ts): so do these tests, through preact/compat as Taro aliases it.
    '^react$': 'preact/compat',
    '^react-dom$': 'preact/compat',
    '^react-dom/client$': 'preact/compat/client',
    '^react-dom/test-utils$': 'preact/test-utils',
    '^react/jsx-runtime$': 'preact/jsx-runtime',
    '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
    // The icons' `main` is a UMD bundle with React's own jsx-runtime inside (it reads React DOM's internals); the builds
    // take its ES modules (`module`), which import `react` and so get preact/compat.
    '^@nutui/icons-react-taro$': '<rootDir>/node_modules/@nutui/icons-react-taro/dist/es/index.es.js',
  },
});
// `bail` and `verbose` are global options, not per-project ones.
const component = preset;

const unit = {
  displayName: 'unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
  transform: { '^.+\\.(js|jsx|ts|tsx)$': 'babel-jest' },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};

module.exports = { projects: [unit, component] };
