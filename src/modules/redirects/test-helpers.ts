import { compileRedirects, type CompiledRedirects } from './compile'
import { redirectRuleSchema, type RedirectRule, type RedirectRuleInput, type RedirectSite } from './rule'

/** A site for tests shaped like hedin-fi: Finnish without a prefix, Swedish and English with one. */
export function testSite(overrides: Partial<RedirectSite> = {}): RedirectSite {
  return {
    name: 'hedin-fi',
    hostNames: ['hedinautomotive.fi'],
    redirectHosts: ['careers.hedinautomotive.com'],
    languages: ['fi', 'sv', 'en'],
    defaultLanguage: 'fi',
    ...overrides,
  }
}

type TestRule = Omit<RedirectRuleInput, 'site'> & { site?: string }

/** Parses rules for a site, numbering their order as written. */
export function testRules(site: RedirectSite, inputs: readonly TestRule[]): RedirectRule[] {
  return inputs.map((input, index) =>
    redirectRuleSchema.parse({ order: index + 1, ...input, site: input.site ?? site.name }),
  )
}

export function compileTest(inputs: readonly TestRule[], site: RedirectSite = testSite()): CompiledRedirects {
  return compileRedirects(testRules(site, inputs), site)
}
