import { defineConfig } from '@playwright/test';

// H5 end to end in Debian's Chromium (never a downloaded browser) against the local platform server.
// Each worker starts its own server instance (see fixtures.ts); the H5 must be built first (npm run build:h5).
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: false,
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
