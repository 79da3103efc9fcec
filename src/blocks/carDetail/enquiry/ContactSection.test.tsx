import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { carDocument } from '@/modules/search/testing/fixture'
import { makeSite } from '@/modules/sites/site.fixture'
import type { BlockContext } from '../../context'
import type { DealerChoice } from '../section'
import type { ContactFormProps } from './ContactForm'

const state = vi.hoisted(() => ({ pages: new Set<string>(), formProps: [] as unknown[] }))

vi.mock('@/cms/queries', () => ({
  getPageData: async (site: string, path: string) => (state.pages.has(`${site}${path}`) ? { page: {} } : null),
}))
// The form is a client chunk; here only what the section hands it matters.
vi.mock('next/dynamic', () => ({
  default: () => (props: unknown) => {
    state.formProps.push(props)
    return <form id="contact-form" />
  },
}))

const { ContactSection } = await import('./ContactSection')

const ctx = (overrides: Partial<BlockContext> = {}): BlockContext => ({
  site: makeSite({ languages: ['sv', 'en'] }),
  lang: 'sv',
  t: createTranslator({}, 'sv'),
  path: '/kop-bil/11000006/volvo-xc60',
  editing: false,
  searchParams: {},
  ...overrides,
})

const own: DealerChoice = {
  siteId: '1104',
  name: 'Hedin Bil Malmö',
  city: 'Malmö',
  href: '/anlaggningar/hedin-bil-malmo',
}

async function render(car: ReturnType<typeof carDocument>, dealers: DealerChoice[], context = ctx()) {
  const html = renderToStaticMarkup(await ContactSection({ car, ctx: context, dealers }))
  return { html, form: state.formProps.at(-1) as ContactFormProps }
}

describe('ContactSection', () => {
  beforeEach(() => {
    state.pages = new Set(['hedin-se/integritetspolicy'])
    state.formProps = []
  })

  it('shows a stock car’s dealer and sellers with call and mail links, and the form for it', async () => {
    const car = carDocument(11000006, {
      car_site_id: '1104',
      disable_test_drive: true,
      car_sellers: [
        { name: 'Anna Berg', email: 'anna.berg@example.se', phone: '040-12 34 56' },
        { name: 'Erik Lund', email: null, phone: null },
      ],
    })
    const { html, form } = await render(car, [own])
    expect(html).toContain('<h2 id="contact-heading"')
    expect(html).toContain('Intresserad av bilen?')
    expect(html).toContain('<a href="/anlaggningar/hedin-bil-malmo"')
    expect(html).toContain('Hedin Bil Malmö</a>')
    expect(html).toContain('href="tel:040123456"')
    // The number and its spoken label hold together: no-break spaces and a non-breaking hyphen.
    expect(html).toContain('040\u201112\u00a034\u00a056<span class="sr-only">\u00a0(Ring\u00a0Anna\u00a0Berg)</span>')
    expect(html).toContain('href="mailto:anna.berg@example.se"')
    expect(html).toContain('Erik Lund')
    expect(form).toMatchObject({
      siteName: 'hedin-se',
      carId: '11000006',
      isSample: false,
      showTestDrive: false,
      dealers: [{ siteId: '1104', label: 'Hedin Bil Malmö, Malmö' }],
      privacyHref: '/integritetspolicy',
    })
    expect(form.texts.chooseDealer).toBe('Välj anläggning *')
  })

  it('lets a sample’s visitor choose among the brand’s dealers, without sellers', async () => {
    const car = carDocument(11000008, {
      car_is_sample: true,
      car_is_used: false,
      car_sellers: [{ name: 'Anna Berg', email: 'anna.berg@example.se', phone: '040-12 34 56' }],
    })
    const lund = { ...own, siteId: '1105', name: 'Hedin Bil Lund', city: null }
    const { html, form } = await render(car, [own, lund])
    expect(html).not.toContain('Anna Berg')
    expect(html).not.toContain('/anlaggningar/')
    expect(form).toMatchObject({
      isSample: true,
      showTestDrive: true,
      dealers: [
        { siteId: '1104', label: 'Hedin Bil Malmö, Malmö' },
        { siteId: '1105', label: 'Hedin Bil Lund' },
      ],
    })
  })

  it('links the privacy page in the page’s language, or leaves the link out when the site has none', async () => {
    const english = await render(carDocument(1, {}), [own], ctx({ lang: 'en', t: createTranslator({}, 'en') }))
    expect(english.form.privacyHref).toBe('/en/integritetspolicy')
    expect(english.html).toContain('Interested in this car?')
    state.pages = new Set()
    expect((await render(carDocument(1, {}), [own])).form.privacyHref).toBeNull()
    const edited = createTranslator({ enquiryPrivacyPolicyPath: '/gdpr' }, 'sv')
    state.pages = new Set(['hedin-se/gdpr', 'hedin-se/integritetspolicy'])
    expect((await render(carDocument(1, {}), [own], ctx({ t: edited }))).form.privacyHref).toBe('/gdpr')
  })
})
