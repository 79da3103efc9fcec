import { describe, expect, it } from 'vitest'
import { createTranslator } from '../content/dictionary'
import type { Lang } from '../sites/languages'
import { makeSite } from '../sites/site.fixture'
import type { Site } from '../sites/site'
import { creditWarningFor } from './card-options'

const warning = (site: Partial<Site>, lang: Lang) =>
  creditWarningFor({ site: makeSite(site), t: createTranslator({}, lang) })

describe('the credit warning of a page', () => {
  it('follows the market of the site, not the language of the page', () => {
    expect(warning({ name: 'hedin-se' }, 'sv')).toMatch(/^Varning! Att låna pengar kostar pengar\..*hallakonsument\.se/)
    // hedin-fi in Swedish: the Finnish market's warning, worded in Swedish, without the Swedish link.
    const finnishInSwedish = warning({ name: 'hedin-fi' }, 'sv')!
    expect(finnishInSwedish).toMatch(/^Observera! Att låna pengar kostar pengar\./)
    expect(finnishInSwedish).not.toContain('hallakonsument')
    expect(warning({ name: 'hedin-sk' }, 'sk')).toMatch(/^Pozor!/)
    expect(warning({ name: 'hedin-no' }, 'nb')).toBeNull()
    expect(warning({ name: 'hedin-uk' }, 'en')).toBeNull()
    expect(warning({ name: 'charge-se' }, 'sv')).toBeNull()
  })

  it('takes the site’s settings: an optional warning switched on, another market chosen', () => {
    expect(warning({ name: 'hedin-no', creditDisclosure: { warning: 'on' } }, 'nb')).toMatch(/koster penger/)
    expect(warning({ name: 'hedin-uk', creditDisclosure: { warning: 'on' } }, 'en')).toMatch(
      /^Borrowing money costs money/,
    )
    // A warning the market's law requires stays, whatever the settings say.
    expect(warning({ name: 'hedin-fi', creditDisclosure: { warning: 'off' } }, 'fi')).toMatch(/^Huomio!/)
    expect(warning({ name: 'hedin-uk', creditDisclosure: { market: 'SE' } }, 'en')).toMatch(/^Warning! Borrowing/)
  })
})
