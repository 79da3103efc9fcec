import { chainStatus, redirectHeaders, ruleLocation } from './answer'
import type { CompiledRedirects, CompiledRule, TrieNode } from './compile'
import { conditionHolds, parseQuery, type QueryPair } from './query'
import { isPermanentStatus, type RedirectStatus } from './rule'
import { isSafeDestination } from './safety'

/**
 * Answers a request from a compiled rule set: walk the trie, pick the best rule whose conditions
 * hold, build its Location, and follow the chain on the server so the visitor makes one hop.
 */

/** Chains longer than this are refused: a rule set that deep is a mistake to fix, not follow. */
export const MAX_HOPS = 5

export type RedirectRequest = {
  /** the path as the client sent it, percent-encoded */
  path: string
  /** the query without or with its '?' */
  query?: string
}

export type LookupOptions = {
  /** no page answers this path: rules marked onlyIfMissing may fire (the page route's 404) */
  pageMissing?: boolean
}

export type RedirectAnswer = {
  kind: 'redirect'
  status: RedirectStatus
  permanent: boolean
  /** relative for a path on the site, absolute for an https destination */
  location: string
  /** Location, Cache-Control and, for a permanent answer, Cache-Tag */
  headers: Record<string, string>
  /** the rules followed, first hop first */
  ruleIds: string[]
}

export type RedirectRefusal = {
  kind: 'refused'
  reason: 'loop' | 'too-many-hops' | 'unsafe-destination'
  /** for the log: what was refused and why */
  message: string
  ruleIds: string[]
}

export type RedirectLookup = RedirectAnswer | RedirectRefusal | { kind: 'none' }

const NONE: RedirectLookup = Object.freeze({ kind: 'none' })

type Hop = { kind: 'hop'; compiled: CompiledRule; location: string; external: boolean }
type Outcome = Hop | { kind: 'unsafe'; compiled: CompiledRule; location: string }

// Which rules a walk may end on: all, only raw-path rules, only every-language rules.
const BOTH = 0
const RAW_ONLY = 1
const LANG_ONLY = 2
type Mode = typeof BOTH | typeof RAW_ONLY | typeof LANG_ONLY

type Walk = {
  /** lower-cased decoded segments, the keys of static children */
  keys: string[]
  /** decoded segments as typed, the values of parameters */
  values: string[]
  captures: string[]
  mode: Mode
  langPrefix: string
  request: string
  pageMissing: boolean
  query: string
  /** the query's pairs, parsed when a rule first needs them */
  pairs: QueryPair[] | undefined
  hosts: readonly string[]
}

function pairsOf(walk: Walk): QueryPair[] {
  walk.pairs ??= parseQuery(walk.query)
  return walk.pairs
}

function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function accept(compiled: CompiledRule, walk: Walk): Outcome | undefined {
  const rule = compiled.rule
  if (walk.mode === RAW_ONLY && rule.allLanguages) return undefined
  if (walk.mode === LANG_ONLY && !rule.allLanguages) return undefined
  if (rule.onlyIfMissing && !walk.pageMissing) return undefined
  if (rule.has.length > 0) {
    const pairs = pairsOf(walk)
    if (!rule.has.every((condition) => conditionHolds(condition, pairs))) return undefined
  }
  const location = ruleLocation(compiled, {
    captures: walk.captures,
    pairs: pairsOf(walk),
    langPrefix: walk.langPrefix,
  })
  // A rule never answers with the request itself: `/Kontakty` -> `/kontakty` serves other spellings.
  if (location === walk.request) return undefined
  if (!isSafeDestination(location, walk.hosts)) return { kind: 'unsafe', compiled, location }
  return { kind: 'hop', compiled, location, external: !location.startsWith('/') }
}

/** Depth first in precedence order, so the first rule accepted is the best match. */
function walkNode(node: TrieNode, index: number, walk: Walk): Outcome | undefined {
  const { keys, values, captures } = walk
  if (index === keys.length && node.rules) {
    for (const compiled of node.rules) {
      const outcome = accept(compiled, walk)
      if (outcome) return outcome
    }
  }
  if (index < keys.length) {
    const key = keys[index] as string
    const value = values[index] as string
    const exact = node.statics?.get(key)
    if (exact) {
      const outcome = walkNode(exact, index + 1, walk)
      if (outcome) return outcome
    }
    if (node.prefixed && node.prefixLengths) {
      for (const length of node.prefixLengths) {
        if (length >= key.length) continue // the parameter needs at least one character
        const child = node.prefixed.get(key.slice(0, length))
        if (!child) continue
        captures.push(value.length === key.length ? value.slice(length) : key.slice(length))
        const outcome = walkNode(child, index + 1, walk)
        captures.pop()
        if (outcome) return outcome
      }
    }
    if (node.param) {
      captures.push(value)
      const outcome = walkNode(node.param, index + 1, walk)
      captures.pop()
      if (outcome) return outcome
    }
  }
  if (node.wildcards) {
    for (const edge of node.wildcards) {
      // Greedy: a wildcard takes as many segments as still lets the rest of the source match.
      for (let taken = keys.length - index; taken >= edge.min; taken--) {
        captures.push(values.slice(index, index + taken).join('/'))
        const outcome = walkNode(edge.node, index + taken, walk)
        captures.pop()
        if (outcome) return outcome
      }
    }
  }
  return undefined
}

function splitRequest(location: string): { path: string; query: string } {
  const hashAt = location.indexOf('#')
  const withoutHash = hashAt === -1 ? location : location.slice(0, hashAt)
  const at = withoutHash.indexOf('?')
  return at === -1
    ? { path: withoutHash, query: '' }
    : { path: withoutHash.slice(0, at), query: withoutHash.slice(at + 1) }
}

/** One hop: the best rule for this request, or undefined. */
function matchOnce(set: CompiledRedirects, path: string, query: string, pageMissing: boolean): Outcome | undefined {
  const values: string[] = []
  const keys: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '') continue
    const value = decodeSegment(segment)
    values.push(value)
    keys.push(value.toLowerCase())
  }
  const walk: Walk = {
    keys,
    values,
    captures: [],
    mode: BOTH,
    langPrefix: '',
    request: query === '' ? path : `${path}?${query}`,
    pageMissing,
    query,
    pairs: undefined,
    hosts: set.hosts,
  }
  const lang = keys[0]
  if (lang === undefined || !set.languages.has(lang)) return walkNode(set.root, 0, walk)

  // A language prefix: raw-path rules see it, every-language rules see the path after it and
  // answer with it kept (the default language has no prefix, so it is dropped).
  const raw = walkNode(set.root, 0, { ...walk, mode: RAW_ONLY })
  // A rule that names the prefix itself is the more specific one.
  if (raw?.compiled.startsStatic) return raw
  const langPrefix = lang === set.site.defaultLanguage.toLowerCase() ? '' : lang
  const localized = walkNode(set.root, 0, {
    ...walk,
    keys: keys.slice(1),
    values: values.slice(1),
    mode: LANG_ONLY,
    langPrefix,
  })
  return localized ?? raw
}

/**
 * The redirect for a request, the chain flattened (at most MAX_HOPS rules), or a refusal the
 * caller logs (a loop, a chain too long, a destination unsafe once filled in), or none.
 */
export function lookupRedirect(
  set: CompiledRedirects,
  request: RedirectRequest,
  options: LookupOptions = {},
): RedirectLookup {
  const query = request.query?.startsWith('?') ? request.query.slice(1) : (request.query ?? '')
  // Most requests match nothing: answer those before allocating anything for a chain.
  let outcome = matchOnce(set, request.path, query, options.pageMissing === true)
  if (!outcome) return NONE
  const hops: Hop[] = []
  const seen = new Set([query === '' ? request.path : `${request.path}?${query}`])
  for (;;) {
    const ruleIds = [...hops.map((hop) => hop.compiled.rule.id), outcome.compiled.rule.id]
    if (outcome.kind === 'unsafe') {
      return {
        kind: 'refused',
        reason: 'unsafe-destination',
        message: `unsafe destination ${outcome.location}`,
        ruleIds,
      }
    }
    if (hops.length === MAX_HOPS) {
      return {
        kind: 'refused',
        reason: 'too-many-hops',
        message: `more than ${MAX_HOPS} redirects from ${request.path}`,
        ruleIds,
      }
    }
    if (seen.has(outcome.location)) {
      return {
        kind: 'refused',
        reason: 'loop',
        message: `redirect loop from ${request.path} back to ${outcome.location}`,
        ruleIds,
      }
    }
    hops.push(outcome)
    seen.add(outcome.location)
    if (outcome.external) break
    const next = splitRequest(outcome.location)
    // Only the page route knows a page is missing, and only for the path it was asked.
    outcome = matchOnce(set, next.path, next.query, false)
    if (!outcome) break
  }
  const last = hops[hops.length - 1]
  if (!last) return NONE
  const status = chainStatus(hops.map((hop) => hop.compiled.status))
  return {
    kind: 'redirect',
    status,
    permanent: isPermanentStatus(status),
    location: last.location,
    headers: redirectHeaders(status, last.location, set.site.name),
    ruleIds: hops.map((hop) => hop.compiled.rule.id),
  }
}
