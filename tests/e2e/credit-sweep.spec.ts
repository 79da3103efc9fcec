import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { port } from './helpers'

/**
 * Issue 16 item 9: the credit compliance sweep (scripts/credit-sweep.ts) crawls every page type
 * of every site on the production build and fails on any monthly figure without its example and
 * any page missing the warning its market's profile asks for.
 */
test('no page of any site shows a monthly figure without its example, or misses its warning', () => {
  test.setTimeout(180_000)
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/credit-sweep.ts', '--base', `http://127.0.0.1:${port}`],
    { encoding: 'utf8', timeout: 170_000 },
  )
  const output = `${run.stdout}\n${run.stderr}`
  // The summary names every site it crawled; a crawl that reached no page proves nothing.
  expect(output).toMatch(/hedin-uk \(UK, warning off\): \d+ pages crawled, [1-9]\d* figures found/)
  expect(run.status, output).toBe(0)
})
