import { describe, expect, it } from 'vitest'
import { carDocument as car } from '../search/testing/fixture'
import { alertSince, matchAlerts, newForAlert, type AlertToMatch } from './match'
import { LOOKBACK_MS } from './types'

const day = 24 * 60 * 60 * 1000
const saved = Date.parse('2026-11-20T08:00:00Z')
const iso = (time: number) => new Date(time).toISOString()

const cars = [
  car(1, {
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_fuel: 'El',
    car_price: 450_000,
    car_publishdate: iso(saved + day),
  }),
  car(2, {
    car_brand: 'Volvo',
    car_model: 'XC40',
    car_fuel: 'El',
    car_price: 390_000,
    car_publishdate: iso(saved + 2 * day),
  }),
  car(3, {
    car_brand: 'Volvo',
    car_model: 'V60',
    car_fuel: 'Diesel',
    car_price: 250_000,
    car_publishdate: iso(saved + day),
  }),
  car(4, { car_brand: 'BMW', car_model: 'iX1', car_fuel: 'El', car_price: 520_000, car_publishdate: iso(saved + day) }),
  // published before the search was saved: not new
  car(5, {
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_fuel: 'El',
    car_price: 410_000,
    car_publishdate: iso(saved - day),
  }),
  // another market: never on a Swedish site's list
  car(6, {
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_fuel: 'El',
    car_country_code: 'NO',
    car_price_currency: 'NOK',
    car_publishdate: iso(saved + day),
  }),
  car(7, {
    car_brand: 'Volvo',
    car_model: 'XC40',
    car_fuel: 'El',
    car_is_used: false,
    car_price: 600_000,
    car_publishdate: iso(saved + 3 * day),
  }),
  // no publish date: cannot be told new
  car(8, { car_brand: 'Volvo', car_model: 'XC40', car_fuel: 'El', car_publishdate: null }),
]

const alert = (id: string, query: string, extra: Partial<AlertToMatch> = {}): AlertToMatch => ({
  id,
  site: 'hedin-se',
  query,
  condition: 'all',
  createdAt: new Date(saved),
  checkedAt: null,
  sentCarIds: [],
  ...extra,
})

const idsOf = async (alerts: AlertToMatch[]) =>
  Object.fromEntries([...(await matchAlerts(alerts, cars))].map(([id, match]) => [id, match.ids]))

describe('alert matching', () => {
  it('finds the new cars a saved search shows, newest first, within the site and its filters', async () => {
    expect(await idsOf([alert('electric-volvo', 'car_brand=Volvo&car_fuel=El')])).toEqual({
      'electric-volvo': ['7', '2', '1'],
    })
  })

  it('applies models, ranges, exclusions and the list page condition preset as the list does', async () => {
    const found = await idsOf([
      alert('model', 'car_model=Volvo%3EXC40'),
      alert('price', 'car_fuel=El&car_price=400000&car_price=500000'),
      alert('not-diesel', 'car_brand=Volvo&car_fuel.neq=Diesel'),
      alert('used-only', 'car_brand=Volvo&car_model=Volvo%3EXC40', { condition: 'used' }),
    ])
    expect(found).toEqual({ model: ['7', '2'], price: ['1'], 'not-diesel': ['7', '2', '1'], 'used-only': ['2'] })
  })

  it('matches a keyphrase as the list does', async () => {
    expect(await idsOf([alert('words', 'keyphrase=ix1')])).toEqual({ words: ['4'] })
  })

  it('leaves out cars already sent and cars published before the last check (less the lookback)', async () => {
    const checked = saved + 2 * day + LOOKBACK_MS
    expect(
      await idsOf([
        alert('sent', 'car_brand=Volvo&car_fuel=El', { sentCarIds: ['7'] }),
        alert('checked', 'car_brand=Volvo&car_fuel=El', { checkedAt: new Date(checked) }),
      ]),
    ).toEqual({ sent: ['2', '1'], checked: ['7', '2'] })
  })

  it('answers nothing for an alert without new matches, and for no cars at all', async () => {
    expect(await idsOf([alert('none', 'car_brand=Skoda')])).toEqual({})
    expect(await matchAlerts([alert('a', '')], [])).toEqual(new Map())
  })

  it('restricts a near-me search to the dealers within its radius', async () => {
    const near = 'near=59.33,18.07&radius=50'
    const nearby = { ...cars[1]!, car_id: '9', car_site_id: 'site-2' }
    const found = await matchAlerts(
      [alert('near', `car_brand=Volvo&car_fuel=El&${near}`)],
      [...cars, nearby],
      async () => ['site-2'],
    )
    expect(found.get('near')?.ids).toEqual(['9'])
    const none = await matchAlerts([alert('near', `car_brand=Volvo&${near}`)], cars, async () => [])
    expect(none.size).toBe(0)
  })

  it('counts from the search save, then from a day before the last check', () => {
    expect(alertSince({ createdAt: new Date(saved), checkedAt: null })).toBe(saved)
    expect(alertSince({ createdAt: new Date(saved), checkedAt: new Date(saved + 3 * day) })).toBe(saved + 2 * day)
    expect(alertSince({ createdAt: new Date(saved), checkedAt: new Date(saved + 1000) })).toBe(saved)
    expect(newForAlert(alert('x', ''), { content: [{ car_id: '1', car_publishdate: 'not a date' }] })).toEqual([])
  })
})
