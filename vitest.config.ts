import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'data/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', '.next', 'tests/e2e/**'],
    environment: 'node',
    // Database tests start Payload and migrate a fresh database; give them time and one worker each.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
