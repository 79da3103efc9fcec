import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { SearchStore } from './engine'
import { FeedDocument, ingestDocuments, IngestError, readFeed, type FeedItem } from './ingest'
import { createMemoryStore } from './store/memory-store'
import { generateCars, type CarInput } from './testing/fixture'

async function collect(source: NodeJS.ReadableStream | string): Promise<FeedItem[]> {
  const items: FeedItem[] = []
  for await (const item of readFeed(source)) items.push(item)
  return items
}

const plain = (items: FeedItem[]) =>
  items.map((item) => (item instanceof FeedDocument ? { line: item.line, value: item.value } : { ...item }))

/** The live documents of an index, parsed. */
async function live(
  store: SearchStore,
  index: 'cars' | 'sites' = 'cars',
): Promise<Map<string, Record<string, unknown>>> {
  const docs = new Map<string, Record<string, unknown>>()
  for (const change of await store.changesSince(0, 1_000_000)) {
    if (change.index !== index) continue
    if (change.json === null) docs.delete(change.id)
    else docs.set(change.id, JSON.parse(change.json) as Record<string, unknown>)
  }
  return docs
}

const car = (i: number, overrides: Partial<CarInput> = {}): CarInput => ({ ...generateCars(i + 1)[i]!, ...overrides })

describe('readFeed', () => {
  it('reads JSON lines with the line each document is on, skipping blank lines', async () => {
    const text = '\uFEFF{"a":1}\r\n\n  {"b":2}  \n{"c":\n"x"\n7\n'
    expect(plain(await collect(text))).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 3, value: { b: 2 } },
      { line: 4, error: expect.stringMatching(/^not valid JSON/) },
      { line: 5, value: 'x' },
      { line: 6, value: 7 },
    ])
  })

  it('reads a JSON array with the line each element starts on', async () => {
    const text = [
      '',
      '[',
      '  {"id": "a", "text": "brackets ] } [ { and, commas \\" and \\\\"},',
      '  {',
      '    "id": "b", "list": [1, [2, {"x": "]"}]]',
      '  },',
      '  "c", 42, null,',
      '  {bad json},',
      '  {"id": "d"}',
      ']',
      '',
    ].join('\n')
    expect(plain(await collect(text))).toEqual([
      { line: 3, value: { id: 'a', text: 'brackets ] } [ { and, commas " and \\' } },
      { line: 4, value: { id: 'b', list: [1, [2, { x: ']' }]] } },
      { line: 7, value: 'c' },
      { line: 7, value: 42 },
      { line: 7, value: null },
      { line: 8, error: expect.stringMatching(/^not valid JSON/) },
      { line: 9, value: { id: 'd' } },
    ])
  })

  it('gives the same result however the stream is cut, even inside a multi-byte character', async () => {
    const text = '[\n{"name":"Škoda Ålesund Tromsø","n":1},\n{"name":"Citroën","n":[2,"]"]}\n]\n'
    const expected = plain(await collect(text))
    expect(expected).toHaveLength(2)
    const bytes = Buffer.from(text, 'utf8')
    for (const size of [1, 2, 3, 5, 7]) {
      const pieces: Buffer[] = []
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size))
      expect(plain(await collect(Readable.from(pieces)))).toEqual(expected)
    }
    const lines = '{"name":"Škoda"}\n{"name":"Citroën"}\n'
    const lineBytes = Buffer.from(lines, 'utf8')
    const onePerByte = Readable.from([...lineBytes].map((byte) => Buffer.from([byte])))
    expect(plain(await collect(onePerByte))).toEqual([
      { line: 1, value: { name: 'Škoda' } },
      { line: 2, value: { name: 'Citroën' } },
    ])
  })

  it('an empty feed or empty array has no documents', async () => {
    expect(await collect('')).toEqual([])
    expect(await collect('  \n\n')).toEqual([])
    expect(await collect('[]')).toEqual([])
    expect(await collect('\n [ \n ] \n')).toEqual([])
  })

  it('a broken array is unreadable, with the line where it broke', async () => {
    await expect(collect('[{"a":1},\n{"b":2}\n')).rejects.toMatchObject({
      code: 'FEED_UNREADABLE',
      message: expect.stringMatching(/ends inside the JSON array/),
    })
    await expect(collect('[{"a":1}]\n\n{"b":2}')).rejects.toMatchObject({
      code: 'FEED_UNREADABLE',
      message: 'line 3: unexpected text after the JSON array',
    })
    await expect(collect('[{"a":1},,{"b":2}]')).rejects.toThrow(IngestError)
  })

  it('streams 100,000 documents without holding the feed as one string', async () => {
    const count = 100_000
    function* feed() {
      yield '[\n'
      for (let i = 0; i < count; i++) yield `${i ? ',\n' : ''}{"car_id":"${i}","car_description":"[{\\"}]"}`
      yield '\n]\n'
    }
    let seen = 0
    let last: FeedItem | undefined
    for await (const item of readFeed(Readable.from(feed()))) {
      seen++
      last = item
    }
    expect(seen).toBe(count)
    expect(last).toEqual(new FeedDocument(count + 1, { car_id: String(count - 1), car_description: '[{"}]' }))
  })
})

describe('ingestDocuments', () => {
  it('writes valid documents as the schema parsed them and rejects bad ones with line, id and reason', async () => {
    const store = createMemoryStore()
    const good = car(0)
    const bad = { ...car(1), car_price: 'cheap', slug: 'Not A Slug' }
    const summary = await ingestDocuments(store, 'cars', [good, bad, 'not an object', car(2)])

    expect(summary).toMatchObject({ index: 'cars', mode: 'upsert', received: 4, written: 2, deleted: 0, batches: 1 })
    expect(summary.rejected).toEqual([
      {
        line: 2,
        id: String(bad.car_id),
        reason: 'slug: lower-case words joined by hyphens; car_price: Invalid input: expected number, received string',
      },
      { line: 3, reason: '(document): Invalid input: expected object, received string' },
    ])
    const docs = await live(store)
    expect([...docs.keys()]).toEqual([String(good.car_id), String(car(2).car_id)])
    // Defaults applied: the stored document is the parsed one.
    expect(docs.get(String(good.car_id))).toMatchObject({ car_is_sample: false, disable_test_drive: false })
  })

  it('takes line numbers from a feed and reports unparsable entries', async () => {
    const store = createMemoryStore()
    const text = `${JSON.stringify(car(0))}\n{oops\n\n${JSON.stringify({ ...car(1), car_brand: '' })}\n`
    const summary = await ingestDocuments(store, 'cars', readFeed(text))
    expect(summary.received).toBe(3)
    expect(summary.written).toBe(1)
    expect(summary.rejected.map(({ line, reason }) => ({ line, reason: reason.split(':')[0] }))).toEqual([
      { line: 2, reason: 'not valid JSON' },
      { line: 4, reason: 'car_brand' },
    ])
  })

  it('writes in batches of batchSize and reports progress after each', async () => {
    const store = createMemoryStore()
    const progress: number[] = []
    const cars = generateCars(25)
    const summary = await ingestDocuments(store, 'cars', cars, { batchSize: 10, onProgress: (n) => progress.push(n) })
    expect(summary).toMatchObject({ received: 25, written: 25, batches: 3, rejected: [] })
    expect(progress).toEqual([10, 20, 25, 25])
    expect((await live(store)).size).toBe(25)
    await expect(ingestDocuments(store, 'cars', cars, { batchSize: 0 })).rejects.toMatchObject({
      code: 'INVALID_INGEST_OPTIONS',
    })
  })

  it('the last document of an id in a batch wins', async () => {
    const store = createMemoryStore()
    const first = car(0, { car_price: 1000 })
    const second = car(0, { car_price: 2000 })
    const summary = await ingestDocuments(store, 'cars', [first, second])
    expect(summary.written).toBe(1)
    expect((await live(store)).get(String(first.car_id))?.car_price).toBe(2000)
  })

  it('accepts async iterables', async () => {
    const store = createMemoryStore()
    async function* documents() {
      yield car(0)
      yield car(1)
    }
    expect((await ingestDocuments(store, 'cars', documents())).written).toBe(2)
  })

  it('replace removes the documents of the index that the feed no longer has', async () => {
    const store = createMemoryStore()
    const cars = generateCars(6)
    await ingestDocuments(store, 'cars', cars)
    await store.write('sites', { upserts: [{ id: 'site-1', json: '{}' }], deletes: [] })

    const summary = await ingestDocuments(store, 'cars', [cars[1], { ...cars[2]!, car_price: 1 }, car(7)], {
      mode: 'replace',
      batchSize: 2,
    })
    expect(summary).toMatchObject({ mode: 'replace', written: 3, deleted: 4, batches: 2 })
    const docs = await live(store)
    expect([...docs.keys()].sort()).toEqual([cars[1]!.car_id, cars[2]!.car_id, car(7).car_id].map(String).sort())
    expect(docs.get(String(cars[2]!.car_id))?.car_price).toBe(1)
    expect((await live(store, 'sites')).size).toBe(1)
  })

  it('replace deletes nothing when the feed breaks off or has no valid document', async () => {
    const store = createMemoryStore()
    const cars = generateCars(4)
    await ingestDocuments(store, 'cars', cars)

    const truncated = `[\n${JSON.stringify(car(9))},\n${JSON.stringify(cars[0])}`
    const error = await ingestDocuments(store, 'cars', readFeed(truncated), { mode: 'replace', batchSize: 10 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(IngestError)
    // The second element never closed, so only the first was read.
    expect(error).toMatchObject({ code: 'FEED_UNREADABLE', summary: { received: 1, written: 1, deleted: 0 } })
    // The valid documents read before the break were written; nothing was deleted.
    expect((await live(store)).size).toBe(5)

    const allBad = await ingestDocuments(store, 'cars', [{ car_id: 'x' }], { mode: 'replace' })
    expect(allBad).toMatchObject({ written: 0, deleted: 0 })
    expect((await live(store)).size).toBe(5)
  })

  it('a store failure mid-way keeps the earlier batches and deletes nothing', async () => {
    const memory = createMemoryStore()
    await ingestDocuments(memory, 'cars', [car(20)])
    let writes = 0
    const failing: SearchStore = {
      ...memory,
      write: async (index, batch) => {
        if (++writes === 3) throw new Error('disk full')
        return memory.write(index, batch)
      },
      finishReplace: async () => {
        throw new Error('must not be called')
      },
    }
    const error = await ingestDocuments(failing, 'cars', generateCars(10), { mode: 'replace', batchSize: 3 }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({
      code: 'INGEST_ABORTED',
      message: 'batch 3 was not written: disk full',
      summary: { written: 6, batches: 2, deleted: 0 },
    })
    expect((await live(memory)).size).toBe(7)
  })

  it('delete mode takes ids or documents carrying the id field', async () => {
    const store = createMemoryStore()
    const cars = generateCars(5)
    await ingestDocuments(store, 'cars', cars)
    const ids = cars.map((c) => String(c.car_id))

    const summary = await ingestDocuments(
      store,
      'cars',
      [ids[0], Number(ids[1]), { car_id: ids[2] }, { id: ids[3] }, '', null, ['x'], 'missing-id'],
      { mode: 'delete' },
    )
    expect(summary).toMatchObject({ mode: 'delete', received: 8, written: 0, deleted: 4 })
    expect(summary.rejected.map((r) => r.line)).toEqual([4, 5, 6, 7])
    expect(summary.rejected[0]?.reason).toBe("expected an id (string or number) or an object with 'car_id'")
    expect([...(await live(store)).keys()].sort()).toEqual([ids[3], ids[4]].sort())
  })
})
