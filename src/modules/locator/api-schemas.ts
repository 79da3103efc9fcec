import { z } from 'zod'
import { parseGeocoord } from '../geo/parse-geocoord'
import { READ_PAGE_SIZE } from './read'
import { CONNECTORS, DISTANCE_UNITS, MIN_POWERS, type MinPower } from './types'
import { MAX_QUERY_CHARS } from './url-state'

/**
 * The locator API's query strings (strict, unlike the page's URL state): a malformed or repeated
 * parameter is a 400 `{error, field}` naming it. Parameters it does not know (a cache buster, the
 * proxy's `sc_site`) are passed over.
 */

const site = z
  .string({ message: 'is required' })
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'a site name such as charge-se')
const lang = z.string({ message: 'is required' }).regex(/^[a-z]{2}$/, "a language code such as 'sv'")
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} is at least ${min}`).max(max, `${name} is at most ${max}`))

const near = z
  .string()
  .transform((value, ctx) => {
    const point = parseGeocoord(value)
    if (!point) {
      ctx.addIssue({ code: 'custom', message: 'must be lat,lng within the world' })
      return z.NEVER
    }
    return point
  })
  .optional()

const connector = z
  .string()
  .transform((value) => value.split(','))
  .pipe(z.array(z.enum(CONNECTORS, { message: `must be ${CONNECTORS.join(', ')}` })).min(1))
  .transform((values) => CONNECTORS.filter((c) => values.includes(c)))
  .optional()

const minPower = z
  .enum(MIN_POWERS.map(String) as [string, ...string[]], { message: `must be ${MIN_POWERS.join(', ')}` })
  .transform((value) => Number(value) as MinPower)
  .optional()

export const locationsQuerySchema = z.object({
  site,
  lang,
  near,
  unit: z.enum(DISTANCE_UNITS, { message: 'must be km or mi' }).default('km'),
  connector,
  minPower,
  open: z.literal('now', { message: "must be 'now'" }).optional(),
  offset: wholeNumber('offset', 0, 1_000_000).default(0),
  limit: wholeNumber('limit', 1, READ_PAGE_SIZE).optional(),
})
export type LocationsQuery = z.output<typeof locationsQuerySchema>

const q = z.string().trim().max(MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`)

export const suggestQuerySchema = z.object({ site, lang, q: q.default('') })
export const geocodeQuerySchema = z.object({ site, q: q.min(1, 'must not be blank') })

export type QueryError = { error: string; field: string }

/**
 * Parses a query string with `schema`: the value, or the 400 body naming the first bad field.
 * A parameter given twice is malformed.
 */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  params: URLSearchParams,
): { ok: true; value: z.output<S> } | { ok: false; error: QueryError } {
  const record: Record<string, string> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    if (values.length > 1) return { ok: false, error: { error: 'must be given once', field: key } }
    record[key] = values[0]!
  }
  const parsed = schema.safeParse(record)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  const field = issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'query') : String(issue?.path[0] ?? 'query')
  const message = issue?.code === 'unrecognized_keys' ? 'is not a known parameter' : (issue?.message ?? 'invalid')
  return { ok: false, error: { error: message, field } }
}
