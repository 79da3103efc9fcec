/**
 * CSV text as RFC 4180 has it, with what spreadsheets add: a byte-order mark, ';' as the
 * delimiter (Excel in the Nordic locales), CRLF or LF. No CSV library is in the app, and this
 * much is small enough to own.
 */

export type CsvRecord = { line: number; fields: string[] }

export class CsvSyntaxError extends Error {
  readonly code = 'CSV_SYNTAX'

  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
    this.name = 'CsvSyntaxError'
  }
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** ',' or ';', whichever the first line (the header) holds more of outside quotes. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char === ',') commas++
    else if (!quoted && char === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/** Splits CSV text into records, each with the line it starts on; blank lines are skipped. */
export function readCsv(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let fieldWasQuoted = false
  const endRecord = () => {
    fields.push(field)
    if (!(fields.length === 1 && fields[0] === '' && !fieldWasQuoted)) records.push({ line: recordLine, fields })
    fields = []
    field = ''
    fieldWasQuoted = false
  }
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"'
          index++
        } else quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === '"') {
      if (field !== '') throw new CsvSyntaxError('a quote inside an unquoted field', line)
      quoted = true
      fieldWasQuoted = true
    } else if (char === delimiter) {
      fields.push(field)
      field = ''
      fieldWasQuoted = false
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++
      endRecord()
      line++
      recordLine = line
    } else {
      if (fieldWasQuoted) throw new CsvSyntaxError('text after a closing quote', line)
      field += char
    }
  }
  if (quoted) throw new CsvSyntaxError('a quoted field is not closed', recordLine)
  if (field !== '' || fields.length > 0 || fieldWasQuoted) endRecord()
  return records
}

/** One field, quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function writeCsvField(value: string, delimiter = ','): string {
  const needsQuotes = value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim()
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value
}
