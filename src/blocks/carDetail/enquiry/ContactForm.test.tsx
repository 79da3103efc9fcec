// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import ContactForm, { type ContactFormProps } from './ContactForm'
import { enquiryFormTexts } from './texts'
import { enquiryValidation } from './validation'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const texts = enquiryFormTexts(createTranslator({}, 'en'))

let container: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>

// The form loads its schema when first used; loaded here, a submit is checked at once.
beforeAll(() => enquiryValidation())

beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  window.fetch = fetchMock as unknown as typeof fetch
  ;(window as { dataLayer?: unknown[] }).dataLayer = []
  window.history.replaceState(null, '', '/kop-bil/11000006/volvo-xc60')
  HTMLElement.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function render(props: Partial<ContactFormProps> = {}) {
  await act(async () => {
    root.render(
      <ContactForm
        siteName="hedin-se"
        country="SE"
        carId="11000006"
        isSample={false}
        showTestDrive
        dealers={[]}
        privacyHref="/integritetspolicy"
        texts={texts}
        {...props}
      />,
    )
  })
}

const $ = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector)
/** The visitor's input of a type: the spam trap, a text input too, is left out. */
const input = (type: string) => $<HTMLInputElement>(`input[type="${type}"]:not([name="website"])`)!
const text = () => container.textContent ?? ''

async function type(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  await act(async () => {
    const proto = Object.getPrototypeOf(element) as object
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
    element.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

async function submit() {
  await act(async () => {
    $<HTMLFormElement>('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
}

async function fillValid() {
  await type(input('text'), 'Åsa Öberg')
  await type(input('tel'), '070 123 45 67')
  await type(input('email'), 'asa@example.se')
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('ContactForm', () => {
  it('shows each field’s error beside it and the invalid-input message under the button, cleared on change', async () => {
    await render()
    await submit()
    expect(fetchMock).not.toHaveBeenCalled()
    const name = input('text')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    const nameError = document.getElementById(name.getAttribute('aria-describedby')!)
    expect(nameError?.textContent).toBe(texts.errors.formNameRequired)
    expect(text()).toContain(texts.errors.formPhoneRequired)
    expect(text()).toContain(texts.errors.formEmailRequired)
    const button = $('button[type="submit"]')!
    expect(button.nextElementSibling?.textContent).toBe(texts.invalidInput)

    await type(input('tel'), '12-34')
    expect(text()).not.toContain(texts.invalidInput)
    expect(text()).toContain(texts.errors.formPhoneInvalid)
  })

  it('keeps the spam trap out of sight and reach, and sends what a bot typed into it', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000)
    fetchMock.mockResolvedValueOnce(answer(201, { ok: true, id: 'x' }))
    await render()
    const trap = $<HTMLInputElement>('input[name="website"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    await fillValid()
    await type(trap, 'https://seo.example')
    now.mockReturnValue(8_500)
    await submit()
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as unknown
    expect(body).toMatchObject({ website: 'https://seo.example', fillMs: 7_500 })
    // The bot is shown the same thanks as a person.
    expect($('[role="status"]')!.textContent).toContain(texts.successHeading)
    now.mockRestore()
  })

  it('keeps the values and shows formRateLimited on 429, without retrying', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'rate_limited', retryAfter: 42 }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '42' },
      }),
    )
    await render()
    await fillValid()
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect($('[role="alert"]')!.textContent).toBe(texts.rateLimited)
    expect($<HTMLInputElement>('input[autocomplete="name"]')!.value).toBe('Åsa Öberg')
  })

  it('sends the spec’s body once and shows the success overlay', async () => {
    fetchMock.mockResolvedValueOnce(answer(202, { ok: true, id: 'x' }))
    await render()
    await fillValid()
    await act(async () => void $<HTMLInputElement>('#contact-quote')!.click())
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/forms/comhub?sc_site=hedin-se')
    const body = JSON.parse(String(init.body)) as { formSubmissionId: string; values: Record<string, unknown> }
    expect(body).toMatchObject({
      formName: 'car-enquiry',
      values: {
        car: '11000006',
        name: 'Åsa Öberg',
        // read in the site's market and sent as E.164 (issue 23 item 2)
        phone: '+46701234567',
        email: 'asa@example.se',
        quote: true,
        testDrive: false,
        source: 'http://localhost:3000/kop-bil/11000006/volvo-xc60',
      },
    })
    expect(body.formSubmissionId).toMatch(/^[0-9a-f-]{36}$/)
    // The spam signals: the trap left empty, and how long the form was open.
    expect(body).toMatchObject({ website: '', fillMs: expect.any(Number) })
    const overlay = $('[role="status"]')!
    expect(overlay.textContent).toContain(texts.successHeading)
    expect(document.activeElement).toBe(overlay)
    expect($('form')!.hasAttribute('inert')).toBe(true)
  })

  it('puts the server’s field errors next to the fields', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { error: 'invalid_request', fields: { email: 'formEmailInvalid' } }))
    await render()
    await fillValid()
    await submit()
    const email = input('email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      texts.errors.formEmailInvalid,
    )
    expect($('[role="alert"]')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('tries 3 times, 1 s apart, with one submission id, then shows the error box', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    await render()
    await fillValid()
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // while it is being sent, the fields are disabled
    expect($<HTMLFieldSetElement>('fieldset')!.disabled).toBe(true)
    expect($('button[type="submit"]')!.textContent).toBe(texts.sending)
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)))
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect($('[role="alert"]')?.textContent).toBe(texts.failed)
    expect(consoleError).toHaveBeenCalled()
    const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).formSubmissionId)
    expect(new Set(ids).size).toBe(1)
    expect($<HTMLFieldSetElement>('fieldset')!.disabled).toBe(false)
  })

  it('asks samples for a dealer, with a label ending in an asterisk', async () => {
    await render({
      isSample: true,
      dealers: [
        { siteId: '1104', label: 'Hedin Bil Malmö, Malmö' },
        { siteId: '1105', label: 'Hedin Bil Lund, Lund' },
      ],
    })
    const select = $<HTMLSelectElement>('select')!
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toMatch(/ \*$/)
    expect([...select.options].map((o) => o.value)).toEqual(['', '1104', '1105'])
    await fillValid()
    await submit()
    expect(text()).toContain(texts.errors.formDealerRequired)
    fetchMock.mockResolvedValueOnce(answer(201, { ok: true }))
    await type(select, '1105')
    await submit()
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))
    expect(body.values.seller).toBe('1105')
  })

  it('hides the test-drive box when the car has none, and no box is ticked to begin with', async () => {
    await render({ showTestDrive: false })
    expect($('#contact-testdrive')).toBeNull()
    expect($<HTMLInputElement>('#contact-quote')!.checked).toBe(false)
    expect(container.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(0)
    expect($('a[href="/integritetspolicy"]')?.textContent).toBe(texts.privacyLink)
  })

  it('scrolls to the form and ticks the box for the quote and test-drive anchors, also on hashchange', async () => {
    window.location.hash = '#contact-quote'
    await render()
    expect($<HTMLInputElement>('#contact-quote')!.checked).toBe(true)
    expect($<HTMLInputElement>('#contact-testdrive')!.checked).toBe(false)
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalled()
    await act(async () => {
      window.location.hash = '#contact-testdrive'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect($<HTMLInputElement>('#contact-testdrive')!.checked).toBe(true)
    // a pre-tick is not the visitor's click: nothing is tracked
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([])
  })

  it('tracks the visitor ticking quote or test drive', async () => {
    await render()
    await act(async () => void $<HTMLInputElement>('#contact-quote')!.click())
    await act(async () => void $<HTMLInputElement>('#contact-testdrive')!.click())
    await act(async () => void $<HTMLInputElement>('#contact-testdrive')!.click()) // unticked: no event
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'contact_form_option', option: 'quote', car_id: '11000006' },
      { event: 'contact_form_option', option: 'test_drive', car_id: '11000006' },
    ])
  })
})
