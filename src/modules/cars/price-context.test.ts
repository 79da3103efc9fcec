import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../content/dictionary'
import { KNOWN_LANGS } from '../sites/languages'
import { PRICE_RATING_LEVELS } from '../search/price-rating'
import { BRAND_THEMES, contrastRatio, themePalettes } from '../themes/themes'
import {
  cardPriceRating,
  priceContextTexts,
  priceDropOf,
  priceHistoryOf,
  priceRatingOf,
  priceRatingWhy,
  RATING_LEVELS,
  roundedExpected,
} from './price-context'

describe('reading the price context of a document', () => {
  it('knows the grades of the model', () => {
    expect(RATING_LEVELS).toEqual(PRICE_RATING_LEVELS)
  })

  it('reads a rating into the figures its why quotes', () => {
    expect(cardPriceRating({ rating: 'great', expected: 250_000, diff: -0.123, comparables: 18 })).toEqual({
      rating: 'great',
      percent: 12,
      direction: 'under',
      count: 18,
    })
    expect(cardPriceRating({ rating: 'high', expected: 1, diff: 0.07, comparables: 6 })?.direction).toBe('over')
    expect(cardPriceRating({ rating: 'fair', expected: 1, diff: 0.004, comparables: 6 })?.direction).toBe('at')
    expect(priceRatingOf({ rating: 'good', expected: 99_000, diff: -0.05, comparables: 9 })?.expected).toBe(99_000)
  })

  it('shows nothing for a missing or odd field', () => {
    for (const value of [
      null,
      undefined,
      'great',
      {},
      { rating: 'cheap', diff: 0, comparables: 5, expected: 1 },
      { rating: 'good', diff: 'x', comparables: 5, expected: 1 },
    ]) {
      expect(cardPriceRating(value)).toBeNull()
    }
    expect(priceDropOf({ from: 100, to: 120, date: '2026-01-01' })).toBeNull()
    expect(priceDropOf({ from: 120, to: 100, date: 'yesterday' })).toBeNull()
    expect(priceDropOf({ from: 120, to: 100, date: '2026-01-01' })).toEqual({ from: 120, to: 100, date: '2026-01-01' })
    expect(
      priceHistoryOf([
        { date: '2026-01-01', price: 1 },
        { date: 'x', price: 2 },
        null,
        { date: '2026-02-01', price: -1 },
      ]),
    ).toEqual([{ date: '2026-01-01', price: 1 }])
    expect(priceHistoryOf('nope')).toEqual([])
  })
})

describe('roundedExpected', () => {
  it('quotes three significant digits', () => {
    expect(roundedExpected(295_308)).toBe(295_000)
    expect(roundedExpected(12_345)).toBe(12_300)
    expect(roundedExpected(1_049_999)).toBe(1_050_000)
    expect(roundedExpected(987)).toBe(987)
  })
})

describe('the why, in every language', () => {
  it.each(KNOWN_LANGS)('%s: names the percentage and the count, and every grade', (lang) => {
    const texts = priceContextTexts(createTranslator({}, lang))
    const why = priceRatingWhy({ rating: 'great', percent: 12, direction: 'under', count: 18 }, texts)
    expect(why).toMatch(/12/)
    expect(why).toMatch(/18/)
    expect(why).not.toMatch(/[{}]/)
    const at = priceRatingWhy({ rating: 'fair', percent: 0, direction: 'at', count: 7 }, texts)
    expect(at).toMatch(/7/)
    expect(at).not.toMatch(/[{}]/)
    const labels = PRICE_RATING_LEVELS.map((level) => texts[level])
    expect(new Set(labels).size).toBe(4)
    expect(texts.lowered).not.toBe('priceLowered')
  })

  it('writes the percentage the language’s way', () => {
    const under = { rating: 'good', percent: 5, direction: 'under', count: 9 } as const
    expect(priceRatingWhy(under, priceContextTexts(createTranslator({}, 'en')))).toBe(
      '5% under the expected price for 9 similar cars in stock',
    )
    expect(priceRatingWhy(under, priceContextTexts(createTranslator({}, 'sv')))).toBe(
      '5 % under förväntat pris för 9 liknande bilar i lager',
    )
  })
})

describe('badge colours', () => {
  const css = readFileSync(resolve(__dirname, '../../app/(site)/globals.css'), 'utf8')
  const colours = (selector: string) => {
    const body = new RegExp(`\\${selector} \\{([^}]*)\\}`).exec(css)?.[1] ?? ''
    return {
      background: /background-color: (#[0-9a-f]{6})/.exec(body)?.[1],
      text: /(?:^|[\s;])color: (#[0-9a-f]{6})/.exec(body)?.[1],
    }
  }

  it.each([...PRICE_RATING_LEVELS.map((level) => `.price-rating-${level}`), '.price-lowered'])(
    '%s reaches 4.5:1 with its own background, in every theme',
    (selector) => {
      const { background, text } = colours(selector)
      expect(background, selector).toBeDefined()
      expect(text, selector).toBeDefined()
      expect(contrastRatio(text!, background!)).toBeGreaterThanOrEqual(4.5)
      // The badge brings its own background and text colour, so no brand theme changes the pair.
      expect(css).not.toMatch(new RegExp(`\\${selector} \\{[^}]*var\\(--color`))
    },
  )

  it('the why panel is the theme’s text on its surface, a pair every theme keeps at 4.5:1', () => {
    expect(css).toMatch(/\.price-rating-why \{[^}]*bg-\[var\(--color-surface\)\][^}]*text-\[var\(--color-fg\)\]/)
    for (const theme of BRAND_THEMES) {
      expect(contrastRatio(themePalettes[theme].fg, themePalettes[theme].surface)).toBeGreaterThanOrEqual(4.5)
    }
  })
})
