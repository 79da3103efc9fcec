// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localizePath } from '@/modules/sites/locale'
import { makeSite } from '@/modules/sites/site.fixture'
import { HeroSearch } from './HeroSearch'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const site = makeSite({
  languages: ['sv', 'en'],
  defaultLanguage: 'sv',
  paths: { ...makeSite().paths, search: '/sok' },
})

let container: HTMLDivElement
let root: Root
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

beforeEach(async () => {
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
  ;(window as { dataLayer?: unknown[] }).dataLayer = []
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <HeroSearch action={localizePath(site.paths.search, 'en', site)} placeholder="Search cars" label="Search" />,
    ),
  )
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.restoreAllMocks()
})

const input = () => container.querySelector('input')!
const button = () => container.querySelector('button')!

async function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setter.call(input(), value)
    input().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function submit() {
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
}

describe('HeroSearch', () => {
  it('keeps the button disabled while the input is empty or blank', async () => {
    expect(button().disabled).toBe(true)
    await type('   ')
    expect(button().disabled).toBe(true)
    await type('XC60')
    expect(button().disabled).toBe(false)
  })

  it('on submit (Enter) goes to the search URL in the visitor language with the trimmed keyphrase', async () => {
    await type('  Volvo XC60 ')
    await submit()
    expect(assign).toHaveBeenCalledWith('/en/sok?keyphrase=Volvo+XC60')
  })

  it('pushes the data-layer search event', async () => {
    await type('elbil')
    await submit()
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'search', search_type: 'start page', search_term: 'elbil' },
    ])
  })

  it('does nothing when a blank search is submitted', async () => {
    await type('  ')
    await submit()
    expect(assign).not.toHaveBeenCalled()
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([])
  })
})
