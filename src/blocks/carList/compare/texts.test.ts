import { describe, expect, it } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { COMPARE_ROW_LABELS } from '@/modules/cars/compare'
import { KNOWN_LANGS } from '@/modules/sites/locale'
import { compareTexts } from './texts'

describe('compareTexts', () => {
  it.each(KNOWN_LANGS)('has every text in %s, with the placeholders the browser fills', (lang) => {
    const texts = compareTexts(createTranslator({}, lang))
    const flat = [
      ...Object.values(texts).filter((value): value is string => typeof value === 'string'),
      ...Object.values(texts.card),
      ...Object.values(texts.rows),
    ]
    // A missing translation falls back to English, then to the key itself.
    const keys = new Set<string>([...Object.values(COMPARE_ROW_LABELS), 'compareCar', 'compareRemoveCar'])
    for (const value of flat) {
      expect(value).not.toBe('')
      expect(keys.has(value), value).toBe(false)
    }
    expect(texts.compareButton).toContain('{count}')
    expect(texts.compareCar).toContain('{name}')
    expect(texts.removeCar).toContain('{name}')
    expect(texts.limit).toContain('4')
    expect(Object.keys(texts.rows)).toEqual(Object.keys(COMPARE_ROW_LABELS))
  })

  it('gives the new compare texts in each language of its own, not the English fallback', () => {
    const english = compareTexts(createTranslator({}, 'en'))
    for (const lang of KNOWN_LANGS.filter((l) => l !== 'en')) {
      const texts = compareTexts(createTranslator({}, lang))
      for (const key of ['removeCar', 'limit', 'linkLabel', 'detailsMissing'] as const) {
        expect(texts[key], `${lang} ${key}`).not.toBe(english[key])
      }
    }
  })

  it('takes the site dictionary first', () => {
    const texts = compareTexts(createTranslator({ compareBest: 'Top' }, 'en'))
    expect(texts.best).toBe('Top')
  })
})
