/**
 * Writes a dealer-system feed into the search store:
 *
 *   npm run ingest -- --index cars --file feed.jsonl [--mode upsert|replace|delete] [--batch-size 500]
 *
 * The feed is a JSON array or JSON lines (`--file -` reads standard input). Running servers pick
 * the changes up from the store on their next poll. Exit code 0 when every document was taken,
 * 1 when any was rejected or the feed or store failed, 2 on bad arguments.
 */
import { createReadStream, statSync, type ReadStream } from 'node:fs'
import { parseArgs } from 'node:util'
import cliProgress from 'cli-progress'
import { env } from '@/lib/env'
import { INDEX_NAMES, type IndexName } from '@/modules/search/contract'
import type { SearchStore } from '@/modules/search/engine'
import {
  DEFAULT_BATCH_SIZE,
  INGEST_MODES,
  IngestError,
  ingestDocuments,
  readFeed,
  type IngestMode,
  type IngestSummary,
} from '@/modules/search/ingest'
import { openSearchStore } from '@/modules/search/store/open'

const USAGE = `usage: npm run ingest -- --index <${INDEX_NAMES.join('|')}> --file <feed.json|feed.jsonl|-> [--mode <${INGEST_MODES.join('|')}>] [--batch-size <n>]`
const SHOWN_REJECTIONS = 20

type Args = { index: IndexName; file: string; mode: IngestMode; batchSize: number }

class UsageError extends Error {
  readonly code = 'USAGE'
}

const OPTIONS = {
  index: { type: 'string', short: 'i' },
  file: { type: 'string', short: 'f' },
  mode: { type: 'string', short: 'm', default: 'upsert' },
  'batch-size': { type: 'string', default: String(DEFAULT_BATCH_SIZE) },
  help: { type: 'boolean', short: 'h' },
} as const

function parseCommandLine(argv: string[]): Args | 'help' {
  const values = (() => {
    try {
      return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error))
    }
  })()
  if (values.help) return 'help'
  const index = values.index
  if (!index) throw new UsageError('--index is required')
  if (!isOneOf(INDEX_NAMES, index)) throw new UsageError(`--index must be one of ${INDEX_NAMES.join(', ')}`)
  if (!values.file) throw new UsageError('--file is required')
  if (!isOneOf(INGEST_MODES, values.mode)) throw new UsageError(`--mode must be one of ${INGEST_MODES.join(', ')}`)
  const batchSize = Number(values['batch-size'])
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000) {
    throw new UsageError('--batch-size must be a whole number from 1 to 50000')
  }
  return { index, file: values.file, mode: values.mode, batchSize }
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}

function openFeed(file: string): { stream: NodeJS.ReadableStream; size: number | null; read: () => number } {
  if (file === '-') return { stream: process.stdin, size: null, read: () => 0 }
  // Checked first, so a missing file is reported as such instead of as a broken feed.
  const stats = statSync(file)
  if (!stats.isFile()) throw new Error(`${file} is not a file`)
  const stream: ReadStream = createReadStream(file, { highWaterMark: 1 << 20 })
  return { stream, size: stats.size, read: () => stream.bytesRead }
}

function printSummary(summary: IngestSummary, file: string): void {
  const seconds = summary.ms / 1000
  const rate = seconds > 0 ? Math.round(summary.received / seconds) : summary.received
  const lines = [
    `${summary.index} (${summary.mode}) from ${file === '-' ? 'standard input' : file}`,
    `  received  ${summary.received}`,
    `  written   ${summary.written}`,
    `  deleted   ${summary.deleted}`,
    `  rejected  ${summary.rejected.length}`,
    ...summary.rejected
      .slice(0, SHOWN_REJECTIONS)
      .map((r) => `    line ${r.line}${r.id === undefined ? '' : ` (id ${r.id})`}: ${r.reason}`),
  ]
  if (summary.rejected.length > SHOWN_REJECTIONS) {
    lines.push(`    ... and ${summary.rejected.length - SHOWN_REJECTIONS} more`)
  }
  lines.push(`  ${summary.batches} batches in ${seconds.toFixed(2)} s, ${rate} docs/s`)
  if (summary.priceContext) {
    const { rated, rewritten, ms } = summary.priceContext
    lines.push(`  price ratings: ${rated} cars rated, ${rewritten} documents rewritten (${(ms / 1000).toFixed(2)} s)`)
  }
  process.stdout.write(`${lines.join('\n')}\n`)
}

async function main(): Promise<number> {
  let args: Args
  try {
    const parsed = parseCommandLine(process.argv.slice(2))
    if (parsed === 'help') {
      process.stdout.write(`${USAGE}\n`)
      return 0
    }
    args = parsed
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(`ingest: ${error.message}\n${USAGE}\n`)
    return 2
  }

  let feed: ReturnType<typeof openFeed>
  try {
    feed = openFeed(args.file)
  } catch (error) {
    process.stderr.write(`ingest: cannot read the feed: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }

  let store: SearchStore
  try {
    store = await openSearchStore(env().searchDatabaseUrl)
  } catch (error) {
    process.stderr.write(`ingest: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }

  // A bar only for a person watching; logs and pipes get the summary alone.
  const bar =
    process.stderr.isTTY && feed.size !== null
      ? new cliProgress.SingleBar(
          {
            stream: process.stderr,
            format: '{bar} {percentage}% | {docs} documents | {rate} docs/s',
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        )
      : null
  const started = performance.now()
  bar?.start(Math.max(feed.size ?? 0, 1), 0, { docs: 0, rate: 0 })

  try {
    const summary = await ingestDocuments(store, args.index, readFeed(feed.stream), {
      mode: args.mode,
      batchSize: args.batchSize,
      onProgress: (docs) => {
        const seconds = (performance.now() - started) / 1000
        bar?.update(feed.read(), { docs, rate: seconds > 0 ? Math.round(docs / seconds) : 0 })
      },
    })
    bar?.update(feed.size ?? 0)
    bar?.stop()
    printSummary(summary, args.file)
    return summary.rejected.length > 0 ? 1 : 0
  } catch (error) {
    bar?.stop()
    if (!(error instanceof IngestError)) throw error
    if (error.summary) printSummary(error.summary, args.file)
    const note =
      error.code === 'FEED_UNREADABLE'
        ? ' (the documents before it were written; nothing was deleted)'
        : error.code === 'INGEST_ABORTED'
          ? ' (batches written before it stay; nothing was deleted)'
          : ''
    process.stderr.write(`ingest: ${error.message}${note}\n`)
    return 1
  } finally {
    await store.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`ingest: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 1
  },
)
