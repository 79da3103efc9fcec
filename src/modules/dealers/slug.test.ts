import { describe, expect, it } from 'vitest'
import { currentDealerSlug, dealerPath } from './slug'

describe('dealer slugs', () => {
  it('renames Hedin Bil slugs to Hedin Automotive', () => {
    expect(currentDealerSlug('hedin-bil-barkarby')).toBe('hedin-automotive-barkarby')
    expect(currentDealerSlug('hedin-bil-goteborg-hisingen')).toBe('hedin-automotive-goteborg-hisingen')
    expect(currentDealerSlug('hedin-automotive-alnabru')).toBe('hedin-automotive-alnabru')
    expect(currentDealerSlug('hedin-mercedes-benz-segeltorp')).toBe('hedin-mercedes-benz-segeltorp')
    expect(currentDealerSlug('hedin-bil-')).toBe('hedin-bil-')
  })

  it('joins the site-detail path and a slug', () => {
    expect(dealerPath('/anlaggningar/', 'hedin-automotive-umea')).toBe('/anlaggningar/hedin-automotive-umea')
  })
})
