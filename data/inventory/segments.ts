import type { Fuel } from './catalogue'
import type { CountryCode } from './markets'

/**
 * Stock is generated per marketplace site (a segment): the group's five country sites and the
 * three brand stores. Each segment has its own share of the cars, brand mix and id range, so car
 * N of a segment is the same car whatever the total count.
 */

export type SegmentKey =
  'hedin-se' | 'brand-se' | 'rnautomotive' | 'hedin-no' | 'brand-no' | 'hedin-fi' | 'hedin-sk' | 'hedin-uk'

export type Segment = {
  key: SegmentKey
  country: CountryCode
  /** Share of all generated cars. */
  share: number
  /** Car ids of the segment are idBase + 1, idBase + 2, ... */
  idBase: number
  /** Brand name and weight in the segment's stock. */
  brands: readonly (readonly [string, number])[]
  /** Preference for each fuel when a model offers several (Norway buys electric). */
  fuels: Record<Fuel, number>
  /** Shares of used cars and of new-car samples; the rest is new stock. */
  used: number
  samples: number
}

const NORDIC_FUELS: Record<Fuel, number> = { petrol: 3, diesel: 2, electric: 4, phev: 4, hybrid: 3 }

export const SEGMENTS: readonly Segment[] = [
  {
    key: 'hedin-se',
    country: 'SE',
    share: 0.28,
    idBase: 11_000_000,
    brands: [
      ['Volvo', 18],
      ['Mercedes-Benz', 11],
      ['BMW', 8],
      ['Volkswagen', 9],
      ['Toyota', 8],
      ['Kia', 7],
      ['Audi', 5],
      ['Škoda', 5],
      ['Polestar', 3],
      ['Ford', 4],
      ['Hyundai', 3],
      ['MINI', 2],
      ['BYD', 2],
      ['MG', 2],
      ['Nissan', 2],
      ['Peugeot', 1],
      ['Citroën', 1],
      ['Opel', 1],
      ['Land Rover', 1],
      ['Jaguar', 1],
      ['Renault', 2],
      ['Dacia', 1],
    ],
    fuels: NORDIC_FUELS,
    used: 0.62,
    samples: 0.1,
  },
  {
    key: 'brand-se',
    country: 'SE',
    share: 0.05,
    idBase: 12_000_000,
    brands: [['smart', 1]],
    fuels: NORDIC_FUELS,
    used: 0.35,
    samples: 0.25,
  },
  {
    key: 'rnautomotive',
    country: 'SE',
    share: 0.07,
    idBase: 13_000_000,
    brands: [
      ['Renault', 6],
      ['Dacia', 4],
    ],
    fuels: NORDIC_FUELS,
    used: 0.45,
    samples: 0.15,
  },
  {
    key: 'hedin-no',
    country: 'NO',
    share: 0.14,
    idBase: 21_000_000,
    brands: [
      ['Volkswagen', 12],
      ['Toyota', 10],
      ['BMW', 8],
      ['Mercedes-Benz', 8],
      ['Volvo', 8],
      ['Kia', 6],
      ['Škoda', 6],
      ['Hyundai', 5],
      ['Audi', 4],
      ['Polestar', 4],
      ['BYD', 4],
      ['MG', 3],
      ['Nissan', 3],
      ['Ford', 3],
      ['Peugeot', 2],
      ['smart', 2],
    ],
    fuels: { petrol: 0.4, diesel: 0.4, electric: 12, phev: 1.5, hybrid: 1 },
    used: 0.6,
    samples: 0.1,
  },
  {
    key: 'brand-no',
    country: 'NO',
    share: 0.05,
    idBase: 22_000_000,
    brands: [['MINI', 1]],
    fuels: { petrol: 0.6, diesel: 0.2, electric: 10, phev: 1, hybrid: 1 },
    used: 0.4,
    samples: 0.25,
  },
  {
    key: 'hedin-fi',
    country: 'FI',
    share: 0.15,
    idBase: 31_000_000,
    brands: [
      ['Toyota', 14],
      ['Škoda', 10],
      ['Volkswagen', 10],
      ['BMW', 8],
      ['Mercedes-Benz', 8],
      ['Volvo', 7],
      ['Kia', 7],
      ['Audi', 4],
      ['Hyundai', 4],
      ['Ford', 4],
      ['Nissan', 3],
      ['Peugeot', 3],
      ['Renault', 3],
      ['MG', 3],
      ['Dacia', 2],
      ['BYD', 2],
      ['Citroën', 2],
      ['Opel', 2],
      ['MINI', 2],
    ],
    fuels: { petrol: 4, diesel: 3, electric: 3, phev: 3, hybrid: 4 },
    used: 0.65,
    samples: 0.08,
  },
  {
    key: 'hedin-sk',
    country: 'SK',
    share: 0.1,
    idBase: 41_000_000,
    brands: [
      ['Škoda', 20],
      ['Volkswagen', 10],
      ['Hyundai', 8],
      ['Kia', 8],
      ['Toyota', 7],
      ['Dacia', 6],
      ['Renault', 5],
      ['Peugeot', 5],
      ['Citroën', 3],
      ['Opel', 4],
      ['Ford', 4],
      ['BMW', 4],
      ['MINI', 1],
      ['Mercedes-Benz', 4],
      ['Audi', 3],
      ['MG', 2],
      ['Volvo', 2],
    ],
    fuels: { petrol: 5, diesel: 5, electric: 1, phev: 1, hybrid: 2 },
    used: 0.7,
    samples: 0.06,
  },
  {
    key: 'hedin-uk',
    country: 'GB',
    share: 0.16,
    idBase: 51_000_000,
    brands: [
      ['Ford', 10],
      ['Volkswagen', 8],
      ['BMW', 8],
      ['Mercedes-Benz', 8],
      ['Audi', 7],
      ['Land Rover', 6],
      ['Jaguar', 3],
      ['Kia', 7],
      ['Hyundai', 6],
      ['Nissan', 6],
      ['Toyota', 6],
      ['MG', 5],
      ['BYD', 3],
      ['Volvo', 3],
      ['MINI', 4],
      ['Peugeot', 3],
      ['Škoda', 3],
      ['Polestar', 2],
    ],
    fuels: { petrol: 5, diesel: 3, electric: 3, phev: 2, hybrid: 3 },
    used: 0.72,
    samples: 0.05,
  },
]

export function segmentByKey(key: SegmentKey): Segment {
  const segment = SEGMENTS.find((s) => s.key === key)
  if (!segment) throw new RangeError(`unknown segment ${key}`)
  return segment
}

/**
 * How many of `total` cars each segment gets: shares rounded by largest remainder, so the
 * counts always add up to the total.
 */
export function segmentCounts(total: number): Map<SegmentKey, number> {
  const exact = SEGMENTS.map((s) => ({ key: s.key, value: total * s.share }))
  const counts = new Map(exact.map((e) => [e.key, Math.floor(e.value)]))
  let left = total - [...counts.values()].reduce((a, b) => a + b, 0)
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)))
  for (const e of byRemainder) {
    if (left <= 0) break
    counts.set(e.key, (counts.get(e.key) ?? 0) + 1)
    left--
  }
  return counts
}
