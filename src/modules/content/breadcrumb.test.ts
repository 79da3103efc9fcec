import { describe, expect, it } from 'vitest'
import { buildBreadcrumb, crumbPaths, pathSegments, segmentLabel, toItemPath, wildcardStart } from './breadcrumb'

const titles: Record<string, string> = {
  '/': 'Hedin Automotive – bilar, service och verkstad',
  '/kop-bil': 'Köp bil',
  '/kop-bil/kampanjer': 'Kampanjer',
  '/kop-bil/kampanjer/bilkampanjer': 'Bilkampanjer',
}
const titleOf = (path: string) => titles[path]

describe('buildBreadcrumb', () => {
  it('names home, each ancestor page and the page itself', () => {
    expect(buildBreadcrumb({ path: '/kop-bil/kampanjer/bilkampanjer', titleOf, homeLabel: 'Startsida' })).toEqual([
      { path: '/', label: 'Startsida', current: false },
      { path: '/kop-bil', label: 'Köp bil', current: false },
      { path: '/kop-bil/kampanjer', label: 'Kampanjer', current: false },
      { path: '/kop-bil/kampanjer/bilkampanjer', label: 'Bilkampanjer', current: true },
    ])
  })

  it('leaves out ancestors without a page, which would be dead links', () => {
    const crumbs = buildBreadcrumb({ path: '/kop-bil/okand/bilkampanjer', titleOf, homeLabel: 'Startsida' })
    expect(crumbs.map((c) => c.path)).toEqual(['/', '/kop-bil', '/kop-bil/okand/bilkampanjer'])
    expect(crumbs.at(-1)).toEqual({ path: '/kop-bil/okand/bilkampanjer', label: 'Bilkampanjer', current: true })
  })

  it('collapses the part a wildcard covers into one crumb, the car page', () => {
    const crumbs = buildBreadcrumb({
      path: '/kop-bil/123456/volvo-xc60-t8-2021',
      titleOf,
      homeLabel: 'Startsida',
      wildcardItemPaths: ['/kop-bil/,-w-,'],
    })
    expect(crumbs).toEqual([
      { path: '/', label: 'Startsida', current: false },
      { path: '/kop-bil', label: 'Köp bil', current: false },
      { path: '/kop-bil/123456/volvo-xc60-t8-2021', label: 'Volvo xc60 t8 2021', current: true },
    ])
  })

  it('keeps a real page under the wildcard base as usual', () => {
    const crumbs = buildBreadcrumb({
      path: '/kop-bil/kampanjer',
      titleOf,
      homeLabel: 'Startsida',
      wildcardItemPaths: ['/kop-bil/,-w-,'],
    })
    expect(crumbs.map((c) => c.label)).toEqual(['Startsida', 'Köp bil', 'Kampanjer'])
  })

  it('is empty on the home page', () => {
    expect(buildBreadcrumb({ path: '/', titleOf, homeLabel: 'Startsida' })).toEqual([])
  })
})

describe('path helpers', () => {
  it('splits and decodes segments, ignoring a query', () => {
    expect(pathSegments('/kop-bil/%C3%A5r-2024/?x=1')).toEqual(['kop-bil', 'år-2024'])
    expect(pathSegments('/bad/%E0%A4%A')).toEqual(['bad', '%E0%A4%A'])
  })

  it('lists every prefix root first', () => {
    expect(crumbPaths('/a/b')).toEqual(['/', '/a', '/a/b'])
    expect(crumbPaths('/')).toEqual(['/'])
  })

  it('writes the wildcard slug as the separator segment in item paths', () => {
    expect(toItemPath('/kop-bil/*')).toBe('/kop-bil/,-w-,')
    expect(toItemPath('/')).toBe('/')
  })

  it('finds where a wildcard starts, case-insensitively, and only below its base', () => {
    expect(wildcardStart('/Kop-Bil/1/x', ['/kop-bil/,-w-,'])).toBe(1)
    expect(wildcardStart('/kop-bil', ['/kop-bil/,-w-,'])).toBeNull()
    expect(wildcardStart('/salj-bil/1/x', ['/kop-bil/,-w-,'])).toBeNull()
    expect(wildcardStart('/kop-bil/1/x', ['/kop-bil/kampanjer'])).toBeNull()
  })

  it('labels a slug readably', () => {
    expect(segmentLabel('volvo-xc60_t8')).toBe('Volvo xc60 t8')
    expect(segmentLabel('---')).toBe('---')
  })
})
