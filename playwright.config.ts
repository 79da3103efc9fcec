import { defineConfig, devices } from '@playwright/test'
import { seedSiteSettings } from './data/sites/settings'

const port = Number(process.env.E2E_PORT ?? 3100)

// Tests start as a visitor who has answered the cookie banner (necessary cookies only), so the
// banner covers nothing; tests/e2e/shell.spec.ts starts without the cookie to test the banner.
const answeredConsent = {
  cookies: [...seedSiteSettings.map((site) => `${site.name}.localhost`), '127.0.0.1'].map((domain) => ({
    name: 'consent',
    value: 'v1.s0.m0',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
}

/**
 * Specs that change what the server answers (publish, ingest, dictionary edits), lock or stop it,
 * or flood it: they run one at a time after the rest, so no read-only spec sees their state.
 */
const serverStateSpecs = [
  'page-cache',
  'editing',
  'search-api',
  'alerts',
  'sitemap-ingest',
  'credit-preview',
  'redirects',
  'enquiry',
  'fuzz',
  'limits',
  'database-faults',
  'shutdown',
].map((name) => `**/${name}.spec.ts`)

const chromium = { ...devices['Desktop Chrome'], channel: undefined }

/**
 * End-to-end tests drive Debian's Chromium against the production build, on a fresh SQLite
 * database seeded with the demo content (see scripts/e2e-server.sh). Read-only specs run two
 * files at a time; the specs that change the server's state follow, one at a time.
 */
export default defineConfig({
  globalTimeout: 40 * 60_000,
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI a test gets one more try: a broken feature fails both, and the report names a test that
  // passed only the second time as flaky. A timeout on a loaded two-core machine (a tap lost right
  // after hydration, a 5 s expectation) otherwise stopped the 40 server-state tests behind it.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://hedin-se.localhost:${port}`,
    trace: 'retain-on-failure',
    storageState: answeredConsent,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: serverStateSpecs },
    { name: 'server-state', use: chromium, testMatch: serverStateSpecs, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${port}`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
