import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IndexName } from '../contract'
import type { SearchStore, StoredChange } from '../engine'

/**
 * The behaviour every `SearchStore` shares, run against the memory store and both databases.
 * Each test works in an index of its own or reads relative to `latestSeq()`, so the tests can
 * share one database.
 */
export type StoreHarness = {
  /** Opens a store on the test database; called more than once to act as several instances. */
  open(): Promise<SearchStore>
  /** Makes the database refuse any write of document `id` (a trigger), to prove atomicity. */
  failWritesOf?(id: string): Promise<void>
  cleanup(): Promise<void>
}

const doc = (id: string, extra: Record<string, unknown> = {}) => ({ id, json: JSON.stringify({ id, ...extra }) })

async function changesAfter(store: SearchStore, seq: number): Promise<StoredChange[]> {
  const out: StoredChange[] = []
  for (let cursor = seq; ;) {
    const page = await store.changesSince(cursor, 1000)
    if (page.length === 0) return out
    out.push(...page)
    cursor = page.at(-1)!.seq
  }
}

/** The live documents of an index after all changes: id -> JSON text. */
async function liveDocuments(store: SearchStore, index: IndexName): Promise<Map<string, string>> {
  const live = new Map<string, string>()
  for (const change of await changesAfter(store, 0)) {
    if (change.index !== index) continue
    if (change.json === null) live.delete(change.id)
    else live.set(change.id, change.json)
  }
  return live
}

function expectIncreasing(changes: StoredChange[], after: number) {
  let previous = after
  for (const change of changes) {
    expect(change.seq).toBeGreaterThan(previous)
    previous = change.seq
  }
}

export function describeSearchStore(name: string, setup: () => Promise<StoreHarness>): void {
  describe(`search store contract: ${name}`, () => {
    let harness: StoreHarness
    let store: SearchStore
    const opened: SearchStore[] = []

    const open = async () => {
      const next = await harness.open()
      opened.push(next)
      return next
    }

    beforeAll(async () => {
      harness = await setup()
      store = await open()
    })

    afterAll(async () => {
      for (const each of opened) await each.close()
      await harness?.cleanup()
    })

    it('starts empty and numbers every change with a new, higher seq', async () => {
      expect(await store.changesSince(0, 10)).toEqual([])
      const before = await store.latestSeq()
      expect(before).toBe(0)

      await store.write('cars', { upserts: [doc('1'), doc('2'), doc('3')], deletes: [] })
      const changes = await store.changesSince(before, 100)
      expect(changes.map(({ index, id, json }) => ({ index, id, json }))).toEqual(
        ['1', '2', '3'].map((id) => ({ index: 'cars', id, json: doc(id).json })),
      )
      expectIncreasing(changes, before)
      expect(await store.latestSeq()).toBe(changes.at(-1)!.seq)
    })

    it('an upsert replaces the document and moves it to a new seq; the JSON comes back as written', async () => {
      const index = 'vehicles'
      const json = '{"id":"a","text":"Škoda Å ö \\u0000 \\"quoted\\"","nested":{"b":[1,2.5,null]}}'
      await store.write(index, { upserts: [{ id: 'a', json }, doc('b')], deletes: [] })
      const seq = await store.latestSeq()
      await store.write(index, { upserts: [doc('a', { v: 2 })], deletes: [] })

      const [change, ...rest] = await store.changesSince(seq, 100)
      expect(rest).toEqual([])
      expect(change).toMatchObject({ index, id: 'a', json: doc('a', { v: 2 }).json })
      expect(change!.seq).toBe(await store.latestSeq())

      await store.write(index, { upserts: [{ id: 'a', json }], deletes: [] })
      expect((await liveDocuments(store, index)).get('a')).toBe(json)
    })

    it('a delete is a tombstone with a new seq; deleting a missing or deleted id changes nothing', async () => {
      const index = 'sites'
      await store.write(index, { upserts: [doc('s1'), doc('s2')], deletes: [] })
      const seq = await store.latestSeq()

      await store.write(index, { upserts: [], deletes: ['s1', 'never-written'] })
      const changes = await store.changesSince(seq, 100)
      expect(changes.map(({ index, id, json }) => ({ index, id, json }))).toEqual([{ index, id: 's1', json: null }])
      expectIncreasing(changes, seq)

      const after = await store.latestSeq()
      await store.write(index, { upserts: [], deletes: ['s1'] })
      expect(await store.changesSince(after, 100)).toEqual([])
      expect(await store.latestSeq()).toBe(after)

      // A deleted document can come back.
      await store.write(index, { upserts: [doc('s1', { back: true })], deletes: [] })
      expect([...(await liveDocuments(store, index))]).toEqual([
        ['s2', doc('s2').json],
        ['s1', doc('s1', { back: true }).json],
      ])
    })

    it('indexes are separate: the same id lives in each', async () => {
      await store.write('kits', { upserts: [doc('shared', { in: 'kits' })], deletes: [] })
      await store.write('cars', { upserts: [doc('shared', { in: 'cars' })], deletes: [] })
      await store.write('kits', { upserts: [], deletes: ['shared'] })
      expect((await liveDocuments(store, 'cars')).get('shared')).toBe(doc('shared', { in: 'cars' }).json)
      expect((await liveDocuments(store, 'kits')).has('shared')).toBe(false)
    })

    it('within one batch the last upsert of an id wins, and a delete comes after the upserts', async () => {
      const index = 'kits'
      const seq = await store.latestSeq()
      await store.write(index, {
        upserts: [doc('k1', { v: 1 }), doc('k2'), doc('k1', { v: 3 }), doc('k3')],
        deletes: ['k3', 'k3'],
      })
      const changes = await store.changesSince(seq, 100)
      expectIncreasing(changes, seq)
      // The order inside one batch is the store's own; only the outcome is the contract.
      expect(changes.map((c) => [c.id, c.json]).sort()).toEqual([
        ['k1', doc('k1', { v: 3 }).json],
        ['k2', doc('k2').json],
        ['k3', null],
      ])
    })

    it('an empty batch changes nothing', async () => {
      const seq = await store.latestSeq()
      await store.write('cars', { upserts: [], deletes: [] })
      expect(await store.latestSeq()).toBe(seq)
    })

    it('changesSince pages in seq order with a limit', async () => {
      const seq = await store.latestSeq()
      const ids = Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, '0')}`)
      await store.write('cars', { upserts: ids.map((id) => doc(id)), deletes: [] })
      const first = await store.changesSince(seq, 10)
      expect(first).toHaveLength(10)
      const second = await store.changesSince(first.at(-1)!.seq, 10)
      const third = await store.changesSince(second.at(-1)!.seq, 10)
      expect(third).toHaveLength(5)
      const all = [...first, ...second, ...third]
      expectIncreasing(all, seq)
      expect(new Set(all.map((c) => c.id))).toEqual(new Set(ids))
      expect(await store.changesSince(third.at(-1)!.seq, 10)).toEqual([])
    })

    it('finishReplace tombstones the live documents of that index not written since the start seq', async () => {
      const index = 'vehicles'
      await store.write(index, { upserts: ['r1', 'r2', 'r3', 'r4'].map((id) => doc(id)), deletes: ['r4'] })
      await store.write('sites', { upserts: [doc('r1-site')], deletes: [] })

      // A replace run: read the start, rewrite r1 and a new r5, then finish.
      const start = await store.latestSeq()
      await store.write(index, { upserts: [doc('r1', { v: 2 }), doc('r5')], deletes: [] })
      const beforeFinish = await store.latestSeq()
      const deleted = await store.finishReplace(index, start)

      const live = await liveDocuments(store, index)
      expect([...live.keys()].sort()).toEqual(['r1', 'r5'])
      // Earlier tests' documents of the index were not in the feed either, so they go too.
      const tombstones = (await store.changesSince(beforeFinish, 1000)).filter((c) => c.index === index)
      expect(tombstones.every((c) => c.json === null)).toBe(true)
      expect(tombstones.map((c) => c.id)).toEqual(expect.arrayContaining(['r2', 'r3']))
      expect(deleted).toBe(tombstones.length)
      expectIncreasing(await store.changesSince(beforeFinish, 1000), beforeFinish)
      expect((await liveDocuments(store, 'sites')).has('r1-site')).toBe(true)

      // Finishing again deletes nothing more and takes no seq.
      const afterFinish = await store.latestSeq()
      expect(afterFinish).toBe(tombstones.at(-1)!.seq)
      expect(await store.finishReplace(index, start)).toBe(0)
      expect(await store.latestSeq()).toBe(afterFinish)
    })

    it('finishReplace counts and numbers many documents at once', async () => {
      const index = 'kits'
      await store.write(index, { upserts: Array.from({ length: 1200 }, (_, i) => doc(`bulk${i}`)), deletes: [] })
      const start = await store.latestSeq()
      const live = (await liveDocuments(store, index)).size
      expect(await store.finishReplace(index, start)).toBe(live)
      const tombstones = await store.changesSince(start, 5000)
      expect(tombstones).toHaveLength(live)
      expect(new Set(tombstones.map((c) => c.seq)).size).toBe(live)
      expect((await liveDocuments(store, index)).size).toBe(0)
    })

    it('liveIds and documents read the live documents of one index only', async () => {
      await store.write('vehicles', { upserts: [doc('live1'), doc('live2'), doc('gone1')], deletes: [] })
      await store.write('vehicles', { upserts: [], deletes: ['gone1'] })
      await store.write('sites', { upserts: [doc('live3')], deletes: [] })
      const live = new Set(await store.liveIds('vehicles'))
      expect(live.has('live1') && live.has('live2')).toBe(true)
      expect(live.has('gone1') || live.has('live3')).toBe(false)
      expect(live).toEqual(new Set((await liveDocuments(store, 'vehicles')).keys()))
      // More than a page of the SQLite store's paged read.
      const bulk = Array.from({ length: 5100 }, (_, i) => doc(`live-bulk-${i}`))
      await store.write('vehicles', { upserts: bulk, deletes: [] })
      const after = await store.liveIds('vehicles')
      expect(after).toHaveLength(live.size + 5100)
      expect(new Set(after).size).toBe(after.length)

      const many = Array.from({ length: 1100 }, (_, i) => `live1-${i}`)
      const found = await store.documents('vehicles', ['live1', 'gone1', 'live3', 'never', ...many])
      expect([...found]).toEqual([['live1', doc('live1').json]])
    })

    it('keeps price facts per index beside the documents, outside their change log', async () => {
      const seq = await store.latestSeq()
      // More than a page of the SQLite store's paged read.
      const rows = Array.from({ length: 5100 }, (_, i) => ({ id: `f${i}`, json: JSON.stringify({ p: i }) }))
      await store.writePriceFacts('cars', rows, [])
      await store.writePriceFacts('vehicles', [{ id: 'f1', json: '{"other":true}' }], [])
      await store.writePriceFacts('cars', [{ id: 'f1', json: '{"p":"again"}' }], ['f2', 'never'])
      const facts = await store.priceFacts('cars')
      expect(facts.size).toBe(5099)
      expect(facts.get('f1')).toBe('{"p":"again"}')
      expect(facts.get('f3')).toBe('{"p":3}')
      expect(facts.has('f2')).toBe(false)
      expect([...(await store.priceFacts('vehicles'))]).toEqual([['f1', '{"other":true}']])
      expect(await store.latestSeq()).toBe(seq)
      await store.writePriceFacts('cars', [], [...facts.keys()])
      expect((await store.priceFacts('cars')).size).toBe(0)
    })

    it('a batch spanning several statements is one transaction', async ({ skip }) => {
      if (!harness.failWritesOf) return skip()
      await harness.failWritesOf('poison')
      const seq = await store.latestSeq()
      const upserts = [...Array.from({ length: 1100 }, (_, i) => doc(`atomic${i}`)), doc('poison')]
      await expect(store.write('cars', { upserts, deletes: ['p00'] })).rejects.toThrow()
      expect(await store.latestSeq()).toBe(seq)
      expect(await store.changesSince(seq, 10)).toEqual([])
      // The store is still usable after the failure.
      await store.write('cars', { upserts: [doc('atomic0')], deletes: [] })
      expect(await store.changesSince(seq, 10)).toHaveLength(1)
    })

    it('several instances writing at once: every change gets its own seq and a follower misses none', async () => {
      const writers = [store, await open(), await open()]
      const seq = await store.latestSeq()
      const seen = new Map<string, number>()
      let cursor = seq
      let writing = true
      const follow = async () => {
        for (;;) {
          const stillWriting = writing
          const page = await store.changesSince(cursor, 1000)
          for (const change of page) {
            expect(change.seq).toBeGreaterThan(cursor)
            cursor = change.seq
            seen.set(change.id, change.seq)
          }
          if (!stillWriting && page.length === 0) return
        }
      }
      const follower = follow()
      await Promise.all(
        writers.map(async (writer, w) => {
          for (let round = 0; round < 15; round++) {
            const upserts = Array.from({ length: 20 }, (_, i) => doc(`w${w}-${round}-${i}`))
            await writer.write('sites', { upserts, deletes: [] })
          }
        }),
      )
      writing = false
      await follower
      expect(seen.size).toBe(3 * 15 * 20)
      const all = await store.changesSince(seq, 5000)
      expect(new Set(all.map((c) => c.seq)).size).toBe(all.length)
      expect(all).toHaveLength(3 * 15 * 20)
    })
  })
}
