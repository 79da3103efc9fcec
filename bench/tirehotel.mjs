/**
 * Tyre hotel benchmark (issue 22 item 13), against BENCH_URL or the production build on a fresh
 * seeded database (bench/server.mjs, BENCH_PORT; scripts/e2e-server.sh raises the per-address limits):
 * - p50/p99 of the lookup (found and not found apart), send code, validate, GetTimeslotDays,
 *   GetTimeslots and create;
 * - create one visitor at a time, then bookings per second with 50 visitors booking at once (each its own agreement, a workshop of
 *   its own with room for them all), every booking cancelled again so the run can repeat.
 * Codes are read from the sms-outbox through the admin API, as staff would.
 *
 *   npm run bench:tirehotel [-- --rounds 200 --visitors 50]
 *
 * Figures are printed, never asserted.
 */
import { parseArgs } from 'node:util'
import { benchServer } from './server.mjs'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200' },
    visitors: { type: 'string', default: '50' },
  },
})
const { base: BASE, stop } = await benchServer()
const ROUNDS = Number(args.rounds)
const VISITORS = Number(args.visitors)
const HOST = { Host: `hedin-se.localhost:${new URL(BASE).port}` }

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const line = (name, list) =>
  console.log(
    `${name.padEnd(28)} n=${String(list.length).padStart(5)}  p50 ${pct(list, 50).toFixed(1).padStart(7)} ms  p99 ${pct(list, 99).toFixed(1).padStart(7)} ms`,
  )

async function timed(fn) {
  const started = performance.now()
  const result = await fn()
  return [performance.now() - started, result]
}

async function admin() {
  const res = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL ?? 'editor@example.com',
      password: process.env.ADMIN_PASSWORD ?? 'e2e-editor-password',
    }),
  })
  const token = /payload-token=([^;\s]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error(`admin login failed: ${res.status}`)
  return { Authorization: `JWT ${token}` }
}

async function create(auth, collection, data) {
  const res = await fetch(`${BASE}/api/${collection}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  if (!res.ok) throw new Error(`${collection}: ${res.status} ${await res.text()}`)
  return (await res.json()).doc
}

async function find(auth, collection, query) {
  const res = await fetch(`${BASE}/api/${collection}?${query}`, { headers: auth })
  return (await res.json()).docs ?? []
}

async function latestCode(auth, phone) {
  const [doc] = await find(
    auth,
    'sms-outbox',
    `where[to][equals]=${encodeURIComponent(phone)}&sort=-createdAt&limit=1&depth=0`,
  )
  return /#(\d{4})\s*$/.exec(doc?.body ?? '')?.[1]
}

const search = (regNo) => fetch(`${BASE}/api/tirehotel/authorization/search?regNo=${regNo}`, { headers: HOST })
const login = (encrypted) =>
  fetch(`${BASE}/api/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(encrypted)}`, {
    method: 'POST',
    headers: HOST,
  })
const validate = (token, code) =>
  fetch(`${BASE}/api/tirehotel/authorization/validate?authToken=${encodeURIComponent(token)}&otpToken=${code}`, {
    method: 'POST',
    headers: HOST,
  })
const post = (path, body, cookie, extra = {}) =>
  fetch(`${BASE}/api/tirehotel/${path}`, {
    method: 'POST',
    headers: { ...HOST, 'Content-Type': 'application/json', Cookie: cookie, ...extra },
    body: JSON.stringify(body),
  })

/** A full login for a plate; returns the session cookie and the vehicle. */
async function session(auth, regNo, phone, times) {
  const found = await (await search(regNo)).json()
  const [tLogin, sent] = await timed(() => login(found.encryptedPhoneNumber))
  times?.login.push(tLogin)
  const { authorizationToken } = await sent.json()
  const code = await latestCode(auth, phone)
  const [tValidate, res] = await timed(() => validate(authorizationToken, code))
  times?.validate.push(tValidate)
  if (res.status !== 200) throw new Error(`validate ${regNo}: ${res.status} ${await res.text()}`)
  const cookie = /tirehotel_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0]
  const body = await res.json()
  return { cookie, vehicle: body.vehicles[0] }
}

async function main() {
  const auth = await admin()
  const times = { found: [], notFound: [], login: [], validate: [], days: [], slots: [], create: [], createOne: [] }

  // Warm-up, then lookups found and not found interleaved.
  for (let i = 0; i < 20; i++) await search(i % 2 ? 'THD101' : 'NOPE01')
  for (let i = 0; i < ROUNDS; i++) {
    const [a] = await timed(async () => (await search('THD101')).arrayBuffer())
    const [b] = await timed(async () => (await search(`NO${String(i % 1000).padStart(4, '0')}`)).arrayBuffer())
    times.found.push(a)
    times.notFound.push(b)
  }

  // Bench agreements: a workshop with room for every visitor, one agreement per visitor.
  const stamp = Date.now().toString(36).toUpperCase().slice(-4)
  const template = (await find(auth, 'tirehotel-workshops', 'where[erpId][exists]=true&limit=1&depth=0'))[0]
  const workshop = await create(auth, 'tirehotel-workshops', {
    erpId: `BENCH${stamp}`,
    locationName: 'Bench workshop',
    departmentName: 'Verkstad',
    phone: '08-000 00 00',
    email: 'bench@example.com',
    slotMinutes: 30,
    capacityPerSlot: VISITORS,
    dropOffCapacity: 0,
    schedule: template.schedule,
  })
  const pkg = (await find(auth, 'tirehotel-packages', 'limit=1&depth=0'))[0]
  const visitors = []
  for (let v = 0; v < VISITORS; v++) {
    const regNo = `B${stamp}${String(v).padStart(2, '0')}`.slice(0, 7)
    const phone = `+4670${stamp.charCodeAt(0)}${String(v).padStart(4, '0')}`.slice(0, 13)
    const customer = await create(auth, 'tirehotel-customers', { name: `Bench ${v}`, phone })
    const vehicle = await create(auth, 'tirehotel-vehicles', {
      regNo,
      name: 'Bench car',
      brand: 'Volvo',
      brandCode: 'VO',
    })
    await create(auth, 'tirehotel-agreements', {
      regNo,
      customer: customer.id,
      vehicle: vehicle.id,
      package: pkg.id,
      workshop: workshop.id,
    })
    visitors.push({ regNo, phone })
  }
  for (const visitor of visitors) Object.assign(visitor, await session(auth, visitor.regNo, visitor.phone, times))

  const today = new Date()
  const iso = (d) => d.toISOString().slice(0, 10)
  const start = iso(new Date(today.getTime() + 3 * 86_400_000))
  const end = iso(new Date(today.getTime() + 92 * 86_400_000))
  let availableDates = []
  for (let i = 0; i < ROUNDS / 4; i++) {
    const visitor = visitors[i % visitors.length]
    const [t, res] = await timed(() =>
      post(
        `booking/GetTimeslotDays?workshopIdentifier=${workshop.erpId}`,
        { startDate: start, endDate: end, regNo: 'VO' },
        visitor.cookie,
      ),
    )
    times.days.push(t)
    availableDates = (await res.json()).availableDates ?? []
  }
  const slotsByDate = new Map()
  for (let i = 0; i < Math.min(ROUNDS / 4, availableDates.length * 4); i++) {
    const date = availableDates[i % availableDates.length].date
    const [t, res] = await timed(() =>
      post(
        `booking/GetTimeslots?workshopIdentifier=${workshop.erpId}`,
        { startDate: date, endDate: date, regNo: 'VO' },
        visitors[0].cookie,
      ),
    )
    times.slots.push(t)
    slotsByDate.set(date, (await res.json()).availableTimeSlotDates?.[0]?.startTime ?? [])
  }

  const dates = [...slotsByDate.entries()].filter(([, s]) => s.length)
  const book = async (visitor, v, date, startTime, into) => {
    const [t, res] = await timed(() =>
      post(
        `booking/create?departmentIdentifier=${workshop.erpId}`,
        {
          bookingDate: date,
          bookingStart: startTime,
          regNo: visitor.regNo,
          freeText: '',
          customer: { firstName: 'Bench', lastName: `V${v}`, email: 'bench@example.com', phoneMobile: '0701234567' },
        },
        visitor.cookie,
      ),
    )
    into.push(t)
    const body = await res.json()
    return { visitor, status: res.status, id: body.bookingConfirmationId }
  }
  const cancel = (results) =>
    Promise.all(
      results.filter((r) => r.id).map((r) => post('booking/cancel', { bookingConfirmationId: r.id }, r.visitor.cookie)),
    )

  // One visitor at a time: what a booking costs when nobody else is booking.
  for (let v = 0; v < Math.min(VISITORS, 20); v++) {
    const [date, starts] = dates[v % dates.length]
    await cancel([await book(visitors[v], v, date, starts[0], times.createOne)])
  }

  // 50 visitors book at once, again and again (each cancels before the next round).
  let made = 0
  let refused = 0
  const statuses = {}
  const wall = performance.now()
  const rounds = Math.max(1, Math.floor(ROUNDS / 20))
  for (let round = 0; round < rounds; round++) {
    const [date, starts] = dates[round % dates.length]
    const startTime = starts[round % starts.length]
    const results = await Promise.all(visitors.map((visitor, v) => book(visitor, v, date, startTime, times.create)))
    for (const r of results) {
      if (r.status === 200) made++
      else refused++
      statuses[r.status] = (statuses[r.status] ?? 0) + 1
    }
    await cancel(results)
  }
  const seconds = (performance.now() - wall) / 1000

  console.log(`tyre hotel bench against ${BASE} (${ROUNDS} rounds, ${VISITORS} visitors)`)
  console.log('(the page\'s first-load JavaScript: npm run bench:pages -- --only "tyre hotel")')
  line('lookup found', times.found)
  line('lookup not found', times.notFound)
  console.log(
    `${'found - not found (p50)'.padEnd(28)} ${(pct(times.found, 50) - pct(times.notFound, 50)).toFixed(2)} ms`,
  )
  line('login (send code)', times.login)
  line('validate', times.validate)
  line('GetTimeslotDays (90 days)', times.days)
  line('GetTimeslots', times.slots)
  line('create (one at a time)', times.createOne)
  line(`create (${VISITORS} at once)`, times.create)
  console.log(
    `${'bookings/s at ' + VISITORS + ' concurrent'} ${(made / seconds).toFixed(1)} (made ${made}, refused ${refused} ${JSON.stringify(statuses)}, ${seconds.toFixed(1)} s incl. cancels)`,
  )
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(stop)
