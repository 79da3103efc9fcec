import { describe, expect, it } from 'vitest'
import {
  brandCarListHref,
  clipboardText,
  highlightedLink,
  infoFieldsLayout,
  linkifyContacts,
  visibleBrands,
  visibleSocialLinks,
} from './footer'

describe('visibleSocialLinks', () => {
  it('keeps links with a known icon and a web address, in order, with the network name', () => {
    expect(
      visibleSocialLinks([
        { icon: 'instagram', url: 'https://www.instagram.com/hedinautomotive' },
        { icon: null, url: 'https://www.facebook.com/hedin' },
        { icon: 'myspace', url: 'https://myspace.com/hedin' },
        { icon: 'x', url: ' https://x.com/hedin ' },
        { icon: 'youtube', url: '/kontakt' },
        { icon: 'linkedin', url: '' },
      ]),
    ).toEqual([
      { icon: 'instagram', url: 'https://www.instagram.com/hedinautomotive', name: 'Instagram' },
      { icon: 'x', url: 'https://x.com/hedin', name: 'X' },
    ])
  })

  it('gives nothing for a missing list', () => {
    expect(visibleSocialLinks(null)).toEqual([])
  })
})

describe('visibleBrands', () => {
  const logo = { src: '/-/media/logo-bmw.png' }
  const bw = { src: '/-/media/logo-bmw-bw.png' }

  it('shows only brands with a logo source and a name', () => {
    expect(
      visibleBrands(
        [
          { name: 'BMW', logo },
          { name: 'MINI', logo: null, logoBlackAndWhite: null },
          { name: '  ', logo },
          { name: 'Renault', logoBlackAndWhite: bw },
        ],
        true,
      ),
    ).toEqual([
      { name: 'BMW', logo, hoverLogo: null },
      { name: 'Renault', logo: bw, hoverLogo: null },
    ])
  })

  it('shows the black-and-white logo at rest and swaps in the colour one when both exist', () => {
    expect(visibleBrands([{ name: 'BMW', logo, logoBlackAndWhite: bw }], undefined)).toEqual([
      { name: 'BMW', logo: bw, hoverLogo: logo },
    ])
  })

  it('hides every brand when ShowBrands is off', () => {
    expect(visibleBrands([{ name: 'BMW', logo }], false)).toEqual([])
  })
})

describe('brandCarListHref', () => {
  it('filters the car list on the brand name', () => {
    expect(brandCarListHref('/kop-bil/alla-bilar-i-lager', 'BMW')).toBe('/kop-bil/alla-bilar-i-lager?car_brand=BMW')
  })

  it('encodes names with spaces and letters outside ASCII', () => {
    expect(brandCarListHref('/buy-car/car', 'Land Rover')).toBe('/buy-car/car?car_brand=Land%20Rover')
    expect(brandCarListHref('/buy-car/car', 'Škoda')).toBe('/buy-car/car?car_brand=%C5%A0koda')
  })

  it('keeps a query and a fragment the car list path already has', () => {
    expect(brandCarListHref('/bilar?car_is_used=true#list', 'MINI')).toBe('/bilar?car_is_used=true&car_brand=MINI#list')
  })
})

describe('clipboardText', () => {
  it('copies the address of a mailto link without its query', () => {
    expect(clipboardText('mailto:kundcenter@hedinautomotive.se?subject=Hej')).toBe('kundcenter@hedinautomotive.se')
    expect(clipboardText('MAILTO:info%40example.se')).toBe('info@example.se')
  })

  it('copies the number of a tel link', () => {
    expect(clipboardText('tel:+46846500420')).toBe('+46846500420')
  })

  it('gives null for other links and for empty ones', () => {
    expect(clipboardText('/kontakt')).toBeNull()
    expect(clipboardText('https://example.se/mailto:x')).toBeNull()
    expect(clipboardText('tel:')).toBeNull()
    expect(clipboardText(undefined)).toBeNull()
  })

  it('copies a malformed escape as written', () => {
    expect(clipboardText('mailto:a%zz@b.se')).toBe('a%zz@b.se')
  })
})

describe('linkifyContacts', () => {
  it('links the phone number and e-mail address of a Swedish text and leaves opening hours alone', () => {
    expect(
      linkifyContacts('Ring 08-465 004 20 eller mejla kundcenter@hedinautomotive.se. Vardagar kl. 08.00–18.00.'),
    ).toEqual([
      { kind: 'text', text: 'Ring ' },
      { kind: 'phone', text: '08-465 004 20', href: 'tel:0846500420' },
      { kind: 'text', text: ' eller mejla ' },
      { kind: 'email', text: 'kundcenter@hedinautomotive.se', href: 'mailto:kundcenter@hedinautomotive.se' },
      { kind: 'text', text: '. Vardagar kl. 08.00–18.00.' },
    ])
  })

  it('keeps the + of an international number', () => {
    const segments = linkifyContacts('Volajte +421 2 3300 4500 (Po – Pi 8:00 – 18:00)')
    expect(segments[1]).toEqual({ kind: 'phone', text: '+421 2 3300 4500', href: 'tel:+421233004500' })
  })

  it('does not take years, prices or short numbers for phone numbers', () => {
    const text = 'Sedan 2019 har vi sålt 120 000 bilar; ring 112 vid olycka. Mon - Fri 8 - 18.'
    expect(linkifyContacts(text)).toEqual([{ kind: 'text', text }])
  })

  it('gives no segments for an empty text', () => {
    expect(linkifyContacts('')).toEqual([])
    expect(linkifyContacts(null)).toEqual([])
  })
})

describe('infoFieldsLayout', () => {
  it('keeps fields with a heading or a text, trimmed', () => {
    expect(
      infoFieldsLayout(
        [
          { heading: ' Kundcenter ', text: null },
          { heading: '', text: '  ' },
        ],
        false,
      ),
    ).toEqual({ fields: [{ heading: 'Kundcenter', text: '' }], fullWidth: false })
  })

  it('lets a single field span the row only when InfoFieldOneChildFullWidth is set', () => {
    expect(infoFieldsLayout([null, { text: 'Öppet 8–18' }], true).fullWidth).toBe(true)
    expect(infoFieldsLayout([{ heading: 'A' }, { heading: 'B' }], true).fullWidth).toBe(false)
    expect(infoFieldsLayout([], true)).toEqual({ fields: [], fullWidth: false })
  })
})

describe('highlightedLink', () => {
  it('needs both a label and an address', () => {
    expect(highlightedLink({ label: 'Boka service', url: '/service' })).toEqual({
      label: 'Boka service',
      url: '/service',
    })
    expect(highlightedLink({ label: 'Boka service', url: ' ' })).toBeNull()
    expect(highlightedLink({ label: '', url: '/service' })).toBeNull()
    expect(highlightedLink(null)).toBeNull()
  })
})
