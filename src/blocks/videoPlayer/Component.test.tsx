import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { makeSite } from '@/modules/sites/site.fixture'
import type { VideoPlayerBlock as VideoPlayerFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { VideoPlayerBlock } from './Component'
import { dynamicLoaded } from '../testing/eager-dynamic'

// The blocks' browser parts load through next/dynamic; here they render at once.
vi.mock('next/dynamic', () => import('../testing/eager-dynamic'))
beforeAll(dynamicLoaded)

const site = makeSite()
const ctx: BlockContext = {
  site,
  lang: site.defaultLanguage,
  t: createTranslator({}, 'en'),
  path: '/',
  editing: false,
  searchParams: {},
}

const render = (block: Omit<VideoPlayerFields, 'blockType' | 'title'> & { title?: string }) =>
  renderToStaticMarkup(
    <>{VideoPlayerBlock({ block: { blockType: 'videoPlayer', title: 'Service film', ...block }, ctx })}</>,
  )

describe('VideoPlayerBlock', () => {
  it('renders nothing without a valid source', () => {
    expect(render({})).toBe('')
    expect(render({ youtubeId: 'not a video', videoUrl: 'file.mp4' })).toBe('')
  })

  it('shows a play button for YouTube and requests nothing from YouTube before the click', () => {
    const html = render({ heading: 'Så går det till', youtubeId: 'https://youtu.be/aBc_12-xYz9' })
    expect(html).toContain('Så går det till</h2>')
    expect(html).toContain('<button')
    expect(html).toContain('Play video: Service film')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube')
  })

  it('renders a video file without the autoplay attribute (autoplay starts after the motion preference is known)', () => {
    const html = render({ videoUrl: '/-/media/film.webm', autoplay: true, controls: false })
    expect(html).toContain('<video')
    expect(html).toContain('type="video/webm"')
    expect(html).not.toContain('autoplay')
    // Until the browser reports the motion preference, the still version with controls is shown.
    expect(html).toContain('controls=""')
  })
})
