import { describe, expect, it, vi } from 'vitest'
import { locationsQuerySchema, geocodeQuerySchema, parseQuery, suggestQuerySchema } from './api-schemas'
import { directionsUrl } from './directions'
import { isOpenAt, matchesFilters } from './filters'
import { formatLocationDistance, nearest } from './nearest'
import { clampShow, LIST_INITIAL, LIST_STEP, nextShow } from './paging'
import { loadLocations, parseCoordinate, readAllPages, readLocation, readLocations, type RawLocation } from './read'
import { createSuggester, SUGGEST_OPTIONS } from './suggest'
import { queryLocations } from './query'
import { rawLocations } from './test-locations'
import type { Location } from './types'
import { decodeLocatorState, encodeLocatorState, toggleConnector } from './url-state'

const { locations } = readLocations(rawLocations)
const stockholm = { lat: 59.3293, lng: 18.0686 }
const silentLog = () => ({ warn: vi.fn(), error: vi.fn() })

describe('read rules', () => {
  it('parses coordinates as numbers; blank or non-numeric is empty', () => {
    expect(parseCoordinate('59.5')).toBe(59.5)
    expect(parseCoordinate(' -12 ')).toBe(-12)
    expect(parseCoordinate(18.07)).toBe(18.07)
    for (const value of ['', '  ', 'abc', '59,5', '1e3', null, undefined, Number.NaN, Infinity, {}]) {
      expect(parseCoordinate(value), String(value)).toBeNull()
    }
  })

  it('shows a location only with id, name, city, address, zip and valid coordinates', () => {
    const good = rawLocations[0]!
    expect(readLocation(good).ok).toBe(true)
    for (const field of ['id', 'name', 'city', 'address', 'zip']) {
      expect(readLocation({ ...good, [field]: '  ' })).toEqual({ ok: false, reason: 'missing-field', field })
    }
    expect(readLocation({ ...good, lat: '' })).toEqual({ ok: false, reason: 'bad-coordinates' })
    expect(readLocation({ ...good, lng: '200' })).toEqual({ ok: false, reason: 'bad-coordinates' })
  })

  it('does not show a missing or unknown type', () => {
    const { locationType: _, ...untyped } = rawLocations[0]!
    expect(readLocation(untyped)).toEqual({ ok: false, reason: 'unknown-type' })
    expect(readLocation({ ...untyped, locationType: 'Invalid' })).toEqual({ ok: false, reason: 'unknown-type' })
  })

  it('skips bad coordinates with a logged warning and counts every skipped record', () => {
    const log = silentLog()
    const raws: RawLocation[] = [...rawLocations, { ...rawLocations[0]!, id: 'x', lat: 'north' }, { id: 'y' }]
    const result = readLocations(raws, log)
    expect(result.locations.map((l) => l.id)).toEqual(rawLocations.map((r) => r.id))
    expect(result.skipped).toBe(2)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/invalid coordinates/)
  })

  it('keeps the type’s own fields: charger options, e-mail/phone/web lists', () => {
    const charger = locations.find((l) => l.id === 'SE*HCH*E0001')!
    expect(charger.chargerOptions).toHaveLength(2)
    expect(charger.lat).toBe(59.3326)
    const pickup = locations.find((l) => l.locationType === 'F150Location')!
    expect(pickup.email).toEqual(['gbg@pickup.example'])
    expect(pickup.phone).toEqual(['+46 31 123 45 67'])
    expect(pickup.webpage).toEqual(['https://pickup.example/goteborg'])
    expect(locations.find((l) => l.locationType === 'Location')?.dealerPath).toBe('/anlaggningar/hedin-bil-malmo')
  })

  it('reads 300 per call until all are read', async () => {
    const store = Array.from({ length: 750 }, (_, i) => ({ id: String(i) }))
    const calls: [number, number][] = []
    const all = await readAllPages(async (offset, limit) => {
      calls.push([offset, limit])
      return { docs: store.slice(offset, offset + limit), totalDocs: store.length }
    })
    expect(all).toHaveLength(750)
    expect(calls).toEqual([
      [0, 300],
      [300, 300],
      [600, 300],
    ])
  })

  it('logs and answers an empty list without a site or language, or when a read fails', async () => {
    const log = silentLog()
    const read = vi.fn(async () => rawLocations)
    expect(await loadLocations({ site: 'charge-se', lang: null }, read, log)).toEqual({ locations: [], skipped: 0 })
    expect(await loadLocations({ site: null, lang: 'sv' }, read, log)).toEqual({ locations: [], skipped: 0 })
    expect(read).not.toHaveBeenCalled()
    const failing = async () => {
      throw new Error('database down')
    }
    expect(await loadLocations({ site: 'charge-se', lang: 'sv' }, failing, log)).toEqual({ locations: [], skipped: 0 })
    expect(log.error).toHaveBeenCalledTimes(3)
    expect((await loadLocations({ site: 'charge-se', lang: 'sv' }, read, log)).locations).toHaveLength(5)
  })
})

describe('nearest', () => {
  it('answers every location within 16 km, nearest first, with distances', () => {
    const near = nearest(locations, stockholm)
    expect(near.map((l) => l.id)).toEqual(['SE*HCH*E0001', 'SE*HCH*E0002', 'SE*HCH*E0003'])
    expect(near[0]?.distance?.unit).toBe('km')
    expect(near[0]!.distance!.value).toBeLessThan(1)
  })

  it('answers at least 3 however far, and all within 16 km when there are more', () => {
    const far = nearest(locations, { lat: 65.58, lng: 22.15 }) // Luleå: nothing within 16 km
    expect(far).toHaveLength(3)
    const many: Location[] = Array.from({ length: 10 }, (_, i) => ({
      ...locations[0]!,
      id: `p${i}`,
      lat: stockholm.lat + i * 0.01, // about 1.1 km apart
    }))
    expect(nearest(many, stockholm)).toHaveLength(10)
    const spread = many.map((l, i) => ({ ...l, lat: stockholm.lat + i * 0.1 })) // 11 km apart
    expect(nearest(spread, stockholm)).toHaveLength(3)
    expect(nearest(spread, stockholm).at(-1)!.distance!.value).toBeCloseTo(22.2, 0)
  })

  it('measures in miles when asked (km = miles × 1.60934)', () => {
    const km = nearest(locations, stockholm, 'km')[2]!.distance!.value
    const mi = nearest(locations, stockholm, 'mi')[2]!.distance!.value
    expect(mi * 1.60934).toBeCloseTo(km, 1)
  })

  it('shows distances under 1 as ~N m rounded to 100', () => {
    expect(formatLocationDistance({ value: 0.449, unit: 'km' }, 'sv')).toBe('~400 m')
    expect(formatLocationDistance({ value: 0.03, unit: 'km' }, 'sv')).toBe('~100 m')
    expect(formatLocationDistance({ value: 3.44, unit: 'km' }, 'sv')).toBe('3,4 km')
    expect(formatLocationDistance({ value: 0.25, unit: 'mi' }, 'en')).toBe('~400 m')
    expect(formatLocationDistance({ value: 12.4, unit: 'mi' }, 'en')).toBe('12 mi')
  })
})

describe('list paging', () => {
  it('shows 20, then 5 more per Show more', () => {
    expect(LIST_INITIAL).toBe(20)
    expect(LIST_STEP).toBe(5)
    expect(nextShow(20)).toBe(25)
    expect(nextShow(25)).toBe(30)
  })

  it('clamps ?show= to 20 + 5n, ignoring what is not a number', () => {
    expect(clampShow('25')).toBe(25)
    expect(clampShow('23')).toBe(25)
    expect(clampShow('3')).toBe(20)
    expect(clampShow('-5')).toBe(20)
    expect(clampShow('abc')).toBe(20)
    expect(clampShow(undefined)).toBe(20)
    expect(clampShow('99999999')).toBe(20)
    expect(clampShow('999999')).toBe(5000)
  })
})

describe('suggestions', () => {
  it('uses exactly the spec’s Fuse options', () => {
    expect(SUGGEST_OPTIONS).toEqual({
      keys: [
        { name: 'name', weight: 0.5 },
        { name: 'city', weight: 0.3 },
        { name: 'address', weight: 0.15 },
        { name: 'zip', weight: 0.05 },
      ],
      threshold: 0.4,
      minMatchCharLength: 2,
    })
  })

  it('suggests at most 5, nothing under 2 characters', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...locations[0]!, id: `s${i}`, name: `Laddplats ${i}` }))
    const suggest = createSuggester([...locations, ...many])
    expect(suggest('u')).toEqual([])
    expect(suggest('Uppsala')[0]?.id).toBe('SE*HCH*E0003')
    expect(suggest('Laddplats')).toHaveLength(5)
    expect(suggest('Göteborg')[0]?.id).toBe('F150-GBG')
    expect(suggest('754 50')[0]?.id).toBe('SE*HCH*E0003')
  })
})

describe('filters', () => {
  const clock = { timeZone: 'Europe/Stockholm', now: new Date('2026-11-23T10:00:00Z') } // a Monday, 11:00
  it('keeps locations with a charger of the connector and power asked for', () => {
    const ids = (connectors: ('CCS2' | 'CCS1' | 'Type2')[], minPower: 50 | 150 | 300 | null) =>
      locations.filter((l) => matchesFilters(l, { connectors, minPower, openNow: false }, clock)).map((l) => l.id)
    expect(ids(['CCS2'], null)).toEqual(['SE*HCH*E0001', 'SE*HCH*E0002'])
    expect(ids(['Type2'], 150)).toEqual([])
    expect(ids([], 300)).toEqual(['SE*HCH*E0002'])
    expect(ids(['CCS1', 'CCS2'], 50)).toEqual(['SE*HCH*E0001', 'SE*HCH*E0002', 'SE*HCH*E0003'])
    expect(ids([], null)).toHaveLength(5)
  })

  it('open now: 24/7, or the weekly hours in the site’s time zone', () => {
    const solna = locations.find((l) => l.id === 'SE*HCH*E0002')!
    expect(isOpenAt(solna, 'Europe/Stockholm', clock.now)).toBe(true)
    expect(isOpenAt(solna, 'Europe/Stockholm', new Date('2026-11-23T21:30:00Z'))).toBe(false) // 22:30 local
    expect(isOpenAt(solna, 'Europe/Stockholm', new Date('2026-11-25T10:00:00Z'))).toBe(false) // Wednesday
    expect(isOpenAt(locations[0]!, 'Europe/Stockholm', new Date('2026-11-25T02:00:00Z'))).toBe(true)
    const open = queryLocations(locations, {
      filters: { connectors: [], minPower: null, openNow: true },
      ...clock,
      locale: 'sv',
    })
    expect(open.map((l) => l.id)).toEqual(['SE*HCH*E0002', 'SE*HCH*E0001', 'SE*HCH*E0003'])
  })

  it('lists by city without a search point', () => {
    const all = queryLocations(locations, { ...clock, locale: 'sv' })
    expect(all.map((l) => l.city)).toEqual(['Göteborg', 'Malmö', 'Solna', 'Stockholm', 'Uppsala'])
  })
})

describe('page URL state', () => {
  it('reads every parameter and ignores or clamps bad values', () => {
    const state = decodeLocatorState({
      q: ' Uppsala ',
      near: '59.3,18.1',
      show: '27',
      connector: ['CCS2', 'bogus', 'Type2'],
      minPower: '150',
      open: 'now',
      location: 'SE*HCH*E0001',
      view: 'list',
    })
    expect(state).toEqual({
      q: 'Uppsala',
      near: { lat: 59.3, lng: 18.1 },
      show: 30,
      connectors: ['CCS2', 'Type2'],
      minPower: 150,
      openNow: true,
      location: 'SE*HCH*E0001',
      listOnly: true,
    })
    const bad = decodeLocatorState({ q: 'x'.repeat(101), near: '99,0', minPower: '70', open: 'yes', location: '<x>' })
    expect(bad).toMatchObject({ q: '', near: null, minPower: null, openNow: false, location: null, show: 20 })
  })

  it('writes a state back, defaults left out', () => {
    const state = decodeLocatorState(new URLSearchParams('connector=CCS2&minPower=300&show=25'))
    expect(encodeLocatorState(state)).toBe('?connector=CCS2&minPower=300&show=25')
    expect(encodeLocatorState(toggleConnector(state, 'CCS2'))).toBe('?minPower=300')
    expect(encodeLocatorState(decodeLocatorState({}))).toBe('')
  })
})

describe('API query schemas', () => {
  const parse = <S extends Parameters<typeof parseQuery>[0]>(schema: S, query: string) =>
    parseQuery(schema, new URLSearchParams(query))

  it('reads a full locations query', () => {
    const result = parse(
      locationsQuerySchema,
      'site=charge-se&lang=sv&near=59.3,18.0&unit=mi&connector=CCS2,Type2&minPower=150&open=now&offset=20&limit=300',
    )
    expect(result).toEqual({
      ok: true,
      value: {
        site: 'charge-se',
        lang: 'sv',
        near: { lat: 59.3, lng: 18 },
        unit: 'mi',
        connector: ['CCS2', 'Type2'],
        minPower: 150,
        open: 'now',
        offset: 20,
        limit: 300,
      },
    })
  })

  it('answers {error, field} for each malformed parameter', () => {
    const base = 'site=charge-se&lang=sv'
    for (const [query, field] of [
      ['lang=sv', 'site'],
      ['site=charge-se', 'lang'],
      [`${base}&near=59.3`, 'near'],
      [`${base}&near=91,0`, 'near'],
      [`${base}&unit=ft`, 'unit'],
      [`${base}&connector=CHAdeMO`, 'connector'],
      [`${base}&minPower=100`, 'minPower'],
      [`${base}&open=later`, 'open'],
      [`${base}&limit=301`, 'limit'],
      [`${base}&limit=0`, 'limit'],
      [`${base}&offset=-1`, 'offset'],
      [`${base}&unit=km&unit=mi`, 'unit'],
    ] as const) {
      const result = parse(locationsQuerySchema, query)
      expect(result.ok, query).toBe(false)
      if (!result.ok) {
        expect(result.error.field, query).toBe(field)
        expect(typeof result.error.error).toBe('string')
      }
    }
  })

  it('suggest: q up to 100 characters; geocode: q required', () => {
    expect(parse(suggestQuerySchema, 'site=charge-se&lang=sv')).toMatchObject({ ok: true, value: { q: '' } })
    expect(parse(suggestQuerySchema, `site=charge-se&lang=sv&q=${'a'.repeat(101)}`)).toMatchObject({
      ok: false,
      error: { field: 'q' },
    })
    expect(parse(geocodeQuerySchema, 'site=charge-se&q=')).toMatchObject({ ok: false, error: { field: 'q' } })
    expect(parse(geocodeQuerySchema, 'site=charge-se&q=Uppsala')).toMatchObject({ ok: true })
  })
})

describe('directions', () => {
  it('links Google Maps directions with name, address, zip and city', () => {
    const url = new URL(directionsUrl(locations[0]!))
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/')
    expect(url.searchParams.get('destination')).toBe('Hedin Charge Sergels torg, Sergels torg 1, 111 57 Stockholm')
  })
})

describe('suggestions over the demo network', () => {
  it('answer exactly what Fuse over every location answers', async () => {
    const { default: Fuse } = await import('fuse.js')
    const { demoChargingPoints } = await import('../../../data/locations')
    const all = readLocations(
      demoChargingPoints(1500).map((d) => ({ ...d, locationType: d.type, id: d.locationId })),
    ).locations
    const plain = new Fuse(all, SUGGEST_OPTIONS)
    const suggest = createSuggester(all)
    const queries = [
      'Uppsala',
      'Up',
      'uppsla',
      'Göteborg',
      'Goteborg',
      'Storgatan 1',
      '753',
      '753 20',
      'Hedin Charge Uppsla Centrum',
      'Kungsgatan 12 Göteborg E6 rastplats vid motorvägen norr',
      'E4',
      'xq',
      ...all.slice(0, 40).map((l, i) => (i % 2 ? l.name.slice(0, 6 + (i % 9)) : l.address.replace(/a/, 'e'))),
    ]
    for (const q of queries) {
      const expected = plain.search(q.trim(), { limit: 5 }).map((r) => r.item.id)
      expect(
        suggest(q).map((l) => l.id),
        q,
      ).toEqual(expected)
    }
  })
})
