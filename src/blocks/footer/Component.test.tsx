import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { makeSite } from '@/modules/sites/site.fixture'
import type { FooterBlock as FooterFields, Media } from '@/payload-types'
import type { BlockContext } from '../context'
import { FooterBlock } from './Component'

const site = makeSite()
const ctx: BlockContext = {
  site,
  lang: site.defaultLanguage,
  t: createTranslator({}, 'en'),
  path: '/',
  editing: false,
  searchParams: {},
}

const media = (filename: string): Media =>
  ({ id: 1, filename, alt: filename, width: 300, height: 110, updatedAt: '', createdAt: '' }) as Media

const render = (block: Omit<FooterFields, 'blockType'>) =>
  renderToStaticMarkup(<FooterBlock block={{ blockType: 'footer', ...block }} ctx={ctx} />)

describe('FooterBlock', () => {
  it('renders columns with their title, description and links', () => {
    const html = render({
      columns: [
        {
          title: 'Köp bil',
          description: 'Nya och begagnade bilar',
          links: [{ label: 'Kampanjer', url: '/kampanjer' }],
        },
      ],
    })
    expect(html).toContain('Köp bil</h2>')
    expect(html).toContain('Nya och begagnade bilar')
    expect(html).toContain('href="/kampanjer"')
  })

  it('links brand logos to the car list filtered on the brand, and skips brands without a logo', () => {
    const html = render({
      brandsHeading: 'Våra bilmärken',
      brands: [
        { name: 'Mercedes-Benz', logo: media('logo-mercedes-benz.png') },
        { name: 'MINI', logo: null },
      ],
    })
    expect(html).toContain(`href="${site.paths.carList}?car_brand=Mercedes-Benz"`)
    expect(html).toContain('alt="Mercedes-Benz"')
    expect(html).not.toContain('car_brand=MINI')
  })

  it('hides the brand row when ShowBrands is off', () => {
    const html = render({ showBrands: false, brands: [{ name: 'BMW', logo: media('logo-bmw.png') }] })
    expect(html).not.toContain('car_brand=')
  })

  it('draws social links with an icon as named external links and skips those without one', () => {
    const html = render({
      socialLinks: [
        { icon: 'instagram', url: 'https://www.instagram.com/hedin' },
        { icon: null, url: 'https://www.facebook.com/hedin' },
      ],
    })
    expect(html).toContain('aria-label="Follow us on Instagram"')
    expect(html).toContain('target="_blank"')
    expect(html).not.toContain('facebook.com')
  })

  it('turns phone numbers and e-mail addresses of the info fields into copyable mailto/tel links', () => {
    const html = render({
      infoField1: { heading: 'Kundcenter', text: 'Ring 08-465 004 20 eller mejla kundcenter@hedinautomotive.se.' },
      infoField2: { heading: '', text: '' },
    })
    expect(html).toContain('href="tel:0846500420"')
    expect(html).toContain('href="mailto:kundcenter@hedinautomotive.se"')
    expect(html.match(/role="status"/g)).toHaveLength(2)
    expect(html).toContain('md:grid-cols-2')
  })

  it('lets a single info field span the row with InfoFieldOneChildFullWidth', () => {
    const html = render({ infoField1: { heading: 'Kundcenter' }, infoFieldOneChildFullWidth: true })
    expect(html).not.toContain('md:grid-cols-2')
  })

  it('shows the highlighted link only with a label and an address', () => {
    expect(render({ highlightedLink: { label: 'Boka service', url: '/service' } })).toContain('Boka service</a>')
    expect(render({ highlightedLink: { label: 'Boka service', url: '' } })).not.toContain('Boka service')
  })

  it('renders an empty footer without throwing when every field is missing', () => {
    expect(render({})).toContain('<footer')
  })
})
