import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqliteStore } from '@/modules/search/store/sqlite'
import { generateCars } from '@/modules/search/testing/fixture'

const dir = mkdtempSync(path.join(tmpdir(), 'rc-ingest-cli-'))
const databaseUrl = `file:${path.join(dir, 'search.db')}`

function ingest(...args: string[]) {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/ingest.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: databaseUrl, SEARCH_DATABASE_URL: '', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

function feed(name: string, text: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return file
}

async function liveIds(): Promise<string[]> {
  const store = await openSqliteStore(databaseUrl)
  const live = new Map<string, boolean>()
  for (const change of await store.changesSince(0, 100_000)) {
    if (change.index === 'cars') live.set(change.id, change.json !== null)
  }
  await store.close()
  return [...live].filter(([, alive]) => alive).map(([id]) => id)
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run ingest', () => {
  const cars = generateCars(30)

  it('writes a JSON lines feed and prints the summary', () => {
    const file = feed('cars.jsonl', cars.map((car) => JSON.stringify(car)).join('\n'))
    const run = ingest('--index', 'cars', '--file', file, '--batch-size', '7')
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('received  30')
    expect(run.stdout).toContain('written   30')
    expect(run.stdout).toContain('rejected  0')
    expect(run.stdout).toMatch(/5 batches in [\d.]+ s, \d+ docs\/s/)
  })

  it('exits 1 and names the first 20 rejected lines', async () => {
    const bad = Array.from({ length: 22 }, (_, i) => JSON.stringify({ car_id: String(900 + i), slug: 'BAD' }))
    const file = feed('some-bad.json', `[\n${[JSON.stringify(cars[0]), ...bad].join(',\n')}\n]`)
    const run = ingest('--index', 'cars', '--file', file)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('written   1')
    expect(run.stdout).toContain('rejected  22')
    expect(run.stdout).toContain('    line 3 (id 900): slug: lower-case words joined by hyphens')
    expect(run.stdout).toContain('line 22 (id 919)')
    expect(run.stdout).not.toContain('line 23 (id 920)')
    expect(run.stdout).toContain('... and 2 more')
  })

  it('replace removes the cars the feed no longer lists; delete removes by id', async () => {
    const replace = ingest(
      '--index',
      'cars',
      '--mode',
      'replace',
      '--file',
      feed(
        'replace.jsonl',
        cars
          .slice(0, 3)
          .map((car) => JSON.stringify(car))
          .join('\n'),
      ),
    )
    expect(replace.code).toBe(0)
    expect(replace.stdout).toContain('deleted   27')
    expect((await liveIds()).sort()).toEqual(
      cars
        .slice(0, 3)
        .map((car) => String(car.car_id))
        .sort(),
    )

    const remove = ingest('-i', 'cars', '-m', 'delete', '-f', feed('delete.json', JSON.stringify([cars[0]!.car_id])))
    expect(remove.code).toBe(0)
    expect(remove.stdout).toContain('deleted   1')
    expect((await liveIds()).sort()).toEqual(
      cars
        .slice(1, 3)
        .map((car) => String(car.car_id))
        .sort(),
    )
  })

  it('exits 1 when the feed is missing or breaks off', () => {
    const missing = ingest('--index', 'cars', '--file', path.join(dir, 'nope.json'))
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/cannot read the feed: .*ENOENT/)

    const broken = ingest(
      '--index',
      'cars',
      '--mode',
      'replace',
      '--file',
      feed('broken.json', `[${JSON.stringify(cars[5])},`),
    )
    expect(broken.code).toBe(1)
    expect(broken.stdout).toContain('written   1')
    expect(broken.stderr).toMatch(
      /the feed ends inside the JSON array \(the documents before it were written; nothing was deleted\)/,
    )
  })

  it('exits 2 with the usage line on bad arguments', () => {
    for (const args of [
      [],
      ['--index', 'cars'],
      ['--index', 'boats', '--file', 'x'],
      ['--index', 'cars', '--file', 'x', '--mode', 'merge'],
      ['--index', 'cars', '--file', 'x', '--batch-size', '0'],
      ['--index', 'cars', '--file', 'x', '--colour', 'red'],
      ['stray'],
    ]) {
      const run = ingest(...args)
      expect(run.code, args.join(' ')).toBe(2)
      expect(run.stderr).toContain('usage: npm run ingest -- --index <cars|sites|vehicles|kits> --file')
    }
    expect(ingest('--help')).toMatchObject({ code: 0, stdout: expect.stringContaining('usage:') })
  })
})
