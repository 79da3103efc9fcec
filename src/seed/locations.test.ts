import { describe, expect, it } from 'vitest'
import { readLocations } from '@/modules/locator/read'
import { demoLocationsFor, seedChargingPointCount } from './locations'

describe('demo locations', () => {
  it('gives charge-se 3,000 charging points by default and N with --charging-points', () => {
    expect(seedChargingPointCount([], {})).toBe(3000)
    expect(seedChargingPointCount(['--charging-points', '120'], {})).toBe(120)
    expect(seedChargingPointCount(['--charging-points=1_000'], {})).toBe(1000)
    expect(seedChargingPointCount([], { SEED_CHARGING_POINTS: '50' })).toBe(50)
    expect(() => seedChargingPointCount(['--charging-points', 'many'], {})).toThrow(/whole number/)
    expect(demoLocationsFor('charge-se', 120)).toHaveLength(120)
  })

  it('gives every demo site locations the locator shows, hedin-se linking to its dealer pages', () => {
    for (const site of ['charge-se', 'pickup-se', 'hedin-se']) {
      const inputs = demoLocationsFor(site, 300)
      expect(inputs.length, site).toBeGreaterThan(5)
      const raws = inputs.map((i) => ({ ...i, locationType: i.type, id: i.locationId }))
      expect(readLocations(raws).skipped, site).toBe(0)
    }
    const dealers = demoLocationsFor('hedin-se', 0)
    expect(dealers.every((d) => d.type === 'Location' && d.dealerPath?.startsWith('/anlaggningar/'))).toBe(true)
    expect(demoLocationsFor('pickup-se', 0).every((d) => d.emails.length && d.phones.length && d.webpages.length)).toBe(
      true,
    )
  })
})
