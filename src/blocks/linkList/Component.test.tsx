import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { makeSite } from '@/modules/sites/site.fixture'
import type { LinkListBlock as LinkListFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { LinkListBlock } from './Component'

const site = makeSite({ languages: ['sv', 'en'], defaultLanguage: 'sv' })
const ctx: BlockContext = {
  site,
  lang: 'en',
  t: createTranslator({ opensInNewTab: 'Opens in a new tab' }, 'en'),
  path: '/',
  editing: false,
  searchParams: {},
}

const render = (items: LinkListFields['items'], c = ctx) =>
  renderToStaticMarkup(<LinkListBlock block={{ blockType: 'linkList', heading: 'Genvägar', items }} ctx={c} />)

describe('LinkListBlock', () => {
  it('draws the icon matching the link only for items with HasIcon', () => {
    const html = render([
      { label: 'Kampanjer', url: '/kampanjer', hasIcon: true },
      { label: 'BMW', url: 'https://www.bmw.se', hasIcon: true },
      { label: 'Mejla', url: 'mailto:info@hedin.se', hasIcon: true },
      { label: 'Ring', url: 'tel:+4631000000', hasIcon: true },
      { label: 'Utan ikon', url: '/utan', hasIcon: false },
    ])
    expect([...html.matchAll(/data-icon="(\w+)"/g)].map((m) => m[1])).toEqual(['arrow', 'external', 'mail', 'phone'])
  })

  it('links through Link: language prefix inside the site, new tab with a spoken hint for other sites', () => {
    const html = render([
      { label: 'Kampanjer', url: '/kampanjer' },
      { label: 'BMW', url: 'https://www.bmw.se' },
    ])
    expect(html).toContain('href="/en/kampanjer"')
    expect(html).toMatch(/href="https:\/\/www\.bmw\.se" target="_blank" rel="noopener noreferrer"/)
    expect(html).toContain('BMW<span class="sr-only"> (Opens in a new tab)</span>')
    expect(html).not.toContain('data-icon')
  })

  it('marks links in editing mode', () => {
    expect(render([{ label: 'Kampanjer', url: '/kampanjer' }], { ...ctx, editing: true })).toContain(
      'data-editable-link',
    )
  })

  it('renders nothing without items that have both text and link', () => {
    expect(render([])).toBe('')
    expect(render([{ label: ' ', url: '/x' }])).toBe('')
  })
})
