import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SearchRequest } from '../search/contract'
import { createMemoryEngine, type MemoryEngine } from '../search/engines/memory'
import { createSearchService } from '../search/service'
import { UnknownSiteError } from '../search/site-scopes'
import { createMemoryStore } from '../search/store/memory-store'
import { carDocument as car } from '../search/testing/fixture'
import { CAR_CARD_FIELDS } from './card-document'
import { testCardOptions } from './card-options.fixture'
import { CAR_OF_THE_WEEK_REQUEST, loadCarsOfTheWeek } from './car-of-the-week'
import { CAR_OF_THE_WEEK_MIN_SLIDES, loopSlides, nearestCopy } from './slide-loop'

let engine: MemoryEngine | undefined
afterEach(async () => {
  await engine?.close()
  engine = undefined
})

async function serviceWithVehicles() {
  const store = createMemoryStore()
  const vehicles = [
    car(1, { caroftheweek: true, car_brand: 'Kia', car_model: 'EV6', car_price_text: '499 900 kr' }),
    car(2, { caroftheweek: false, car_brand: 'Volvo', car_model: 'XC40' }),
    car(3, { caroftheweek: true, car_brand: 'MINI', car_model: 'Cooper', car_country_code: 'NO' }),
    car(4, { caroftheweek: true, car_brand: 'Renault', car_model: 'Clio' }),
  ]
  await store.write('vehicles', {
    upserts: vehicles.map((doc) => ({ id: doc.car_id, json: JSON.stringify(doc) })),
    deletes: [],
  })
  engine = await createMemoryEngine(store, { pollMs: 60_000 })
  const running = engine
  return createSearchService({ engine: async () => running, logger: { error: vi.fn() } })
}

describe('CAR_OF_THE_WEEK_REQUEST', () => {
  it('asks the vehicles index for cars of the week with the card fields only (spec 7.2)', () => {
    expect(CAR_OF_THE_WEEK_REQUEST).toEqual({
      index: 'vehicles',
      filters: { caroftheweek: [true] },
      fields: [...CAR_CARD_FIELDS],
      limit: 24,
    })
  })
})

describe('loadCarsOfTheWeek', () => {
  it("returns the site's cars of the week as cards linking to the car detail path", async () => {
    const service = await serviceWithVehicles()
    const cards = await loadCarsOfTheWeek(
      (request) => service.searchForSite('hedin-se', request),
      testCardOptions('/kop-bil'),
    )
    expect(cards.map((card) => card.id).sort()).toEqual(['1', '4'])
    const kia = cards.find((card) => card.id === '1')
    expect(kia).toMatchObject({ brand: 'Kia', model: 'EV6', href: '/kop-bil/1/car-1', price: '499 900 kr' })
  })

  it('keeps a brand site to its brands', async () => {
    const service = await serviceWithVehicles()
    const cards = await loadCarsOfTheWeek(
      (request) => service.searchForSite('rnautomotive', request),
      testCardOptions('/bilar'),
    )
    expect(cards.map((card) => card.id)).toEqual(['4'])
  })

  it('returns no cards for a site without car inventory', async () => {
    const service = await serviceWithVehicles()
    await expect(
      loadCarsOfTheWeek((request) => service.searchForSite('charge-se', request), testCardOptions('/')),
    ).resolves.toEqual([])
  })

  it('sends the request unchanged and throws any other failure', async () => {
    const seen: SearchRequest[] = []
    const failing = async (request: SearchRequest) => {
      seen.push(request)
      throw new Error('search is down')
    }
    await expect(loadCarsOfTheWeek(failing, testCardOptions('/'))).rejects.toThrow('search is down')
    expect(seen).toEqual([CAR_OF_THE_WEEK_REQUEST])
    const unknown = async () => {
      throw new UnknownSiteError('pickup-se')
    }
    await expect(loadCarsOfTheWeek(unknown, testCardOptions('/'))).resolves.toEqual([])
  })

  it('drops documents that cannot be cards', async () => {
    const search = async () => ({
      facet: [],
      content: [{ car_id: '9', car_brand: 'Kia' }, { car_brand: 'no id' }],
      total_items: 2,
      limit: 24,
      offset: 0,
    })
    const cards = await loadCarsOfTheWeek(search, testCardOptions('/en/buy-car'))
    expect(cards.map((card) => card.href)).toEqual(['/en/buy-car/9'])
  })
})

describe('loopSlides', () => {
  it('repeats the whole list until there are enough slides, marking the copies', () => {
    const slides = loopSlides(['a', 'b', 'c'], 8)
    expect(slides.map((slide) => slide.item).join('')).toBe('abcabcabc')
    expect(slides.map((slide) => slide.duplicate)).toEqual([false, false, false, true, true, true, true, true, true])
    expect(slides.map((slide) => slide.index)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2])
    expect(new Set(slides.map((slide) => slide.key)).size).toBe(slides.length)
  })

  it('keeps a list that is long enough as it is', () => {
    const slides = loopSlides(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], CAR_OF_THE_WEEK_MIN_SLIDES)
    expect(slides).toHaveLength(9)
    expect(slides.every((slide) => !slide.duplicate)).toBe(true)
  })

  it('gives exactly the minimum when it divides evenly, and the list itself for no minimum', () => {
    expect(loopSlides(['a', 'b'], 8)).toHaveLength(8)
    expect(loopSlides(['a'], 8).filter((slide) => !slide.duplicate)).toHaveLength(1)
    expect(loopSlides(['a', 'b'], 0).map((slide) => slide.item)).toEqual(['a', 'b'])
  })

  it('makes no slides of no items', () => {
    expect(loopSlides([], 8)).toEqual([])
  })

  it('does not change the list it is given', () => {
    const items = Object.freeze(['a', 'b'])
    loopSlides(items, 8)
    expect(items).toEqual(['a', 'b'])
  })
})

describe('nearestCopy', () => {
  // 3 cars in 9 slides: car 0 is slides 0, 3 and 6.
  it('picks the copy of the item nearest to the current slide', () => {
    expect(nearestCopy(0, 0, 3, 9)).toBe(0)
    expect(nearestCopy(0, 5, 3, 9)).toBe(6)
    expect(nearestCopy(2, 4, 3, 9)).toBe(5)
    expect(nearestCopy(1, 3, 3, 9)).toBe(4)
  })

  it('measures the distance around the loop', () => {
    // From slide 8, slide 0 is one step forward around the seam.
    expect(nearestCopy(0, 8, 3, 9)).toBe(0)
    expect(nearestCopy(2, 0, 3, 9)).toBe(8)
  })

  it('is the item itself without copies, and 0 for an empty carousel', () => {
    expect(nearestCopy(3, 0, 5, 5)).toBe(3)
    expect(nearestCopy(0, 0, 0, 0)).toBe(0)
  })
})
