import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['*.test.ts', 'src/**/*.test.{ts,tsx}', 'data/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', '.next', 'tests/e2e/**'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent' },
    // Database tests start Payload and migrate a fresh database; give them time.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
