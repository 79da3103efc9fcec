/** The redirect engine's public API: what the proxy, the CMS hooks and the admin routes use. */
export { compileRedirects, type CompiledRedirects, type SkippedRule } from './compile'
export {
  lookupRedirect,
  MAX_HOPS,
  type LookupOptions,
  type RedirectAnswer,
  type RedirectLookup,
  type RedirectRefusal,
  type RedirectRequest,
} from './lookup'
export {
  allowedHosts,
  redirectRuleSchema,
  ruleProblemsForSite,
  ruleStatus,
  REDIRECT_STATUS_CODES,
  type QueryCondition,
  type RedirectRule,
  type RedirectRuleInput,
  type RedirectSite,
  type RedirectStatus,
} from './rule'
export { isAllowedExternalUrl, isSafeDestination, isSafeSitePath } from './safety'
export { lowerCaseRedirect } from './case-redirect'
export { PERMANENT_CACHE_CONTROL, TEMPORARY_CACHE_CONTROL, redirectCacheTag } from './answer'
export {
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  parseRedirectCsv,
  REDIRECT_CSV_COLUMNS,
  serializeRedirectCsv,
  type CsvError,
  type CsvParseResult,
} from './csv'
export { lintRedirects, loopClosedBy, type LintEntry, type LintOptions, type RedirectLintReport } from './lint'
export { normaliseSource, SourcePatternError } from './source-pattern'
