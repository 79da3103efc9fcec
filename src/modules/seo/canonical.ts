function absoluteHttpUrl(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined
  const url = new URL(value)
  return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined
}

function withoutQueryOrHash(path: string): string {
  const end = path.search(/[?#]/)
  return end === -1 ? path : path.slice(0, end)
}

function withoutTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '')
}

/** Resolves an editor's relative canonicalURL against the origin; other schemes are ignored. */
function fromCanonicalField(canonicalURL: string, origin: string): string | undefined {
  const absolute = absoluteHttpUrl(canonicalURL)
  if (absolute !== undefined) return absolute
  if (/^[a-z][a-z\d+.-]*:/i.test(canonicalURL)) return undefined
  const base = origin + '/'
  return URL.canParse(canonicalURL, base) ? new URL(canonicalURL, base).href : undefined
}

/**
 * The page's canonical URL: the editor's canonicalURL when set, else origin plus the public
 * path, lowercased, without query string or hash.
 */
export function buildCanonical(input: { canonicalURL?: string | null; origin: string; publicPath: string }): string {
  const origin = withoutTrailingSlashes(input.origin)
  const field = input.canonicalURL?.trim()
  const fromField = field ? fromCanonicalField(field, origin) : undefined
  if (fromField !== undefined) return fromField

  const path = withoutTrailingSlashes(withoutQueryOrHash(input.publicPath)).toLowerCase()
  if (path === '') return origin + '/'
  return origin + (path.startsWith('/') ? path : '/' + path)
}
