import {
  allowedHosts,
  ruleProblemsForSite,
  ruleStatus,
  type RedirectRule,
  type RedirectSite,
  type RedirectStatus,
  type RuleProblem,
} from './rule'
import { compileDestination, type DestinationTemplate } from './destination'
import { parseSource, type SourcePattern } from './source-pattern'

/**
 * A site's rules compiled once into a segment trie: a request walks it one path segment at a
 * time, so the cost of a lookup follows the length of the path, not the number of rules. Static
 * segments sit in a hash map keyed in lower case (matching ignores case); prefixed parameters in
 * a map by prefix, tried longest prefix first; then one parameter child, then the wildcards.
 */

export type CompiledRule = {
  rule: RedirectRule
  pattern: SourcePattern
  status: RedirectStatus
  /** the source's parameter names in the order a walk captures them */
  captureNames: readonly string[]
  destination: DestinationTemplate
  /** query keys the rule's conditions consume: they are not passed on */
  consumedKeys: readonly string[]
  /** the source starts with a static segment (see the language-prefix walk in lookup) */
  startsStatic: boolean
  /** position in the site's list: the later rule wins a tie */
  rank: number
}

export type WildcardEdge = { min: 0 | 1; node: TrieNode }

export class TrieNode {
  statics: Map<string, TrieNode> | undefined
  prefixed: Map<string, TrieNode> | undefined
  /** the distinct prefix lengths of `prefixed`, longest first */
  prefixLengths: number[] | undefined
  param: TrieNode | undefined
  /** `{x+}` before `{x*}`: one-or-more is the narrower pattern */
  wildcards: WildcardEdge[] | undefined
  /** rules ending here, best first */
  rules: CompiledRule[] | undefined

  child(segment: SourcePattern['segments'][number]): TrieNode {
    switch (segment.kind) {
      case 'static': {
        this.statics ??= new Map()
        const key = segment.value.toLowerCase()
        return this.statics.get(key) ?? setAndReturn(this.statics, key, new TrieNode())
      }
      case 'prefixed': {
        this.prefixed ??= new Map()
        const key = segment.prefix.toLowerCase()
        const existing = this.prefixed.get(key)
        if (existing) return existing
        const lengths = new Set(this.prefixLengths ?? [])
        lengths.add(key.length)
        this.prefixLengths = [...lengths].sort((a, b) => b - a)
        return setAndReturn(this.prefixed, key, new TrieNode())
      }
      case 'param':
        this.param ??= new TrieNode()
        return this.param
      case 'wildcard': {
        this.wildcards ??= []
        const existing = this.wildcards.find((edge) => edge.min === segment.min)
        if (existing) return existing.node
        const edge: WildcardEdge = { min: segment.min, node: new TrieNode() }
        this.wildcards.push(edge)
        this.wildcards.sort((a, b) => b.min - a.min)
        return edge.node
      }
    }
  }
}

function setAndReturn(map: Map<string, TrieNode>, key: string, node: TrieNode): TrieNode {
  map.set(key, node)
  return node
}

/**
 * At one source, the rule with more conditions is the narrower one and is tried first (when its
 * conditions hold it wins); between equals the later rule wins, as editors expect when they add
 * a rule below an old one (the UK table relies on it).
 */
function compareAtLeaf(a: CompiledRule, b: CompiledRule): number {
  return b.rule.has.length - a.rule.has.length || b.rule.order - a.rule.order || b.rank - a.rank
}

export type SkippedRule = { rule: RedirectRule; problems: RuleProblem[] }

export type CompiledRedirects = {
  site: RedirectSite
  root: TrieNode
  /** enabled rules in the trie */
  size: number
  /** rules left out because they are not safe or not of this site; the caller logs them */
  skipped: SkippedRule[]
  /** lower-cased languages of the site, for the prefix split */
  languages: ReadonlySet<string>
  /** the hosts an https destination may name */
  hosts: readonly string[]
}

/** Compiles a site's enabled rules; rules of other sites or with unsafe destinations are skipped. */
export function compileRedirects(rules: readonly RedirectRule[], site: RedirectSite): CompiledRedirects {
  const root = new TrieNode()
  const skipped: SkippedRule[] = []
  const leaves = new Set<TrieNode>()
  let size = 0
  rules.forEach((rule, rank) => {
    if (!rule.enabled) return
    const problems = ruleProblemsForSite(rule, site)
    if (problems.length > 0) {
      skipped.push({ rule, problems })
      return
    }
    const pattern = parseSource(rule.source)
    let node = root
    for (const segment of pattern.segments) node = node.child(segment)
    node.rules ??= []
    node.rules.push({
      rule,
      pattern,
      status: ruleStatus(rule),
      captureNames: pattern.paramNames,
      destination: compileDestination(rule.destination, pattern.paramNames),
      consumedKeys: rule.has.map((condition) => condition.key),
      startsStatic: pattern.segments[0]?.kind === 'static',
      rank,
    })
    leaves.add(node)
    size++
  })
  for (const leaf of leaves) leaf.rules?.sort(compareAtLeaf)
  const languages = new Set(site.languages.map((lang) => lang.toLowerCase()))
  return { site, root, size, skipped, languages, hosts: allowedHosts(site) }
}
