import { describe, expect, it } from 'vitest'
import {
  findMonthlyFigures,
  formatFinding,
  inspectPage,
  marketOfCountry,
  marketOfHostNames,
  pageRules,
  sitemapPaths,
  type PageResult,
} from './sweep'

const page = (body: string, head = '') =>
  `<!doctype html><html lang="fi"><head><title>Autot</title>${head}</head><body>${body}</body></html>`

// Today's car card on hedin-fi, as the server renders it: a monthly figure and nothing else.
const BARE_CARD = `<article class="car-card"><p><span class="car-card-price">17 190 €</span></p>
  <p class="text-right text-sm"><span class="block">Rahoitus</span><span class="font-semibold">298 €/kk</span></p></article>`

// The same card under the markup contract.
const COMPLIANT_CARD = `<article class="car-card" data-credit-offer>
  <p><span class="car-card-price">17 190 €</span></p>
  <p><span>Rahoitus</span> <span data-credit-figure="loan">298 €/kk</span></p>
  <p data-credit-example>Todellinen vuosikorko 8,2 % · yhteensä 17 880 € · 60 kk</p></article>`

const WARNING = '<p data-credit-warning>Huomio! Rahan lainaaminen maksaa.</p>'

const kinds = (result: PageResult) => result.findings.map((finding) => finding.kind)

describe('a monthly figure and its example', () => {
  it('reports a bare monthly figure found by its text', () => {
    const result = inspectPage(page(BARE_CARD + WARNING), pageRules('FI'))
    expect(result.findings).toEqual([
      {
        kind: 'figure-without-example',
        figure: { text: '298 €/kk', product: null, foundBy: 'text', where: 'body', withExample: false },
      },
    ])
  })

  it('reports nothing on a compliant card with the warning, and sees its figure by marker and text', () => {
    const result = inspectPage(page(WARNING + COMPLIANT_CARD), pageRules('FI'))
    expect(result.findings).toEqual([])
    expect(result.figures).toEqual([
      { text: '298 €/kk', product: 'loan', foundBy: 'marker+text', where: 'body', withExample: true },
    ])
  })

  it('reports a marked figure whose offer holds no example, or only an empty one', () => {
    const noExample = COMPLIANT_CARD.replace(/<p data-credit-example>.*?<\/p>/, '')
    const emptyExample = COMPLIANT_CARD.replace(/(<p data-credit-example>).*?(<\/p>)/, '$1 $2')
    for (const card of [noExample, emptyExample]) {
      expect(kinds(inspectPage(page(WARNING + card), pageRules('FI')))).toEqual(['figure-without-example'])
    }
  })

  it('reports a marked figure outside any offer even when an example is elsewhere on the page', () => {
    const html = `<span data-credit-figure="leasing">444 €/kk</span><div data-credit-offer><p data-credit-example>x</p></div>`
    const result = inspectPage(page(WARNING + html), pageRules('FI'))
    expect(result.findings).toHaveLength(1)
    expect(result.figures[0]?.product).toBe('leasing')
  })

  it('reports a marked figure whose text the patterns do not know', () => {
    const result = inspectPage(page(`${WARNING}<b data-credit-figure="pcp">£199 every four weeks</b>`), pageRules('UK'))
    expect(result.figures).toEqual([
      { text: '£199 every four weeks', product: 'pcp', foundBy: 'marker', where: 'body', withExample: false },
    ])
  })

  it('accepts the figures of a card inside a list that is one offer with a shared full example', () => {
    const cards = BARE_CARD.replace(
      '<span class="font-semibold">',
      '<span class="font-semibold" data-credit-figure="hp">',
    )
    const list = `<section data-credit-offer><ul><li data-credit-offer>${cards}</li></ul>
      <div data-credit-example><dl><dt>Representative APR</dt><dd>9.9%</dd></dl></div></section>`
    expect(inspectPage(page(list), pageRules('UK')).findings).toEqual([])
  })

  it('does not count the instalment inside the example itself', () => {
    const example = `<div data-credit-offer><span data-credit-figure="loan">298 €/kk</span>
      <dl data-credit-example><dt>Kuukausierä</dt><dd>298 €/kk</dd></dl></div>`
    const result = inspectPage(page(WARNING + example), pageRules('FI'))
    expect(result.figures).toHaveLength(1)
    expect(result.findings).toEqual([])
  })
})

describe('finding figures by their text', () => {
  it.each([
    ['Swedish', 'Billån 5 604 kr/mån', '5 604 kr/mån'],
    ['Swedish, VAT note after', 'Företagsleasing 10 649 kr/mån exkl. moms', '10 649 kr/mån'],
    ['Norwegian', 'Billån 3 615 kr/mnd', '3 615 kr/mnd'],
    ['Finnish', 'Rahoitus 1 054 €/kk', '1 054 €/kk'],
    ['Slovak', 'Úver na auto 628 €/mes.', '628 €/mes.'],
    ['English, per month', 'Hire Purchase £1,162 per month', '£1,162 per month'],
    ['English, /month', 'Finance €298/month', '€298/month'],
    ['English, pm', 'PCP from £199pm', '£199pm'],
    ['English, p/m', 'PCP £199 p/m', '£199 p/m'],
    ['no-break spaces from Intl', 'Rahoitus 1\u202f054\u00a0€/kk', '1 054 €/kk'],
    ['a label and its amount', 'Kuukausierä 298 €', 'Kuukausierä 298 €'],
    ['an English label', 'Monthly payment: £162', 'Monthly payment: £162'],
  ])('%s', (_name, text, figure) => {
    expect(findMonthlyFigures(text)).toEqual([figure])
  })

  it.each([
    ['a term', 'Laina-aika 60 kk'],
    ['opening hours', 'Mon–Fri 9am–5.30pm'],
    ['mileage per month', 'Körsträcka 1 500 mil/mån'],
    ['a cash price', 'Pris 17 190 €'],
    ['prose with a word between the label and the amount', 'monthly payments from £25'],
  ])('leaves %s alone', (_name, text) => {
    expect(findMonthlyFigures(text)).toEqual([])
  })

  it('finds a figure in another language than the page: Slovak and British formats on a Finnish page', () => {
    const html = page(`${WARNING}<p>Úver 628 €/mes.</p><p>Hire Purchase £162 per month</p>`)
    const result = inspectPage(html, pageRules('FI'))
    expect(result.figures.map((figure) => figure.text)).toEqual(['628 €/mes.', '£162 per month'])
    expect(kinds(result)).toEqual(['figure-without-example', 'figure-without-example'])
  })

  it('reads a figure React split into several text nodes', () => {
    const result = inspectPage(page('<p><span>£<!-- -->162<!-- --> per month</span></p>'), pageRules('UK'))
    expect(result.figures.map((figure) => figure.text)).toEqual(['£162 per month'])
  })

  it('does not run a year in one cell into the amount in the next', () => {
    const result = inspectPage(page('<table><tr><td>2026</td><td>298 €/kk</td></tr></table>'), pageRules('FI'))
    expect(result.figures.map((figure) => figure.text)).toEqual(['298 €/kk'])
  })

  it('skips scripts and styles but reads streamed content Next keeps hidden', () => {
    const html = page(`${WARNING}<script>self.__next_f.push([1,"298 €/kk"])</script><style>/* 9 €/kk */</style>
      <div hidden id="S:0"><span>501 €/kk</span></div>`)
    expect(inspectPage(html, pageRules('FI')).figures.map((figure) => figure.text)).toEqual(['501 €/kk'])
  })

  it('reads labels for screen readers and the head’s descriptions', () => {
    const html = page(
      `<button aria-label="Vertaa: 298 €/kk">+</button>`,
      '<meta name="description" content="Toyota Yaris, rahoitus 298 €/kk">',
    )
    const result = inspectPage(html, pageRules('NO'))
    expect(result.figures.map((figure) => figure.where)).toEqual(['head <meta description>', 'attribute aria-label'])
    expect(result.findings).toHaveLength(2)
  })

  it('does not count a service plan or a price marked as no credit', () => {
    const html = page(
      '<p>Service plans from £25 a month, transferable if you sell the car.</p><p data-not-credit>Tyre storage £9 per month</p>',
      '<meta name="description" content="Book a service. Service plans from £25 a month.">',
    )
    expect(inspectPage(html, pageRules('UK')).figures).toEqual([])
  })

  it('still counts a loan figure on a line that only mentions a car feature', () => {
    const html = page('<p>Snabbladdning 11 kW</p><p>Billån 5 604 kr/mån</p>')
    expect(inspectPage(html, pageRules('SE')).figures).toHaveLength(1)
  })
})

describe('the warning follows the market profile', () => {
  const compliantWithout = page(COMPLIANT_CARD)

  it('is missing on an EU page with a figure and no warning', () => {
    for (const market of ['SE', 'FI', 'SK'] as const) {
      expect(inspectPage(compliantWithout, pageRules(market)).findings).toEqual([{ kind: 'warning-missing', market }])
    }
  })

  it('is not asked for in Norway or the UK unless the site switches it on', () => {
    expect(inspectPage(compliantWithout, pageRules('NO')).findings).toEqual([])
    expect(inspectPage(compliantWithout, pageRules('UK')).findings).toEqual([])
    expect(kinds(inspectPage(compliantWithout, pageRules('NO', { warningEnabled: true })))).toEqual(['warning-missing'])
  })

  it('cannot be switched off where the directive requires it', () => {
    expect(kinds(inspectPage(compliantWithout, pageRules('SE', { warningEnabled: false })))).toEqual([
      'warning-missing',
    ])
  })

  it('accepts the Swedish warning’s existing marker, but not an empty warning', () => {
    const swedish = page(
      `<div data-consumer-loan-warning="true">Varning! Att låna pengar kostar pengar.</div>${COMPLIANT_CARD}`,
    )
    expect(inspectPage(swedish, pageRules('SE')).findings).toEqual([])
    const empty = page(`<div data-credit-warning></div>${COMPLIANT_CARD}`)
    expect(kinds(inspectPage(empty, pageRules('SE')))).toEqual(['warning-missing'])
  })

  it('is not needed on a page without credit figures', () => {
    expect(inspectPage(page('<p>Huolto ja rengashotelli</p>'), pageRules('FI')).findings).toEqual([])
  })
})

describe('crawl helpers', () => {
  it('reads the paths of a sitemap whatever host it names', () => {
    const xml = `<urlset><url><loc>http://hedin-fi.localhost:3100/</loc></url>
      <url><loc> http://hedin-fi.localhost:3100/sv/osta-auto?a=1&amp;b=2 </loc></url></urlset>`
    expect(sitemapPaths(xml)).toEqual(['/', '/sv/osta-auto?a=1&b=2'])
  })

  it('collects same-site page links and leaves out other hosts, the API and files', () => {
    const html = page(
      '<a href="/osta-auto#top">a</a><a href="//evil.example/x">b</a><a href="https://x.example/">c</a>' +
        '<a href="/api/cars/list">d</a><a href="/media/brochure.pdf">e</a><a href="/en/huolto?x=1">f</a>',
    )
    expect(inspectPage(html, pageRules('FI')).links).toEqual(['/osta-auto', '/en/huolto?x=1'])
  })

  it('names a site’s market from its search scope’s country or its host names', () => {
    expect(marketOfCountry('GB')).toBe('UK')
    expect(marketOfCountry('FI')).toBe('FI')
    expect(marketOfCountry('DE')).toBeNull()
    expect(marketOfHostNames(['hedinautomotive.co.uk'])).toBe('UK')
    expect(marketOfHostNames(['hedincharge.se'])).toBe('SE')
    expect(marketOfHostNames(['example.com'])).toBeNull()
  })

  it('prints a finding as site, language, path, what and the figure', () => {
    const [finding] = inspectPage(page(BARE_CARD), pageRules('NO')).findings
    expect(finding && formatFinding('hedin-fi', 'fi', '/osta-auto/kaikki-autot', finding)).toBe(
      'hedin-fi fi /osta-auto/kaikki-autot: monthly figure without its example, no data-credit-figure marker — "298 €/kk"',
    )
    expect(formatFinding('hedin-sk', 'sk', '/', { kind: 'warning-missing', market: 'SK' })).toBe(
      'hedin-sk sk /: credit warning missing (the SK profile asks for it next to the first figure)',
    )
  })
})
