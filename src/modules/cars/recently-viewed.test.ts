import { describe, expect, it } from 'vitest'
import type { CarCard } from './card'
import {
  RECENTLY_VIEWED_MAX,
  addRecentlyViewed,
  parseRecentlyViewed,
  recentlyViewedKey,
  removeRecentlyViewed,
} from './recently-viewed'

function card(id: string, overrides: Partial<CarCard> = {}): CarCard {
  return {
    id,
    href: `/bilar/${id}/volvo-xc60`,
    brand: 'Volvo',
    model: 'XC60',
    version: 'B4 AWD',
    year: 2022,
    mileage: '2 076 mil',
    fuel: 'Diesel',
    gearbox: 'Automat',
    city: 'Göteborg',
    image: { src: `/api/inventory-images/${id}.jpg`, blurDataUrl: null },
    price: '399 900 kr',
    previousPrice: null,
    campaign: false,
    exVat: false,
    monthly: null,
    isSample: false,
    isUsed: true,
    ...overrides,
  }
}

const ids = (list: readonly CarCard[]) => list.map((entry) => entry.id)

describe('recentlyViewedKey', () => {
  it('is per site', () => {
    expect(recentlyViewedKey('bilia')).toBe('retail-cloud:recent:bilia')
    expect(recentlyViewedKey('other')).not.toBe(recentlyViewedKey('bilia'))
  })
})

describe('addRecentlyViewed', () => {
  it('puts the car first', () => {
    expect(ids(addRecentlyViewed([card('a'), card('b')], card('c')))).toEqual(['c', 'a', 'b'])
  })

  it('keeps one entry per car, the newest copy at the front', () => {
    const updated = card('b', { price: '349 900 kr' })
    const list = addRecentlyViewed([card('a'), card('b'), card('c')], updated)
    expect(ids(list)).toEqual(['b', 'a', 'c'])
    expect(list[0]?.price).toBe('349 900 kr')
  })

  it('keeps at most twelve, dropping the oldest', () => {
    let list: CarCard[] = []
    for (let i = 0; i < 20; i++) list = addRecentlyViewed(list, card(String(i)))
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(list[0]?.id).toBe('19')
    expect(list.at(-1)?.id).toBe('8')
  })

  it('does not change the list it is given', () => {
    const list = [card('a')]
    addRecentlyViewed(list, card('b'))
    expect(ids(list)).toEqual(['a'])
  })
})

describe('removeRecentlyViewed', () => {
  it('removes the car', () => {
    expect(ids(removeRecentlyViewed([card('a'), card('b')], 'a'))).toEqual(['b'])
  })
})

describe('parseRecentlyViewed', () => {
  it('reads what was stored', () => {
    const stored = JSON.parse(
      JSON.stringify([
        card('a'),
        card('b', {
          image: null,
          monthly: {
            label: 'Billån',
            text: '6 451 kr/mån',
            product: 'loan',
            example: 'Effektiv ränta 7,9 % · totalt 300 000 kr · 60 mån',
          },
        }),
      ]),
    )
    expect(parseRecentlyViewed(stored)).toEqual([
      card('a'),
      card('b', {
        image: null,
        monthly: {
          label: 'Billån',
          text: '6 451 kr/mån',
          product: 'loan',
          example: 'Effektiv ränta 7,9 % · totalt 300 000 kr · 60 mån',
        },
      }),
    ])
  })

  it.each([null, undefined, 'text', 42, { cards: [] }, true])('reads %j as an empty list', (value) => {
    expect(parseRecentlyViewed(value)).toEqual([])
  })

  it('drops entries that are not cards and keeps the rest', () => {
    const { price: _price, ...withoutPrice } = card('b')
    const stored = [card('a'), null, 'x', withoutPrice, { ...card('c'), year: '2020' }, card('d')]
    expect(ids(parseRecentlyViewed(stored))).toEqual(['a', 'd'])
  })

  it('drops unknown fields', () => {
    expect(parseRecentlyViewed([{ ...card('a'), extra: '<script>' }])[0]).not.toHaveProperty('extra')
  })

  it('drops repeats and keeps at most twelve', () => {
    const stored = [card('a'), card('a'), ...Array.from({ length: 20 }, (_, i) => card(String(i)))]
    const list = parseRecentlyViewed(stored)
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(ids(list).slice(0, 3)).toEqual(['a', '0', '1'])
  })
})
