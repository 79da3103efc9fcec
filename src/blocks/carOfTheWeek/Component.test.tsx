import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import type { SearchRequest, SearchResponse } from '@/modules/search/contract'
import { UnknownSiteError } from '@/modules/search/site-scopes'
import { makeSite } from '@/modules/sites/site.fixture'
import type { CarOfTheWeekBlock as CarOfTheWeekFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { CarOfTheWeekBlock } from './Component'
import { dynamicLoaded } from '../testing/eager-dynamic'

// The blocks' browser parts load through next/dynamic; here they render at once.
vi.mock('next/dynamic', () => import('../testing/eager-dynamic'))
beforeAll(dynamicLoaded)

const searchForSite = vi.fn<(siteName: string, request: SearchRequest) => Promise<SearchResponse>>()
vi.mock('@/modules/search/inventory-reads', () => ({
  searchSiteInventory: (siteName: string, request: SearchRequest) => searchForSite(siteName, request),
}))

const ctx: BlockContext = {
  site: makeSite({ languages: ['sv', 'en'] }),
  lang: 'en',
  t: createTranslator({}, 'en'),
  path: '/',
  editing: false,
  searchParams: {},
}
const block: CarOfTheWeekFields = { id: 'b1', blockType: 'carOfTheWeek' }

function respond(content: Record<string, unknown>[]): SearchResponse {
  return { facet: [], content, total_items: content.length, limit: 24, offset: 0 }
}

const cars = [
  { car_id: '11', slug: 'kia-ev6', car_brand: 'Kia', car_model: 'EV6' },
  { car_id: '12', slug: 'volvo-xc40', car_brand: 'Volvo', car_model: 'XC40' },
  { car_id: '13', slug: 'mini-cooper', car_brand: 'MINI', car_model: 'Cooper' },
]

async function render(fields: CarOfTheWeekFields = block) {
  return renderToStaticMarkup(await CarOfTheWeekBlock({ block: fields, ctx }))
}

beforeEach(() => {
  searchForSite.mockReset()
})

describe('CarOfTheWeekBlock', () => {
  it("queries the site's vehicles index for cars of the week", async () => {
    searchForSite.mockResolvedValue(respond(cars))
    await render()
    expect(searchForSite).toHaveBeenCalledWith(
      'hedin-se',
      expect.objectContaining({ index: 'vehicles', filters: { caroftheweek: [true] } }),
    )
  })

  it('renders each car once as a scrollable list in the server HTML, linking with the language prefix', async () => {
    searchForSite.mockResolvedValue(respond(cars))
    const html = await render()
    expect(html).toContain('Car of the week</h2>')
    expect(html.match(/<li /g)).toHaveLength(3)
    expect(html).not.toContain('aria-hidden="true" data-duplicate')
    expect(html).toContain('overflow-x-auto')
    expect(html).toContain('href="/en/kop-bil/11/kia-ev6"')
    expect(html).toContain('aria-label="Previous slide"')
    expect(html).toContain('aria-label="Next slide"')
    expect(html).toContain('aria-label="Go to slide 3"')
    expect(html).toMatch(/aria-labelledby="car-of-the-week-b1"/)
  })

  it("uses the editor's heading and text", async () => {
    searchForSite.mockResolvedValue(respond(cars))
    const html = await render({ ...block, heading: 'Weekly picks', text: 'Handpicked by our sellers' })
    expect(html).toContain('Weekly picks</h2>')
    expect(html).toContain('Handpicked by our sellers')
  })

  it('renders nothing without cars of the week', async () => {
    searchForSite.mockResolvedValue(respond([]))
    expect(await CarOfTheWeekBlock({ block, ctx })).toBeNull()
  })

  it('renders nothing for a site without car inventory', async () => {
    searchForSite.mockRejectedValue(new UnknownSiteError('charge-se'))
    expect(await CarOfTheWeekBlock({ block, ctx })).toBeNull()
  })

  it('shows the error text in the block when the search fails', async () => {
    searchForSite.mockRejectedValue(new Error('search is down'))
    const html = await render()
    expect(html).toContain('Car of the week</h2>')
    expect(html).toContain('There was an error loading the cars')
    expect(html).not.toContain('<li')
  })

  it('shows a single car without carousel controls', async () => {
    searchForSite.mockResolvedValue(respond(cars.slice(0, 1)))
    const html = await render()
    expect(html.match(/<li /g)).toHaveLength(1)
    expect(html).not.toContain('Next slide')
  })
})
