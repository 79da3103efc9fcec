import { describe, expect, it } from 'vitest'
import { mediaUsageTags, referencesMedia } from './media-usage'

const image = (id: number) => ({ id, filename: `car-${id}.webp`, alt: { sv: 'Bil' } })
const se = { id: 1, name: 'hedin-se' }
const uk = { id: 5, name: 'hedin-uk' }

describe('media usage', () => {
  it('finds an upload however deep a block holds it, in any language', () => {
    const main = { sv: [{ blockType: 'hero', slides: [{ image: image(7) }] }], en: [] }
    expect(referencesMedia(main, 7)).toBe(true)
    expect(referencesMedia(main, 8)).toBe(false)
    // A number that happens to equal the id is not an upload.
    expect(referencesMedia({ sv: [{ blockType: 'countdown', id: 7, seconds: 7 }] }, 7)).toBe(false)
  })

  it('expires the pages that show the item, and the regions sub-pages inherit', () => {
    const pages = [
      { site: se, path: '/', main: [], header: [{ blockType: 'navigation', logo: image(3) }] },
      { site: se, path: '/kop-bil', main: [{ blockType: 'hero', image: image(3) }] },
      { site: se, path: '/om-oss', main: [{ blockType: 'hero', image: image(4) }] },
      { site: uk, path: '/', main: [{ blockType: 'hero', image: image(4) }] },
    ]
    expect(mediaUsageTags(pages, 3)).toEqual(['page:hedin-se:/', 'regions:hedin-se:/', 'page:hedin-se:/kop-bil'])
    expect(mediaUsageTags(pages, 4)).toEqual(['page:hedin-se:/om-oss', 'page:hedin-uk:/'])
  })
})
