import { describe, expect, it } from 'vitest'
// feed's own XML library, strict (sax): a malformed document throws
import { xml2js, type Element } from 'xml-js'
import { buildStoriesFeed, feedPath } from './feed'
import type { StorySummary } from './types'

const stories: StorySummary[] = Array.from({ length: 25 }, (_, i) => ({
  id: 25 - i,
  slug: `story-${25 - i}`,
  indexPath: '/livet-med-bil',
  date: new Date(Date.UTC(2026, 0, 25 - i, 12)).toISOString(),
  title: `Berättelse ${25 - i} & <mer>`,
  premble: 'Ingress',
  image: { src: '/-/media/story.jpg', alt: '', width: 1920, height: 1080 },
  tags: [{ id: 1, key: 'elbil', value: 'Elbil' }],
  author: { id: 1, name: 'Anna Berg', role: null },
  updatedAt: null,
}))

const site = { label: 'Hedin Automotive', defaultLanguage: 'fi' as const, languages: ['fi' as const, 'sv' as const] }

/** The document as elements; throws on anything that is not well-formed XML. */
function parse(xml: string): Element {
  const doc = xml2js(xml, { compact: false, captureSpacesBetweenElements: false }) as Element
  return doc.elements!.find((e) => e.type === 'element')!
}

function all(node: Element, name: string): Element[] {
  return (node.elements ?? []).flatMap((child) => [...(child.name === name ? [child] : []), ...all(child, name)])
}

function text(node: Element | undefined): string {
  return (node?.elements ?? []).map((child) => String(child.text ?? child.cdata ?? '')).join('')
}

describe('stories feeds', () => {
  it('RSS 2.0: well-formed, the 20 latest, absolute links in the language', () => {
    const xml = buildStoriesFeed({ site, lang: 'sv', origin: 'https://hedin.test', stories }, 'rss')
    const rss = parse(xml)
    expect(rss.name).toBe('rss')
    expect(rss.attributes?.version).toBe('2.0')
    const items = all(rss, 'item')
    expect(items).toHaveLength(20)
    expect(text(all(items[0]!, 'link')[0])).toBe('https://hedin.test/sv/livet-med-bil/story-25')
    expect(text(all(items[0]!, 'title')[0])).toBe('Berättelse 25 & <mer>')
    expect(text(all(items.at(-1)!, 'link')[0])).toBe('https://hedin.test/sv/livet-med-bil/story-6')
    expect(xml).toContain('https://hedin.test/sv/feed.xml')
    expect(xml).not.toMatch(/href="\//)
  })

  it('Atom: well-formed, 20 entries with absolute alternate links and authors', () => {
    const xml = buildStoriesFeed({ site, lang: 'fi', origin: 'https://hedin.test/', stories }, 'atom')
    const atom = parse(xml)
    expect(atom.name).toBe('feed')
    expect(atom.attributes?.xmlns).toBe('http://www.w3.org/2005/Atom')
    const entries = all(atom, 'entry')
    expect(entries).toHaveLength(20)
    expect(all(entries[0]!, 'link')[0]!.attributes?.href).toBe('https://hedin.test/livet-med-bil/story-25')
    expect(text(all(entries[0]!, 'name')[0])).toBe('Anna Berg')
  })

  it('refuses nothing it made: a broken document would throw', () => {
    expect(() => parse('<rss><channel></rss>')).toThrow()
  })

  it('the feed path carries the language prefix only off the default language', () => {
    expect(feedPath('rss', 'fi', site)).toBe('/feed.xml')
    expect(feedPath('atom', 'sv', site)).toBe('/sv/atom.xml')
  })
})
