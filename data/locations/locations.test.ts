import { describe, expect, it } from 'vitest'
import { distanceKm } from '../../src/modules/geo/haversine'
import { apportion, DEMO_CHARGING_POINTS, demoChargingPoints, demoPickupDealers, PICKUP_TOWNS } from './index'
import { ROADS } from './roads'
import { TOWNS } from './towns'

const SWEDEN = { south: 55.2, north: 69.1, west: 10.9, east: 24.2 }
const SWEDISH_ZIP = /^\d{3} \d{2}$/

describe('demo charging points', () => {
  const stations = demoChargingPoints()

  it('are the same on every run', () => {
    expect(demoChargingPoints(50)).toEqual(demoChargingPoints(50))
    expect(stations.map((s) => s.locationId)).toEqual(demoChargingPoints().map((s) => s.locationId))
  })

  it('number as many as asked, about 3,000 by default', () => {
    expect(stations).toHaveLength(DEMO_CHARGING_POINTS)
    expect(demoChargingPoints(120)).toHaveLength(120)
  })

  it('have unique EVSE-style ids and unique names', () => {
    expect(new Set(stations.map((s) => s.locationId)).size).toBe(stations.length)
    expect(new Set(stations.map((s) => s.name)).size).toBe(stations.length)
    for (const station of stations) expect(station.locationId).toMatch(/^SE\*HDC\*E\d{6}$/)
  })

  it('lie in Sweden, with a real postcode prefix of their town', () => {
    const prefixes = new Map(TOWNS.map((t) => [t.name, t.zipPrefix]))
    for (const station of stations) {
      expect(station.lat).toBeGreaterThan(SWEDEN.south)
      expect(station.lat).toBeLessThan(SWEDEN.north)
      expect(station.lng).toBeGreaterThan(SWEDEN.west)
      expect(station.lng).toBeLessThan(SWEDEN.east)
      expect(station.zip).toMatch(SWEDISH_ZIP)
      expect(station.zip.slice(0, 3)).toBe(prefixes.get(station.city))
      expect(station.address).toMatch(/ \d+$/)
    }
  })

  it('have 150–300 kW CCS2 fast chargers and 11–22 kW Type 2 chargers, with EVSE ids per charger', () => {
    const options = stations.flatMap((s) => s.chargerOptions.map((o) => ({ station: s, option: o })))
    for (const station of stations) expect(station.chargerOptions.length).toBeGreaterThan(0)
    for (const { station, option } of options) {
      expect(option.id.startsWith(`${station.locationId}*`)).toBe(true)
      expect(option.amount).toBeGreaterThan(0)
      if (option.icon === 'CCS2') expect([150_000, 200_000, 300_000]).toContain(option.watts)
      else expect([11_000, 22_000]).toContain(option.watts)
    }
    expect(options.some((o) => o.option.icon === 'Type2')).toBe(true)
    expect(options.some((o) => o.option.watts === 300_000)).toBe(true)
  })

  it('put about a third along E4, E6, E18 and E20', () => {
    const byRoad = new Map(ROADS.map((road) => [road.name, stations.filter((s) => s.name.includes(` ${road.name} `))]))
    const onRoads = [...byRoad.values()].reduce((sum, list) => sum + list.length, 0)
    expect(onRoads).toBe(Math.round(DEMO_CHARGING_POINTS * 0.35))
    for (const list of byRoad.values()) expect(list.length).toBeGreaterThan(50)
    // The E4 stations are spread from Helsingborg to Haparanda, not bunched at one end.
    const e4 = byRoad.get('E4')!
    expect(Math.min(...e4.map((s) => s.lat))).toBeLessThan(56.5)
    expect(Math.max(...e4.map((s) => s.lat))).toBeGreaterThan(65.5)
  })

  it('go to towns by population: Stockholm has the most, every town has some', () => {
    const count = (city: string) => stations.filter((s) => s.city === city && !/ E\d+ /.test(s.name)).length
    expect(count('Stockholm')).toBeGreaterThan(count('Uppsala'))
    expect(count('Uppsala')).toBeGreaterThan(count('Kiruna'))
    for (const town of TOWNS) expect(count(town.name)).toBeGreaterThan(0)
  })

  it('are open around the clock, or have hours for every day', () => {
    for (const station of stations) {
      if (station.open24h) expect(station.openingHours).toEqual([])
      else expect(station.openingHours.map((row) => row.day)).toHaveLength(7)
    }
    expect(stations.some((s) => s.open24h)).toBe(true)
    expect(stations.some((s) => !s.open24h)).toBe(true)
  })
})

describe('demo pickup dealers', () => {
  const dealers = demoPickupDealers()

  it('are one per town the pickup page names, within a few km of it', () => {
    expect(dealers.map((d) => d.city)).toEqual([...PICKUP_TOWNS])
    expect(PICKUP_TOWNS).toHaveLength(18)
    const towns = new Map(TOWNS.map((t) => [t.name, t]))
    for (const dealer of dealers) expect(distanceKm(dealer, towns.get(dealer.city)!)).toBeLessThan(6)
  })

  it('each have an e-mail, a Swedish phone number and a web page', () => {
    for (const dealer of dealers) {
      expect(dealer.type).toBe('F150Location')
      expect(dealer.emails.length).toBeGreaterThan(0)
      for (const email of dealer.emails) expect(email).toMatch(/^[a-z.-]+@pickupcenter\.se$/)
      for (const phone of dealer.phones) expect(phone).toMatch(/^0\d{1,3}-\d{2,3}( \d{2})+$/)
      expect(dealer.webpages[0]).toMatch(/^https:\/\/pickupcenter\.se\/aterforsaljare\/[a-z-]+$/)
      expect(dealer.zip).toMatch(SWEDISH_ZIP)
    }
    expect(dealers.find((d) => d.city === 'Östersund')!.webpages[0]).toBe(
      'https://pickupcenter.se/aterforsaljare/ostersund',
    )
  })

  it('are closed on Sundays', () => {
    for (const dealer of dealers) expect(dealer.openingHours.map((row) => row.day)).not.toContain('sunday')
  })
})

describe('apportion', () => {
  it('splits a total in whole numbers that add up, by weight', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(apportion(7, [5, 0, 2])).toEqual([5, 0, 2])
    expect(apportion(0, [1, 2])).toEqual([0, 0])
    expect(apportion(100, [3, 1]).reduce((a, b) => a + b)).toBe(100)
  })
})
