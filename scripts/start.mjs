// Serves the production build: migrates the database first, so a new version starts on the
// schema it expects, then runs Next.js in this process. Environment problems stop here with a
// message naming the variable.
//
// One process, and its own HTTP server, so that SIGTERM and SIGINT stop it gracefully: no new
// connections, requests under way finish (up to SHUTDOWN_TIMEOUT_MS), the lead deliveries under
// way are recorded, the database is closed, exit 0. (`npx next start` put npm, a shell and Next
// between the signal and the server and left `next-server` running; Next's own handler exits
// 143 without a deadline for slow requests and without a place to flush the outbox.)
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'

process.env.NODE_ENV = 'production'

function setting(name, fallback, min, max) {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`Invalid environment variables:\n  ${name}: must be a whole number from ${min} to ${max}`)
    process.exit(1)
  }
  return value
}

const port = setting('PORT', 3000, 1, 65535)
const shutdownMs = setting('SHUTDOWN_TIMEOUT_MS', 20_000, 0, 600_000)
/** The name src/lib/shutdown.ts registers its hook under (outbox flush, database close). */
const SHUTDOWN_HOOK = 'retail-cloud.shutdown'

let stopping = false
let migration
let stop = () => {
  // Before the server runs: end the migration (it runs in a transaction) and leave.
  stopping = true
  migration?.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))

const migrated = await new Promise((resolve) => {
  migration = spawn(process.execPath, ['scripts/payload-cli.mjs', 'migrate'], { stdio: 'inherit', env: process.env })
  migration.on('exit', (code) => resolve(code ?? 1))
})
migration = undefined
if (stopping) process.exit(0)
if (migrated !== 0) process.exit(migrated)

const { default: next } = await import('next')
const app = next({ dev: false, dir: process.cwd(), port })
const handle = app.getRequestHandler()
try {
  await app.prepare()
} catch (error) {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
}

let active = 0
let idle = () => {}
const server = createServer((req, res) => {
  active++
  res.on('close', () => {
    active--
    if (active === 0) idle()
  })
  // A keep-alive client learns with this answer that the connection ends.
  if (stopping) res.setHeader('connection', 'close')
  handle(req, res).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
    res.end()
  })
})
server.listen(port, () => console.log(`retail-cloud ready on http://localhost:${port}`))

stop = async (signal) => {
  if (stopping) return // shells send SIGINT to the whole group; one shutdown is enough
  stopping = true
  const deadline = Date.now() + shutdownMs
  console.log(`${signal}: no new connections; waiting for ${active} request(s) under way`)
  server.close()
  server.closeIdleConnections()
  if (active > 0) {
    await new Promise((resolve) => {
      idle = resolve
      setTimeout(resolve, shutdownMs).unref()
    })
  }
  if (active > 0) console.error(`${active} request(s) still open after ${shutdownMs} ms; closing them`)
  server.closeAllConnections()
  await app.close().catch((error) => console.error(error))
  const hook = globalThis[SHUTDOWN_HOOK]
  if (typeof hook === 'function') {
    await hook(Math.max(deadline - Date.now(), 1000)).catch((error) => console.error(error))
  }
  process.exit(0)
}
