// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { readCookie } from '@/modules/consent/consent'
import { closeCookieSettings, CONSENT_CHANGE_EVENT, saveConsent, useConsent } from './consent-store'
import { consentTexts } from './consent-texts'
import { CookieConsent } from './CookieConsent'
import { CookieSettingsButton } from './CookieSettingsButton'
import { PageAnalytics } from './PageAnalytics'

// The container snippet is what matters here, not next/script's loader.
vi.mock('next/script', () => ({
  default: ({ id, children }: { id: string; children: string }) => <template data-script={id}>{children}</template>,
}))

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const texts = consentTexts(createTranslator({}, 'en'))

let container: HTMLDivElement
let root: Root

async function mount(node: ReactNode) {
  await act(async () => root.render(node))
}

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name)
  if (!found) throw new Error(`no button "${name}" in ${container.innerHTML}`)
  return found
}

const storedConsent = () => readCookie(document.cookie, 'consent')

beforeEach(() => {
  document.cookie = 'consent=; Max-Age=0; Path=/'
  closeCookieSettings()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

describe('cookie banner on the server', () => {
  it('is in the cached HTML for everyone, marked as the first-visit banner the visitor-state script hides', () => {
    const html = renderToStaticMarkup(<CookieConsent texts={texts} />)
    expect(html).toContain('We use cookies')
    expect(html).toContain('data-consent-banner="first"')
  })
})

describe('cookie banner', () => {
  it('offers Accept all and Reject all alike, and rejecting stores nothing granted', async () => {
    await mount(<CookieConsent texts={texts} />)
    const region = container.querySelector('section')
    expect(region?.getAttribute('aria-labelledby')).toBe(container.querySelector('h2')?.id)
    expect(button('Accept all').className).toBe(button('Reject all').className)
    await act(async () => button('Reject all').click())
    expect(storedConsent()).toBe('v1.s0.m0')
    expect(container.innerHTML).toBe('')
  })

  it('stores everything granted on Accept all and tells listeners', async () => {
    const heard = vi.fn()
    window.addEventListener(CONSENT_CHANGE_EVENT, heard)
    await mount(<CookieConsent texts={texts} />)
    await act(async () => button('Accept all').click())
    window.removeEventListener(CONSENT_CHANGE_EVENT, heard)
    expect(storedConsent()).toBe('v1.s1.m1')
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ statistics: true, marketing: true })
  })

  it('lets the visitor choose categories, with necessary always on', async () => {
    await mount(<CookieConsent texts={texts} />)
    await act(async () => button('Choose').click())
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    expect(boxes.map((b) => [b.labels?.[0]?.textContent, b.checked, b.disabled])).toEqual([
      ['Necessary(Always on)', true, true],
      ['Statistics', false, false],
      ['Marketing', false, false],
    ])
    await act(async () => boxes[1]?.click())
    await act(async () => button('Save my choices').click())
    expect(storedConsent()).toBe('v1.s1.m0')
    expect(container.innerHTML).toBe('')
  })

  it('reopens from the settings button with the stored choice, and Escape closes it unchanged', async () => {
    document.cookie = 'consent=v1.s0.m1; Path=/'
    await mount(
      <>
        <CookieSettingsButton label="Cookie settings" />
        <CookieConsent texts={texts} />
      </>,
    )
    expect(container.querySelector('section')).toBeNull()
    await act(async () => button('Cookie settings').click())
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    expect(boxes.map((b) => b.checked)).toEqual([true, false, true])
    expect(document.activeElement?.tagName).toBe('H2')
    const section = container.querySelector('section')!
    await act(async () => section.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(container.querySelector('section')).toBeNull()
    expect(storedConsent()).toBe('v1.s0.m1')
    expect(document.activeElement?.textContent).toBe('Cookie settings')
  })
})

function ConsentProbe() {
  const { decided, statistics, marketing } = useConsent()
  return <output>{JSON.stringify({ decided, statistics, marketing })}</output>
}

describe('useConsent and the tag manager', () => {
  it('grant nothing and load no container until the visitor allows statistics', async () => {
    const w = window as { dataLayer?: unknown[] }
    w.dataLayer = []
    await mount(
      <>
        <ConsentProbe />
        <PageAnalytics gtmId="GTM-TEST" pageView={null} site="hedin-se" />
      </>,
    )
    expect(container.querySelector('output')?.textContent).toBe(
      '{"decided":false,"statistics":false,"marketing":false}',
    )
    expect(container.querySelector('[data-script]')).toBeNull()

    await act(async () => saveConsent({ statistics: true, marketing: false }))
    expect(container.querySelector('output')?.textContent).toBe('{"decided":true,"statistics":true,"marketing":false}')
    const snippet = container.querySelector('[data-script="gtm-GTM-TEST"]')?.innerHTML ?? ''
    expect(snippet).toContain('"analytics_storage":"granted","ad_storage":"denied"')
    expect(snippet).toContain('"GTM-TEST"')

    // A later change reaches the loaded container as a Consent Mode update.
    await act(async () => saveConsent({ statistics: true, marketing: true }))
    const last = w.dataLayer.at(-1) as ArrayLike<unknown>
    expect(Array.from(last)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ])
  })
})
