import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { generateCars } from '../../../data/inventory/cars'
import { logger } from '@/lib/logger'
import { createTranslator } from '@/modules/content/dictionary'
import { inspectPage, pageRules } from '@/modules/finance/disclosure/sweep'
import type { SearchRequest, SearchResponse } from '@/modules/search/contract'
import { UnknownSiteError } from '@/modules/search/site-scopes'
import { makeSite } from '@/modules/sites/site.fixture'
import type { CarTeaserBlock as CarTeaserFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { CarTeaserBlock } from './Component'

const searchForSite = vi.fn<(siteName: string, request: SearchRequest) => Promise<SearchResponse>>()
vi.mock('@/modules/search/inventory-reads', () => ({
  searchSiteInventory: (siteName: string, request: SearchRequest) => searchForSite(siteName, request),
}))

const ctx: BlockContext = {
  site: makeSite(),
  lang: 'sv',
  t: createTranslator({}, 'sv'),
  path: '/',
  editing: false,
  searchParams: {},
}

const block: CarTeaserFields = {
  id: 't1',
  blockType: 'carTeaser',
  heading: 'Nya elbilar i lager',
  text: 'Redo att köras hem.',
  fuels: ['El'],
  condition: 'new',
  sort: 'newest',
  limit: 8,
  seeAllLabel: 'Se alla nya elbilar',
}

const swedish = generateCars({ count: 400, seed: 3 }).filter((car) => car.car_country_code === 'SE')
const financed = swedish.filter((car) => car.car_loan_option).slice(0, 3)
// The same cars with no finance offered: no monthly figures to disclose.
const unfinanced = financed.map(
  ({ car_loan_option: _loan, car_leasing_options: _leasing, car_private_leasing_option: _private, ...car }) => car,
)

function respond(content: readonly object[]): SearchResponse {
  return { facet: [], content: content as Record<string, unknown>[], total_items: content.length, limit: 8, offset: 0 }
}

async function render(fields: CarTeaserFields = block) {
  const node = await CarTeaserBlock({ block: fields, ctx })
  return node === null ? null : renderToStaticMarkup(node)
}

beforeEach(() => {
  searchForSite.mockReset()
})

describe('CarTeaserBlock', () => {
  it("searches the site's cars index with the car list's filters and the teaser's limit", async () => {
    searchForSite.mockResolvedValue(respond(financed))
    await render({ ...block, brands: ['BMW'], limit: 4, sort: 'car_price_asc' })
    expect(searchForSite).toHaveBeenCalledTimes(1)
    expect(searchForSite).toHaveBeenCalledWith(
      'hedin-se',
      expect.objectContaining({
        index: 'cars',
        filters: { 'car_brand>car_model': ['BMW'], car_fuel: ['El'], car_is_used: ['false'] },
        limit: 4,
        offset: 0,
        sort_name: 'car_price_asc',
      }),
    )
  })

  it('renders the heading, the text, one linked card per car and the filtered see-all link', async () => {
    searchForSite.mockResolvedValue(respond(unfinanced))
    const html = (await render()) ?? ''
    expect(html).toContain('aria-labelledby="car-teaser-t1"')
    expect(html).toContain('id="car-teaser-t1"')
    expect(html).toContain('Nya elbilar i lager</h2>')
    expect(html).toContain('Redo att köras hem.')
    expect(html.match(/<article /g)).toHaveLength(unfinanced.length)
    expect(html).toContain(`href="/kop-bil/${unfinanced[0]!.car_id}/`)
    expect(html).toContain('href="/kop-bil/alla-bilar-i-lager?car_fuel=El&amp;car_is_used=false"')
    expect(html).toContain('Se alla nya elbilar</a>')
    // No monthly figures: no warning and no example.
    expect(html).not.toContain('data-credit-warning')
    expect(html).not.toContain('data-credit-example')
  })

  it('discloses monthly figures as the car list does: example on each card, the warning and the full example', async () => {
    searchForSite.mockResolvedValue(respond(financed))
    const html = (await render()) ?? ''
    expect(html.match(/data-credit-warning/g)).toHaveLength(1)
    expect(html).toContain('data-example-field')
    const result = inspectPage(`<html><body>${html}</body></html>`, pageRules('SE'))
    expect(result.figures.length).toBeGreaterThan(0)
    expect(result.findings).toEqual([])
  })

  it('renders nothing, heading included, when the query finds no cars', async () => {
    searchForSite.mockResolvedValue(respond([]))
    expect(await render()).toBeNull()
  })

  it('renders nothing and logs when the search fails', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    searchForSite.mockRejectedValue(new Error('search is down'))
    expect(await render()).toBeNull()
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ block: 'carTeaser', site: 'hedin-se' }),
      'car teaser failed to load',
    )
    logged.mockRestore()
  })

  it('renders nothing, without an error, on a site that sells no cars', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    searchForSite.mockRejectedValue(new UnknownSiteError('charge-se'))
    expect(await render()).toBeNull()
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })
})
