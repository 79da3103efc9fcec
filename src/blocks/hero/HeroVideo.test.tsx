// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HeroVideo } from './HeroVideo'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement | undefined
let root: Root | undefined

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

async function mount() {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root!.render(
      <HeroVideo
        src="/-/media/demo.webm"
        type="video/webm"
        poster="/-/media/poster.jpg"
        labels={{ play: 'Play', pause: 'Pause' }}
      />,
    ),
  )
}

afterEach(async () => {
  await act(async () => root?.unmount())
  container?.remove()
  vi.restoreAllMocks()
})

describe('HeroVideo', () => {
  it('starts playing once the browser says the visitor does not prefer reduced motion', async () => {
    reducedMotion(false)
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    await mount()
    expect(play).toHaveBeenCalledTimes(1)
    const video = container!.querySelector('video')!
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video.getAttribute('poster')).toBe('/-/media/poster.jpg')
  })

  it('does not start by itself for visitors who prefer reduced motion', async () => {
    reducedMotion(true)
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    await mount()
    expect(play).not.toHaveBeenCalled()
    expect(container!.querySelector('button')!.getAttribute('aria-label')).toBe('Play')
  })
})
