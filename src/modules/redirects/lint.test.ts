import { describe, expect, it } from 'vitest'
import { lintRedirects, loopClosedBy } from './lint'
import { redirectRuleSchema } from './rule'
import { testRules, testSite } from './test-helpers'

const site = testSite()
const pages = new Set(['/', '/meista', '/auton-omistaminen', '/osta-auto/kaikki-autot'])

describe('lintRedirects', () => {
  const rules = testRules(site, [
    { source: '/a', destination: '/meista' },
    { source: '/A', destination: '/meista' },
    { source: '/book', destination: '/meista' },
    { source: '/book', destination: '/auton-omistaminen' },
    { source: '/old', destination: '/a' },
    { source: '/x', destination: '/y' },
    { source: '/y', destination: '/x' },
    { source: '/gone', destination: '/ei-ole' },
    { source: '/cars', destination: '/osta-auto/kaikki-autot?car_fuel=El&vehicletype=PB' },
    { source: '/hidden', destination: '/nowhere', enabled: false },
    { source: '/out', destination: 'https://evil.example/' },
  ])
  const report = lintRedirects(rules, site, {
    pathExists: (path) => pages.has(path),
    ignoredQueryKeys: (_, keys) => keys.filter((key) => !key.startsWith('car_')),
  })

  it('names the rules behind each finding', () => {
    expect(report.site).toBe('hedin-fi')
    expect(report.rules).toBe(11)
    expect(report.duplicates).toEqual([
      {
        ruleIds: ['hedin-fi:1', 'hedin-fi:2'],
        source: '/a',
        destination: '/meista',
        message: 'repeats rule hedin-fi:2',
      },
    ])
    expect(report.overridden).toMatchObject([{ ruleIds: ['hedin-fi:3', 'hedin-fi:4'], source: '/book' }])
    expect(report.chains).toEqual([
      {
        ruleIds: ['hedin-fi:5', 'hedin-fi:2'],
        source: '/old',
        destination: '/meista',
        message: '2 hops, served as one',
      },
    ])
    expect(report.loops).toMatchObject([{ ruleIds: ['hedin-fi:6', 'hedin-fi:7'], source: '/x' }])
    expect(report.missingTargets).toMatchObject([
      { ruleIds: ['hedin-fi:8'], message: 'no page at /ei-ole' },
      { ruleIds: ['hedin-fi:9'], message: '/osta-auto/kaikki-autot ignores vehicletype' },
    ])
    expect(report.unsafe).toMatchObject([{ ruleIds: ['hedin-fi:11'], source: '/out' }])
  })

  it('checks only the static part of a destination with parameters', () => {
    const patterns = testRules(site, [{ source: '/old/{slug}', destination: '/osta-auto/kaikki-autot/{slug}' }])
    expect(lintRedirects(patterns, site, { pathExists: (path) => pages.has(path) }).missingTargets).toEqual([])
  })
})

describe('loopClosedBy', () => {
  const rules = testRules(site, [
    { source: '/a', destination: '/b' },
    { source: '/b', destination: '/c' },
  ])

  it('names the loop a new rule would close', () => {
    const closing = redirectRuleSchema.parse({ id: 'new', site: 'hedin-fi', source: '/c', destination: '/a', order: 3 })
    expect(loopClosedBy(rules, closing, site)).toMatchObject({ ruleIds: expect.arrayContaining(['new', 'hedin-fi:1']) })
  })

  it('says nothing of a rule that closes none, and names the loop a changed rule closes', () => {
    const harmless = redirectRuleSchema.parse({
      id: 'new',
      site: 'hedin-fi',
      source: '/c',
      destination: '/d',
      order: 3,
    })
    expect(loopClosedBy(rules, harmless, site)).toBeNull()
    const changed = redirectRuleSchema.parse({
      id: 'hedin-fi:2',
      site: 'hedin-fi',
      source: '/b',
      destination: '/a',
      order: 2,
    })
    expect(loopClosedBy(rules, changed, site)).toMatchObject({ ruleIds: ['hedin-fi:1', 'hedin-fi:2'] })
  })
})
