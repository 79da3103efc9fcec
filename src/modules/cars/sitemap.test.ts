import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { carDocument } from '../search/testing/fixture'
import { buildSitemapIndexXml, buildSitemapXml, chunkEntries, newest, URLS_PER_SITEMAP } from '../seo/sitemap'
import { makeSite } from '../sites/site.fixture'
import { carImageUrls, carLastModified, carSitemapEntry, type SitemapCar } from './sitemap'

const origin = 'https://hedinautomotive.se'
const swedish = makeSite({ paths: { ...makeSite().paths, carDetail: '/kop-bil' } })
const finnish = makeSite({ name: 'hedin-fi', languages: ['fi', 'sv', 'en'], defaultLanguage: 'fi' })

/** A stock of `count` cars as a scan reads them: ids, slugs, feed times and 6 pictures each. */
function stock(count: number): SitemapCar[] {
  const day = Date.UTC(2026, 0, 1)
  return Array.from({ length: count }, (_, i) => ({
    car_id: String(i + 1),
    slug: `volvo-xc60-${i + 1}`,
    indexed_at: new Date(day + (i % 300) * 86_400_000).toISOString(),
    car_publishdate: null,
    car_images: ['side', 'flip', 'front', 'rear', 'wheel', 'cabin'].map((view) => ({
      original: `/images/inventory/v1-car-suv-red-${view}.jpg`,
    })),
  }))
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'image:image', 'xhtml:link'].includes(name),
})

describe('car sitemap entries', () => {
  it('lists the canonical detail page with every picture as an absolute URL', () => {
    const car = carDocument(42, {
      slug: 'volvo-xc60-t8',
      indexed_at: '2026-03-02T10:00:00Z',
      car_images: [{ original: '/images/inventory/a.jpg' }, { original: 'https://cdn.example/b.jpg' }],
    })
    expect(carSitemapEntry(car, swedish, origin)).toEqual({
      path: '/kop-bil/42/volvo-xc60-t8',
      languages: ['sv'],
      lastModified: new Date('2026-03-02T10:00:00Z'),
      images: ['https://hedinautomotive.se/images/inventory/a.jpg', 'https://cdn.example/b.jpg'],
    })
  })

  it('takes lastmod from the feed time, else the publish date, else none', () => {
    expect(carLastModified({ indexed_at: '2026-03-02T10:00:00Z', car_publishdate: '2025-01-01' })).toEqual(
      new Date('2026-03-02T10:00:00Z'),
    )
    expect(carLastModified({ indexed_at: null, car_publishdate: '2025-01-01' })).toEqual(new Date('2025-01-01'))
    expect(carLastModified({ indexed_at: null, car_publishdate: null })).toBeNull()
  })

  it('keeps a car without pictures, falling back to its list picture', () => {
    expect(carImageUrls({ car_images: [], car_primary_image: null }, origin)).toEqual([])
    expect(carImageUrls({ car_images: [], car_primary_image: { thumbnail_url: '/t.jpg' } }, origin)).toEqual([
      'https://hedinautomotive.se/t.jpg',
    ])
    const xml = buildSitemapXml(
      [carSitemapEntry({ ...stock(1)[0]!, car_images: [] }, swedish, origin)],
      swedish,
      origin,
    )
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<loc>https://hedinautomotive.se/kop-bil/1/volvo-xc60-1</loc>')
    expect(xml).not.toContain('image:image>')
  })
})

describe('car sitemaps at 100,000 cars', () => {
  const cars = stock(100_000)

  it('splits a one-language site into files of 45,000 URLs, every car once', () => {
    const chunks = chunkEntries(
      cars.map((car) => carSitemapEntry(car, swedish, origin)),
      swedish,
    )
    expect(chunks.map((chunk) => chunk.length)).toEqual([45_000, 45_000, 10_000])
    const xml = buildSitemapXml(chunks[0]!, swedish, origin)
    expect(XMLValidator.validate(xml)).toBe(true)
    const urls = parser.parse(xml).urlset.url as { loc: string; lastmod: string; 'image:image': unknown[] }[]
    expect(urls).toHaveLength(URLS_PER_SITEMAP)
    expect(urls[0]).toMatchObject({
      loc: 'https://hedinautomotive.se/kop-bil/1/volvo-xc60-1',
      lastmod: '2026-01-01T00:00:00Z',
    })
    expect(urls[0]!['image:image']).toHaveLength(6)
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024)
  })

  it('counts each language version as a URL, so a three-language file holds 15,000 cars', () => {
    const chunks = chunkEntries(
      cars.map((car) => carSitemapEntry(car, finnish, origin)),
      finnish,
    )
    expect(chunks).toHaveLength(7)
    expect(chunks.slice(0, 6).every((chunk) => chunk.length === 15_000)).toBe(true)
    expect(chunks[6]).toHaveLength(10_000)
    const xml = buildSitemapXml(chunks[0]!, finnish, origin)
    const urls = parser.parse(xml).urlset.url as unknown[]
    expect(urls).toHaveLength(45_000)
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024)
  })

  it('gives each index child the newest change it lists', () => {
    const chunks = chunkEntries(
      cars.map((car) => carSitemapEntry(car, swedish, origin)),
      swedish,
    )
    const xml = buildSitemapIndexXml(
      chunks.map((chunk, i) => ({ name: `cars-${i + 1}`, lastModified: newest(chunk.map((e) => e.lastModified)) })),
      origin,
    )
    expect(XMLValidator.validate(xml)).toBe(true)
    const children = parser.parse(xml).sitemapindex.sitemap as { loc: string; lastmod: string }[]
    expect(children.map((child) => child.loc)).toEqual([
      'https://hedinautomotive.se/sitemap-cars-1.xml',
      'https://hedinautomotive.se/sitemap-cars-2.xml',
      'https://hedinautomotive.se/sitemap-cars-3.xml',
    ])
    expect(children[0]!.lastmod).toBe('2026-10-27T00:00:00Z')
  })
})
