import { distanceKm, type LatLng } from '../../src/modules/geo/haversine'
import { WEEKDAYS, type ChargerOption, type Weekday } from '../../src/modules/locator/types'
import { Random } from '../inventory/random'
import { ROADS } from './roads'
import { TOWNS, town, type Town } from './towns'

/**
 * The demo locator data: Hedin Charge's charging points across Sweden (charge-se) and Pickup
 * Center's F-150 dealers (pickup-se). Deterministic: the same count gives the same locations,
 * so screenshots, tests and benchmarks see one network.
 */

export type DemoLocation = {
  type: 'ChargingPoint' | 'F150Location'
  /** The spec's location id: an EVSE-style station id for charging points ('SE*HDC*E000123'). */
  locationId: string
  name: string
  city: string
  /** Street and number. */
  address: string
  /** A Swedish postcode as written: '753 23'. */
  zip: string
  lat: number
  lng: number
  info?: string
  /** Open around the clock; `openingHours` is then empty. */
  open24h: boolean
  openingHours: { day: Weekday; open: string; close: string }[]
  chargerOptions: ChargerOption[]
  emails: string[]
  phones: string[]
  webpages: string[]
}

export const DEMO_CHARGING_POINTS = 3000
/** The share of stations laid along the trunk roads; the rest go to towns by population. */
const ROAD_SHARE = 0.35
const SEED = 0x4c4f43 // 'LOC'

const TOWN_SPOTS = [
  'Centrum',
  'Resecentrum',
  'Köpcentrum',
  'Handelsplats',
  'Sjukhuset',
  'Arenan',
  'Hamnen',
  'Stationen',
  'Norr',
  'Söder',
  'Öst',
  'Väst',
  'Industriområdet',
  'Torget',
  'Parkeringshuset',
  'Campus',
  'Badhuset',
  'Gallerian',
  'Bilhallen',
  'Idrottsplatsen',
]

const STREETS = [
  'Storgatan',
  'Kungsgatan',
  'Drottninggatan',
  'Järnvägsgatan',
  'Stationsgatan',
  'Hamngatan',
  'Industrivägen',
  'Företagsvägen',
  'Handelsvägen',
  'Verkstadsgatan',
  'Fabriksgatan',
  'Smedjegatan',
  'Skolgatan',
  'Kyrkogatan',
  'Idrottsvägen',
  'Nygatan',
  'Västra vägen',
  'Östra Ringvägen',
  'Norra Infarten',
  'Södra Allén',
  'Bangårdsgatan',
  'Lagergatan',
  'Mässvägen',
  'Bryggaregatan',
]

const ROAD_STREETS = ['Trafikplats', 'Rastplatsvägen', 'Transportvägen', 'Truckvägen', 'Servicevägen', 'Motorvägsgatan']

const TOWN_INFO = [
  'Laddning i parkeringshuset, plan 1. Betala med kort eller i appen.',
  'Vid entrén till köpcentrumet. Toaletter och restauranger i gallerian.',
  'Belyst och kameraövervakad plats. Betala med kort eller i appen.',
  'Platserna är reserverade för bilar som laddar; parkering i max 3 timmar.',
  'Laddarna står närmast entrén. Kaffe och toalett i butiken intill.',
  'Infart från gatan bakom huset. Platsen har höjdbegränsning 2,1 m i garaget.',
]

const ROAD_INFO = [
  'Snabbladdning intill {road}. Café och toalett inom 100 meter.',
  'Genomfartsplatser för bil med släp. Restaurang och butik på rastplatsen.',
  'Tak över laddarna och belysning dygnet runt. Nära avfarten från {road}.',
  'Laddstation vid bensinstationen längs {road}. Snabbmat och toalett öppet sent.',
  'Drive-through-platser för husbil och släp. Vägbeskrivning från {road}: följ skyltarna.',
]

type Hours = DemoLocation['openingHours']

/** Weekly hours: one span Monday to Friday and one for the weekend. */
function weekly(weekdays: [string, string], weekend: [string, string]): Hours {
  return WEEKDAYS.map((day, index) => {
    const [open, close] = index < 5 ? weekdays : weekend
    return { day, open, close }
  })
}

const STATION_HOURS: readonly Hours[] = [
  weekly(['08:00', '21:00'], ['09:00', '19:00']),
  weekly(['06:00', '22:00'], ['08:00', '20:00']),
  weekly(['06:00', '00:00'], ['06:00', '00:00']),
]

const FAST_WATTS = [150_000, 200_000, 300_000]
const AC_WATTS = [11_000, 22_000]

const KM_PER_DEGREE_LAT = 111.32

/** A point `km` away from `centre` at `bearing` radians from north. */
function offset(centre: LatLng, km: number, bearing: number): LatLng {
  const lat = centre.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE_LAT
  const lng = centre.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180))
  return { lat: round(lat, 5), lng: round(lng, 5) }
}

/** A point spread evenly over a disc of `radiusKm` around `centre`. */
function scatter(random: Random, centre: LatLng, radiusKm: number): LatLng {
  return offset(centre, radiusKm * Math.sqrt(random.next()), random.next() * 2 * Math.PI)
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

function nearestTown(point: LatLng): Town {
  let best = TOWNS[0]!
  let bestKm = Infinity
  for (const candidate of TOWNS) {
    const km = distanceKm(point, candidate)
    if (km < bestKm) {
      best = candidate
      bestKm = km
    }
  }
  return best
}

/** A postcode of the town: its real 3-digit prefix and two digits ('753 23'). */
const zipOf = (random: Random, place: Town) => `${place.zipPrefix} ${random.int(10, 79)}`

/** Splits `total` over `weights` in whole numbers (largest remainder), in the weights' order. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (total <= 0 || sum <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (w / sum) * total)
  const counts = exact.map(Math.floor)
  let left = total - counts.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }))
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left === 0) break
    counts[index]! += 1
    left -= 1
  }
  return counts
}

/** Points at even spacing along every road, measured over the roads' whole length. */
function roadPoints(count: number): { point: LatLng; road: string }[] {
  const segments = ROADS.flatMap((road) =>
    road.towns.slice(1).map((to, index) => {
      const from = road.towns[index]!
      return { road: road.name, from, to, km: distanceKm(from, to) }
    }),
  )
  const total = segments.reduce((sum, segment) => sum + segment.km, 0)
  const points: { point: LatLng; road: string }[] = []
  if (count <= 0) return points
  const step = total / count
  let segmentIndex = 0
  let segmentStart = 0
  for (let i = 0; i < count; i++) {
    const at = (i + 0.5) * step
    while (segmentIndex < segments.length - 1 && at > segmentStart + segments[segmentIndex]!.km) {
      segmentStart += segments[segmentIndex]!.km
      segmentIndex += 1
    }
    const { from, to, road } = segments[segmentIndex]!
    const t = Math.min(1, (at - segmentStart) / segments[segmentIndex]!.km)
    points.push({
      road,
      point: { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t },
    })
  }
  return points
}

/** Names are unique: a second 'Hedin Charge Uppsala Centrum' is 'Hedin Charge Uppsala Centrum 2'. */
function uniqueNames() {
  const seen = new Map<string, number>()
  return (name: string) => {
    const times = (seen.get(name) ?? 0) + 1
    seen.set(name, times)
    return times === 1 ? name : `${name} ${times}`
  }
}

function chargers(random: Random, id: string, kind: 'road' | 'town'): ChargerOption[] {
  const options: Omit<ChargerOption, 'id'>[] = []
  const fast = kind === 'road' || random.next() < 0.45
  if (fast) {
    const watts = random.pick(kind === 'road' ? FAST_WATTS : FAST_WATTS.slice(0, 2))
    options.push({ amount: random.int(kind === 'road' ? 4 : 2, kind === 'road' ? 12 : 6), icon: 'CCS2', watts })
  }
  if (!fast || random.next() < 0.4) {
    options.push({ amount: random.int(2, fast ? 4 : 10), icon: 'Type2', watts: random.pick(AC_WATTS) })
  }
  return options.map((option, index) => ({ ...option, id: `${id}*${index + 1}` }))
}

const stationId = (n: number) => `SE*HDC*E${String(n).padStart(6, '0')}`

/**
 * Hedin Charge's stations: about a third spaced evenly along E4, E6, E18 and E20 (fast chargers,
 * mostly open around the clock), the rest in towns by population (fast or destination charging,
 * some with opening hours), each with a real postcode prefix of the nearest town.
 */
export function demoChargingPoints(count = DEMO_CHARGING_POINTS): DemoLocation[] {
  const random = new Random(SEED)
  const name = uniqueNames()
  const roadCount = Math.round(count * ROAD_SHARE)
  // Population to the power 0.8 gives smaller towns a fair share next to Stockholm.
  const perTown = apportion(
    count - roadCount,
    TOWNS.map((t) => t.population ** 0.8),
  )
  const stations: DemoLocation[] = []
  const add = (fields: Omit<DemoLocation, 'type' | 'locationId' | 'emails' | 'phones' | 'webpages'>) =>
    stations.push({
      type: 'ChargingPoint',
      locationId: stationId(stations.length + 1),
      ...fields,
      emails: [],
      phones: [],
      webpages: [],
    })

  for (const { point, road } of roadPoints(roadCount)) {
    const spot = offset(point, random.next() * 1.5, random.next() * 2 * Math.PI)
    const place = nearestTown(spot)
    const id = stationId(stations.length + 1)
    const open24h = random.next() < 0.9
    add({
      name: name(`Hedin Charge ${road} ${place.name}`),
      city: place.name,
      address: `${random.pick(ROAD_STREETS)} ${random.int(1, 40)}`,
      zip: zipOf(random, place),
      ...spot,
      info: random.pick(ROAD_INFO).replaceAll('{road}', road),
      open24h,
      openingHours: open24h ? [] : random.pick(STATION_HOURS),
      chargerOptions: chargers(random, id, 'road'),
    })
  }

  TOWNS.forEach((place, index) => {
    const radiusKm = 1.5 + 8 * Math.sqrt(place.population / 1_500_000)
    for (let i = 0; i < perTown[index]!; i++) {
      const id = stationId(stations.length + 1)
      const open24h = random.next() < 0.55
      add({
        name: name(`Hedin Charge ${place.name} ${random.pick(TOWN_SPOTS)}`),
        city: place.name,
        address: `${random.pick(STREETS)} ${random.int(1, 120)}`,
        zip: zipOf(random, place),
        ...scatter(random, place, radiusKm),
        info: random.pick(TOWN_INFO),
        open24h,
        openingHours: open24h ? [] : random.pick(STATION_HOURS),
        chargerOptions: chargers(random, id, 'town'),
      })
    }
  })
  return stations
}

/** The 18 towns pickup-se's dealer page names, north to south. */
export const PICKUP_TOWNS = [
  'Luleå',
  'Umeå',
  'Östersund',
  'Sundsvall',
  'Uppsala',
  'Stockholm',
  'Västerås',
  'Örebro',
  'Karlstad',
  'Göteborg',
  'Borås',
  'Trollhättan',
  'Halmstad',
  'Jönköping',
  'Växjö',
  'Kristianstad',
  'Helsingborg',
  'Malmö',
] as const

const DEALER_STREETS = ['Bilvägen', 'Verkstadsvägen', 'Industrigatan', 'Truckgatan', 'Montörvägen', 'Maskinvägen']

const DEALER_INFO = [
  'Säljer Ford Ranger och F-150. Verkstad med lyft för tunga fordon.',
  'Provkör Ranger och F-150 hos oss. Vi bygger om flak och inreder för jobbet.',
  'Försäljning, service och däckhotell. Hemleverans inom länet.',
]

/** Weekdays 9–18 and Saturdays 10–14; closed on Sundays (no row). */
const DEALER_HOURS = weekly(['09:00', '18:00'], ['10:00', '14:00']).filter((row) => row.day !== 'sunday')

/** 'Östersund' -> 'ostersund' */
export const townSlug = (name: string) =>
  name
    .toLowerCase()
    .replaceAll(/[åä]/g, 'a')
    .replaceAll('ö', 'o')
    .replaceAll(/[^a-z0-9]+/g, '-')

/** A Swedish number as written: '0920-23 45 60', '08-612 40 80'. */
function phoneOf(random: Random, areaCode: string): string {
  const digits = String(random.int(10 ** (9 - areaCode.length), 10 ** (10 - areaCode.length) - 1))
  const pairs = digits.length % 2 === 1 ? [digits.slice(0, 3), ...chunk(digits.slice(3), 2)] : chunk(digits, 2)
  return `${areaCode}-${pairs.join(' ')}`
}

const chunk = (text: string, size: number) => text.match(new RegExp(`.{1,${size}}`, 'g')) ?? []

/** Pickup Center's F-150 dealers: one per town the page names, with e-mail, phone and web page. */
export function demoPickupDealers(): DemoLocation[] {
  const random = new Random(SEED + 1)
  return PICKUP_TOWNS.map((townName, index) => {
    const place = town(townName)
    const slug = townSlug(townName)
    const hasService = index % 3 === 0
    return {
      type: 'F150Location' as const,
      locationId: `PC-${String(index + 1).padStart(3, '0')}`,
      name: `Pickup Center ${townName}`,
      city: townName,
      address: `${random.pick(DEALER_STREETS)} ${random.int(2, 60)}`,
      zip: zipOf(random, place),
      ...offset(place, 2 + random.next() * 3, random.next() * 2 * Math.PI),
      info: random.pick(DEALER_INFO),
      open24h: false,
      openingHours: DEALER_HOURS,
      chargerOptions: [],
      emails: hasService ? [`${slug}@pickupcenter.se`, `service.${slug}@pickupcenter.se`] : [`${slug}@pickupcenter.se`],
      phones: hasService
        ? [phoneOf(random, place.areaCode), phoneOf(random, place.areaCode)]
        : [phoneOf(random, place.areaCode)],
      webpages: [`https://pickupcenter.se/aterforsaljare/${slug}`],
    }
  })
}
