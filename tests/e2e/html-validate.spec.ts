import { expect, test } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { serverUrl } from './helpers'
import { CAR, PAGE_TYPES } from './page-types'

/**
 * Every page type of three sites, as the server renders it, passes html-validate's standard and
 * a11y presets (.htmlvalidate.json) with no error: what crawlers and assistive technology read.
 */
const validator = new HtmlValidate(new FileSystemConfigLoader())

for (const [site, pages] of Object.entries(PAGE_TYPES)) {
  test(`${site}: every page type is valid HTML`, async ({ request }) => {
    test.setTimeout(120_000)
    const failures: string[] = []
    for (const [name, path] of Object.entries(pages)) {
      let target = path
      if (path === CAR) {
        const lang = site === 'hedin-fi' ? 'fi' : site === 'hedin-uk' ? 'en' : 'sv'
        const list = await request.get(serverUrl(site, `/api/cars/list?site=${site}&lang=${lang}&limit=1`))
        target = (await list.json()).cards[0].href
      }
      const res = await request.get(serverUrl(site, target))
      expect([200, 404], `${name} ${target}`).toContain(res.status())
      const report = await validator.validateString(await res.text(), `${site}${target}.html`)
      for (const result of report.results) {
        for (const message of result.messages) {
          failures.push(`${name} (${target}): ${message.ruleId} ${message.message} [${message.selector ?? ''}]`)
        }
      }
    }
    expect(failures).toEqual([])
  })
}
