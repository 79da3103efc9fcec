import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { makeSite } from '@/modules/sites/site.fixture'
import type { HeroBlock as HeroFields, Media } from '@/payload-types'
import type { BlockContext } from '../context'
import { HeroBlock } from './Component'
import { dynamicLoaded } from '../testing/eager-dynamic'

// The blocks' browser parts load through next/dynamic; here they render at once.
vi.mock('next/dynamic', () => import('../testing/eager-dynamic'))
beforeAll(dynamicLoaded)

const site = makeSite({ languages: ['sv', 'en'], defaultLanguage: 'sv' })
const ctx = (over: Partial<BlockContext> = {}): BlockContext => ({
  site,
  lang: 'sv',
  t: createTranslator({ search: 'Sök', searchPlaceholder: 'Sök bil', blurbPlayVideo: 'Spela upp video' }, 'sv'),
  path: '/',
  editing: false,
  searchParams: {},
  ...over,
})

const media = (filename: string, mimeType: string): Media =>
  ({ id: 1, filename, mimeType, alt: 'Bil på väg', width: 1920, height: 1080, updatedAt: '', createdAt: '' }) as Media

const image = media('hero-start.jpg', 'image/jpeg')
const video = media('demo-drive.webm', 'video/webm')

const render = (block: Omit<HeroFields, 'blockType'>, c = ctx()) =>
  renderToStaticMarkup(<HeroBlock block={{ blockType: 'hero', ...block }} ctx={c} />)

describe('HeroBlock', () => {
  it('renders title, text and the link button over the image', () => {
    const html = render({
      title: 'Hitta din nästa bil',
      text: 'Över 2 000 bilar i lager',
      image,
      link: { label: 'Se alla bilar', url: '/kop-bil' },
    })
    expect(html).toContain('<h1')
    expect(html).toContain('Hitta din nästa bil</h1>')
    expect(html).toContain('Över 2 000 bilar i lager')
    expect(html).toContain('alt="Bil på väg"')
    expect(html).toMatch(/<a href="\/kop-bil"[^>]*>Se alla bilar<\/a>/)
  })

  it('renders nothing when it is not a Video hero and has no image', () => {
    expect(render({ title: 'Utan bild' })).toBe('')
    expect(render({ title: 'Bara video', contentType: 'image', video })).toBe('')
    expect(render({ title: 'Inte laddad', image: 7 })).toBe('')
  })

  it('plays a Video hero muted, looping and inline, never autoplaying from the server, with the image as poster', () => {
    const html = render({ title: 'Film', contentType: 'video', video, image })
    const tag = html.match(/<video[^>]*>/)?.[0] ?? ''
    expect(tag).toContain('muted')
    expect(tag).toContain('loop')
    expect(tag).toMatch(/playsinline=/i)
    expect(tag).not.toContain('autoplay')
    expect(tag).toContain('poster="/-/media/hero-start.jpg"')
    expect(html).toContain('<source src="/-/media/demo-drive.webm" type="video/webm"/>')
    expect(html).toContain('aria-label="Spela upp video"')
    expect(html).not.toContain('<img')
  })

  it('shows the image of a Video hero whose film is missing', () => {
    const html = render({ title: 'Film', contentType: 'video', image })
    expect(html).not.toContain('<video')
    expect(html).toContain('<img')
  })

  it('keeps the language prefix and marks the button link in editing mode', () => {
    const html = render(
      { title: 'Cars', image, link: { label: 'All cars', url: '/kop-bil' } },
      ctx({ lang: 'en', editing: true }),
    )
    expect(html).toContain('href="/en/kop-bil"')
    expect(html).toContain('data-editable-link')
  })

  it('shows the search bar only when asked, with a labelled input and a disabled button', () => {
    expect(render({ title: 'Utan sök', image })).not.toContain('role="search"')
    const html = render({ title: 'Sök', image, showSearch: true })
    expect(html).toContain('role="search"')
    expect(html).toMatch(/<label for="([^"]+)" class="sr-only">Sök bil<\/label><input id="\1"/)
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Sök<\/button>/)
    expect(html).toContain(`action="${site.paths.search}"`)
  })
})
