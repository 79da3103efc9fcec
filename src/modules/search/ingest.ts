import { StringDecoder } from 'node:string_decoder'
import type { z } from 'zod'
import { issuePath, type IndexName } from './contract'
import type { SearchStore, WriteBatch } from './engine'
import { nextTurn } from './engines/slices'
import { INDEXES, type IndexDefinition } from './indexes'
import { PriceContext, type PriceContextSummary } from './price-context'

/**
 * Writing dealer-system feeds into the search store: every document is checked against its
 * index's schema, good ones are written in batches (one transaction each), bad ones are reported
 * with the feed line they start on. Used by the ingest command and the ingest endpoint.
 */

export type IngestMode = 'upsert' | 'replace' | 'delete'
export const INGEST_MODES = ['upsert', 'replace', 'delete'] as const satisfies readonly IngestMode[]

export type IngestRejection = { line: number; id?: string; reason: string }

export type IngestSummary = {
  index: IndexName
  mode: IngestMode
  /** Items read, rejected ones included. */
  received: number
  /** Documents upserted. */
  written: number
  /** Delete mode: ids sent for deletion (missing ones change nothing). Replace: documents removed. */
  deleted: number
  rejected: IngestRejection[]
  batches: number
  ms: number
  /** The cars index: ratings after the ingest and documents rewritten for them (./price-context). */
  priceContext?: PriceContextSummary
}

export type IngestOptions = {
  mode?: IngestMode
  /** Documents per write transaction. */
  batchSize?: number
  /** Called after each committed batch with the number of items read so far. */
  onProgress?: (processed: number) => void
  /**
   * Keep the cars' price history and ratings (./price-context); on by default for the cars
   * index, which alone has them. Off only to measure what it costs.
   */
  priceContext?: boolean
  /** The ingest's time, for the price history; now by default. */
  now?: Date
}

export const DEFAULT_BATCH_SIZE = 500
/**
 * The SQLite driver writes synchronously, so a server writing through it takes small
 * transactions: at 100,000 cars one of 200 cars held the event loop for 12 ms (p50, up to 26),
 * one of 50 for 1.6 ms (up to 14, the commit's own floor) at the same cost per car.
 */
export const SQLITE_BATCH_SIZE = 50
/** Validation time between two pauses: a 10,000-car ingest is seconds of zod, not one stall. */
const VALIDATE_SLICE_MS = 8

export type IngestErrorCode = 'FEED_UNREADABLE' | 'INGEST_ABORTED' | 'INVALID_INGEST_OPTIONS'

/**
 * The feed could not be read to its end (the valid documents read before the break are still
 * written), or the store refused a write (batches committed before stay committed). Either way a
 * replace deletes nothing; `summary` says how far the run got.
 */
export class IngestError extends Error {
  constructor(
    readonly code: IngestErrorCode,
    message: string,
    readonly summary?: IngestSummary,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'IngestError'
  }
}

/** A document read from a feed, with the line it starts on (1-based). */
export class FeedDocument {
  constructor(
    readonly line: number,
    readonly value: unknown,
  ) {}
}

/** A feed entry that is not JSON; the rest of the feed is still read. */
export class FeedProblem {
  constructor(
    readonly line: number,
    readonly error: string,
  ) {}
}

export type FeedItem = FeedDocument | FeedProblem

/**
 * Reads a feed given as a stream or as its text: a JSON array of documents, or JSON lines (one
 * document per line; blank lines are skipped). Documents are yielded as they are completed, so a
 * large feed is never held as one string. A line of JSON lines that does not parse is yielded as a
 * problem and reading goes on; an array whose structure breaks throws `IngestError`
 * (FEED_UNREADABLE), because where its documents start can no longer be told.
 */
export async function* readFeed(source: NodeJS.ReadableStream | string): AsyncGenerator<FeedItem> {
  const splitter = new FeedSplitter()
  for await (const chunk of chunks(source)) yield* splitter.push(chunk)
  yield* splitter.end()
}

async function* chunks(source: NodeJS.ReadableStream | string): AsyncGenerator<string> {
  if (typeof source === 'string') {
    yield source
    return
  }
  // A decoder keeps a multi-byte character split across two chunks whole.
  const decoder = new StringDecoder('utf8')
  for await (const chunk of source as AsyncIterable<Buffer | string>) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk)
    if (text) yield text
  }
  const rest = decoder.end()
  if (rest) yield rest
}

const NEWLINE = 10
const QUOTE = 34
const COMMA = 44
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93
const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const BYTE_ORDER_MARK = 0xfeff
/** What ends a stretch of a string's characters: its closing quote, an escape, or a newline. */
const STRING_STOP = /["\\\n]/g

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13
}

/**
 * Splits feed text into documents as it arrives. For an array it tracks only nesting and strings
 * to find where each element ends, and leaves validating the element's JSON to JSON.parse.
 */
class FeedSplitter {
  private format: 'unknown' | 'lines' | 'array' = 'unknown'
  private atStart = true
  /** The line the next character is on. */
  private line = 1
  // JSON lines: the unfinished line so far.
  private partial: string[] = []
  private partialLine = 1
  // Array: where we are in it.
  private state: 'before-array' | 'before-element' | 'in-element' | 'after-element' | 'after-array' = 'before-array'
  private depth = 0
  private inString = false
  private escaped = false
  private element: string[] = []
  private elementLine = 0

  /** The entries completed by this piece of text. */
  push(text: string): FeedItem[] {
    const out: FeedItem[] = []
    if (this.format === 'unknown') {
      // Editors on Windows save UTF-8 with a byte-order mark, which JSON.parse refuses.
      if (this.atStart && text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1)
      if (text) this.atStart = false
      const first = firstNonSpace(text)
      if (first === -1) {
        // Only whitespace so far; count its lines and decide on a later chunk.
        this.line += countNewlines(text, 0, text.length)
        return out
      }
      this.format = text.charCodeAt(first) === OPEN_BRACKET ? 'array' : 'lines'
      this.partialLine = this.line
    }
    if (this.format === 'lines') this.pushLines(text, out)
    else this.pushArray(text, out)
    return out
  }

  /** The last entry, once the feed has ended. */
  end(): FeedItem[] {
    if (this.format === 'lines') {
      const last = this.partial.join('')
      this.partial = []
      return last.trim() ? [parseEntry(last, this.partialLine)] : []
    }
    if (this.format === 'array' && this.state !== 'after-array') {
      throw new IngestError('FEED_UNREADABLE', `line ${this.line}: the feed ends inside the JSON array`)
    }
    return []
  }

  private pushLines(text: string, out: FeedItem[]): void {
    let start = 0
    for (;;) {
      const newline = text.indexOf('\n', start)
      if (newline === -1) {
        if (start < text.length) this.partial.push(text.slice(start))
        return
      }
      this.partial.push(text.slice(start, newline))
      const entry = this.partial.join('')
      this.partial = []
      if (entry.trim()) out.push(parseEntry(entry, this.partialLine))
      this.line++
      this.partialLine = this.line
      start = newline + 1
    }
  }

  private pushArray(text: string, out: FeedItem[]): void {
    let elementStart = this.state === 'in-element' ? 0 : -1
    for (let i = 0; i < text.length; i++) {
      if (this.inString) {
        i = this.skipString(text, i)
        continue
      }
      const code = text.charCodeAt(i)
      if (code === NEWLINE) this.line++
      if (this.state === 'in-element') {
        if (code === QUOTE) this.inString = true
        else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++
        else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && this.depth > 0) this.depth--
        else if (this.depth === 0 && (code === COMMA || code === CLOSE_BRACKET)) {
          this.element.push(text.slice(elementStart, i))
          out.push(this.finishElement())
          elementStart = -1
          this.state = code === COMMA ? 'before-element' : 'after-array'
        }
        continue
      }
      if (isSpace(code)) continue
      switch (this.state) {
        case 'before-array':
          // push() only chose 'array' because the first character is '['.
          this.state = 'before-element'
          this.depth = 0
          break
        case 'before-element':
          // An empty array, or a trailing comma before the end.
          if (code === CLOSE_BRACKET) {
            this.state = 'after-array'
            break
          }
          if (code === COMMA) throw this.unreadable('a document is missing between commas')
          this.state = 'in-element'
          this.elementLine = this.line
          elementStart = i
          // Re-read this character inside the element.
          i--
          break
        case 'after-array':
          throw this.unreadable('unexpected text after the JSON array')
        default:
          break
      }
    }
    if (this.state === 'in-element' && elementStart !== -1) this.element.push(text.slice(elementStart))
  }

  /**
   * Moves through a string from `i` to its closing quote and returns that quote's index (or the
   * last index of the text, still inside the string). Jumping from one quote or backslash to
   * the next is what keeps long descriptions fast to split.
   */
  private skipString(text: string, i: number): number {
    let at = i
    if (this.escaped) {
      this.escaped = false
      at++
    }
    for (;;) {
      STRING_STOP.lastIndex = at
      const stop = STRING_STOP.exec(text)
      if (!stop) return text.length - 1
      const code = text.charCodeAt(stop.index)
      if (code === QUOTE) {
        this.inString = false
        return stop.index
      }
      if (code === NEWLINE) {
        // Not valid inside a JSON string, but counted so later line numbers stay right.
        this.line++
        at = stop.index + 1
        continue
      }
      // A backslash: the next character is escaped, possibly in the next chunk.
      if (stop.index + 1 >= text.length) {
        this.escaped = true
        return text.length - 1
      }
      at = stop.index + 2
    }
  }

  private finishElement(): FeedItem {
    const text = this.element.join('')
    this.element = []
    return parseEntry(text, this.elementLine)
  }

  private unreadable(reason: string): IngestError {
    return new IngestError('FEED_UNREADABLE', `line ${this.line}: ${reason}`)
  }
}

function firstNonSpace(text: string): number {
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i))) return i
  return -1
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++
  return count
}

function parseEntry(text: string, line: number): FeedItem {
  try {
    return new FeedDocument(line, JSON.parse(text))
  } catch (error) {
    return new FeedProblem(line, `not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Validates and writes documents to `index`. Items may be raw documents (their line is their
 * 1-based position) or the items of `readFeed` (their line is the feed's).
 *
 * - upsert: each valid document is written as the schema parsed it (defaults applied).
 * - replace: upsert everything, then delete every document of the index not written since the
 *   run began, only once the whole feed was read and at least one document was written, so a
 *   truncated or entirely broken feed never empties the index.
 * - delete: each item is an id (string or number) or an object carrying the index's id field.
 *
 * Within one batch the last document of an id wins.
 */
export async function ingestDocuments(
  store: SearchStore,
  index: IndexName,
  documents: Iterable<unknown> | AsyncIterable<unknown>,
  options: IngestOptions = {},
): Promise<IngestSummary> {
  const started = performance.now()
  const mode = options.mode ?? 'upsert'
  const batchSize = options.batchSize ?? (store.kind === 'sqlite' ? SQLITE_BATCH_SIZE : DEFAULT_BATCH_SIZE)
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new IngestError('INVALID_INGEST_OPTIONS', `batchSize must be a positive integer, got ${batchSize}`)
  }
  const definition = INDEXES[index]
  const summary: IngestSummary = { index, mode, received: 0, written: 0, deleted: 0, rejected: [], batches: 0, ms: 0 }
  const upserts = new Map<string, string>()
  const deletes = new Set<string>()
  const finish = () => ({ ...summary, ms: Math.round(performance.now() - started) })

  // One batch is written while the next is validated: with PostgreSQL the two take about as
  // long, so overlapping them nearly doubles the rate. Never more than one write is in flight.
  let inFlight: Promise<void> | undefined
  let batchesStarted = 0
  const settle = async () => {
    const pending = inFlight
    inFlight = undefined
    await pending
  }
  const flush = async () => {
    if (upserts.size === 0 && deletes.size === 0) return
    const batch: WriteBatch = {
      upserts: [...upserts].map(([id, json]) => ({ id, json })),
      deletes: [...deletes],
    }
    upserts.clear()
    deletes.clear()
    const processed = summary.received
    await settle()
    const number = ++batchesStarted
    const writing = store.write(index, batch).then(
      () => {
        summary.batches++
        summary.written += batch.upserts.length
        summary.deleted += batch.deletes.length
        options.onProgress?.(processed)
      },
      (error: unknown) => {
        throw new IngestError('INGEST_ABORTED', `batch ${number} was not written: ${describe(error)}`, finish(), {
          cause: error,
        })
      },
    )
    // Handled when settled; until then a failure must not count as an unhandled rejection.
    writing.catch(() => {})
    inFlight = writing
  }

  // Read before the first write: everything written from here on has a higher seq and survives.
  const startSeq = mode === 'replace' ? await store.latestSeq() : 0
  const prices =
    index === 'cars' && options.priceContext !== false ? await PriceContext.load(store, index, options.now) : null

  let sliceStarted = performance.now()
  try {
    for await (const item of documents) {
      // A plain array is iterated without ever leaving the microtask queue; requests run here.
      if (performance.now() - sliceStarted > VALIDATE_SLICE_MS) {
        await nextTurn()
        sliceStarted = performance.now()
      }
      summary.received++
      const line = item instanceof FeedDocument || item instanceof FeedProblem ? item.line : summary.received
      if (item instanceof FeedProblem) {
        summary.rejected.push({ line, reason: item.error })
        continue
      }
      const value = item instanceof FeedDocument ? item.value : item
      if (mode === 'delete') {
        const id = deletionId(definition, value)
        if (typeof id === 'string') {
          deletes.add(id)
          prices?.deleted(id)
        } else summary.rejected.push({ line, reason: id.reason })
      } else {
        const parsed = definition.schema.safeParse(value)
        if (parsed.success) {
          const id = definition.id(parsed.data)
          prices?.annotate(id, parsed.data)
          upserts.set(id, JSON.stringify(parsed.data))
        } else summary.rejected.push({ line, ...rawId(definition, value), reason: describeIssues(parsed.error) })
      }
      if (upserts.size + deletes.size >= batchSize) await flush()
    }
  } catch (error) {
    if (error instanceof IngestError && error.code === 'INGEST_ABORTED') throw error
    // The valid documents read before the break are written too; a failed write is the graver
    // problem and is reported instead of the feed.
    await flush()
    await settle()
    const reason = error instanceof IngestError ? error.message : `the feed could not be read: ${describe(error)}`
    throw new IngestError('FEED_UNREADABLE', reason, finish(), { cause: error })
  }
  await flush()
  await settle()

  if (mode === 'replace' && summary.written > 0) {
    try {
      summary.deleted = await store.finishReplace(index, startSeq)
    } catch (error) {
      throw new IngestError('INGEST_ABORTED', `stale documents were not removed: ${describe(error)}`, finish(), {
        cause: error,
      })
    }
  }
  if (prices) {
    try {
      summary.priceContext = await prices.finish(batchSize, mode === 'replace')
    } catch (error) {
      throw new IngestError('INGEST_ABORTED', `price ratings were not updated: ${describe(error)}`, finish(), {
        cause: error,
      })
    }
  }
  const result = finish()
  options.onProgress?.(result.received)
  return result
}

function deletionId(definition: IndexDefinition, value: unknown): string | { reason: string } {
  const raw =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)[definition.idField]
      : value
  if (typeof raw === 'string' && raw.trim() !== '') return raw
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return { reason: `expected an id (string or number) or an object with '${definition.idField}'` }
}

/** The id a rejected document claims, to help find it in the feed; absent when it has none. */
function rawId(definition: IndexDefinition, value: unknown): { id?: string } {
  if (typeof value !== 'object' || value === null) return {}
  const raw = (value as Record<string, unknown>)[definition.idField]
  return typeof raw === 'string' || typeof raw === 'number' ? { id: String(raw) } : {}
}

const MAX_ISSUES = 5

/** zod issues as `path: message; ...`, e.g. `car_images.0.original: Too small`. */
function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, MAX_ISSUES).map((issue) => `${issuePath(issue, '(document)')}: ${issue.message}`)
  if (error.issues.length > MAX_ISSUES) parts.push(`and ${error.issues.length - MAX_ISSUES} more`)
  return parts.join('; ')
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
