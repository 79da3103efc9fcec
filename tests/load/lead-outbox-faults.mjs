// Fault test of the lead outbox (issue 15 item 10): 200 leads against a hub that answers 500 on
// half the calls and never answers 5 %; the outbox process is killed with SIGKILL halfway
// through the drain and started again. Passes when every lead reached the hub (0 lost) and the
// database shows each one delivered; prints how many were taken twice (at-least-once delivery:
// a call the hub took just before the kill, whose result was never recorded, is sent again with
// the same Idempotency-Key).
//
//   node tests/load/lead-outbox-faults.mjs [--leads 200] [--seed 15]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startFakeHub } from './fake-hub.mjs'
import { startOutboxWorker } from './outbox-worker-process.mjs'

const { values: options } = parseArgs({
  options: { leads: { type: 'string', default: '200' }, seed: { type: 'string', default: '15' } },
})
const leads = Number(options.leads)
const dir = mkdtempSync(path.join(tmpdir(), 'rc-outbox-faults-'))
const hub = await startFakeHub({ failShare: 0.5, hangShare: 0.05, seed: Number(options.seed) })

const env = {
  ...process.env,
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  LEAD_HUB_URL: hub.url,
  LEAD_HUB_TIMEOUT_MS: '1000',
  LEAD_OUTBOX_CONCURRENCY: '8',
  LEAD_OUTBOX_POLL_MS: '200',
  LEAD_OUTBOX_BASE_DELAY_MS: '200',
  LEAD_OUTBOX_MAX_DELAY_MS: '2000',
}

/** Starts the outbox process; `onLine` sees each progress line. */
const worker = (args, onLine) => startOutboxWorker(args, env, onLine)

let failures = 0
const fail = (message) => {
  failures++
  console.error(`FAIL ${message}`)
}

try {
  // First run: store the leads and drain until half of them reached the hub, then SIGKILL.
  const first = worker(['submit', String(leads)])
  const killAt = Math.floor(leads / 2)
  await new Promise((resolve) => {
    const check = setInterval(() => {
      if (hub.taken.size >= killAt) {
        clearInterval(check)
        first.child.kill('SIGKILL')
        resolve()
      }
    }, 5)
    void first.ended.then(() => {
      clearInterval(check)
      resolve()
    })
  })
  const killed = await first.ended
  const takenAtKill = hub.taken.size
  if (killed.signal !== 'SIGKILL') fail(`the first run ended before it could be killed (${JSON.stringify(killed)})`)
  console.log(`killed (SIGKILL) with ${takenAtKill} of ${leads} leads taken by the hub`)

  // Second run: a restart on the same database drains the rest.
  const second = worker(['drain'], (line) => console.log(`  restart: ${JSON.stringify(line)}`))
  const drained = await second.ended
  if (drained.code !== 0) fail(`the restarted outbox exited with ${drained.code ?? drained.signal}`)

  const lost = []
  for (let i = 0; i < leads; i++) {
    const key = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
    if (!hub.taken.has(key)) lost.push(key)
  }
  const status = drained.last ?? {}
  console.log(
    JSON.stringify({
      leads,
      lost: lost.length,
      duplicates: hub.duplicates(),
      hubCalls: hub.counts.calls,
      answered500: hub.counts.failed,
      hung: hub.counts.hung,
      database: { delivered: status.delivered, failed: status.failed, pending: status.pending },
    }),
  )
  if (lost.length > 0) fail(`${lost.length} lead(s) never reached the hub: ${lost.slice(0, 5).join(', ')}`)
  if (status.delivered !== leads) fail(`the database shows ${status.delivered} of ${leads} delivered`)
} finally {
  await hub.close()
  rmSync(dir, { recursive: true, force: true })
}
if (failures > 0) process.exit(1)
console.log('lead outbox fault test: ok')
