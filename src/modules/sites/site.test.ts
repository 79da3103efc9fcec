import { describe, it, expect } from 'vitest'
import { seedSiteSettings } from '../../../data/sites/settings'
import { parseSites, siteSchema, sitesSchema, SiteConfigError } from './site'
import { makeSite } from './site.fixture'

function issuesOf(input: unknown): string[] {
  const result = siteSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('siteSchema', () => {
  it('accepts a complete site', () => {
    expect(siteSchema.parse(makeSite())).toEqual(makeSite())
  })

  it('accepts every seeded site', () => {
    for (const settings of seedSiteSettings) {
      expect(issuesOf(settings), settings.name).toEqual([])
    }
  })

  it('accepts optional gtmId and map apiKey as missing or null', () => {
    expect(issuesOf(makeSite({ gtmId: null }))).toEqual([])
    expect(issuesOf({ ...makeSite(), gtmId: undefined })).toEqual([])
    const map = { apiKey: null, defaultLatitude: 1, defaultLongitude: 2, defaultZoomLevel: 3 }
    expect(issuesOf(makeSite({ map }))).toEqual([])
  })

  it('rejects a titleTemplate without %s', () => {
    expect(issuesOf(makeSite({ titleTemplate: 'Hedin Automotive' }))).toEqual(['titleTemplate'])
    expect(issuesOf(makeSite({ titleTemplate: '% s | Hedin' }))).toEqual(['titleTemplate'])
  })

  it('rejects a defaultLanguage that is not among languages', () => {
    expect(issuesOf(makeSite({ languages: ['fi', 'en'], defaultLanguage: 'sv' }))).toEqual(['defaultLanguage'])
  })

  it('accepts a defaultLanguage that is not first', () => {
    expect(issuesOf(makeSite({ languages: ['en', 'fi'], defaultLanguage: 'fi' }))).toEqual([])
  })

  it('rejects empty, duplicate or unknown languages', () => {
    expect(issuesOf(makeSite({ languages: [] }))).toContain('languages')
    expect(issuesOf(makeSite({ languages: ['sv', 'sv'] }))).toEqual(['languages'])
    expect(issuesOf({ ...makeSite(), languages: ['sv', 'de'] })).toEqual(['languages.1'])
  })

  it.each(['kop-bil', '', '//evil.example/x', '/a\\b'])('rejects the path %j', (path) => {
    const paths = { ...makeSite().paths, carList: path }
    expect(issuesOf(makeSite({ paths }))).toEqual(['paths.carList'])
  })

  it('lower-cases host names and rejects ports, schemes and paths', () => {
    expect(siteSchema.parse(makeSite({ hostNames: [' HedinAutomotive.SE '] })).hostNames).toEqual([
      'hedinautomotive.se',
    ])
    for (const host of ['hedin.se:3000', 'https://hedin.se', 'hedin.se/x', '', 'a..b']) {
      expect(issuesOf(makeSite({ hostNames: [host] })), host).toEqual(['hostNames.0'])
    }
  })

  it('rejects names that cannot be a localhost sub-domain', () => {
    for (const name of ['Hedin-SE', 'hedin.se', '-hedin', 'hedin_se', '']) {
      expect(issuesOf(makeSite({ name })), name).toEqual(['name'])
    }
  })

  it('rejects a gtmId of another shape', () => {
    expect(issuesOf(makeSite({ gtmId: 'GTM-1"><script>' }))).toEqual(['gtmId'])
    expect(issuesOf(makeSite({ gtmId: 'UA-1234' }))).toEqual(['gtmId'])
  })

  it('rejects unknown themes, out-of-range coordinates and non-boolean flags', () => {
    expect(issuesOf({ ...makeSite(), theme: 'audi' })).toEqual(['theme'])
    const map = { defaultLatitude: 91, defaultLongitude: -181, defaultZoomLevel: 30 }
    expect(issuesOf(makeSite({ map }))).toEqual(['map.defaultLatitude', 'map.defaultLongitude', 'map.defaultZoomLevel'])
    expect(issuesOf({ ...makeSite(), flags: { autosOnShow: 'yes' } })).toEqual(['flags.autosOnShow'])
  })

  it('rejects input that is not an object', () => {
    expect(siteSchema.safeParse(null).success).toBe(false)
    expect(siteSchema.safeParse('hedin-se').success).toBe(false)
  })
})

describe('sitesSchema and parseSites', () => {
  it('accepts the seeded sites together', () => {
    expect(parseSites(seedSiteSettings)).toHaveLength(seedSiteSettings.length)
  })

  it('accepts an empty list', () => {
    expect(parseSites([])).toEqual([])
  })

  it('rejects a name used twice', () => {
    const result = sitesSchema.safeParse([makeSite(), makeSite({ hostNames: ['other.se'] })])
    expect(result.success).toBe(false)
  })

  it('rejects a host name claimed by two sites', () => {
    const result = sitesSchema.safeParse([makeSite(), makeSite({ name: 'other' })])
    expect(result.success).toBe(false)
  })

  it('rejects more than one default site', () => {
    const sites = [makeSite({ isDefault: true }), makeSite({ name: 'other', hostNames: ['other.se'], isDefault: true })]
    expect(sitesSchema.safeParse(sites).success).toBe(false)
  })

  it('throws a SiteConfigError with a code for invalid input', () => {
    expect(() => parseSites([makeSite({ titleTemplate: 'x' })])).toThrow(SiteConfigError)
    try {
      parseSites({ not: 'a list' })
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError)
      expect((error as SiteConfigError).code).toBe('SITE_CONFIG_INVALID')
    }
  })
})
