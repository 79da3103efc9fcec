// Runs the Payload CLI (`node scripts/payload-cli.mjs migrate`, `... run src/seed/index.ts`),
// passing its output through as it comes, and runs it again when it ended without a word.
//
// `payload migrate` sometimes exits with status 0 having done nothing and printed nothing: 1 of 6
// runs through npx and 3 of 12 started directly with `node node_modules/payload/bin.js` on an idle
// machine; three silent runs in a row once failed a CI run. The CLI starts itself with an
// unawaited promise (`void start()`), so the process can end before its start-up settles. Every
// real run logs at least one line, so a silent run is retried; the commands used here (migrate,
// the seed) are safe to run twice.
//
// Before a migration it refuses to create a new, empty SQLite database where one was migrated
// before: a data dir that lost its database file (a wrong volume, a deleted file) would otherwise
// come up empty and look healthy. The marker is written after the first successful migration;
// DATABASE_INIT=true lets a new database be created once all the same.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ATTEMPTS = 8
const args = process.argv.slice(2)

/** The SQLite file the app will open (src/lib/env.ts decides the same way); none for PostgreSQL. */
function sqliteFile() {
  const url = process.env.DATABASE_URL?.trim()
  const dataDir = path.resolve(process.env.DATA_DIR || 'data')
  if (!url) return { dataDir, file: path.join(dataDir, 'retail-cloud.db') }
  if (!url.startsWith('file:') || url.includes(':memory:')) return { dataDir, file: undefined }
  const bare = url.replace(/\?.*$/, '')
  return { dataDir, file: path.resolve(bare.startsWith('file://') ? fileURLToPath(bare) : bare.slice(5)) }
}

const MARKER = '.database-migrated'

function checkMarker() {
  const { dataDir, file } = sqliteFile()
  if (!file || existsSync(file)) return
  const marker = path.join(dataDir, MARKER)
  if (!existsSync(marker) || readFileSync(marker, 'utf8').trim() !== file) return
  const init = (process.env.DATABASE_INIT ?? '').trim()
  if (init === 'true' || init === '1') return
  if (init !== '' && init !== 'false' && init !== '0') {
    console.error(`Invalid environment variables:\n  DATABASE_INIT: must be true or false`)
    process.exit(1)
  }
  console.error(
    `The database ${file} is missing, but ${marker} says it was migrated before.\n` +
      'Restore the file (or point DATA_DIR / DATABASE_URL at it), or set DATABASE_INIT=true to start with a new, empty database.',
  )
  process.exit(1)
}

function writeMarker() {
  const { dataDir, file } = sqliteFile()
  if (!file || !existsSync(file)) return
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(path.join(dataDir, MARKER), `${file}\n`)
}

if (args[0] === 'migrate' || args[0] === 'run') checkMarker()

function runOnce() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['payload', ...args], { stdio: ['inherit', 'pipe', 'pipe'] })
    let said = false
    const forward = (target) => (chunk) => {
      target.write(chunk)
      if (!said)
        said = String(chunk)
          .split('\n')
          .some((line) => line.trim() && !line.startsWith('npm warn'))
    }
    child.stdout.on('data', forward(process.stdout))
    child.stderr.on('data', forward(process.stderr))
    child.on('close', (status) => resolve({ status: status ?? 1, said }))
  })
}

for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const { status, said } = await runOnce()
  if (status !== 0) process.exit(status)
  if (said) {
    if (args[0] === 'migrate') writeMarker()
    process.exit(0)
  }
  console.error(`payload ${args.join(' ')} ended without doing anything (attempt ${attempt} of ${ATTEMPTS})`)
}
process.exit(1)
