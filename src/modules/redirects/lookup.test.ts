import { describe, expect, it } from 'vitest'
import { PERMANENT_CACHE_CONTROL, TEMPORARY_CACHE_CONTROL } from './answer'
import { lookupRedirect, type RedirectLookup } from './lookup'
import { compileTest, testSite } from './test-helpers'

function locationOf(result: RedirectLookup): string | null {
  return result.kind === 'redirect' ? result.location : null
}

function go(set: ReturnType<typeof compileTest>, url: string, pageMissing = false): string | null {
  const at = url.indexOf('?')
  const request = at === -1 ? { path: url } : { path: url.slice(0, at), query: url.slice(at + 1) }
  return locationOf(lookupRedirect(set, request, { pageMissing }))
}

describe('precedence', () => {
  const set = compileTest([
    { source: '/biler/{path*}', destination: '/wild' },
    { source: '/biler/{brand}', destination: '/param/{brand}' },
    { source: '/biler/hedin-{slug}', destination: '/prefixed/{slug}' },
    { source: '/biler/hedin-bil-{slug}', destination: '/longer-prefix/{slug}' },
    { source: '/biler/volvo', destination: '/static' },
    { source: '/biler/{brand}/{model}', destination: '/model/{brand}/{model}' },
    { source: '/biler/{rest+}', destination: '/plus/{rest}' },
  ])

  it('static beats prefixed beats param beats wildcard, segment by segment', () => {
    expect(go(set, '/biler/volvo')).toBe('/static')
    expect(go(set, '/biler/hedin-bil-umea')).toBe('/longer-prefix/umea')
    expect(go(set, '/biler/hedin-x')).toBe('/prefixed/x')
    expect(go(set, '/biler/audi')).toBe('/param/audi')
    expect(go(set, '/biler/audi/a4')).toBe('/model/audi/a4')
    expect(go(set, '/biler/audi/a4/extra')).toBe('/plus/audi/a4/extra')
    expect(go(set, '/biler')).toBe('/wild')
  })

  it('a prefixed parameter needs a tail', () => {
    expect(go(set, '/biler/hedin-')).toBe('/param/hedin-')
  })

  it('at the same source the later rule wins, and more satisfied conditions win over fewer', () => {
    const same = compileTest([
      { source: '/mercedes-benz/book-a-service', destination: '/first' },
      { source: '/mercedes-benz/book-a-service', destination: '/second' },
      {
        source: '/bilar',
        destination: '/two-conditions',
        has: [
          { type: 'query', key: 'a' },
          { type: 'query', key: 'b' },
        ],
      },
      { source: '/bilar', destination: '/one-condition', has: [{ type: 'query', key: 'a' }] },
      { source: '/bilar', destination: '/no-condition' },
    ])
    expect(go(same, '/mercedes-benz/book-a-service')).toBe('/second')
    expect(go(same, '/bilar?a=1&b=2')).toBe('/two-conditions')
    expect(go(same, '/bilar?a=1')).toBe('/one-condition')
    expect(go(same, '/bilar?b=1')).toBe('/no-condition?b=1')
  })

  it('backtracks when the more specific branch has no rule that fires', () => {
    const backtrack = compileTest([
      { source: '/a/b/c', destination: '/abc' },
      { source: '/a/{x}/d', destination: '/xd/{x}' },
    ])
    expect(go(backtrack, '/a/b/d')).toBe('/xd/b')
  })

  it('a wildcard in the middle takes what the rest of the source leaves', () => {
    const middle = compileTest([{ source: '/docs/{path*}/pdf', destination: '/files/{path*}' }])
    expect(go(middle, '/docs/a/b/pdf')).toBe('/files/a/b')
    expect(go(middle, '/docs/pdf')).toBe('/files')
  })
})

describe('case', () => {
  const set = compileTest([
    { source: '/Kontakty', destination: '/kontakty' },
    { source: '/Loyda-meidat', destination: '/loyda-meidat' },
  ])

  it('matches whatever the case and never answers with the request itself', () => {
    expect(go(set, '/Kontakty')).toBe('/kontakty')
    expect(go(set, '/KONTAKTY')).toBe('/kontakty')
    expect(go(set, '/kontakty')).toBeNull()
    expect(go(set, '/loyda-meidat')).toBeNull()
  })

  it('lower-cases parameters in paths and keeps them as typed in query values, percent-encoded', () => {
    const params = compileTest([
      { source: '/biler/{brand}/{model}', destination: '/kjop-bil/vare-bilmerker/{brand}/{model}?q={model}' },
    ])
    expect(go(params, '/biler/BMW/iX%201')).toBe('/kjop-bil/vare-bilmerker/bmw/ix%201?q=iX%201')
    expect(go(params, '/biler/%C3%85se/M%C3%96')).toBe('/kjop-bil/vare-bilmerker/%C3%A5se/m%C3%B6?q=M%C3%96')
  })

  it('matches static segments written with letters beyond ASCII against encoded requests', () => {
    const nordic = compileTest([{ source: '/för-företag', destination: '/foretag' }])
    expect(go(nordic, '/F%C3%B6r-f%C3%B6retag')).toBe('/foretag')
  })
})

describe('language prefixes', () => {
  const set = compileTest([
    { source: '/miksi-hedin-automotive', destination: '/auton-omistaminen' },
    { source: '/fi-FI/{path*}', destination: '/{path*}', allLanguages: false },
    { source: '/en/{path*}', destination: '/{path*}', allLanguages: false, onlyIfMissing: true },
    { source: '/sv/gammal', destination: '/sv/ny', allLanguages: false },
  ])

  it('every-language rules match after the prefix and keep it', () => {
    expect(go(set, '/miksi-hedin-automotive')).toBe('/auton-omistaminen')
    expect(go(set, '/sv/miksi-hedin-automotive')).toBe('/sv/auton-omistaminen')
    expect(go(set, '/en/miksi-hedin-automotive')).toBe('/en/auton-omistaminen')
  })

  it('the default language has no prefix, so an every-language rule drops it', () => {
    expect(go(set, '/fi/miksi-hedin-automotive')).toBe('/auton-omistaminen')
  })

  it('other rules match the raw path', () => {
    expect(go(set, '/fi-FI/meista')).toBe('/meista')
    expect(go(set, '/fi-fi')).toBe('/')
    expect(go(set, '/sv/gammal')).toBe('/sv/ny')
    expect(go(set, '/gammal')).toBeNull()
  })

  it('onlyIfMissing rules fire only when the caller says no page answers', () => {
    expect(go(set, '/en/meista')).toBeNull()
    expect(go(set, '/en/meista', true)).toBe('/meista')
  })
})

describe('query', () => {
  const set = compileTest([
    ...['nyheter', 'elbil'].map((value) => ({
      source: '/aktuelt',
      destination: '/aktuelt',
      has: [{ type: 'query' as const, key: 'cat', value }],
    })),
    {
      source: '/bilar',
      destination: '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=PC',
      has: [{ type: 'query', key: 'vehicletype', value: 'PB' }],
    },
    { source: '/begagnat', destination: '/kop-bil?car_is_used=true' },
  ])

  it('drops the keys a condition consumed and keeps the rest', () => {
    expect(go(set, '/aktuelt?cat=elbil&utm_source=x')).toBe('/aktuelt?utm_source=x')
    expect(go(set, '/aktuelt?cat=nyheter')).toBe('/aktuelt')
  })

  it('fires only when the condition holds', () => {
    expect(go(set, '/aktuelt?cat=sport')).toBeNull()
    expect(go(set, '/aktuelt')).toBeNull()
    expect(go(set, '/bilar?vehicletype=pb&sort=car_price_asc')).toBe(
      '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=PC&sort=car_price_asc',
    )
  })

  it('lets the destination win on the same key', () => {
    expect(go(set, '/begagnat?car_is_used=false&page=2')).toBe('/kop-bil?car_is_used=true&page=2')
  })
})

describe('answers', () => {
  it('is 308 with the long cache and the site tag when permanent', () => {
    const result = lookupRedirect(compileTest([{ source: '/a', destination: '/b' }]), { path: '/a' })
    expect(result).toMatchObject({
      kind: 'redirect',
      status: 308,
      permanent: true,
      headers: { location: '/b', 'cache-control': PERMANENT_CACHE_CONTROL, 'cache-tag': 'redirects-hedin-fi' },
    })
  })

  it("is 307 with a short shared cache when temporary, or the rule's own code", () => {
    const set = compileTest([
      { source: '/a', destination: '/b', permanent: false },
      { source: '/c', destination: '/d', statusCode: 301 },
      { source: '/e', destination: '/f', permanent: false, statusCode: 302 },
    ])
    const temporary = lookupRedirect(set, { path: '/a' })
    expect(temporary).toMatchObject({ status: 307, permanent: false })
    expect(temporary.kind === 'redirect' && temporary.headers).toEqual({
      location: '/b',
      'cache-control': TEMPORARY_CACHE_CONTROL,
    })
    expect(lookupRedirect(set, { path: '/c' })).toMatchObject({ status: 301 })
    expect(lookupRedirect(set, { path: '/e' })).toMatchObject({ status: 302 })
  })

  it('answers an https destination on an allowed host with an absolute Location', () => {
    const set = compileTest([
      { source: '/jobb/{path*}', destination: 'https://careers.hedinautomotive.com/fi/{path*}' },
    ])
    expect(go(set, '/jobb/myyja')).toBe('https://careers.hedinautomotive.com/fi/myyja')
  })
})

describe('chains and loops', () => {
  it('flattens a chain into one hop, permanent only if every hop is', () => {
    const set = compileTest([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/c', permanent: false },
      { source: '/c', destination: '/d?x=1' },
    ])
    const result = lookupRedirect(set, { path: '/a', query: 'utm=1' })
    expect(result).toMatchObject({
      kind: 'redirect',
      location: '/d?x=1&utm=1',
      status: 307,
      ruleIds: ['hedin-fi:1', 'hedin-fi:2', 'hedin-fi:3'],
    })
  })

  it('follows five hops and refuses a sixth', () => {
    const hops = (count: number) =>
      compileTest(
        Array.from({ length: count }, (_, index) => ({ source: `/p${index}`, destination: `/p${index + 1}` })),
      )
    expect(go(hops(5), '/p0')).toBe('/p5')
    expect(lookupRedirect(hops(6), { path: '/p0' })).toMatchObject({ kind: 'refused', reason: 'too-many-hops' })
  })

  it('refuses a loop and says which rules make it', () => {
    const set = compileTest([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/c' },
      { source: '/c', destination: '/A' },
    ])
    const result = lookupRedirect(set, { path: '/a' })
    expect(result).toMatchObject({
      kind: 'refused',
      reason: 'loop',
      ruleIds: ['hedin-fi:1', 'hedin-fi:2', 'hedin-fi:3', 'hedin-fi:1'],
    })
  })
})

describe('no open redirects after substitution', () => {
  it('refuses a destination that a captured value turns into another host', () => {
    const set = compileTest([{ source: '/go/{path*}', destination: '/{path*}' }])
    expect(lookupRedirect(set, { path: '/go/%5Cevil.example' })).toMatchObject({
      kind: 'refused',
      reason: 'unsafe-destination',
    })
    // An encoded slash splits into segments of our own path: never a second leading slash.
    expect(go(set, '/go/%2Fevil.example')).toBe('/evil.example')
    expect(go(set, '/go/%2F%2Fevil.example')).toBe('/evil.example')
  })

  it('skips rules of other sites and rules naming unlisted hosts', () => {
    const set = compileTest(
      [
        { source: '/a', destination: 'https://evil.example/' },
        { source: '/b', destination: '/ok', site: 'hedin-se' },
      ],
      testSite({ redirectHosts: [] }),
    )
    expect(set.size).toBe(0)
    expect(set.skipped.map((skipped) => skipped.problems[0]?.field)).toEqual(['destination', 'site'])
    expect(go(set, '/a')).toBeNull()
  })

  it('ignores disabled rules', () => {
    expect(go(compileTest([{ source: '/a', destination: '/b', enabled: false }]), '/a')).toBeNull()
  })
})
