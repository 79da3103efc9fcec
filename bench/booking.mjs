// Service booking (issue 21): p50/p99 of the plate lookup, services, prices, timeslots, the first
// and fifth streamed workshop, a booking alone, and bookings per second with 100 clients at once, against
// BENCH_URL or the production build on a fresh seeded database (bench/server.mjs, BENCH_PORT).
// Usage: npm run bench:booking [-- --rounds 200]
import { performance } from 'node:perf_hooks'
import { benchServer } from './server.mjs'

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 200
const LAT = 59.3293
const LNG = 18.0686

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const line = (name, values, target) =>
  console.log(
    `${name.padEnd(22)} p50 ${pct(values, 50).toFixed(1).padStart(7)} ms   p99 ${pct(values, 99).toFixed(1).padStart(7)} ms   (n=${values.length}${target ? `, aim p50 < ${target} ms` : ''})`,
  )

async function timed(url, init) {
  const started = performance.now()
  const res = await fetch(url, init)
  const body = await res.text()
  return { ms: performance.now() - started, status: res.status, body }
}

async function measure(name, url, target) {
  await timed(url) // warm
  const times = []
  for (let i = 0; i < rounds; i++) {
    const r = await timed(url)
    if (r.status !== 200) throw new Error(`${name}: ${r.status} ${r.body.slice(0, 200)}`)
    times.push(r.ms)
  }
  line(name, times, target)
}

/** Milliseconds to the first and the fifth site of a stream. */
async function streamTimes(base, plate, codes) {
  const started = performance.now()
  const res = await fetch(
    `${base}/api/mechmate/departments/closestAvailable?regNo=${plate}&serviceOfferings=${codes}&latitude=${LAT}&longitude=${LNG}`,
  )
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const at = []
  const sites = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = JSON.parse(buffer.slice(6, end))
      buffer = buffer.slice(end + 2)
      if (data.departmentId) {
        at.push(performance.now() - started)
        sites.push(data)
      }
    }
  }
  return { first: at[0], fifth: at[4], sites }
}

const { base, stop } = await benchServer()
try {
  console.log(`service booking against ${base}, ${rounds} rounds each\n`)
  await measure('lookup', `${base}/api/mechmate/car/ABC123`, 30)
  await measure('services', `${base}/api/mechmate/services/ABC123?lat=${LAT}&lng=${LNG}`, 30)
  const { sites } = await streamTimes(base, 'ABC123', 'wheelchange')
  const dept = sites[0].departmentId
  await measure(
    'prices',
    `${base}/api/mechmate/prices/ABC123/1500/${dept}?serviceOfferings=baseservice,wheelchange`,
    30,
  )
  const today = new Date().toISOString().slice(0, 10)
  await measure(
    'timeslots',
    `${base}/api/mechmate/timeslots/from/ABC123/${dept}/${today}T00:00:00/?serviceOfferings=wheelchange`,
    50,
  )
  const firsts = []
  const fifths = []
  for (let i = 0; i < Math.min(rounds, 50); i++) {
    const t = await streamTimes(base, 'ABC123', 'wheelchange')
    firsts.push(t.first)
    if (t.fifth !== undefined) fifths.push(t.fifth)
  }
  line('first streamed site', firsts, 150)
  if (fifths.length) line('fifth streamed site', fifths, 300)

  // Free slots of the five nearest workshops, one booking per slot and seat.
  const free = []
  for (const site of sites) {
    const days = JSON.parse(
      (
        await timed(
          `${base}/api/mechmate/timeslots/from/ABC123/${site.departmentId}/${today}T00:00:00/?serviceOfferings=wheelchange`,
        )
      ).body,
    )
    for (const day of days)
      for (const time of day.availableSlots)
        free.push({ departmentId: site.departmentId, timeSlot: `${day.date}T${time}:00` })
  }
  const book = (slot, plate, key) =>
    timed(`${base}/api/mechmate/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        customer: { firstName: 'Bench', lastName: 'Mark', phone: '+46 70 000 00 00', email: 'bench@example.com' },
        departmentId: slot.departmentId,
        timeSlot: slot.timeSlot,
        registrationNumber: plate,
        serviceOfferingRequests: [{ kobraId: 'wheelchange' }],
      }),
    })

  // One at a time first (what a booking costs when nobody else books), from the end of the list.
  const alone = []
  for (let k = 0; k < Math.min(30, Math.floor(free.length / 4)); k++) {
    alone.push((await book(free.pop(), `BS${String(k).padStart(3, '0')}`, `bench-${Date.now()}-one-${k}`)).ms)
  }
  line('booking (one at a time)', alone, 100)

  const clients = 100
  const perClient = Math.max(1, Math.min(5, Math.floor(free.length / clients)))
  const latencies = []
  let booked = 0
  let refused = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let k = 0; k < perClient; k++) {
        const slot = free[c * perClient + k]
        if (!slot) return
        const plate = `BN${String(c).padStart(2, '0')}${k}`.slice(0, 6)
        const r = await book(slot, plate, `bench-${Date.now()}-${c}-${k}`)
        latencies.push(r.ms)
        if (r.status === 200 || r.status === 202) booked++
        else refused++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  line('booking (100 clients)', latencies)
  console.log(
    `bookings/s with ${clients} clients: ${(booked / seconds).toFixed(1)} (${booked} booked, ${refused} refused, ${seconds.toFixed(1)} s)`,
  )
} finally {
  stop()
}
