import { describe, expect, it } from 'vitest'
import { linkListIcon, visibleLinkListItems } from './link-list'

describe('linkListIcon', () => {
  it('shows no icon unless the item has HasIcon', () => {
    expect(linkListIcon('/kop-bil', false)).toBeNull()
    expect(linkListIcon('https://www.bmw.se', null)).toBeNull()
    expect(linkListIcon('tel:+4631000000', undefined)).toBeNull()
  })
  it.each([
    ['/kop-bil', 'arrow'],
    ['#kontakt', 'arrow'],
    ['https://www.bmw.se', 'external'],
    ['//cdn.example.com/broschyr.pdf', 'external'],
    ['mailto:info@hedin.se', 'mail'],
    ['tel:+4631000000', 'phone'],
  ])('%s gets the %s icon', (href, icon) => {
    expect(linkListIcon(href, true)).toBe(icon)
  })
})

describe('visibleLinkListItems', () => {
  it('leaves out items without text or link and keeps the order of the rest', () => {
    const items = [
      { label: 'Kampanjer', url: '/kampanjer' },
      { label: '  ', url: '/tom' },
      { label: 'Utan länk', url: '' },
      { label: 'Kontakt', url: 'mailto:info@hedin.se' },
    ]
    expect(visibleLinkListItems(items).map((i) => i.label)).toEqual(['Kampanjer', 'Kontakt'])
  })
  it('treats a missing list as empty', () => {
    expect(visibleLinkListItems(null)).toEqual([])
  })
})
