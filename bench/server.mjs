// The server a benchmark measures: BENCH_URL when it points at a running one, else the
// production build on a freshly seeded database (scripts/e2e-server.sh) on BENCH_PORT.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await sleep(500)
  }
  throw new Error(`server at ${url} did not come up`)
}

/** The base URL to measure, and a stop() that ends a server this started. */
export async function benchServer() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: () => {} }
  const port = Number(process.env.BENCH_PORT ?? 3200)
  const base = `http://127.0.0.1:${port}`
  const server = spawn('bash', ['scripts/e2e-server.sh', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  await waitFor(`${base}/healthz`, 600_000)
  return { base, stop: () => process.kill(-server.pid, 'SIGTERM') }
}
