/**
 * Saved-search alert benchmark (issue 18, "Speed"): the alert job's matching and e-mail content for
 * 10,000 saved searches after an ingest of 1,000 cars. The saved searches are list states as
 * visitors save them (a brand, a model, a fuel, a price or mileage range, a body, a gearbox, a
 * keyphrase, a place with a radius, a used-cars page), spread over the marketplace sites; the
 * cars are the demo inventory's, published after the searches were saved. Database writes and
 * mail delivery are left out: they are one row and one message per alert e-mail.
 *
 *   npm run bench:alerts
 *   npm run bench:alerts -- --alerts 10000 --cars 1000
 *
 * Target (printed, not asserted): under 30 s.
 */
import { parseArgs } from 'node:util'
import { generateCars, generateDealerSites } from '../data/inventory'
import { alertMail } from '../src/modules/alerts/mail'
import { matchAlerts, type AlertToMatch } from '../src/modules/alerts/match'
import { MAX_CARS_PER_MAIL } from '../src/modules/alerts/types'
import { toCarCards } from '../src/modules/cars/card-document'
import { encodeListState, EMPTY_LIST_STATE, type ListState } from '../src/modules/cars/list-state'
import { distanceKm } from '../src/modules/geo/haversine'
import { parseGeocoord } from '../src/modules/geo/parse-geocoord'
import { carSchema } from '../src/modules/search/documents'
import { createRandom } from '../src/modules/search/testing/fixture'

const { values: args } = parseArgs({
  options: { alerts: { type: 'string', default: '10000' }, cars: { type: 'string', default: '1000' } },
})
const alertCount = Number(args.alerts)
const carCount = Number(args.cars)
const random = createRandom(18)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!

// The ingest: demo cars, published after every alert was saved.
const savedAt = Date.parse('2026-11-01T08:00:00Z')
const cars = generateCars({ count: carCount, seed: 7 }).map((car, i) =>
  carSchema.parse({ ...car, car_publishdate: new Date(savedAt + 86_400_000 + i * 1000).toISOString() }),
) as unknown as Record<string, unknown>[]
const SITES = ['hedin-se', 'hedin-no', 'hedin-fi', 'hedin-uk', 'hedin-sk']
const values = (field: string) =>
  [...new Set(cars.map((car) => car[field]).filter((v) => typeof v === 'string'))] as string[]
const brands = values('car_brand')
const models = [...new Set(cars.map((car) => `${String(car.car_brand)}>${String(car.car_model)}`))]
const fuels = values('car_fuel')
const bodies = values('car_body')
const gearboxes = values('car_gearbox')
const dealers = generateDealerSites()
const points = dealers.flatMap((site) => parseGeocoord(site.site_geocoord as string | null | undefined) ?? [])

function savedState(): ListState {
  const filters: Record<string, string[]> = {}
  const kind = Math.floor(random() * 8)
  if (kind === 0) filters.car_brand = [pick(brands)]
  if (kind === 1) filters.car_model = [pick(models)]
  if (kind === 2) filters.car_fuel = [pick(fuels)]
  if (kind === 3) {
    filters.car_brand = [pick(brands)]
    const low = 50_000 * Math.floor(random() * 8)
    filters.car_price = [String(low), String(low + 150_000)]
  }
  if (kind === 4) filters.car_mileage = ['0', String(1000 * (1 + Math.floor(random() * 10)))]
  if (kind === 5) filters.car_body = [pick(bodies)]
  if (kind === 6) filters.car_gearbox = [pick(gearboxes)]
  const keyphrase = kind === 7 ? String(pick(cars).car_model).toLowerCase() : ''
  const point = random() < 0.1 ? pick(points) : null
  return {
    ...EMPTY_LIST_STATE,
    filters,
    keyphrase,
    ...(point ? { near: { lat: point.lat, lng: point.lng, radius: pick([25, 50, 100]), place: 'x' } } : {}),
  }
}

const alerts: AlertToMatch[] = Array.from({ length: alertCount }, (_, i) => ({
  id: String(i + 1),
  site: pick(SITES),
  query: encodeListState(savedState()).toString(),
  condition: random() < 0.2 ? 'used' : 'all',
  createdAt: new Date(savedAt),
  checkedAt: new Date(savedAt),
  sentCarIds: [],
}))

const near = async (_site: string, state: { lat: number; lng: number; radius: number }) =>
  dealers
    .filter((site) => {
      const point = parseGeocoord(site.site_geocoord as string | null | undefined)
      return point !== null && distanceKm(state, point) <= state.radius
    })
    .map((site) => String(site.site_id))

const started = performance.now()
const bySite = new Map<string, AlertToMatch[]>()
for (const alert of alerts) bySite.set(alert.site, [...(bySite.get(alert.site) ?? []), alert])
let matched = 0
let mails = 0
const carsById = new Map(cars.map((car) => [String(car.car_id), car]))
const cardOptions = {
  carDetailBase: '/bilar',
  finance: {
    market: null,
    money: (amount: number) => `${amount}`,
    number: (value: number) => `${value}`,
    t: (key: string) => key,
    onProblem: () => undefined,
  },
}
// Each car becomes a card once per run, whatever number of e-mails list it (as the job does).
const cards = new Map<string, ReturnType<typeof toCarCards>[number] | null>()
const cardOf = (id: string) => {
  if (!cards.has(id)) {
    const doc = carsById.get(id)
    cards.set(id, doc ? (toCarCards([doc], cardOptions)[0] ?? null) : null)
  }
  return cards.get(id) ?? null
}
let matching = 0
for (const [site, list] of bySite) {
  const before = performance.now()
  const matches = await matchAlerts(list, cars, near)
  matching += performance.now() - before
  matched += matches.size
  for (const match of matches.values()) {
    alertMail({
      lang: 'sv',
      siteLabel: site,
      origin: 'https://example.com',
      name: 'Sökning',
      cars: match.ids
        .slice(0, MAX_CARS_PER_MAIL)
        .map(cardOf)
        .filter((card) => card !== null),
      total: match.ids.length,
      listUrl: 'https://example.com/bilar',
      unsubscribeUrl: 'https://example.com/search-alerts?action=unsubscribe&token=t',
    })
    mails++
  }
}
const seconds = (performance.now() - started) / 1000
console.log(
  `alert job: ${alertCount} saved searches x ${cars.length} new cars: ${seconds.toFixed(2)} s ` +
    `(matching ${(matching / 1000).toFixed(2)} s; ${matched} alerts matched, ${mails} e-mails built; target under 30 s)`,
)
