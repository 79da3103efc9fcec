import { describe, expect, it } from 'vitest'
import { linkKind } from './link'

describe('linkKind', () => {
  it.each([
    ['/kop-bil', 'internal'],
    ['/kop-bil?car_brand=BMW', 'internal'],
    ['kontakt', 'internal'],
    ['#contact-form', 'anchor'],
    ['mailto:info@hedin.se', 'mailto'],
    ['MAILTO:info@hedin.se', 'mailto'],
    ['tel:+4631000000', 'tel'],
    ['https://www.bmw.se', 'external'],
    ['http://example.com/x', 'external'],
    ['//cdn.example.com/x', 'external'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind)
  })
})
