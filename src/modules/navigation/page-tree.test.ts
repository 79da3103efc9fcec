import { describe, expect, it } from 'vitest'
import { buildNavigation, extraNavigationItems, type NavigationPage } from './page-tree'

let nextId = 1
function page(path: string, title: string, extra: Partial<NavigationPage> = {}): NavigationPage {
  return { id: nextId++, parent: null, path, slug: path.split('/').at(-1) ?? '', title, ...extra }
}

/** Links parents by path, like the CMS does. */
function tree(pages: NavigationPage[]): NavigationPage[] {
  const byPath = new Map(pages.map((p) => [p.path, p]))
  return pages.map((p) => {
    if (p.path === '/') return p
    const parentPath = p.path.split('/').slice(0, -1).join('/') || '/'
    return { ...p, parent: byPath.get(parentPath)?.id ?? null }
  })
}

const labels = (items: { label: string; children: unknown[] }[]) => items.map((i) => i.label)

describe('buildNavigation', () => {
  it('makes the home page’s children the top level, in posInMenu order, unordered ones last', () => {
    const nav = buildNavigation(
      tree([
        page('/', 'Start'),
        page('/service', 'Service', { posInMenu: 2 }),
        page('/om-oss', 'Om oss'),
        page('/kop-bil', 'Köp bil', { posInMenu: 1 }),
      ]),
    )
    expect(labels(nav)).toEqual(['Köp bil', 'Service', 'Om oss'])
  })

  it('orders children by orderInDropdown, not by posInMenu', () => {
    const nav = buildNavigation(
      tree([
        page('/', 'Start'),
        page('/kop-bil', 'Köp bil'),
        page('/kop-bil/nya', 'Nya bilar', { orderInDropdown: 2, posInMenu: 1 }),
        page('/kop-bil/begagnade', 'Begagnade bilar', { orderInDropdown: 1, posInMenu: 2 }),
      ]),
    )
    expect(labels(nav[0]!.children)).toEqual(['Begagnade bilar', 'Nya bilar'])
  })

  it('uses navigationTitle, then navTitle, then the title', () => {
    const nav = buildNavigation(
      tree([
        page('/', 'Start'),
        page('/a', 'Finansiering – billån och leasing', { navTitle: 'Finansiering', navigationTitle: 'Billån' }),
        page('/b', 'Våra anläggningar', { navTitle: 'Anläggningar' }),
        page('/c', 'Kontakt', { navTitle: '  ' }),
      ]),
    )
    expect(labels(nav)).toEqual(['Billån', 'Anläggningar', 'Kontakt'])
  })

  it('hides hidden pages with everything below them, and wildcard pages', () => {
    const nav = buildNavigation(
      tree([
        page('/', 'Start'),
        page('/kop-bil', 'Köp bil'),
        page('/kop-bil/*', 'Bil i lager'),
        page('/kop-bil/kampanjer', 'Kampanjer'),
        page('/demo', 'Demo', { hideInNavigation: true }),
        page('/demo/blocks', 'Blocks'),
      ]),
    )
    expect(labels(nav)).toEqual(['Köp bil'])
    expect(labels(nav[0]!.children)).toEqual(['Kampanjer'])
  })

  it('stops after three levels', () => {
    const nav = buildNavigation(
      tree([page('/', 'Start'), page('/a', 'A'), page('/a/b', 'B'), page('/a/b/c', 'C'), page('/a/b/c/d', 'D')]),
    )
    const c = nav[0]!.children[0]!.children[0]!
    expect(c.label).toBe('C')
    expect(c.children).toEqual([])
  })

  it('lets an entry with children link to its page only when the editor allows it', () => {
    const nav = buildNavigation(
      tree([
        page('/', 'Start'),
        page('/a', 'A', { isNavigableInMenuWhenItHasChildren: true }),
        page('/a/x', 'X'),
        page('/b', 'B'),
        page('/b/y', 'Y'),
        page('/c', 'C'),
      ]),
    )
    expect(nav.map((i) => i.navigable)).toEqual([true, false, true])
  })

  it('links to the external link instead of the page, in a new tab when it is external', () => {
    const nav = buildNavigation(
      tree([
        page('/', 'Start'),
        page('/webbshop', 'Webbshop', { externalLink: { href: 'https://shop.example.com', linktype: 'external' } }),
        page('/dack', 'Däck', { externalLink: { href: '/dack-och-biltillbehor', linktype: 'internal' } }),
        page('/c', 'C', { externalLink: { href: '  ' } }),
      ]),
    )
    expect(nav.map((i) => [i.href, i.external])).toEqual([
      ['https://shop.example.com', true],
      ['/dack-och-biltillbehor', false],
      ['/c', false],
    ])
  })

  it('is empty without a home page', () => {
    expect(buildNavigation(tree([page('/a', 'A')]))).toEqual([])
  })
})

describe('extraNavigationItems', () => {
  it('keeps items with a title or a link text and an address', () => {
    const items = extraNavigationItems([
      { title: 'Boka service', link: { url: '/service' } },
      { title: '', link: { label: 'Webbshop', url: 'https://shop.example.com' } },
      { title: ' ', link: { label: '', url: '/x' } },
      { title: 'Utan länk', link: { url: '' } },
      { link: null },
    ])
    expect(items.map((i) => [i.label, i.href, i.external])).toEqual([
      ['Boka service', '/service', false],
      ['Webbshop', 'https://shop.example.com', true],
    ])
  })

  it('accepts a missing list', () => {
    expect(extraNavigationItems(undefined)).toEqual([])
  })
})
