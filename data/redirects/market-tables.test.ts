import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  compileRedirects,
  lookupRedirect,
  parseRedirectCsv,
  serializeRedirectCsv,
  type RedirectRule,
  type RedirectSite,
} from '@/modules/redirects'
import { seedSiteSettings } from '../sites/settings'
import { REDIRECT_TABLE_SITES, seedRedirectHosts } from './hosts'

function redirectSite(name: string): RedirectSite {
  const settings = seedSiteSettings.find((site) => site.name === name)
  if (!settings) throw new Error(`no site ${name}`)
  return { ...settings, redirectHosts: seedRedirectHosts[name] ?? [] }
}

function csvOf(name: string): string {
  return readFileSync(new URL(`./${name}.csv`, import.meta.url), 'utf8')
}

function rulesOf(name: string): RedirectRule[] {
  const result = parseRedirectCsv(csvOf(name), redirectSite(name))
  if (!result.ok) throw new Error(`${name}.csv: ${JSON.stringify(result.errors)}`)
  return result.rules
}

/** request -> Location, or null for no redirect; `missing` says no page answers the request. */
function answer(name: string, url: string, missing = false): string | null {
  const set = compileRedirects(rulesOf(name), redirectSite(name))
  const at = url.indexOf('?')
  const request = at === -1 ? { path: url } : { path: url.slice(0, at), query: url.slice(at + 1) }
  const result = lookupRedirect(set, request, { pageMissing: missing })
  if (result.kind === 'refused') throw new Error(`${url}: ${result.message}`)
  return result.kind === 'redirect' ? result.location : null
}

const MINIMUM_ROWS: Record<(typeof REDIRECT_TABLE_SITES)[number], number> = {
  'hedin-fi': 5,
  'brand-no': 5,
  'brand-se': 6,
  'hedin-sk': 3,
  'hedin-no': 20,
  'hedin-se': 25,
  'hedin-uk': 40,
}

describe.each(REDIRECT_TABLE_SITES)('the %s table', (name) => {
  it('is valid, permanent, of its site, at least as long as the spec asks, and a no-op to re-export', () => {
    const rules = rulesOf(name)
    expect(rules.length).toBeGreaterThanOrEqual(MINIMUM_ROWS[name])
    expect(rules.every((rule) => rule.permanent && rule.statusCode === undefined && rule.site === name)).toBe(true)
    expect(compileRedirects(rules, redirectSite(name)).skipped).toEqual([])
    expect(serializeRedirectCsv(rules)).toBe(csvOf(name))
  })
})

describe('answers of the market tables', () => {
  it.each([
    // hedin-fi
    ['hedin-fi', '/miksi-hedin-automotive', '/auton-omistaminen'],
    ['hedin-fi', '/sv/miksi-hedin-automotive', '/sv/auton-omistaminen'],
    ['hedin-fi', '/Loyda-meidat', '/loyda-meidat'],
    ['hedin-fi', '/loyda-meidat', null],
    ['hedin-fi', '/fi-FI/meista?utm_source=x', '/meista?utm_source=x'],
    ['hedin-fi', '/fi-FI/miksi-hedin-automotive', '/auton-omistaminen'],
    ['hedin-fi', '/meista/historia', '/meista'],
    // brand-no
    ['brand-no', '/hvorfor-mini', '/bileierskap'],
    ['brand-no', '/om-oss', '/om-mini/om-oss'],
    ['brand-no', '/404', '/'],
    ['brand-no', '/forhandlere/mini-oslo', '/finn-oss/mini-oslo'],
    // brand-se
    ['brand-se', '/varfor-smart', '/bilagande'],
    ['brand-se', '/om-oss', '/om-smart'],
    ['brand-se', '/aterforsaljare/Smart-Center-Stockholm', '/hitta-oss/smart-center-stockholm'],
    ['brand-se', '/begagnat?page=2', '/kop-bil?car_is_used=true&page=2'],
    // hedin-sk
    ['hedin-sk', '/o-nas', '/o-hedin-automotive'],
    ['hedin-sk', '/Kontakty', '/kontakty'],
    ['hedin-sk', '/KONTAKTY', '/kontakty'],
    ['hedin-sk', '/kontakty', null],
    ['hedin-sk', '/vyhody', '/vyhody-hedin-automotive'],
    // hedin-no
    ['hedin-no', '/biler/BMW/iX1', '/kjop-bil/vare-bilmerker/bmw/ix1'],
    ['hedin-no', '/biler/bmw/ix1/provekjoring', '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring'],
    ['hedin-no', '/verksted/dekkhotell/bestill', '/service-og-verksted'],
    ['hedin-no', '/verksted', '/service-og-verksted'],
    ['hedin-no', '/aktuelt?cat=elbil&utm_source=x', '/aktuelt?utm_source=x'],
    ['hedin-no', '/aktuelt?cat=firmabil', '/aktuelt'],
    ['hedin-no', '/aktuelt?cat=sport', null],
    ['hedin-no', '/aktuelt', null],
    ['hedin-no', '/bruktbil?br=BM&so=price', '/kjop-bil/alle-brukte-biler'],
    // hedin-se
    ['hedin-se', '/bilar?vehicletype=PB', '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=PC'],
    ['hedin-se', '/bilar', '/kop-bil/alla-bilar-i-lager'],
    ['hedin-se', '/anlaggningar/123/hedin-bil-barkarby', '/anlaggningar/hedin-automotive-barkarby'],
    ['hedin-se', '/findus/9/Hedin-Bil-Umea', '/anlaggningar/hedin-automotive-umea'],
    ['hedin-se', '/dackdepa/success', '/dackkop-tack'],
    ['hedin-se', '/dackdepa/error?order=1', '/dackkop-fel?order=1'],
    [
      'hedin-se',
      '/transportbilar?re=uppland&si=1',
      '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=LCV&car_site_region=Uppsala%20l%C3%A4n',
    ],
    ['hedin-se', '/karriar/lediga-jobb', 'https://careers.hedinautomotive.com/lediga-jobb'],
    // hedin-uk
    ['hedin-uk', '/used/bmw/x3', '/buy-car/used-cars/bmw/x3'],
    ['hedin-uk', '/used', '/buy-car/used-cars'],
    ['hedin-uk', '/mercedes-benz/book-a-service', '/service-and-parts/mercedes-benz/servicing/book-service-or-mot'],
    ['hedin-uk', '/Sell-Car', '/sell-car'],
    ['hedin-uk', '/sell-car', null],
    ['hedin-uk', '/dealerships/4f9a2c/hedin-croydon', '/find-us/hedin-croydon'],
    ['hedin-uk', '/insurance/BMW/gap', '/buy-car/finance-and-protection-products/protection-products/bmw/gap'],
    ['hedin-uk', '/en/Sell-Car', '/sell-car'],
    ['hedin-uk', '/-/media/files/offers/mini/summer.pdf', '/buy-car/latest-offers/mini'],
  ] as const)('%s %s -> %s', (name, url, location) => {
    expect(answer(name, url)).toBe(location)
  })

  it('hedin-fi sends /en/ paths to the unprefixed page only where no English page answers', () => {
    expect(answer('hedin-fi', '/en/meista')).toBeNull()
    expect(answer('hedin-fi', '/en/meista', true)).toBe('/meista')
    expect(answer('hedin-fi', '/en/miksi-hedin-automotive')).toBe('/en/auton-omistaminen')
  })
})
