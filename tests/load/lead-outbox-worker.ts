/**
 * One instance's lead outbox on a SQLite file, for tests/load/lead-outbox-faults.mjs and
 * bench/lead-drain.mjs: `submit <n>` stores n leads and then drains; `drain` only drains (a
 * restart). The outbox is the server's (lib/lead-outbox: store, hub client and limits from the
 * environment); only Payload's config is reduced to the leads, with the schema pushed, so no
 * migration or seed is needed. It prints one JSON line per second and a last one when every
 * lead is settled; `ms` counts from the first lead stored.
 */
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload } from 'payload'
import { Leads } from '@/cms/collections/leads'
import { Users } from '@/cms/collections/users'
import { guardSqliteClient } from '@/lib/db'
import { parseEnv } from '@/lib/env'
import { outboxSettings, payloadLeadStore } from '@/lib/lead-outbox'
import { leadFingerprint } from '@/modules/forms/duplicates'
import { createOutbox, type NewLead } from '@/modules/forms/outbox'
import { httpLeadHub } from '@/providers/lead-hub'

const [mode = 'drain', count = '0'] = process.argv.slice(2)
const settings = parseEnv(process.env)
const limits = outboxSettings(settings)

const config = buildConfig({
  secret: settings.payloadSecret,
  collections: [Leads, Users],
  db: sqliteAdapter({ client: { url: settings.databaseUrl }, push: true }),
  typescript: { autoGenerate: false },
  telemetry: false,
  logger: { options: { level: 'silent' } },
  onInit: (payload) => guardSqliteClient((payload.db as { client?: unknown }).client, settings.DATABASE_TIMEOUT_MS),
})
const payload = await getPayload({ config })
const quiet = { info: () => {}, warn: () => {}, error: (details: unknown, message: string) => console.error(message) }
const outbox = createOutbox({
  store: payloadLeadStore(async () => payload),
  hub: httpLeadHub(settings.LEAD_HUB_URL!, undefined, limits.callTimeoutMs),
  logger: quiet,
  ...limits,
})

const content = (i: number) => ({
  formName: 'car-enquiry',
  site: 'hedin-se',
  carId: '11000006',
  carTitle: 'Volvo XC60',
  values: {
    car: '11000006',
    name: `Visitor ${i}`,
    phone: '0701234567',
    email: `visitor${i}@example.se`,
    message: '',
    seller: '',
    quote: false,
    testDrive: true,
    toName: 'Hedin Bil Malmö',
    toEmail: 'leads@malmo.example.se',
    source: '',
  },
  recipient: { name: 'Hedin Bil Malmö', email: 'leads@malmo.example.se', siteId: '1104', departmentErpId: null },
})
const lead = (i: number): NewLead => ({
  ...content(i),
  formSubmissionId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  fingerprint: leadFingerprint(content(i)),
  spamReason: null,
})

const started = Date.now()
if (mode === 'submit') {
  // As the enquiry route does: store, then try at once (deliverSoon), the poller takes the rest.
  for (let i = 0; i < Number(count); i++) {
    const { lead: stored } = await outbox.submit(lead(i))
    void outbox.deliver(stored.id).catch(() => undefined)
  }
}

async function statuses() {
  const counted: Record<string, number> = {}
  for (const status of ['pending', 'delivering', 'delivered', 'failed']) {
    const { totalDocs } = await payload.count({ collection: 'leads', where: { status: { equals: status } } })
    counted[status] = totalDocs
  }
  return counted
}

const poll = setInterval(() => void outbox.pump().catch(() => undefined), settings.LEAD_OUTBOX_POLL_MS)
let printed = started
for (;;) {
  // Looked at often, so the drain time is exact to a tenth of a second; printed once a second.
  await new Promise((resolve) => setTimeout(resolve, 100))
  const counted = await statuses()
  const settled = counted.pending === 0 && counted.delivering === 0
  if (settled || Date.now() - printed >= 1000) {
    printed = Date.now()
    console.log(JSON.stringify({ ms: Date.now() - started, ...counted, inFlight: outbox.inFlight, settled }))
  }
  if (settled) break
}
clearInterval(poll)
const failed = await payload.find({ collection: 'leads', where: { status: { equals: 'failed' } }, limit: 5 })
for (const doc of failed.docs) console.error(`failed for good: ${doc.formSubmissionId}: ${doc.lastError}`)
process.exit(0)
