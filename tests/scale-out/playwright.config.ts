import { defineConfig } from '@playwright/test'

/**
 * The scaled-out configuration (two instances, one PostgreSQL, one Redis), run after the browser
 * tests by `npm run test:e2e` on the same production build. The spec starts and ends its own
 * servers, database and Redis keys; no browser is needed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/scale-out',
  globalTimeout: 25 * 60_000,
  timeout: 60_000,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
})
