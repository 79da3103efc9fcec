// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { makeSite } from '@/modules/sites/site.fixture'
import type { AlertBlock as AlertFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { AlertBlock } from './Component'

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ctx: BlockContext = {
  site: makeSite(),
  lang: 'sv',
  t: createTranslator({}, 'sv'),
  path: '/',
  editing: false,
  searchParams: {},
}

const campaign: AlertFields = {
  blockType: 'alert',
  enabled: true,
  type: 'Light',
  title: 'Vinterkampanj',
  text: 'Vinterhjul på köpet vid köp av bil i lager.',
  icon: 'CampaignAlert',
}

async function html(block: AlertFields, context = ctx) {
  return renderToStaticMarkup(await AlertBlock({ block, ctx: context }))
}

beforeEach(() => {
  document.cookie = 'hideAlert=; Max-Age=0; Path=/'
})

describe('AlertBlock on the server', () => {
  it('renders title, text, icon and a named close button for a dismissible type', async () => {
    const out = await html(campaign)
    expect(out).toContain('<strong class="font-semibold">Vinterkampanj</strong>')
    expect(out).toContain('Vinterhjul på köpet')
    expect(out).toContain('data-icon="CampaignAlert"')
    expect(out).toContain('aria-label="Stäng meddelandet"')
    expect(out).toContain('data-alert-type="Light"')
  })

  it('has no close button on a Warning', async () => {
    const out = await html({ ...campaign, type: 'Warning', icon: 'WarningAlert' })
    expect(out).toContain('data-alert-type="Warning"')
    expect(out).not.toContain('<button')
  })

  it('marks a dismissible strip for the visitor-state script, but not a Warning, and not in editing mode', async () => {
    // The HTML is cached for everyone: a dismissed strip is hidden in the browser, not left out.
    expect(await html(campaign)).toContain('data-alert-dismissible=""')
    expect(await html({ ...campaign, type: 'Warning' })).not.toContain('data-alert-dismissible')
    expect(await html(campaign, { ...ctx, editing: true })).not.toContain('data-alert-dismissible')
  })

  it('renders nothing for a disabled or empty message', async () => {
    expect(await html({ ...campaign, enabled: false })).toBe('')
    expect(await html({ ...campaign, title: '', text: null })).toBe('')
    expect(await html({ ...campaign, type: null })).toBe('')
  })
})

describe('dismissing in the browser', () => {
  let container: HTMLDivElement
  beforeEach(() => {
    vi.useFakeTimers()
    container = document.createElement('div')
    document.body.append(container)
  })
  afterEach(() => {
    vi.useRealTimers()
    container.remove()
  })

  it('sets the hideAlert cookie and collapses the strip', async () => {
    const markup = await AlertBlock({ block: campaign, ctx })
    const root = createRoot(container)
    await act(async () => root.render(markup))
    expect(container.textContent).toContain('Vinterkampanj')
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Stäng meddelandet"]')
    await act(async () => button?.click())
    expect(document.cookie).toContain('hideAlert=true')
    await act(async () => vi.advanceTimersByTime(300))
    expect(container.textContent).toBe('')
    act(() => root.unmount())
  })

  it('stays closed on a later page once the cookie is set, but editors still see it', async () => {
    document.cookie = 'hideAlert=true; Path=/'
    const root = createRoot(container)
    await act(async () => root.render(await AlertBlock({ block: campaign, ctx })))
    expect(container.textContent).toBe('')
    act(() => root.unmount())
    const editor = createRoot(container)
    await act(async () => editor.render(await AlertBlock({ block: campaign, ctx: { ...ctx, editing: true } })))
    expect(container.textContent).toContain('Vinterkampanj')
    act(() => editor.unmount())
  })
})
