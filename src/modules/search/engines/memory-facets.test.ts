import { describe, expect, it } from 'vitest'
import { carSchema } from '../documents'
import type { RawFacet } from '../engine'
import { CAR_LIST_FACETS } from '../facets'
import { extractDocument, INDEXES, type ExtractedDocument } from '../indexes'
import { planQuery, type FacetPlan } from '../plan'
import { createRandom, generateCars, type CarInput } from '../testing/fixture'
import { createBitset, type Bitset } from './bitset'
import { countedMask, countFacet, unfilteredFacet } from './memory-facets'
import type { Snapshot } from './memory-snapshot'
import { IndexWriter, type DocumentChange } from './memory-writer'
import { Slicer } from './slices'

/**
 * Every way of counting a facet (by value, by visiting the mask, through the complement, from
 * the sort orders) must give what counting the documents one by one gives, for masks from
 * empty to full, on an index with dead slots and on an old snapshot while the writer has
 * already appended the next batch (grown dictionaries).
 */

const definition = INDEXES.cars
const PLANS: FacetPlan[] = planQuery({ index: 'cars', facets: [...CAR_LIST_FACETS] }).facets
const change = (car: CarInput): DocumentChange => ({
  id: String(car.car_id),
  json: JSON.stringify(carSchema.parse(car)),
})

async function write(writer: IndexWriter, cars: CarInput[]): Promise<Snapshot> {
  const slicer = new Slicer(1000)
  await writer.apply(cars.map(change), slicer)
  await writer.publish(slicer)
  await writer.prepareOrders(slicer)
  return writer.snapshot
}

/** The facet counted from the documents of the masked slots, one by one. */
function reference(documents: Map<number, ExtractedDocument>, facet: FacetPlan, mask: Bitset): RawFacet {
  const inMask = [...documents].filter(([slot]) => (mask[slot >>> 5]! & (1 << (slot & 31))) !== 0)
  if (facet.kind === 'histogram') {
    const values = inMask.map(([, doc]) => doc.numbers[facet.field]).filter((value) => value != null)
    return values.length === 0
      ? { kind: 'histogram', min: 0, max: 0, count: 0 }
      : { kind: 'histogram', min: Math.min(...values), max: Math.max(...values), count: values.length }
  }
  if (facet.kind === 'list') {
    const counts = new Map<string, number>()
    for (const [, doc] of inMask)
      for (const value of doc.keywords[facet.field]!) counts.set(value, (counts.get(value) ?? 0) + 1)
    return { kind: 'list', counts }
  }
  const counts = new Map<string, { count: number; children: Map<string, number> }>()
  for (const [, doc] of inMask) {
    for (const parent of doc.keywords[facet.parent]!) {
      const entry = counts.get(parent) ?? { count: 0, children: new Map<string, number>() }
      counts.set(parent, entry)
      entry.count++
      for (const child of doc.keywords[facet.child]!) entry.children.set(child, (entry.children.get(child) ?? 0) + 1)
    }
  }
  return { kind: 'hierarchy', counts }
}

/** Sorted entries, so Map order does not matter. */
function comparable(facet: RawFacet): unknown {
  if (facet.kind === 'histogram') return facet
  if (facet.kind === 'list') return [...facet.counts].sort(([a], [b]) => (a < b ? -1 : 1))
  return [...facet.counts]
    .map(([name, { count, children }]) => [name, count, [...children].sort(([a], [b]) => (a < b ? -1 : 1))])
    .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1))
}

/** A random subset of the live slots holding about `share` of them. */
function randomMask(snapshot: Snapshot, share: number, random: () => number): Bitset {
  const bits = createBitset(snapshot.size)
  for (let slot = 0; slot < snapshot.size; slot++) {
    if ((snapshot.live[slot >>> 5]! & (1 << (slot & 31))) !== 0 && random() < share)
      bits[slot >>> 5]! |= 1 << (slot & 31)
  }
  return bits
}

function liveDocuments(snapshot: Snapshot): Map<number, ExtractedDocument> {
  const documents = new Map<number, ExtractedDocument>()
  for (let slot = 0; slot < snapshot.size; slot++) {
    if ((snapshot.live[slot >>> 5]! & (1 << (slot & 31))) === 0) continue
    documents.set(slot, extractDocument(definition, snapshot.columns.documents.read(slot)))
  }
  return documents
}

const SHARES = [0, 0.001, 0.01, 0.05, 0.3, 0.5, 0.7, 0.95, 0.999, 1]

function expectAllMasksCounted(snapshot: Snapshot, random: () => number): void {
  const documents = liveDocuments(snapshot)
  for (const share of SHARES) {
    const mask = randomMask(snapshot, share, random)
    for (const facet of PLANS) {
      expect(comparable(countFacet(snapshot, facet, countedMask(mask))), `${facet.name} at ${share}`).toEqual(
        comparable(reference(documents, facet, mask)),
      )
    }
  }
  for (const facet of PLANS) {
    expect(comparable(unfilteredFacet(snapshot, facet)), facet.name).toEqual(
      comparable(reference(documents, facet, snapshot.live)),
    )
  }
}

describe('memory facet counting', () => {
  it('counts every facet as the documents do, for masks from empty to full', async () => {
    const random = createRandom(3)
    const writer = new IndexWriter(definition)
    const snapshot = await write(writer, generateCars(3000, 11))
    expectAllMasksCounted(snapshot, random)
  })

  it('counts right with dead slots, and on an old snapshot after the writer appended more', async () => {
    const random = createRandom(5)
    const writer = new IndexWriter(definition, { compactMin: Infinity })
    const cars = generateCars(2500, 12)
    await write(writer, cars)
    // Half the cars change (their old slots die), some with values no car had before.
    const changed = cars
      .filter(() => random() < 0.5)
      .map((car, i) => ({ ...car, car_fuel: i % 7 === 0 ? `Vätgas ${i % 3}` : car.car_fuel, car_price: i * 1000 }))
    const snapshot = await write(writer, changed)
    expect(snapshot.count).toBe(2500)
    expect(snapshot.size).toBe(2500 + changed.length)
    // Counts the unfiltered memo before the next batch, then again after it grew the dictionaries.
    for (const facet of PLANS) unfilteredFacet(snapshot, facet)
    await writer.apply(
      generateCars(300, 13).map((car, i) => change({ ...car, car_id: 900_000 + i, car_color: `Ny ${i}` })),
      new Slicer(1000),
    )
    expect(writer.snapshot).toBe(snapshot)
    expectAllMasksCounted(snapshot, random)
  })

  it('counts the unfiltered facets asked before for the next snapshot, before publishing it', async () => {
    const writer = new IndexWriter(definition)
    const cars = generateCars(1500, 14)
    const first = await write(writer, cars)
    const [brands, fuels] = [PLANS[0]!, PLANS.find((plan) => plan.name === 'car_fuel')!]
    unfilteredFacet(first, brands)
    unfilteredFacet(first, fuels)
    const next = await write(
      writer,
      cars.slice(0, 200).map((car) => ({ ...car, car_brand: 'Polestar', car_model: '2', car_fuel: 'El' })),
    )
    expect(next).not.toBe(first)
    const warmed = [...next.memo.keys()].filter((key) => key.startsWith('facet:')).sort()
    expect(warmed).toEqual(['facet:hierarchy:car_brand>car_model', 'facet:list:car_fuel'])
    const documents = liveDocuments(next)
    for (const facet of [brands, fuels]) {
      expect(comparable(unfilteredFacet(next, facet))).toEqual(comparable(reference(documents, facet, next.live)))
    }
  })
})
