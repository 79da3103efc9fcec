import { describe, it, expect } from 'vitest'
import { buildTitle, fitTitle, MAX_TITLE_LENGTH, pageTitle } from './title'

const template = '%s | Hedin Automotive'

describe('pageTitle', () => {
  it('prefers metaTitle, then navTitle, then title', () => {
    expect(pageTitle({ metaTitle: 'Meta', navTitle: 'Nav', title: 'Title' })).toBe('Meta')
    expect(pageTitle({ navTitle: 'Nav', title: 'Title' })).toBe('Nav')
    expect(pageTitle({ title: 'Title' })).toBe('Title')
  })

  it('treats null, empty and blank values as missing', () => {
    expect(pageTitle({ metaTitle: null, navTitle: '', title: 'Title' })).toBe('Title')
    expect(pageTitle({ metaTitle: '   ', navTitle: '\n\t', title: ' Title ' })).toBe('Title')
    expect(pageTitle({})).toBeUndefined()
  })
})

describe('buildTitle', () => {
  it('fills %s with the metaTitle', () => {
    expect(buildTitle(template, { metaTitle: 'Köp bil', navTitle: 'Bilar' })).toBe('Köp bil | Hedin Automotive')
  })

  it('falls back to navTitle, then title', () => {
    expect(buildTitle(template, { metaTitle: '', navTitle: 'Bilar', title: 'Alla bilar' })).toBe(
      'Bilar | Hedin Automotive',
    )
    expect(buildTitle(template, { metaTitle: null, navTitle: null, title: 'Alla bilar' })).toBe(
      'Alla bilar | Hedin Automotive',
    )
  })

  it('trims the chosen title', () => {
    expect(buildTitle(template, { metaTitle: '  Köp bil \n' })).toBe('Köp bil | Hedin Automotive')
  })

  it('replaces every %s', () => {
    expect(buildTitle('%s – %s', { title: 'A' })).toBe('A – A')
  })

  it('takes replacement patterns in a title literally', () => {
    expect(buildTitle(template, { title: "$& $' $$ $1" })).toBe("$& $' $$ $1 | Hedin Automotive")
  })

  it('does not re-expand a %s inside the title', () => {
    expect(buildTitle(template, { title: '100%s' })).toBe('100%s | Hedin Automotive')
  })

  it.each([
    ['%s | Hedin Automotive', 'Hedin Automotive'],
    ['Hedin Automotive | %s', 'Hedin Automotive'],
    ['%s - Hedin', 'Hedin'],
    ['%s – smart Sverige', 'smart Sverige'],
    ['%s — MINI Norge', 'MINI Norge'],
    ['Hedin: %s', 'Hedin'],
    ['%s', ''],
    ['  %s  |  Hedin  ', 'Hedin'],
    ['Hedin %s Group', 'Hedin  Group'],
  ])('without any title, %j becomes %j', (tpl, expected) => {
    expect(buildTitle(tpl, { metaTitle: ' ', navTitle: null })).toBe(expected)
  })

  it('returns a template without %s unchanged apart from separators', () => {
    expect(buildTitle('Hedin Automotive', { title: 'Page' })).toBe('Hedin Automotive')
  })

  it('returns the title alone for an empty template', () => {
    expect(buildTitle('', { title: 'Page' })).toBe('Page')
    expect(buildTitle('', {})).toBe('')
  })

  it('keeps markup as text (escaping is the renderer’s job)', () => {
    expect(buildTitle(template, { title: '<b>x</b>' })).toBe('<b>x</b> | Hedin Automotive')
  })
})

describe('fitTitle', () => {
  const template = '%s | Hedin Automotive'

  it('keeps name, year and price when they fit in 70 characters', () => {
    expect(fitTitle(template, ['Volvo XC60 T8 Recharge', '2021', '399 900 kr'])).toBe(
      'Volvo XC60 T8 Recharge, 2021, 399 900 kr | Hedin Automotive',
    )
  })

  it('drops the price, then the year, before touching the name', () => {
    const name = 'Mercedes-Benz GLE 350 de 4MATIC AMG Line Premium'
    expect(fitTitle(template, [name, '2022', '899 900 kr'])).toBe(`${name} | Hedin Automotive`)
    expect(fitTitle(template, ['Volvo XC60 T8 Recharge Inscription Expression', '2021', '399 900 kr'])).toBe(
      'Volvo XC60 T8 Recharge Inscription Expression, 2021 | Hedin Automotive',
    )
  })

  it('cuts a name too long on its own at a word boundary, keeping the site name', () => {
    const name = 'Volkswagen ID. Buzz Cargo Pro 77 kWh Long Range Comfort Plus Edition Two Tone'
    const title = fitTitle(template, [name, '2024', '599 900 kr'])
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
    expect(title).toBe('Volkswagen ID. Buzz Cargo Pro 77 kWh Long Range… | Hedin Automotive')
  })

  it('leaves the template out when it leaves too little room', () => {
    const long = '%s – the used and new cars of the Hedin Automotive group in Sweden and Norway'
    const title = fitTitle(long, ['Volvo XC60 T8 Recharge', '2021'])
    expect(title).toBe('Volvo XC60 T8 Recharge')
  })

  it('never exceeds 70 characters, whatever the parts', () => {
    for (const length of [1, 30, 69, 70, 71, 200]) {
      const title = fitTitle(template, ['x'.repeat(length), '2021', '1 kr'])
      expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
    }
  })
})
