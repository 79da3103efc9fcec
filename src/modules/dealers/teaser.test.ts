import { describe, expect, it, vi } from 'vitest'
import type { SearchRequest } from '../search/contract'
import { loadSiteTeaser, siteTeaserListHref, siteTeaserQuery } from './teaser'
import { testSite } from './test-site'

const docs = ['a', 'b', 'c', 'd', 'e'].map((slug, i) => testSite({ site_id: String(i), slug }))

describe('site list teaser', () => {
  it('shows the picked dealers in the editor’s order, skipping unknown ones', async () => {
    const search = vi.fn(async (request: SearchRequest) => ({
      content: docs.filter((doc) => (request.filters?.slug as string[]).includes(doc.slug)),
      total_items: 0,
      limit: 100,
      offset: 0,
      facet: [],
    }))
    const items = await loadSiteTeaser(search, siteTeaserQuery({ slugs: ['d', 'gone', 'a'] }))
    expect(items.map((item) => item.slug)).toEqual(['d', 'a'])
  })

  it('shows the first four of a brand, region or department group, from a query of at most 100', async () => {
    const search = vi.fn(async (_request: SearchRequest) => ({
      content: docs,
      total_items: docs.length,
      limit: 100,
      offset: 0,
      facet: [],
    }))
    const query = siteTeaserQuery({ brand: 'Volvo', region: ' ', departmentGroup: 'Workshop' })
    const items = await loadSiteTeaser(search, query)
    expect(items.map((item) => item.slug)).toEqual(['a', 'b', 'c', 'd'])
    expect(search.mock.calls[0]![0]).toMatchObject({
      index: 'sites',
      limit: 100,
      filters: { site_brands: ['Volvo'], site_department_groups: ['Workshop'] },
    })
    expect(siteTeaserListHref('/anlaggningar', query)).toBe(
      '/anlaggningar?site_brands=Volvo&site_department_groups=Workshop',
    )
  })
})
