// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { makeSite } from '@/modules/sites/site.fixture'
import type { Media, MegaMenuBlock as MegaMenuFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { MegaMenuBlock } from './Component'
import { dynamicLoaded } from '../testing/eager-dynamic'

// The blocks' browser parts load through next/dynamic; here they render at once.
vi.mock('next/dynamic', () => import('../testing/eager-dynamic'))
beforeAll(dynamicLoaded)

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ctx: BlockContext = {
  site: makeSite({ languages: ['sv', 'en'] }),
  lang: 'sv',
  t: createTranslator({}, 'sv'),
  path: '/',
  editing: false,
  searchParams: {},
}

const picture = (name: string) => ({ id: 1, filename: `${name}.jpg`, alt: name, width: 1280, height: 853 }) as Media
const model = (n: number) => ({ title: `Modell ${n}`, url: `/modeller/${n}`, image: picture(`modell-${n}`) })

const block: MegaMenuFields = {
  blockType: 'megaMenu',
  id: 'm1',
  logo: picture('logo'),
  items: [
    {
      title: 'Modeller',
      url: '/modeller',
      children: [1, 2, 3, 4, 5].map((n) =>
        n === 1
          ? { ...model(n), children: [{ title: 'Modell 1 Premium', url: '/modeller/1?trim=premium' }] }
          : model(n),
      ),
    },
    {
      title: 'Köp bil',
      url: '/kop-bil',
      topSelected: true,
      children: [
        { title: 'I lager', url: '/kop-bil', image: picture('lager') },
        { title: 'Kampanj', url: '/kampanj', hideInNavigation: true },
      ],
    },
    { title: 'Kontakt', url: '/kontakt' },
    { title: 'Boka provkörning', url: '/kontakt', type: 'CTAButton', buttonType: 'outline' },
  ],
}

function html(fields: MegaMenuFields = block, context: BlockContext = ctx) {
  return renderToStaticMarkup(MegaMenuBlock({ block: fields, ctx: context }))
}

describe('MegaMenuBlock on the server', () => {
  it('renders the top items, the CTA button after them and the language switcher', () => {
    const out = html()
    const bar = out.indexOf('Modeller')
    expect(bar).toBeGreaterThan(-1)
    expect(out.indexOf('data-mega-cta')).toBeGreaterThan(out.indexOf('Kontakt'))
    expect(out).toContain('Boka provkörning')
    expect(out).toMatch(/hrefLang="en"/i)
  })

  it('leaves hidden items out', () => {
    expect(html()).not.toContain('Kampanj')
  })

  it('shows the images of a group with more than 4 children in every desktop layout, of smaller ones only above 1500 px', () => {
    const document = new DOMParser().parseFromString(html(), 'text/html')
    const panels = [...document.querySelectorAll('[data-mega-panel]')]
    expect(panels).toHaveLength(2)
    const models = panels[0]!.querySelectorAll('[data-mega-group] img')
    expect(models).toHaveLength(5)
    expect(models[0]!.closest('span')?.className).toMatch(/(^| )block( |$)/)
    const stock = panels[1]!.querySelector('[data-mega-group] img')
    expect(stock?.closest('span')?.className).toContain('hidden min-[1501px]:block')
  })

  it('marks the TopSelected item when the page is under no other item, and the matching item otherwise', () => {
    const selected = (path: string) =>
      new DOMParser()
        .parseFromString(html(block, { ...ctx, path }), 'text/html')
        .querySelector('[data-mega-top][aria-current="true"]')?.textContent
    expect(selected('/')).toContain('Köp bil')
    expect(selected('/modeller/3')).toContain('Modeller')
  })

  it('renders nothing but the logo when there are no items', () => {
    const out = html({ ...block, items: [] })
    expect(out).toContain('logo.jpg')
    expect(out).not.toContain('data-mega-top')
  })
})

describe('MegaMenuBlock in the browser', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    document.body.innerHTML = ''
  })

  function mount() {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() => root!.render(MegaMenuBlock({ block, ctx })))
    return container
  }

  it('toggles a panel with clicks and closes it with Escape, focus back on its item', () => {
    const container = mount()
    const button = [...container.querySelectorAll<HTMLButtonElement>('button[data-mega-top]')][0]!
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(true)
    act(() => button.click())
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidden).toBe(false)
    const link = panel.querySelector('a')!
    act(() => link.focus())
    act(() => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(button)
  })

  it('moves along the top items with the arrow keys', () => {
    const container = mount()
    const tops = [...container.querySelectorAll<HTMLElement>('[data-mega-top]')]
    act(() => tops[0]!.focus())
    act(() => {
      tops[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    expect(document.activeElement).toBe(tops[1])
    act(() => {
      tops[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
    })
    expect(document.activeElement?.textContent).toBe('Kontakt')
  })

  it('opens a sub-menu panel on mobile with Back focused; Back returns focus to the item', () => {
    const container = mount()
    const dialog = container.querySelector('dialog')!
    const item = [...dialog.querySelectorAll<HTMLButtonElement>('nav button')].find((b) =>
      b.textContent?.includes('Modeller'),
    )!
    act(() => item.click())
    const back = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.includes('Tillbaka'))!
    expect(document.activeElement).toBe(back)
    const sub = [...dialog.querySelectorAll<HTMLElement>('[data-mega-subpanel]')].find((p) => !p.hidden)
    expect(sub?.textContent).toContain('Modell 1 Premium')
    act(() => back.click())
    expect(document.activeElement).toBe(item)
  })
})
