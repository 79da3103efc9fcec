/**
 * The compliance sweep's logic (issue 16, item 9): given a page's server HTML, find every
 * monthly credit figure on it and say which stand without their representative example, and
 * whether the page lacks the warning its market's profile asks for. scripts/credit-sweep.ts
 * crawls the sites and feeds pages through here.
 *
 * ## The markup contract the UI follows
 *
 * - Every element that shows a monthly credit figure carries `data-credit-figure`, its value the
 *   product (`loan`, `leasing`, `hp`, `pcp`).
 * - The figure sits inside an element carrying `data-credit-offer` (a card, a panel, a summary),
 *   and that same element contains an element with `data-credit-example` (the compact line or
 *   the full representative example) with text in it. Offers may nest: a list may be one offer
 *   with one shared full example around cards that are offers of their own.
 * - The page's warning carries `data-credit-warning`; the Swedish warning's existing
 *   `data-consumer-loan-warning` counts too.
 *
 * The markers alone are not trusted: a figure added without them is the very bug the sweep is
 * for. So monthly figures are also found by their text, in every language we sell in, and a
 * figure found either way must sit in an offer with an example. Text inside a
 * `data-credit-example` is the disclosure itself (its instalment row is no advertisement of its
 * own) and is not counted. Hidden elements are read like visible ones: Next streams late parts
 * of a page in `<div hidden>` and a closed disclosure is still on the page, so leaving them out
 * could only miss figures. Scripts, styles and templates are skipped (the RSC payload repeats
 * the page's text; it is never shown as such). Meta descriptions, social-card texts and the
 * title are read too: a monthly price there is an advert in a search result, with no example.
 */

import { Window, type Element as DomElement, type Node as DomNode } from 'happy-dom'
import { isMarket, profileFor, warningShown, type Market, type SiteDisclosureSettings } from './profiles'

export const FIGURE_ATTR = 'data-credit-figure'
export const OFFER_ATTR = 'data-credit-offer'
export const EXAMPLE_ATTR = 'data-credit-example'
export const NOT_CREDIT_ATTR = 'data-not-credit'
export const WARNING_ATTRS = ['data-credit-warning', 'data-consumer-loan-warning'] as const

// Spaces Intl puts in numbers and between number and currency: ordinary, no-break, narrow no-break.
const SP = '[ \\u00a0\\u202f]'
const NUMBER = `(?<![\\d.,])(?:\\d{1,3}(?:[ \\u00a0\\u202f.,]\\d{3})+|\\d+)(?:[.,]\\d{1,2}|,-)?`
const CURRENCY_BEFORE = `(?:£|€|\\$|EUR|GBP|SEK|NOK)${SP}?`
const CURRENCY_AFTER = `${SP}?(?:kr\\.?|:-|€|EUR|SEK|NOK|euroa|euro|eur)`
// A currency is required, so "12 kk", "1 500 mil/mån" or "5.30pm" are never taken for prices.
const AMOUNT = `(?:${CURRENCY_BEFORE}${NUMBER}(?:${CURRENCY_AFTER})?|${NUMBER}${CURRENCY_AFTER})`
const NOT_LETTER = '(?!\\p{L})'
const MONTH_WORDS = 'month|mth|mo|månad|mån|måned|mnd|md|kuukausi|kk|mesiac|mes'
const PER_MONTH =
  `${SP}?(?:` +
  // kr/mån, kr/mnd, €/kk, €/mes., £/month, /mo
  `/${SP}?(?:${MONTH_WORDS})\\.?${NOT_LETTER}` +
  // per month, a month, per månad, i månaden, pr. mnd, om måneden
  `|${SP}(?:per|pr\\.?|a|i|om)${SP}+(?:month|månaden|månad|mån|måneden|måned|mnd|kuukausi|mesiac)\\.?${NOT_LETTER}` +
  // £162pm, £162 p/m, pcm
  `|${SP}?(?:p/m|pm|pcm)${NOT_LETTER}` +
  `|${SP}(?:monthly|kuukaudessa|kuussa|mesačne|månadsvis)${NOT_LETTER}` +
  ')'

// A label naming the monthly payment, its amount right after it (a card's or panel's label and
// value): "Kuukausierä 298 €", "Monthly payment: £162", "Månedspris 3 615 kr". Only a colon or
// white space may stand between, so prose such as "payments from £25" is left to the suffixes.
const MONTHLY_LABEL =
  '(?:monthly\\s+(?:payments?|cost|price|instal(?:l)?ments?|rental)|månadskostnad|månadsbelopp|månadspris' +
  '|månedspris|månedsbeløp|månedskostnad|kuukausierä|kuukausimaksu|kuukausihinta|mesačná\\s+splátka' +
  `|mesačná\\s+cena)${NOT_LETTER}[\\s:]*`

/** A monthly credit figure as visitors read it, in Swedish, Norwegian, Finnish, Slovak and English. */
export function monthlyFigurePattern(): RegExp {
  return new RegExp(`${AMOUNT}${PER_MONTH}|${MONTHLY_LABEL}${AMOUNT}(?:${PER_MONTH})?`, 'giu')
}

/**
 * Monthly prices that are not credit: a service plan, a subscription, the tyre hotel, charging.
 * A figure whose own line names one of these is not counted. The list is short on purpose: a
 * word here could hide a real credit figure, so only things that are never credit belong in it.
 */
const NOT_CREDIT =
  /service\s?plans?|service\s+agreement|serviceavtal|serviceplan|serviceavtale|huoltosopimus|servisn[áý]\s+(?:zmluva|balík)|subscription|abonnemang|abonnement|tilaus|predplatn|tyre\s+hotel|däckhotell|dekkhotell|rengashotelli|pneuhotel|charging|laddabonnemang|ladeabonnement|latausliittymä/iu

/** Whether the words around a monthly price say it is not credit. */
export function isNonCreditContext(context: string): boolean {
  return NOT_CREDIT.test(context)
}

/** Every monthly figure in a text, normalised to ordinary spaces. */
export function findMonthlyFigures(text: string): string[] {
  return [...text.matchAll(monthlyFigurePattern())].map((match) => normalise(match[0]))
}

function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()
}

/** How the figure was found: by its marker, by its text, or both (the marked element's text). */
export type FoundBy = 'marker' | 'text' | 'marker+text'

export type Figure = {
  text: string
  /** the data-credit-figure value, or null without a marker */
  product: string | null
  foundBy: FoundBy
  /** where on the page: the body, an attribute of a body element, or the head's metadata */
  where: 'body' | `attribute ${string}` | `head ${string}`
  /** inside a data-credit-offer that holds a non-empty data-credit-example */
  withExample: boolean
}

export type Finding = { kind: 'figure-without-example'; figure: Figure } | { kind: 'warning-missing'; market: Market }

export type PageRules = {
  market: Market
  /** the profile (and the site's settings) ask for the warning where a credit figure shows */
  warningRequired: boolean
}

export type PageResult = {
  /** the page's language from <html lang>, or null */
  lang: string | null
  figures: Figure[]
  warningPresent: boolean
  findings: Finding[]
  /** same-site page paths the page links to, for the crawl */
  links: string[]
}

/** The rules a site's pages are held to: its market's profile with the site's own settings. */
export function pageRules(market: Market, settings: SiteDisclosureSettings = {}): PageRules {
  return { market, warningRequired: warningShown(profileFor(market), settings) }
}

/** Our market code for a country code (search scopes name the UK by its ISO code, GB). */
export function marketOfCountry(code: string): Market | null {
  const upper = code.toUpperCase()
  const market = upper === 'GB' ? 'UK' : upper
  return isMarket(market) ? market : null
}

const TLD_COUNTRY: Record<string, string> = { se: 'SE', no: 'NO', fi: 'FI', sk: 'SK', uk: 'GB' }

/**
 * A site's market from its public host names' country domains, for sites without a search
 * scope (which is where marketplace sites name their market): the charging network and the
 * pickup locator are Swedish sites and fall under Swedish rules if they ever show a price.
 */
export function marketOfHostNames(hostNames: readonly string[]): Market | null {
  for (const host of hostNames) {
    const tld = host.split('.').pop()?.toLowerCase() ?? ''
    const country = TLD_COUNTRY[tld]
    if (country) return marketOfCountry(country)
  }
  return null
}

// Elements that do not break a line: text either side of their edges reads as one phrase.
// prettier-ignore
const INLINE = new Set([
  'A', 'ABBR', 'B', 'BDI', 'BDO', 'CITE', 'CODE', 'DATA', 'DEL', 'DFN', 'EM', 'I', 'INS', 'KBD',
  'LABEL', 'MARK', 'OUTPUT', 'Q', 'S', 'SAMP', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'VAR',
])
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE'])
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt'] as const

// One window for every page: a window per page costs more than the parse it hosts.
let parserWindow: Window | null = null
function parse(html: string) {
  parserWindow ??= new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      disableComputedStyleRendering: true,
    },
  })
  return new parserWindow.DOMParser().parseFromString(html, 'text/html')
}

type Doc = ReturnType<typeof parse>
type El = DomElement
type TextSpan = { parent: El; start: number; end: number }

function blockOf(element: El): El {
  let current: El = element
  while (INLINE.has(current.tagName) && current.parentElement) current = current.parentElement
  return current
}

/**
 * The body's text as one string, with the text node each stretch came from. Text nodes of one
 * element join directly (React splits "£{amount} per month" into three with comments between);
 * across inline elements they join with a space; across blocks with a line break, which the
 * figure pattern never crosses, so a year in one cell and an amount in the next stay apart.
 */
function bodyText(body: El): { text: string; spans: TextSpan[] } {
  let text = ''
  const spans: TextSpan[] = []
  let previous: El | null = null
  const walk = (node: DomNode) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        const parent = child.parentElement
        const value = child.textContent ?? ''
        if (!parent || value === '') continue
        if (previous && previous !== parent) text += blockOf(previous) === blockOf(parent) ? ' ' : '\n'
        spans.push({ parent, start: text.length, end: text.length + value.length })
        text += value
        previous = parent
      } else if (child.nodeType === 1) {
        const element = child as El
        if (SKIPPED.has(element.tagName)) continue
        walk(element)
      }
    }
  }
  walk(body)
  return { text, spans }
}

const CONTEXT_CHARS = 120

/** The line (a block's text) a match sits on, at most CONTEXT_CHARS either side of it. */
function lineAround(text: string, start: number, end: number): string {
  const from = Math.max(text.lastIndexOf('\n', start) + 1, start - CONTEXT_CHARS)
  const lineEnd = text.indexOf('\n', end)
  const to = Math.min(lineEnd === -1 ? text.length : lineEnd, end + CONTEXT_CHARS)
  return text.slice(from, to)
}

function commonAncestor(elements: readonly El[]): El | null {
  const [first, ...rest] = elements
  if (!first) return null
  let candidate: El | null = first
  while (candidate && !rest.every((element) => candidate!.contains(element))) candidate = candidate.parentElement
  return candidate
}

function hasExample(offer: El): boolean {
  for (const example of offer.querySelectorAll(`[${EXAMPLE_ATTR}]`)) {
    if (normalise(example.textContent ?? '') !== '') return true
  }
  return false
}

function withExample(element: El): boolean {
  for (
    let offer = element.closest(`[${OFFER_ATTR}]`);
    offer;
    offer = offer.parentElement?.closest(`[${OFFER_ATTR}]`) ?? null
  ) {
    if (hasExample(offer)) return true
  }
  return false
}

// Text in an example is the disclosure itself; text marked not-credit is a service's price.
const exempt = (element: El) => element.closest(`[${EXAMPLE_ATTR}], [${NOT_CREDIT_ATTR}]`) !== null

function headFigures(doc: Doc): Figure[] {
  const figures: Figure[] = []
  const read = (where: string, value: string | null | undefined) => {
    if (isNonCreditContext(value ?? '')) return
    for (const text of findMonthlyFigures(value ?? '')) {
      figures.push({ text, product: null, foundBy: 'text', where: `head ${where}`, withExample: false })
    }
  }
  read('<title>', doc.querySelector('title')?.textContent)
  for (const meta of doc.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')) {
    read(`<meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}>`, meta.getAttribute('content'))
  }
  return figures
}

function bodyFigures(body: El): Figure[] {
  const figures: Figure[] = []
  const byMarker = new Map<El, Figure>()

  for (const element of body.querySelectorAll(`[${FIGURE_ATTR}]`)) {
    if (exempt(element)) continue
    const figure: Figure = {
      text: normalise(element.textContent ?? '').slice(0, 80),
      product: element.getAttribute(FIGURE_ATTR) || null,
      foundBy: 'marker',
      where: 'body',
      withExample: withExample(element),
    }
    byMarker.set(element, figure)
    figures.push(figure)
  }

  const markerFor = (element: El): El | null => {
    const around = element.closest(`[${FIGURE_ATTR}]`)
    if (around) return around
    const within = element.querySelector(`[${FIGURE_ATTR}]`)
    return within
  }

  const addTextHit = (element: El, text: string, where: Figure['where']) => {
    if (exempt(element)) return
    const marker = where === 'body' ? markerFor(element) : null
    const marked = marker ? byMarker.get(marker) : undefined
    if (marked) {
      marked.foundBy = 'marker+text'
      marked.text = text
      return
    }
    figures.push({ text, product: null, foundBy: 'text', where, withExample: withExample(element) })
  }

  const { text, spans } = bodyText(body)
  for (const match of text.matchAll(monthlyFigurePattern())) {
    const start = match.index
    const end = start + match[0].length
    if (isNonCreditContext(lineAround(text, start, end))) continue
    const parents = spans.filter((span) => span.start < end && span.end > start).map((span) => span.parent)
    const element = commonAncestor(parents)
    if (element) addTextHit(element, normalise(match[0]), 'body')
  }

  const selector = READ_ATTRIBUTES.map((name) => `[${name}]`).join(', ')
  for (const element of body.querySelectorAll(selector)) {
    if (element.closest(SKIPPED_SELECTOR)) continue
    for (const name of READ_ATTRIBUTES) {
      if (isNonCreditContext(element.getAttribute(name) ?? '')) continue
      for (const figure of findMonthlyFigures(element.getAttribute(name) ?? '')) {
        addTextHit(element, figure, `attribute ${name}`)
      }
    }
  }
  return figures
}

const SKIPPED_SELECTOR = [...SKIPPED].map((tag) => tag.toLowerCase()).join(', ')

function warningPresent(doc: Doc): boolean {
  const selector = WARNING_ATTRS.map((name) => `[${name}]`).join(', ')
  for (const warning of doc.querySelectorAll(selector)) {
    if (normalise(warning.textContent ?? '') !== '') return true
  }
  return false
}

/** Every monthly credit figure on a page and what the page's market finds wrong with it. */
export function inspectPage(html: string, rules: PageRules): PageResult {
  const doc = parse(html)
  const body = doc.body
  const figures = [...headFigures(doc), ...(body ? bodyFigures(body) : [])]
  const warning = warningPresent(doc)
  const findings: Finding[] = figures
    .filter((figure) => !figure.withExample)
    .map((figure) => ({ kind: 'figure-without-example', figure }))
  if (figures.length > 0 && rules.warningRequired && !warning) {
    findings.push({ kind: 'warning-missing', market: rules.market })
  }
  const lang = doc.documentElement?.getAttribute('lang') || null
  return { lang, figures, warningPresent: warning, findings, links: pageLinks(doc) }
}

// Routes that are not pages: the API, Next's assets, the CMS, files.
const NOT_A_PAGE = /^\/(?:api|_next|admin|sitecore|-)(?:\/|$)|\.[a-z0-9]{2,5}$/i

function pageLinks(doc: Doc): string[] {
  const links = new Set<string>()
  for (const anchor of doc.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? ''
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const path = href.split('#')[0] ?? ''
    if (path && !NOT_A_PAGE.test(path.split('?')[0] ?? '')) links.add(path)
  }
  return [...links]
}

/** The paths (and queries) of a sitemap's pages, whatever host the sitemap names them under. */
export function sitemapPaths(xml: string): string[] {
  const paths: string[] = []
  for (const match of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    const loc = (match[1] ?? '').replaceAll('&amp;', '&')
    try {
      const url = new URL(loc, 'http://sitemap.invalid')
      paths.push(url.pathname + url.search)
    } catch {
      // a loc that is no URL names no page to visit
    }
  }
  return paths
}

/** One finding as the sweep prints it: `site lang path: what — "figure"`. */
export function formatFinding(site: string, lang: string, path: string, finding: Finding): string {
  if (finding.kind === 'warning-missing') {
    return `${site} ${lang} ${path}: credit warning missing (the ${finding.market} profile asks for it next to the first figure)`
  }
  const { figure } = finding
  const how = figure.foundBy === 'text' ? ', no data-credit-figure marker' : ''
  const where = figure.where === 'body' ? '' : ` in ${figure.where}`
  return `${site} ${lang} ${path}: monthly figure without its example${where}${how} — "${figure.text}"`
}
