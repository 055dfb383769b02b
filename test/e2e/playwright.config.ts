import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

// H5 end to end in Debian's Chromium (never a downloaded browser) against the local platform server.
// Each worker starts its own server instance (see fixtures.ts); the H5 must be built first (npm run build:h5).
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: a test that passes only on its retry is reported as flaky in the summary (and is work to do), so a
  // timing hiccup on a loaded two-core CI machine does not hold back everything else; a real failure fails twice.
  retries: 1,
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: false,
    locale: 'zh-CN',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    // The H5's service worker precaches the whole app on a first visit: every test's fresh context would pay for it.
    // The offline spec allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
});
