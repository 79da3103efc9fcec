import { describe, it, expect } from 'vitest'
import { pageViewEvent, pageViewEventSchema } from './page-view'

const base = {
  pageState: 'normal',
  itemId: '{A1B2C3D4-0000-0000-0000-000000000001}',
  pageName: 'Köp bil',
  language: 'sv',
} as const

describe('pageViewEvent', () => {
  it('builds the event for a normal page with an item id', () => {
    expect(pageViewEvent({ ...base, pageVariantId: 'variant-b' })).toEqual({
      channel: 'WEB',
      currency: 'USD',
      page: { name: 'Köp bil', itemId: '{A1B2C3D4-0000-0000-0000-000000000001}' },
      pageVariantId: 'variant-b',
      language: 'sv',
    })
  })

  it('defaults the page variant to _default', () => {
    expect(pageViewEvent(base)?.pageVariantId).toBe('_default')
    expect(pageViewEvent({ ...base, pageVariantId: null })?.pageVariantId).toBe('_default')
    expect(pageViewEvent({ ...base, pageVariantId: '  ' })?.pageVariantId).toBe('_default')
  })

  it.each(['edit', 'preview'] as const)('does not track in %s state', (pageState) => {
    expect(pageViewEvent({ ...base, pageState })).toBeNull()
  })

  it.each([undefined, null, '', '   '])('does not track without an item id (%j)', (itemId) => {
    expect(pageViewEvent({ ...base, itemId })).toBeNull()
  })

  it('does not track a page without a name', () => {
    expect(pageViewEvent({ ...base, pageName: ' ' })).toBeNull()
  })

  it('trims item id and page name', () => {
    expect(pageViewEvent({ ...base, itemId: ' abc ', pageName: ' Hem ' })?.page).toEqual({
      name: 'Hem',
      itemId: 'abc',
    })
  })

  it('builds events that pass the API schema', () => {
    const event = pageViewEvent({ ...base, language: 'nb' })
    expect(pageViewEventSchema.parse(event)).toEqual(event)
  })
})

describe('pageViewEventSchema', () => {
  const valid = {
    channel: 'WEB',
    currency: 'USD',
    page: { name: 'Hem', itemId: 'abc' },
    pageVariantId: '_default',
    language: 'fi',
  }

  it('accepts a valid event and strips unknown keys', () => {
    expect(pageViewEventSchema.parse({ ...valid, extra: 1 })).toEqual(valid)
  })

  it.each([
    ['channel', { ...valid, channel: 'APP' }],
    ['currency', { ...valid, currency: 'SEK' }],
    ['language', { ...valid, language: 'de' }],
    ['page.itemId', { ...valid, page: { name: 'Hem', itemId: '' } }],
    ['page.name', { ...valid, page: { name: 'x'.repeat(513), itemId: 'a' } }],
    ['pageVariantId', { ...valid, pageVariantId: '' }],
    ['page', { ...valid, page: 'Hem' }],
  ])('rejects a bad %s', (path, input) => {
    const result = pageViewEventSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path)
  })

  it('rejects non-objects', () => {
    for (const input of [null, undefined, 'event', 42, []]) {
      expect(pageViewEventSchema.safeParse(input).success).toBe(false)
    }
  })
})
