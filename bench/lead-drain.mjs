// Lead drain time (issue 15 item 13): 200 leads stored at once and delivered to a hub that never
// answers 5 % of the calls and takes the rest, with the outbox's settings from the environment
// (defaults: 8 calls at a time, 5 s per call, 5 s first backoff). Prints the time from the
// first lead stored until every lead is delivered, and what the hub saw.
//
//   npm run bench:lead-drain [-- --leads 200 --hang 0.05 --fail 0 --seed 13]
//   LEAD_OUTBOX_CONCURRENCY=1 npm run bench:lead-drain    # one call at a time, as before
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startFakeHub } from '../tests/load/fake-hub.mjs'
import { startOutboxWorker } from '../tests/load/outbox-worker-process.mjs'

const { values: options } = parseArgs({
  options: {
    leads: { type: 'string', default: '200' },
    hang: { type: 'string', default: '0.05' },
    fail: { type: 'string', default: '0' },
    seed: { type: 'string', default: '13' },
  },
})
const leads = Number(options.leads)
const dir = mkdtempSync(path.join(tmpdir(), 'rc-lead-drain-'))
const hub = await startFakeHub({
  hangShare: Number(options.hang),
  failShare: Number(options.fail),
  seed: Number(options.seed),
})
const env = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', LEAD_HUB_URL: hub.url }
const setting = (name, fallback) => env[name] || fallback

try {
  const { code, last } = await startOutboxWorker(['submit', String(leads)], env, (line) =>
    process.stderr.write(
      `\r  ${(line.ms / 1000).toFixed(1)} s: ${line.delivered} of ${leads} delivered, ${line.inFlight} calls open   `,
    ),
  ).ended
  if (code !== 0) throw new Error(`the outbox exited with ${code}`)
  process.stderr.write('\n')
  console.log(
    `lead drain: ${leads} leads in ${(last.ms / 1000).toFixed(1)} s against a hub hanging on ${Number(options.hang) * 100} % of calls` +
      (Number(options.fail) ? ` and answering 500 on ${Number(options.fail) * 100} %` : ''),
  )
  console.log(
    `  settings: ${setting('LEAD_OUTBOX_CONCURRENCY', 8)} calls at a time, ${setting('LEAD_HUB_TIMEOUT_MS', 5_000)} ms per call, ` +
      `first backoff ${setting('LEAD_OUTBOX_BASE_DELAY_MS', 5_000)} ms, poll ${setting('LEAD_OUTBOX_POLL_MS', 15_000)} ms`,
  )
  console.log(
    `  delivered ${last.delivered}, failed ${last.failed}; hub calls ${hub.counts.calls}, hung ${hub.counts.hung}, ` +
      `answered 500 ${hub.counts.failed}, taken twice ${hub.duplicates()}`,
  )
} finally {
  await hub.close()
  rmSync(dir, { recursive: true, force: true })
}
