import { CsvSyntaxError, detectDelimiter, readCsv, stripBom, writeCsvField } from './csv-text'
import {
  redirectRuleSchema,
  ruleProblemsForSite,
  type QueryCondition,
  type RedirectRule,
  type RedirectSite,
} from './rule'

/**
 * A site's rules as CSV, one column per field, for export, import and the seeded market tables.
 * `has` is written as a query string without values where a key only has to be present
 * (`cat=elbil&promo`). Import is all or nothing: any bad row and no rule is accepted.
 */

export const REDIRECT_CSV_COLUMNS = [
  'site',
  'source',
  'destination',
  'permanent',
  'statusCode',
  'has',
  'allLanguages',
  'onlyIfMissing',
  'enabled',
  'note',
  'order',
] as const
type Column = (typeof REDIRECT_CSV_COLUMNS)[number]

/** Larger imports are refused outright (the route answers 413). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024
export const MAX_CSV_ROWS = 50_000

export type CsvError = { line: number; field: string; message: string }

export type CsvParseResult = { ok: true; rules: RedirectRule[] } | { ok: false; status: 400 | 413; errors: CsvError[] }

const REQUIRED: readonly Column[] = ['source', 'destination']

export function formatHas(conditions: readonly QueryCondition[]): string {
  return conditions
    .map(({ key, value }) =>
      value === undefined ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
    )
    .join('&')
}

export function parseHas(text: string): QueryCondition[] {
  if (text.trim() === '') return []
  return text.split('&').map((part) => {
    const equals = part.indexOf('=')
    const key = decodeURIComponent(equals === -1 ? part : part.slice(0, equals)).trim()
    return equals === -1
      ? { type: 'query', key }
      : { type: 'query', key, value: decodeURIComponent(part.slice(equals + 1)) }
  })
}

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false }

function readBoolean(text: string): boolean | undefined | Error {
  if (text.trim() === '') return undefined
  const value = BOOLEAN_WORDS[text.trim().toLowerCase()]
  return value ?? new Error('true or false')
}

function readInteger(text: string): number | undefined | Error {
  if (text.trim() === '') return undefined
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : new Error('a whole number')
}

function byteLength(text: string): number {
  return text.length * 3 < MAX_CSV_BYTES ? text.length : new TextEncoder().encode(text).length
}

type RowInput = Record<string, unknown>

/** Turns one record into the input of the rule schema, or the errors of its fields. */
function rowInput(values: Partial<Record<Column, string>>, site: RedirectSite, rowIndex: number, line: number) {
  const errors: CsvError[] = []
  const input: RowInput = {
    site: values.site?.trim() || site.name,
    source: values.source ?? '',
    destination: values.destination ?? '',
    note: values.note ?? '',
  }
  for (const column of ['permanent', 'allLanguages', 'onlyIfMissing', 'enabled'] as const) {
    const value = readBoolean(values[column] ?? '')
    if (value instanceof Error) errors.push({ line, field: column, message: value.message })
    else if (value !== undefined) input[column] = value
  }
  for (const column of ['statusCode', 'order'] as const) {
    const value = readInteger(values[column] ?? '')
    if (value instanceof Error) errors.push({ line, field: column, message: value.message })
    else if (value !== undefined) input[column] = value
  }
  input.order ??= rowIndex + 1
  try {
    input.has = parseHas(values.has ?? '')
  } catch {
    errors.push({ line, field: 'has', message: 'key=value pairs joined by &' })
  }
  return { input, errors }
}

/** Parses a site's CSV: the rules, or every error found with its line and column. */
export function parseRedirectCsv(text: string, site: RedirectSite): CsvParseResult {
  if (byteLength(text) > MAX_CSV_BYTES) {
    return { ok: false, status: 413, errors: [{ line: 0, field: '', message: `larger than ${MAX_CSV_BYTES} bytes` }] }
  }
  const body = stripBom(text)
  let records
  try {
    records = readCsv(body, detectDelimiter(body))
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error
    return { ok: false, status: 400, errors: [{ line: error.line, field: '', message: error.message }] }
  }
  const [header, ...rows] = records
  if (rows.length > MAX_CSV_ROWS) {
    return { ok: false, status: 413, errors: [{ line: 0, field: '', message: `more than ${MAX_CSV_ROWS} rows` }] }
  }
  if (!header) return { ok: true, rules: [] }

  const columns = header.fields.map((name) => name.trim())
  const errors: CsvError[] = []
  const known = new Map<string, Column>(REDIRECT_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]))
  columns.forEach((name) => {
    if (!known.has(name.toLowerCase())) errors.push({ line: header.line, field: name, message: 'unknown column' })
  })
  for (const column of REQUIRED) {
    if (!columns.some((name) => name.toLowerCase() === column.toLowerCase())) {
      errors.push({ line: header.line, field: column, message: 'missing column' })
    }
  }
  if (errors.length > 0) return { ok: false, status: 400, errors }

  const rules: RedirectRule[] = []
  rows.forEach((record, rowIndex) => {
    if (record.fields.length !== columns.length) {
      errors.push({
        line: record.line,
        field: '',
        message: `${record.fields.length} fields, the header has ${columns.length}`,
      })
      return
    }
    const values: Partial<Record<Column, string>> = {}
    columns.forEach((name, index) => {
      const column = known.get(name.toLowerCase())
      if (column) values[column] = record.fields[index] ?? ''
    })
    const row = rowInput(values, site, rowIndex, record.line)
    errors.push(...row.errors)
    if (row.errors.length > 0) return
    const parsed = redirectRuleSchema.safeParse(row.input)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ line: record.line, field: String(issue.path[0] ?? ''), message: issue.message })
      }
      return
    }
    for (const problem of ruleProblemsForSite(parsed.data, site)) {
      errors.push({ line: record.line, field: problem.field, message: problem.message })
    }
    rules.push(parsed.data)
  })
  return errors.length > 0 ? { ok: false, status: 400, errors } : { ok: true, rules }
}

function cell(rule: RedirectRule, column: Column): string {
  switch (column) {
    case 'statusCode':
      return rule.statusCode === undefined ? '' : String(rule.statusCode)
    case 'has':
      return formatHas(rule.has)
    case 'order':
      return String(rule.order)
    case 'permanent':
    case 'allLanguages':
    case 'onlyIfMissing':
    case 'enabled':
      return String(rule[column])
    default:
      return rule[column]
  }
}

/** The rules as CSV with ',' and LF, header first; importing it gives the same rules back. */
export function serializeRedirectCsv(rules: readonly RedirectRule[]): string {
  const lines = [REDIRECT_CSV_COLUMNS.join(',')]
  for (const rule of rules)
    lines.push(REDIRECT_CSV_COLUMNS.map((column) => writeCsvField(cell(rule, column))).join(','))
  return lines.join('\n') + '\n'
}
