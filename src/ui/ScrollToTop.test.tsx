// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScrollToTop } from './ScrollToTop'

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

async function scrollTo(y: number) {
  window.scrollY = y
  window.dispatchEvent(new Event('scroll'))
  await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
}

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

beforeEach(async () => {
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root.render(<ScrollToTop label="Scroll to top" />))
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.restoreAllMocks()
})

describe('ScrollToTop', () => {
  it('appears only after more than 528 px of scrolling', async () => {
    expect(container.querySelector('button')).toBeNull()
    await scrollTo(528)
    expect(container.querySelector('button')).toBeNull()
    await scrollTo(529)
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('Scroll to top')
    await scrollTo(100)
    expect(container.querySelector('button')).toBeNull()
  })

  it('scrolls smoothly to the top, instantly when the visitor prefers reduced motion', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await scrollTo(2000)
    reducedMotion(false)
    await act(async () => container.querySelector('button')?.click())
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
    reducedMotion(true)
    await act(async () => container.querySelector('button')?.click())
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' })
  })
})
