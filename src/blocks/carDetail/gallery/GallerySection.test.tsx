import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { carDocument } from '@/modules/search/testing/fixture'
import { makeSite } from '@/modules/sites/site.fixture'
import type { BlockContext } from '../../context'
import { GallerySection } from './GallerySection'
import { dynamicLoaded } from '../../testing/eager-dynamic'

// The blocks' browser parts load through next/dynamic; here they render at once.
vi.mock('next/dynamic', () => import('../../testing/eager-dynamic'))
beforeAll(dynamicLoaded)

const ctx = (flags: Record<string, boolean> = {}, lang: 'en' | 'sv' = 'en'): BlockContext => ({
  site: makeSite({ languages: ['sv', 'en'], flags }),
  lang,
  t: createTranslator({}, lang),
  path: '/kop-bil/1/volvo-xc60',
  editing: false,
  searchParams: {},
})

const pictures = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    original: `/api/inventory-images/v1-car-suv-red-${i}.jpg`,
    blur_data_url: null,
  }))

const render = (car: ReturnType<typeof carDocument>, layout: 'standard' | 'alternate' = 'standard', context = ctx()) =>
  renderToStaticMarkup(GallerySection({ car, ctx: context, layout }))

describe('GallerySection', () => {
  it('shows the first picture large with a counter, previous and next, and a thumbnail per picture', () => {
    const html = render(carDocument(1, { car_images: pictures(4) }))
    expect(html).toContain('Image 1 of 4')
    expect(html).toContain('aria-label="Show all images: Volvo XC60, image 1 of 4"')
    expect(html).toContain('aria-label="Previous image"')
    expect(html).toContain('aria-label="Next image"')
    expect(html.match(/aria-label="Volvo XC60, image \d of 4"/g)).toHaveLength(4)
    expect(html).toContain('aria-current="true"')
    // the first picture is the page's largest: fetched at once, at high priority
    expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*v1-car-suv-red-0\.jpg/)
  })

  it('falls back to the primary image when the car has no gallery, without steppers', () => {
    const html = render(
      carDocument(1, { car_primary_image: { thumbnail_url: '/api/inventory-images/v1-car-suv-red-thumb.jpg' } }),
    )
    expect(html).toContain('v1-car-suv-red-thumb.jpg')
    expect(html).toContain('Image 1 of 1')
    expect(html).not.toContain('Next image')
  })

  it("shows 'images coming soon' for a car with no pictures, in the site's language", () => {
    expect(render(carDocument(1, {}))).toContain('images coming soon')
    expect(render(carDocument(1, {}), 'standard', ctx({}, 'sv'))).toContain('bilder kommer snart')
  })

  it('lays every picture out in one list in the alternate layout (two by two on desktop), a carousel below 1024 px', () => {
    const html = render(carDocument(1, { car_images: pictures(3) }), 'alternate')
    expect(html.match(/<li /g)).toHaveLength(3)
    expect(html).toContain('lg:grid-cols-2')
    expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1)
  })

  it('keeps the gallery for an Autos On Show car only where the site has the viewer', () => {
    const aos = { car_regno: 'AB12 CDE', autos_on_show: true, car_country_code: 'GB', car_price_currency: 'GBP' }
    // no pictures, but the browser may still find 360 media: the gallery (with its placeholder) renders
    const uk = render(carDocument(1, aos), 'standard', ctx({ autosOnShow: true }))
    expect(uk).toContain('images coming soon')
    // the toggles appear only once the browser has the media
    expect(uk).not.toContain('aria-pressed')
    expect(render(carDocument(1, aos), 'standard', ctx())).toContain('images coming soon')
  })
})
