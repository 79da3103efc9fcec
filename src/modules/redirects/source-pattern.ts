/**
 * The source side of a redirect rule: a path pattern of static segments, `{name}` (a whole
 * segment), `prefix-{name}` (the tail of a segment after a static prefix), `{name*}` (zero or more
 * segments) and `{name+}` (one or more). Editors of the old site wrote `:name`, `:name*` and
 * `:name+`; those are accepted and written back in the brace form, so one rule has one spelling.
 */

export type SourceSegment =
  | { kind: 'static'; value: string }
  | { kind: 'prefixed'; prefix: string; name: string }
  | { kind: 'param'; name: string }
  | { kind: 'wildcard'; name: string; min: 0 | 1 }

export type SourcePattern = { segments: SourceSegment[]; paramNames: string[] }

export class SourcePatternError extends Error {
  readonly code = 'REDIRECT_SOURCE_INVALID'

  constructor(message: string) {
    super(message)
    this.name = 'SourcePatternError'
  }
}

const NAME = '[A-Za-z_][A-Za-z0-9_]*'
const BRACE_SEGMENT = new RegExp(`^\\{(${NAME})([*+]?)\\}$`)
const COLON_SEGMENT = new RegExp(`^:(${NAME})([*+]?)$`)
const PREFIXED_SEGMENT = new RegExp(`^([^{}:]+)\\{(${NAME})\\}$`)
const PREFIXED_COLON_SEGMENT = new RegExp(`^([^{}:]+):(${NAME})$`)
// Characters a static segment may not hold: structure of the pattern language and of URLs.
const UNSAFE_STATIC = /[{}?#\\\s\u0000-\u001f\u007f]/

/** Decodes a static segment typed percent-encoded (`/%C3%A5terf`) so it compares with requests. */
function decodeStatic(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new SourcePatternError(`malformed percent-encoding in "${value}"`)
  }
}

function parseSegment(raw: string): SourceSegment {
  const brace = BRACE_SEGMENT.exec(raw) ?? COLON_SEGMENT.exec(raw)
  if (brace) {
    const [, name = '', modifier] = brace
    if (modifier === '*') return { kind: 'wildcard', name, min: 0 }
    if (modifier === '+') return { kind: 'wildcard', name, min: 1 }
    return { kind: 'param', name }
  }
  const prefixed = PREFIXED_SEGMENT.exec(raw) ?? PREFIXED_COLON_SEGMENT.exec(raw)
  if (prefixed) {
    const [, prefix = '', name = ''] = prefixed
    if (UNSAFE_STATIC.test(prefix)) throw new SourcePatternError(`bad prefix in "${raw}"`)
    return { kind: 'prefixed', prefix: decodeStatic(prefix), name }
  }
  if (raw.includes('{') || raw.includes('}') || raw.startsWith(':')) {
    throw new SourcePatternError(`"${raw}" is not a parameter: use {name}, {name*}, {name+} or prefix-{name}`)
  }
  if (UNSAFE_STATIC.test(raw)) throw new SourcePatternError(`"${raw}" holds a character a path cannot`)
  return { kind: 'static', value: decodeStatic(raw) }
}

/** Parses a source pattern; throws SourcePatternError with the reason an editor can act on. */
export function parseSource(source: string): SourcePattern {
  const trimmed = source.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) {
    throw new SourcePatternError('a source is a path starting with one /')
  }
  if (trimmed.includes('?')) throw new SourcePatternError('a source has no query: use a query condition')
  const segments = trimmed
    .split('/')
    .filter((segment) => segment !== '')
    .map(parseSegment)
  const paramNames: string[] = []
  for (const segment of segments) {
    if (segment.kind === 'static') continue
    if (paramNames.includes(segment.name)) {
      throw new SourcePatternError(`parameter {${segment.name}} appears twice`)
    }
    paramNames.push(segment.name)
  }
  return { segments, paramNames }
}

function formatSegment(segment: SourceSegment): string {
  switch (segment.kind) {
    case 'static':
      return segment.value
    case 'prefixed':
      return `${segment.prefix}{${segment.name}}`
    case 'param':
      return `{${segment.name}}`
    case 'wildcard':
      return `{${segment.name}${segment.min === 0 ? '*' : '+'}}`
  }
}

/** The source in its one written form: brace parameters, no trailing slash. */
export function formatSource(pattern: SourcePattern): string {
  return '/' + pattern.segments.map(formatSegment).join('/')
}

/** Rewrites a source in the brace form (`/:path*` -> `/{path*}`); throws on a bad pattern. */
export function normaliseSource(source: string): string {
  return formatSource(parseSource(source))
}

/**
 * A request path that this pattern matches, with every parameter filled with `sample`: lint
 * follows rules from such a path to find chains and loops.
 */
export function samplePath(pattern: SourcePattern, sample = 'x'): string {
  const parts = pattern.segments.map((segment) => {
    if (segment.kind === 'static') return segment.value
    if (segment.kind === 'prefixed') return segment.prefix + sample
    return sample
  })
  return '/' + parts.join('/')
}

/**
 * The pattern with parameter names erased and static text lower-cased: two sources with the same
 * shape match the same requests (`/biler/{brand}` and `/Biler/{merke}`).
 */
export function sourceShape(pattern: SourcePattern): string {
  return (
    '/' +
    pattern.segments
      .map((segment) => {
        if (segment.kind === 'static') return segment.value.toLowerCase()
        if (segment.kind === 'prefixed') return `${segment.prefix.toLowerCase()}{}`
        if (segment.kind === 'param') return '{}'
        return segment.min === 0 ? '{*}' : '{+}'
      })
      .join('/')
  )
}
