/**
 * Seeds the search inventory: renders the pictures the generator names, then replaces the cars,
 * vehicles, dealer sites and kits in the search store with freshly generated documents. Running
 * servers pick the change up from the store on their next poll.
 *
 *   npm run seed -- --cars 100000     (or SEED_CARS=100000 npm run seed)
 */
import path from 'node:path'
import {
  DEFAULT_CAR_COUNT,
  earlierListings,
  generateDealerSites,
  generateKits,
  generateVehicles,
  iterateCars,
  PRICE_DROP_DAYS_AGO,
} from '@data/inventory'
import { INVENTORY_IMAGE_FOLDER } from '@data/inventory/images'
import type { SpinSubject } from '@data/inventory/spin-frames'
import type { IndexName } from '@/modules/search/contract'
import { ingestDocuments, type IngestSummary } from '@/modules/search/ingest'
import { openSearchStore } from '@/modules/search/store/open'
import { env } from '@/lib/env'
import { renderInventoryImages } from './inventory-images'
import { collectSpinSubjects, renderSpinMedia } from './spin-frames'

export class InventorySeedError extends Error {
  constructor(
    readonly code: 'INVALID_CAR_COUNT' | 'INVALID_REFERENCE_DATE' | 'DOCUMENTS_REJECTED',
    message: string,
  ) {
    super(message)
    this.name = 'InventorySeedError'
  }
}

export const MAX_SEED_CARS = 1_000_000

/**
 * How many cars to generate: `--cars N` or `--cars=N` on the command line, else SEED_CARS, else
 * 2,000. (`payload run` hands the script only what follows a `--`, hence the seed script's `--`.)
 */
export function seedCarCount(argv: readonly string[], environment: Record<string, string | undefined>): number {
  let raw: string | undefined
  argv.forEach((arg, i) => {
    if (arg === '--cars') raw = argv[i + 1]
    else if (arg.startsWith('--cars=')) raw = arg.slice('--cars='.length)
  })
  raw ??= environment.SEED_CARS
  if (raw === undefined || raw.trim() === '') return DEFAULT_CAR_COUNT
  const count = Number(raw.replace(/[_\s]/g, ''))
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEED_CARS) {
    throw new InventorySeedError(
      'INVALID_CAR_COUNT',
      `--cars must be a whole number from 0 to ${MAX_SEED_CARS}, got '${raw}'`,
    )
  }
  return count
}

/**
 * The day the dealer sites' holidays and vacations are placed around: SEED_REFERENCE_DATE
 * (YYYY-MM-DD) when set, else the day of seeding, so the demo shows a vacation under way on the
 * days after it is seeded (the generator's fixed default date would be long past).
 */
export function seedReferenceDate(environment: Record<string, string | undefined>, now = new Date()): Date {
  const raw = environment.SEED_REFERENCE_DATE?.trim()
  if (!raw) return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(`${raw}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    throw new InventorySeedError(
      'INVALID_REFERENCE_DATE',
      `SEED_REFERENCE_DATE must be a date (YYYY-MM-DD), got '${raw}'`,
    )
  }
  return date
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function describeSummary(summary: IngestSummary): string {
  return `  ${summary.index}: ${summary.written.toLocaleString('en')} written, ${summary.deleted.toLocaleString('en')} removed, ${summary.rejected.length} rejected (${seconds(summary.ms)})`
}

export async function seedInventory(cars: number, referenceDate = seedReferenceDate(process.env)): Promise<void> {
  const started = performance.now()
  const pictures = await renderInventoryImages(path.join(env().mediaDir, INVENTORY_IMAGE_FOLDER))
  console.log(`  inventory pictures: ${pictures.rendered} rendered, ${pictures.kept} kept (${seconds(pictures.ms)})`)
  const blur = (file: string) => pictures.blur.get(file) ?? null
  // Autos On Show turntables are drawn for the cars the stream turns out to hold (see below).
  const spinSubjects = new Map<string, SpinSubject>()

  const store = await openSearchStore(env().searchDatabaseUrl)
  try {
    // The price history first: some used cars at an earlier, higher price, so today's ingest
    // below lowers them (price-lowered badges and price histories on the demo).
    const earlier = new Date(Date.now() - PRICE_DROP_DAYS_AGO * 86_400_000)
    const history = await ingestDocuments(store, 'cars', earlierListings(iterateCars({ count: cars, blur })), {
      batchSize: 1000,
      now: earlier,
    })
    console.log(`  cars at earlier prices: ${history.written.toLocaleString('en')} written (${seconds(history.ms)})`)
    const feeds: [IndexName, () => Iterable<unknown>][] = [
      // Cars are streamed: 100,000 of them never sit in memory at once.
      ['cars', () => collectSpinSubjects(iterateCars({ count: cars, blur }), spinSubjects)],
      ['vehicles', () => generateVehicles({ count: cars, blur })],
      ['sites', () => generateDealerSites({ blur, referenceDate })],
      ['kits', () => generateKits()],
    ]
    for (const [index, documents] of feeds) {
      const summary = await ingestDocuments(store, index, documents(), { mode: 'replace', batchSize: 1000 })
      console.log(describeSummary(summary))
      if (summary.priceContext) {
        const { rated, rewritten, ms } = summary.priceContext
        console.log(
          `  cars with a price rating: ${rated.toLocaleString('en')} (${rewritten} rewritten, ${seconds(ms)})`,
        )
      }
      const first = summary.rejected[0]
      if (first) {
        // The generator's documents are meant to pass the schemas: a rejection is a bug to fix.
        throw new InventorySeedError(
          'DOCUMENTS_REJECTED',
          `${summary.rejected.length} ${index} documents rejected, the first (${first.id ?? `line ${first.line}`}): ${first.reason}`,
        )
      }
    }
    const spins = await renderSpinMedia(path.join(env().mediaDir, INVENTORY_IMAGE_FOLDER), spinSubjects.values())
    console.log(`  autos on show 360 media: ${spins.rendered} rendered, ${spins.kept} kept (${seconds(spins.ms)})`)
  } finally {
    await store.close()
  }
  console.log(`Seeded the inventory (${cars.toLocaleString('en')} cars) in ${seconds(performance.now() - started)}`)
}
