import { z } from 'zod'
import { parseCoordinate } from './read'
import { chargerOptionSchema, LOCATION_TYPES, openingRowSchema } from './types'

/**
 * Locations from a file (`npm run locations:import`): CSV with a header row, or JSON (an array of
 * objects, or one object per line). Each row is checked as the CMS checks a saved location; a
 * row that fails is reported by its line number and the rest are imported.
 */

const text = z.string().trim()
const required = text.min(1, 'is required')
const coordinate = (bound: number) =>
  z.preprocess(
    (value) => (value === undefined ? value : parseCoordinate(value)),
    z
      .number({ message: 'must be a number' })
      .min(-bound, `must be at least -${bound}`)
      .max(bound, `must be at most ${bound}`),
  )

export const locationInputSchema = z
  .object({
    type: z.enum(LOCATION_TYPES, { message: `must be ${LOCATION_TYPES.join(', ')}` }),
    locationId: required.regex(/^[\w.:*-]{1,100}$/, 'letters, digits and . : * - _ only, at most 100'),
    name: required,
    city: required,
    address: required,
    zip: required,
    lat: coordinate(90),
    lng: coordinate(180),
    info: text.optional(),
    dealerPath: text
      .refine((value) => value === '' || (value.startsWith('/') && !value.startsWith('//')), 'must be a path')
      .optional(),
    open24h: z.boolean().default(false),
    openingHours: z.array(openingRowSchema).default([]),
    chargerOptions: z.array(chargerOptionSchema).default([]),
    emails: z.array(z.email('must be an e-mail address')).default([]),
    phones: z.array(text.regex(/^\+?[\d\s()-]{5,20}$/, 'must be a phone number')).default([]),
    webpages: z.array(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })).default([]),
  })
  .superRefine((row, ctx) => {
    if (row.type !== 'ChargingPoint' && row.chargerOptions.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['chargerOptions'], message: 'only a ChargingPoint has charger options' })
    }
  })
export type LocationInput = z.output<typeof locationInputSchema>

export type ImportRow = { line: number; input: LocationInput }
export type RejectedRow = { line: number; errors: string[] }
export type ImportParse = { rows: ImportRow[]; rejected: RejectedRow[] }

function check(line: number, value: unknown, out: ImportParse, seen: Map<string, number>) {
  const parsed = locationInputSchema.safeParse(value)
  if (!parsed.success) {
    out.rejected.push({
      line,
      errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`),
    })
    return
  }
  const first = seen.get(parsed.data.locationId)
  if (first !== undefined) {
    out.rejected.push({ line, errors: [`locationId: ${parsed.data.locationId} is already on line ${first}`] })
    return
  }
  seen.set(parsed.data.locationId, line)
  out.rows.push({ line, input: parsed.data })
}

/** CSV records with the line each starts on (RFC 4180: quoted fields may hold commas, quotes, newlines). */
export function csvRecords(source: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  const end = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++
      end()
      line++
      start = line
    } else field += c
  }
  if (field !== '' || fields.length > 0) end()
  return records
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean)

/** One CSV record as the schema's input; lists are '|'-separated (see README). */
function csvRow(header: string[], fields: string[]): Record<string, unknown> {
  const get = (name: string) => {
    const at = header.indexOf(name)
    return at < 0 ? undefined : fields[at]?.trim()
  }
  const open24h = (get('open24h') ?? '').toLowerCase()
  return {
    type: get('type'),
    locationId: get('locationId') ?? get('id'),
    name: get('name'),
    city: get('city'),
    address: get('address'),
    zip: get('zip'),
    lat: get('lat'),
    lng: get('lng'),
    info: get('info') || undefined,
    dealerPath: get('dealerPath') || undefined,
    open24h: ['1', 'true', 'yes', 'ja'].includes(open24h),
    // 'monday 07:00-22:00|tuesday 07:00-22:00'
    openingHours: list(get('openingHours')).map((item) => {
      const [day, hours = ''] = item.split(/\s+/)
      const [open, close] = hours.split('-')
      return { day: day?.toLowerCase(), open, close }
    }),
    // 'CCS2;4;150000;SE*HDC*E000001*1|Type2;2;22000;SE*HDC*E000001*2'
    chargerOptions: list(get('chargerOptions')).map((item) => {
      const [icon, amount, watts, id] = item.split(';').map((part) => part.trim())
      return { icon, amount: Number(amount), watts: Number(watts), id }
    }),
    emails: list(get('emails')),
    phones: list(get('phones')),
    webpages: list(get('webpages')),
  }
}

export function parseCsv(source: string): ImportParse {
  const out: ImportParse = { rows: [], rejected: [] }
  const [head, ...records] = csvRecords(source.replace(/^\uFEFF/, ''))
  if (!head) return out
  const header = head.fields.map((name) => name.trim())
  const seen = new Map<string, number>()
  for (const record of records) check(record.line, csvRow(header, record.fields), out, seen)
  return out
}

/** The line each top-level array element (or each JSON line) starts on. */
function jsonElementLines(source: string): number[] {
  const lines: number[] = []
  let depth = 0
  let inString = false
  let line = 1
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (c === '\n') line++
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (c === '"') inString = true
    else if (c === '{' || c === '[') {
      if (depth === 1 && c === '{') lines.push(line)
      depth++
    } else if (c === '}' || c === ']') depth--
  }
  return lines
}

export function parseJson(source: string): ImportParse {
  const out: ImportParse = { rows: [], rejected: [] }
  const seen = new Map<string, number>()
  const trimmed = source.replace(/^\uFEFF/, '').trim()
  if (trimmed.startsWith('[')) {
    let items: unknown
    try {
      items = JSON.parse(trimmed)
    } catch (error) {
      out.rejected.push({ line: 1, errors: [`not JSON: ${(error as Error).message}`] })
      return out
    }
    const lines = jsonElementLines(source)
    ;(items as unknown[]).forEach((item, i) => check(lines[i] ?? 1, item, out, seen))
    return out
  }
  // JSON lines: one object per line.
  source.split('\n').forEach((text, i) => {
    if (!text.trim()) return
    try {
      check(i + 1, JSON.parse(text), out, seen)
    } catch (error) {
      out.rejected.push({ line: i + 1, errors: [`not JSON: ${(error as Error).message}`] })
    }
  })
  return out
}

export function parseLocationFile(name: string, source: string): ImportParse {
  return /\.csv$/i.test(name) ? parseCsv(source) : parseJson(source)
}
