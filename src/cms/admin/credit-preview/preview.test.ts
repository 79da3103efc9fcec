import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateCars } from '../../../../data/inventory/cars'
import { seedSiteSettings } from '../../../../data/sites/settings'
import type { Dictionary } from '@/modules/content/dictionary'
import { createMemoryEngine, type MemoryEngine } from '@/modules/search/engines/memory'
import { createSearchService } from '@/modules/search/service'
import { SITE_SCOPES } from '@/modules/search/site-scopes'
import { createMemoryStore } from '@/modules/search/store/memory-store'
import type { Lang } from '@/modules/sites/languages'
import { parseSites } from '@/modules/sites/site'
import { creditPreview, SAMPLE_REQUEST, type PreviewDeps } from './preview'

let engine: MemoryEngine | undefined
afterEach(async () => {
  await engine?.close()
  engine = undefined
})

const sites = parseSites(seedSiteSettings)

/** The demo inventory without Slovak cars, so hedin-sk stands for a site with no stock. */
async function searchWithoutSlovakCars(): Promise<PreviewDeps['search']> {
  const cars = generateCars({ count: 600, seed: 7 }).filter((car) => car.car_country_code !== 'SK')
  const store = createMemoryStore()
  await store.write('cars', {
    upserts: cars.map((car) => ({ id: String(car.car_id), json: JSON.stringify(car) })),
    deletes: [],
  })
  engine = await createMemoryEngine(store, { pollMs: 60_000 })
  const running = engine
  const service = createSearchService({ engine: async () => running, logger: { error: vi.fn() } })
  return (siteName, request) => service.searchForSite(siteName, request)
}

/** Dictionaries as the CMS holds them: seeded values except where an editor changed one. */
const edited: Record<string, Dictionary> = {
  'hedin-fi/fi': { creditWarningFi: 'Muistathan: lainaaminen maksaa (muokattu).' },
  'hedin-uk/en': { creditFieldRepresentativeApr: 'Representative APR (edited)' },
}
const dictionary = async (siteName: string, lang: Lang) => edited[`${siteName}/${lang}`] ?? {}

describe('creditPreview', () => {
  it('lists every marketplace site in SITE_SCOPES order with its market profile', async () => {
    const preview = await creditPreview({ sites, dictionary, search: await searchWithoutSlovakCars() })
    expect(preview.map((site) => site.siteName)).toEqual(SITE_SCOPES.map((scope) => scope.siteName))
    const se = preview.find((site) => site.siteName === 'hedin-se')!
    expect(se.profile).toMatchObject({
      market: 'SE',
      warningShown: true,
      warningRule: 'Directive (EU) 2023/2225 Article 8(1)',
      // Sweden's warning is the regulator's own text; Finland's and Slovakia's await review.
      warningReview: null,
      rateDecimals: 1,
    })
    const reviewed = (name: string) => preview.find((site) => site.siteName === name)!.profile.warningReview
    expect(reviewed('hedin-fi')).toMatch(/kuluttajansuojalaki/)
    expect(reviewed('hedin-sk')).toMatch(/Slovak wording/)
    expect(se.profile.fields.map((field) => field.field)).toEqual([
      'borrowingRate',
      'charges',
      'totalCredit',
      'apr',
      'duration',
      'cashPrice',
      'downPayment',
      'totalPayable',
      'instalment',
      'finalPayment',
    ])
    const uk = preview.find((site) => site.siteName === 'hedin-uk')!
    expect(uk.profile).toMatchObject({ market: 'UK', warningShown: false, warningRule: null })
    expect(uk.profile.fields[0]).toEqual({
      field: 'apr',
      englishLabel: 'Representative APR',
      requiredBy: 'FCA CONC 3.5.5R and 3.5.8R',
    })
    const no = preview.find((site) => site.siteName === 'hedin-no')!
    expect(no.profile).toMatchObject({ market: 'NO', warningShown: false, rateDecimals: 2 })
    expect(no.profile.fields.map((field) => field.field)).toEqual([
      'apr',
      'totalCredit',
      'duration',
      'costOfCredit',
      'totalPayable',
    ])
  })

  it("shows the warning in each of the site's languages as its pages do, from the CMS dictionary", async () => {
    const preview = await creditPreview({ sites, dictionary, search: await searchWithoutSlovakCars() })
    const fi = preview.find((site) => site.siteName === 'hedin-fi')!
    expect(fi.languages.map((language) => [language.lang, language.warning])).toEqual([
      ['fi', 'Muistathan: lainaaminen maksaa (muokattu).'],
      // hedin-fi's Swedish pages carry the Finnish market's warning in Swedish
      ['sv', 'Observera! Att låna pengar kostar pengar.'],
      ['en', 'Attention! Borrowing money costs money.'],
    ])
    const no = preview.find((site) => site.siteName === 'hedin-no')!
    expect(no.languages).toEqual([
      {
        lang: 'nb',
        languageName: 'Norwegian',
        warning: null,
        warningText: 'Husk at det koster penger å låne penger.',
      },
    ])
  })

  it("takes a car with a loan from the site's inventory: its card as visitors see it and its full example", async () => {
    const preview = await creditPreview({ sites, dictionary, search: await searchWithoutSlovakCars() })
    for (const siteName of ['hedin-se', 'hedin-no', 'hedin-fi', 'hedin-uk']) {
      const site = preview.find((candidate) => candidate.siteName === siteName)!
      const sample = site.sample
      expect(sample, siteName).not.toBeNull()
      expect(sample!.card.monthly, siteName).toMatchObject({ product: 'loan' })
      expect(sample!.card.monthly!.example.length).toBeGreaterThan(10)
      // one example per language, its compact line the card's own in the default language
      expect(sample!.examples.map((example) => example.lang)).toEqual(sites.find((s) => s.name === siteName)!.languages)
      expect(sample!.examples[0]!.compact).toBe(sample!.card.monthly!.example)
      for (const example of sample!.examples) {
        const fields = site.profile.fields.map((field) => field.field)
        // the example's lines follow the profile's order (a final payment only where there is one)
        expect(fields.filter((field) => example.rows.some((row) => row.field === field))).toEqual(
          example.rows.map((row) => row.field),
        )
        for (const row of example.rows) {
          expect(row.label, `${siteName} ${row.field}`).not.toBe('')
          expect(row.value, `${siteName} ${row.field}`).toMatch(/\d/)
        }
        expect(example.assumptions).toMatch(/365/)
      }
    }
    const se = preview.find((site) => site.siteName === 'hedin-se')!.sample!.examples[0]!
    expect(se.rows.find((row) => row.field === 'apr')!).toMatchObject({ label: 'Effektiv ränta' })
    expect(se.rows.find((row) => row.field === 'apr')!.value).toMatch(/^\d+,\d\s%$/)
    expect(se.rows.find((row) => row.field === 'duration')!.value).toMatch(/^\d+ mån$/)
    expect(se.assumptions).toContain('avrundad till 1 decimal')
    const uk = preview.find((site) => site.siteName === 'hedin-uk')!.sample!.examples[0]!
    expect(uk.rows[0]).toMatchObject({ field: 'apr', label: 'Representative APR (edited)' })
    expect(uk.rows[0]!.value).toMatch(/^\d+\.\d%$/)
    const no = preview.find((site) => site.siteName === 'hedin-no')!.sample!.examples[0]!
    expect(no.rows.map((row) => row.label)).toEqual([
      'Effektiv rente',
      'Lånebeløp',
      'Nedbetalingstid',
      'Kostnad',
      'Totalt',
    ])
  })

  it('lists a site without inventory as having none', async () => {
    const search = vi.fn(await searchWithoutSlovakCars())
    const preview = await creditPreview({ sites, dictionary, search })
    const sk = preview.find((site) => site.siteName === 'hedin-sk')!
    expect(sk.sample).toBeNull()
    expect(sk.inventory).toEqual({ searched: 0, total: 0, error: null })
    // its profile and warning are still there to review
    expect(sk.profile.market).toBe('SK')
    expect(sk.languages[0]!.warning).toBe('Pozor! Požičiavanie peňazí stojí peniaze.')
    expect(search).toHaveBeenCalledWith('hedin-sk', SAMPLE_REQUEST)
  })

  it('lists a scope whose site is missing from the CMS with its profile only', async () => {
    const search = vi.fn()
    const preview = await creditPreview({
      sites: sites.filter((site) => site.name !== 'rnautomotive'),
      dictionary,
      search: async (siteName, request) => {
        search(siteName)
        return { facet: [], content: [], total_items: 0, limit: request.limit ?? 0, offset: 0 }
      },
    })
    const rn = preview.find((site) => site.siteName === 'rnautomotive')!
    expect(rn).toMatchObject({ label: null, languages: [], sample: null })
    expect(rn.profile.market).toBe('SE')
    expect(search).not.toHaveBeenCalledWith('rnautomotive')
  })

  it("lists a site whose search fails with the error, the other sites' samples unharmed", async () => {
    const search = await searchWithoutSlovakCars()
    const preview = await creditPreview({
      sites,
      dictionary,
      search: async (siteName, request) => {
        if (siteName === 'hedin-fi') throw new Error('search is down')
        return search(siteName, request)
      },
    })
    const fi = preview.find((site) => site.siteName === 'hedin-fi')!
    expect(fi).toMatchObject({ sample: null, inventory: { error: 'search is down' } })
    expect(fi.languages).toHaveLength(3)
    expect(preview.find((site) => site.siteName === 'hedin-se')!.sample).not.toBeNull()
  })
})
