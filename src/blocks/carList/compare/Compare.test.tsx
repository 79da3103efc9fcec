// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testCardOptions } from '@/modules/cars/card-options.fixture'
import { createTranslator } from '@/modules/content/dictionary'
import type { CarCard } from '@/modules/cars/card'
import { compareStorageKey } from '@/modules/cars/compare'
import { toCompareCar } from '@/modules/cars/compare-document'
import { CompareBar } from './CompareBar'
import { CompareProvider } from './CompareProvider'
import { CompareToggle } from './CompareToggle'
import { compareTexts } from './texts'

vi.mock('next/image', () => ({ default: () => null }))

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const texts = compareTexts(createTranslator({}, 'en'))

const card = (id: number, overrides: Partial<CarCard> = {}): CarCard => ({
  id: String(id),
  href: `/en/cars/${id}/car-${id}`,
  brand: 'Volvo',
  model: `XC${id}`,
  version: 'Plus',
  year: 2023,
  mileage: '1 000 mil',
  fuel: 'Bensin',
  gearbox: 'Automat',
  city: 'Stockholm',
  image: null,
  price: `${id} kr`,
  previousPrice: null,
  campaign: false,
  exVat: false,
  monthly: null,
  isSample: false,
  isUsed: true,
  ...overrides,
})

const cards = [1, 2, 3, 4, 5].map((id) => card(id))

const detail = (id: string) =>
  toCompareCar(
    {
      car_id: id,
      slug: `car-${id}`,
      car_brand: 'Volvo',
      car_model: `XC${id}`,
      car_price: Number(id) * 1000,
      car_price_text: `${id} 000 kr`,
      car_power: Number(id) * 100,
      car_power_text: `${Number(id) * 100} hk`,
      car_firstregistration: '2025-11-25',
      car_equipment: ['Towbar'],
    },
    { card: testCardOptions('/en/cars', { site: 'hedin-uk', lang: 'en' }), lang: 'en' },
  )!

let root: Root
let container: HTMLElement
const fetchMock = vi.fn<typeof fetch>()

function answer(ids: string[]) {
  return new Response(JSON.stringify({ cars: ids.map(detail) }), { headers: { 'content-type': 'application/json' } })
}

async function flush() {
  for (let i = 0; i < 10; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

/** Opens the view; its code loads on first use. */
async function openView() {
  await click($('[data-testid="compare-open"]'))
  for (let i = 0; i < 50 && !$('dialog'); i++) await flush()
  await flush()
}

async function mount() {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root.render(
      <CompareProvider siteName="hedin-se" lang="en" texts={texts}>
        {cards.map((c) => (
          <CompareToggle key={c.id} car={c} />
        ))}
        <CompareBar />
      </CompareProvider>,
    ),
  )
  await flush()
}

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)
const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)]
const toggle = (id: number) => $(`[data-testid="compare-toggle"][data-car-id="${id}"]`)!
const click = async (element: HTMLElement | null) => {
  await act(async () => element!.click())
  await flush()
}

beforeEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/en/cars?car_fuel=El')
  fetchMock.mockReset().mockImplementation(async (input) => {
    const ids = new URL(String(input), 'http://x').searchParams.get('ids')!.split(',')
    return answer(ids)
  })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  document.documentElement.style.overflow = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('compare', () => {
  it('shows the bar only with a car chosen, and keeps the choice in session storage', async () => {
    await mount()
    expect($('[data-testid="compare-bar"]')).toBeNull()
    expect(toggle(1).getAttribute('aria-pressed')).toBe('false')
    expect(toggle(1).getAttribute('aria-label')).toBe('Compare Volvo XC1')

    await click(toggle(1))
    await click(toggle(2))
    expect(toggle(1).getAttribute('aria-pressed')).toBe('true')
    expect($('[data-testid="compare-bar"]')?.getAttribute('aria-label')).toBe('Compare cars')
    expect($('[data-testid="compare-open"]')?.textContent).toBe('Compare (2)')
    const stored = JSON.parse(sessionStorage.getItem(compareStorageKey('hedin-se'))!) as { id: string }[]
    expect(stored.map((item) => item.id)).toEqual(['1', '2'])

    await click(toggle(1))
    expect(toggle(1).getAttribute('aria-pressed')).toBe('false')
    expect($('[data-testid="compare-open"]')?.textContent).toBe('Compare (1)')
  })

  it('reads the stored choice back after a reload, ignoring corrupt storage', async () => {
    sessionStorage.setItem(compareStorageKey('hedin-se'), 'not json')
    await mount()
    expect($('[data-testid="compare-bar"]')).toBeNull()
    await act(async () => root.unmount())
    container.remove()
    sessionStorage.setItem(compareStorageKey('hedin-se'), JSON.stringify([card(3)]))
    await mount()
    expect(toggle(3).getAttribute('aria-pressed')).toBe('true')
    expect($('[data-testid="compare-open"]')?.textContent).toBe('Compare (1)')
  })

  it('shows and hides the selection', async () => {
    await mount()
    await click(toggle(1))
    const button = $$('[data-testid="compare-bar"] button[aria-expanded]')[0]!
    const selection = () => document.getElementById(button.getAttribute('aria-controls')!)!
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(selection().hidden).toBe(false)
    await click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(selection().hidden).toBe(true)
    expect(button.textContent).toBe('Show selected cars')
  })

  it('caps the choice at four with a visible hint, and clears it', async () => {
    await mount()
    for (const id of [1, 2, 3, 4]) await click(toggle(id))
    expect(toggle(5).getAttribute('aria-disabled')).toBe('true')
    const hint = document.getElementById(toggle(5).getAttribute('aria-describedby')!)
    expect(hint?.textContent).toBe('You can compare up to 4 cars. Remove one to add another.')
    await click(toggle(5))
    expect(toggle(5).getAttribute('aria-pressed')).toBe('false')
    expect($('[data-testid="compare-open"]')?.textContent).toBe('Compare (4)')

    await click($('[data-testid="compare-clear"]'))
    expect($('[data-testid="compare-bar"]')).toBeNull()
    expect(toggle(5).getAttribute('aria-disabled')).toBeNull()
  })

  it('opens the view with a column per car, the details fetched by id and the best values marked', async () => {
    await mount()
    for (const id of [1, 2, 3]) await click(toggle(id))
    await openView()
    const dialog = $<HTMLDialogElement>('dialog[data-testid="compare-modal"]')!
    expect(dialog.open).toBe(true)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Compare cars')
    expect(fetchMock).toHaveBeenCalledWith('/api/cars/compare?site=hedin-se&lang=en&ids=1%2C2%2C3')
    const columns = $$('[data-testid="compare-column"]')
    expect(columns.map((th) => th.getAttribute('data-car-id'))).toEqual(['1', '2', '3'])
    expect(columns.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col'])
    const rows = $$('tbody tr').map((tr) => [...tr.children].map((cell) => cell.textContent))
    expect(rows).toContainEqual(['First registration', '25/11/2025', '25/11/2025', '25/11/2025'])
    expect(rows).toContainEqual(['Power', '100 hk', '200 hk', '300 hkBest'])
    const best = $$('[data-best]').map((td) => td.textContent)
    expect(best).toEqual([expect.stringContaining('1 000 kr'), '300 hkBest'])
    expect($$('[data-testid="compare-show-car"]').map((a) => a.getAttribute('href'))).toEqual([
      '/en/cars/1/car-1',
      '/en/cars/2/car-2',
      '/en/cars/3/car-3',
    ])
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('collapses the technical and equipment sections with their buttons', async () => {
    await mount()
    await click(toggle(1))
    await openView()
    const equipment = $$('button[aria-expanded]').find((button) => button.textContent === 'Equipment')!
    const rows = document.getElementById(equipment.getAttribute('aria-controls')!)!
    expect(equipment.getAttribute('aria-expanded')).toBe('false')
    expect(rows.hidden).toBe(true)
    await click(equipment)
    expect(equipment.getAttribute('aria-expanded')).toBe('true')
    expect(rows.hidden).toBe(false)
    expect(rows.textContent).toContain('Towbar')
  })

  it('keeps the card of a car whose details fail, and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchMock.mockImplementation(async () => new Response('{}', { status: 503 }))
    await mount()
    await click(toggle(1))
    await click(toggle(2))
    await openView()
    expect($$('[data-testid="compare-column"]')).toHaveLength(2)
    expect(error).toHaveBeenCalled()
    expect($('dialog')?.textContent).toContain('Not all details could be loaded')
    expect($('dialog')?.textContent).toContain('1 000 mil')
  })

  it('closes and forgets the view when the last car is removed', async () => {
    await mount()
    await click(toggle(1))
    await openView()
    expect($('dialog')).not.toBeNull()
    await click($('[data-testid="compare-column-remove"]'))
    expect($('dialog')).toBeNull()
    expect($('[data-testid="compare-bar"]')).toBeNull()
    await click(toggle(2))
    expect($('dialog')).toBeNull()
  })

  it('closes with the close button', async () => {
    await mount()
    await click(toggle(1))
    await openView()
    await click($('[data-testid="compare-close"]'))
    expect($('dialog')).toBeNull()
    expect($('[data-testid="compare-bar"]')).not.toBeNull()
  })

  it('has no axe violations in the bar and the open view (contrast is left to the browser tests)', async () => {
    const axe = (await import('axe-core')).default
    const violations = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
      )
    await mount()
    for (const id of [1, 2, 3, 4]) await click(toggle(id))
    expect(await violations()).toEqual([])
    await openView()
    await click($$('button[aria-expanded]').find((button) => button.textContent === 'Equipment')!)
    expect(await violations()).toEqual([])
  })

  it('opens a shared link: chooses its cars, opens the view, and copies the link', async () => {
    window.history.replaceState(null, '', '/en/cars?car_fuel=El&compare=2,4,x')
    await mount()
    for (let i = 0; i < 50 && !$('dialog'); i++) await flush()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect($('dialog')).not.toBeNull()
    expect($$('[data-testid="compare-column"]').map((th) => th.getAttribute('data-car-id'))).toEqual(['2', '4'])
    expect(toggle(2).getAttribute('aria-pressed')).toBe('true')

    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await click($('[data-testid="compare-copy-link"]'))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/cars?car_fuel=El&compare=2,4`)
    expect($$('dialog [role="status"]').map((status) => status.textContent)).toContain('Copied')

    await click($('[data-testid="compare-close"]'))
    expect(window.location.search).toBe('?car_fuel=El')
  })
})
