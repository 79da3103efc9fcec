import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFormLimiter, FORM_LIMITS, type FormLimiter } from '@/lib/abuse-limits'
import { createOutbox, type LeadStore } from '@/modules/forms/outbox'
import { memoryLeadStore } from '@/modules/forms/testing/memory-lead-store'
import { dealerSiteSchema } from '@/modules/search/documents'
import { createMemoryEngine } from '@/modules/search/engines/memory'
import { createSearchService, type SearchService } from '@/modules/search/service'
import { createMemoryStore } from '@/modules/search/store/memory-store'
import { carDocument as car } from '@/modules/search/testing/fixture'
import { makeSite } from '@/modules/sites/site.fixture'

const state = vi.hoisted(() => ({
  service: undefined as SearchService | undefined,
  store: undefined as LeadStore | undefined,
  sitesFail: false,
  logged: [] as { details: Record<string, unknown>; message: string }[],
  deliverSoon: (() => {}) as (id: string) => void,
  limiter: undefined as FormLimiter | undefined,
  valuations: [] as string[],
  mails: [] as string[],
}))

vi.mock('@/modules/search/runtime', () => ({ getSearchService: async () => state.service }))
vi.mock('@/cms/queries', () => ({
  getSites: async () => {
    if (state.sitesFail) throw new Error('database down')
    return [
      makeSite({ purchaseEmail: 'inkop@hedin.example.se' }),
      makeSite({ name: 'hedin-no', hostNames: ['hedinautomotive.no'], languages: ['nb'], defaultLanguage: 'nb' }),
    ]
  },
}))
vi.mock('@/lib/abuse-limits-setup', () => ({ formLimiter: () => state.limiter }))
vi.mock('@/providers/valuation', () => ({
  valuationFor: async (_site: unknown, regno: string, milage: number) => {
    state.valuations.push(`${regno}:${milage}`)
    return { make: 'Volvo', model: 'XC60', year: 2021, low: 300_000, high: 340_000, currency: 'SEK', comparables: 5 }
  },
}))
vi.mock('@/lib/payload', () => ({
  payload: async () => ({
    find: async ({
      where,
    }: {
      where: { and: [{ formSubmissionId: { equals: string } }, { id: { in: number[] } }] }
    }) => ({
      // Photo 11 was uploaded with this submission; any other id was not.
      docs: where.and[1].id.in.filter((id) => id === 11).map((id) => ({ id })),
    }),
  }),
}))
vi.mock('@/providers/sell-car-mail', () => ({
  sendSellCarMail: async (_payload: unknown, lead: { formSubmissionId: string }, kind: string) =>
    state.mails.push(`${lead.formSubmissionId}:${kind}`),
}))
vi.mock('@/lib/logger', () => {
  const record = (details: Record<string, unknown>, message: string) => state.logged.push({ details, message })
  const log = { info: record, warn: record, error: record, debug: record }
  return { logger: { ...log, child: () => log } }
})
vi.mock('@/lib/lead-outbox', () => ({
  leadOutbox: () =>
    createOutbox({
      store: state.store!,
      hub: { deliver: async () => {} },
      logger: { info() {}, warn() {}, error() {} },
    }),
  deliverSoon: (id: string) => state.deliverSoon(id),
}))

const { POST } = await import('./route')

const newCars = (email: string | null, brands: string[]) => ({
  name: 'Nybilsförsäljning',
  official_name: 'Hedin Bil Malmö – Nybilsförsäljning',
  group: 'New cars',
  email,
  erp_id: '110410',
  brands: brands.map((name) => ({ brand_code: name.slice(0, 2).toUpperCase(), name })),
})
const dealer = (id: string, brands: string[], departments: unknown[]) =>
  dealerSiteSchema.parse({
    site_id: id,
    slug: `dealer-${id}`,
    site_official_name: `Dealer ${id}`,
    site_email: null,
    site_brands: brands,
    country_code: 'SE',
    site_departments: departments,
  })

const search = createMemoryStore()
const cars = [
  car(11000006, {
    car_site_id: '1104',
    car_site_name: 'Hedin Bil Malmö',
    car_site_leads_email: 'leads@malmo.example.se',
  }),
  car(11000007, { car_site_id: '1104', car_is_used: false, disable_test_drive: true }),
  car(11000008, { car_brand: 'Kia', car_model: 'EV6', car_is_used: false, car_is_sample: true, car_site_id: '1104' }),
  car(13000001, { car_country_code: 'NO', car_price_currency: 'NOK', car_site_leads_email: 'leads@x.no' }),
]
const workshop = (email: string) => ({
  ...newCars(email, ['BMW']),
  name: 'Verksted',
  official_name: 'Økern verksted',
  group: 'Workshop',
})
const sites = [
  dealer('1104', ['Volvo', 'Kia'], [newCars('nybil@malmo.example.se', ['Volvo', 'Kia'])]),
  { ...dealer('2201', ['BMW'], [workshop('verksted@okern.example.no')]), country_code: 'NO' as const },
  { ...dealer('2202', ['BMW'], [newCars('nybil@x.example.no', ['BMW'])]), country_code: 'NO' as const },
  dealer('1105', ['Volvo'], [newCars('nybil@lund.example.se', ['Volvo'])]),
  dealer('1106', ['Kia'], [{ ...newCars(null, ['Kia']) }]),
]
await search.write('cars', { upserts: cars.map((doc) => ({ id: doc.car_id, json: JSON.stringify(doc) })), deletes: [] })
await search.write('sites', {
  upserts: sites.map((doc) => ({ id: doc.site_id, json: JSON.stringify(doc) })),
  deletes: [],
})
const engine = await createMemoryEngine(search, { pollMs: 60_000 })
afterAll(() => engine.close())

const ID = '0b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e'
const values = {
  car: '11000006',
  name: 'Åsa Öberg',
  phone: '+46 70 123 45 67',
  email: 'asa@example.se',
  message: 'Finns den kvar?',
  quote: true,
  testDrive: true,
  toName: 'Someone',
  toEmail: 'attacker@example.com',
  source: 'http://hedin-se.localhost/kop-bil/11000006/car-11000006',
}
/** As our form sends it: the trap left empty, filled in 20 s (the minimum is 3 s by default). */
const body = (overrides: Record<string, unknown> = {}, id = ID) => ({
  formName: 'car-enquiry',
  formSubmissionId: id,
  website: '',
  fillMs: 20_000,
  values: { ...values, ...overrides },
})

function post(payload: unknown, init: { host?: string; type?: string; raw?: string; address?: string } = {}) {
  return POST(
    new Request('http://localhost/api/forms/comhub', {
      method: 'POST',
      headers: {
        host: init.host ?? 'hedin-se.localhost:3100',
        'content-type': init.type ?? 'application/json',
        'x-client-address': init.address ?? '192.0.2.1',
      },
      body: init.raw ?? JSON.stringify(payload),
    }),
  )
}

let leads: ReturnType<typeof memoryLeadStore>
let delivered: string[]

describe('POST /api/forms/comhub', () => {
  beforeEach(() => {
    leads = memoryLeadStore()
    state.store = leads
    state.sitesFail = false
    state.logged = []
    delivered = []
    state.deliverSoon = (id) => delivered.push(id)
    state.limiter = createFormLimiter()
    state.valuations = []
    state.mails = []
    state.service = createSearchService({ engine: async () => engine, logger: { error: vi.fn() } })
  })

  it('stores the lead for the car’s own leads mailbox, whatever recipient the browser sent', async () => {
    const res = await post(body())
    expect(res.status).toBe(202)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ ok: true, id: ID })
    const [lead] = [...leads.rows.values()]
    expect(lead).toMatchObject({
      site: 'hedin-se',
      formName: 'car-enquiry',
      formSubmissionId: ID,
      carId: '11000006',
      carTitle: 'Volvo XC60',
      status: 'pending',
      attempts: 0,
      recipient: { name: 'Hedin Bil Malmö', email: 'leads@malmo.example.se', siteId: '1104' },
      values: {
        ...values,
        phone: '+46701234567',
        seller: '',
        toName: 'Hedin Bil Malmö',
        toEmail: 'leads@malmo.example.se',
      },
    })
    // delivery is started after the answer, not awaited by it
    expect(delivered).toEqual([lead!.id])
  })

  it('answers the same submission again without a second lead', async () => {
    expect((await post(body())).status).toBe(202)
    const again = await post(body({ message: 'sent twice' }))
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ ok: true, id: ID })
    expect(leads.rows.size).toBe(1)
    expect(delivered).toHaveLength(1)
  })

  it('stores the same content under a new submission id once, answering with the stored lead’s id', async () => {
    expect((await post(body())).status).toBe(202)
    const copy = await post(
      body({ name: 'åsa  öberg', phone: '+4670 1234567' }, '1b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e'),
    )
    expect(copy.status).toBe(202)
    expect(await copy.json()).toEqual({ ok: true, id: ID })
    expect(leads.rows.size).toBe(1)
    expect(delivered).toHaveLength(1)
    // Another question about the same car is another lead.
    const other = await post(body({ message: 'Kan jag provköra?' }, '2b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e'))
    expect(other.status).toBe(202)
    expect(leads.rows.size).toBe(2)
  })

  it('answers a bot as if it succeeded, and stores its lead as spam without delivering it', async () => {
    const bots = [
      { ...body({}, '3b5c3f7e-8a41-4d2b-9c1e-000000000001'), website: 'https://seo.example' },
      { ...body({ name: 'Fast' }, '3b5c3f7e-8a41-4d2b-9c1e-000000000002'), fillMs: 900 },
      { ...body({ name: 'Direct' }, '3b5c3f7e-8a41-4d2b-9c1e-000000000003'), fillMs: undefined },
    ]
    for (const bot of bots) {
      const res = await post(bot)
      expect(res.status).toBe(202)
      expect(await res.json()).toEqual({ ok: true, id: bot.formSubmissionId })
    }
    expect([...leads.rows.values()].map((lead) => [lead.status, lead.spamReason, lead.nextAttemptAt])).toEqual([
      ['spam', 'honeypot', null],
      ['spam', 'too_fast', null],
      ['spam', 'no_fill_time', null],
    ])
    expect(delivered).toEqual([])
  })

  it('answers 400 with a dictionary key per field', async () => {
    const res = await post(body({ phone: '12-34', name: ' ', email: 'asa@', message: 'x'.repeat(2001) }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      fields: {
        name: 'formNameRequired',
        phone: 'formPhoneInvalid',
        email: 'formEmailInvalid',
        message: 'formValueTooLong',
      },
    })
    const missing = await post({ formName: 'car-enquiry', formSubmissionId: 'nope', values: { car: '11000006' } })
    expect(await missing.json()).toMatchObject({
      fields: {
        formSubmissionId: 'invalidInput',
        name: 'formNameRequired',
        phone: 'formPhoneRequired',
        email: 'formEmailRequired',
      },
    })
    expect(leads.rows.size).toBe(0)
  })

  it('answers 400 for a body that is not JSON, 413 for one too large and 415 for another type', async () => {
    expect((await post(null, { raw: '{"formName":' })).status).toBe(400)
    expect((await post(body({ message: 'x'.repeat(20_000) }))).status).toBe(413)
    expect((await post(body(), { type: 'text/plain' })).status).toBe(415)
    expect(leads.rows.size).toBe(0)
  })

  it('answers 404 for an unknown car or one of another market than the host’s site', async () => {
    const unknown = await post(body({ car: '99' }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'car_not_found' })
    expect((await post(body({ car: '13000001' }))).status).toBe(404)
    expect(leads.rows.size).toBe(0)
    const norway = await post(body({ car: '13000001' }), { host: 'hedinautomotive.no' })
    expect(norway.status).toBe(202)
    expect([...leads.rows.values()][0]).toMatchObject({ site: 'hedin-no', recipient: { email: 'leads@x.no' } })
  })

  it('finds the department of a stock car without a leads mailbox and drops a test drive it does not offer', async () => {
    const res = await post(body({ car: '11000007' }))
    expect(res.status).toBe(202)
    expect([...leads.rows.values()][0]).toMatchObject({
      recipient: { name: 'Hedin Bil Malmö – Nybilsförsäljning', email: 'nybil@malmo.example.se', siteId: '1104' },
      values: { testDrive: false, toEmail: 'nybil@malmo.example.se' },
    })
  })

  describe('a sample', () => {
    const sample = (seller?: string) => body({ car: '11000008', ...(seller === undefined ? {} : { seller }) })

    it('needs a dealer of its brand', async () => {
      for (const seller of [undefined, '', '1105', '9999']) {
        const res = await post(sample(seller))
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error: 'invalid_request', fields: { seller: 'formDealerRequired' } })
      }
    })

    it('goes to the new-car department of the chosen dealer', async () => {
      expect((await post(sample('1104'))).status).toBe(202)
      expect([...leads.rows.values()][0]).toMatchObject({
        carTitle: 'Kia EV6',
        recipient: { email: 'nybil@malmo.example.se', siteId: '1104', departmentErpId: '110410' },
        values: { seller: '1104', toEmail: 'nybil@malmo.example.se' },
      })
    })

    it('fails with Department not found, logged, when the dealer has no department for it', async () => {
      const res = await post(sample('1106'))
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ error: 'Department not found' })
      expect(state.logged).toContainEqual({
        details: expect.objectContaining({ code: 'DEPARTMENT_NOT_FOUND', car: '11000008', dealer: '1106' }),
        message: 'DEPARTMENT_NOT_FOUND',
      })
      expect(leads.rows.size).toBe(0)
    })
  })

  it('answers 503, which the browser retries, when the lead or the sites cannot be read or stored', async () => {
    state.store = { ...leads, insert: () => Promise.reject(new Error('database is locked')) }
    const res = await post(body())
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: 'unavailable' })
    state.sitesFail = true
    expect((await post(body())).status).toBe(503)
  })

  it('takes the spec’s phone spellings and stores them as E.164', async () => {
    for (const [i, phone] of ['070-123 45 67', '+46 70-123 45 67'].entries()) {
      const id = `4b5c3f7e-8a41-4d2b-9c1e-00000000000${i}`
      expect((await post(body({ phone, message: `try ${i}` }, id))).status).toBe(202)
    }
    expect([...leads.rows.values()].map((lead) => lead.values.phone)).toEqual(['+46701234567', '+46701234567'])
  })

  it('answers 400 for an unknown formName', async () => {
    const res = await post({ ...body(), formName: 'newsletter' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_request', fields: { formName: 'invalidInput' } })
  })

  describe('limits (issue 23 item 3)', () => {
    const send = (n: number, address = '192.0.2.9', form = 'car-enquiry') =>
      post(
        form === 'car-enquiry'
          ? body({ message: `question ${n}` }, `5b5c3f7e-8a41-4d2b-9c1e-${String(n).padStart(12, '0')}`)
          : {
              ...sellCar({ other: `car ${n}` }),
              formSubmissionId: `6b5c3f7e-8a41-4d2b-9c1e-${String(n).padStart(12, '0')}`,
            },
        { address },
      )

    it('answers 429 with Retry-After past 5 a minute per address and form; the values are not stored', async () => {
      const perMinute = FORM_LIMITS[0].points
      for (let n = 0; n < perMinute; n++) expect((await send(n)).status).toBe(202)
      const over = await send(99)
      expect(over.status).toBe(429)
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await over.json()).toMatchObject({ error: 'rate_limited', retryAfter: expect.any(Number) })
      expect(leads.rows.size).toBe(perMinute)
      // Another form and another address have counts of their own.
      expect((await send(100, '192.0.2.9', 'sell-car')).status).toBe(202)
      expect((await send(101, '192.0.2.10')).status).toBe(202)
    })

    it('does not count retries of a stored submission', async () => {
      expect((await send(0)).status).toBe(202)
      for (let i = 0; i < 10; i++) expect((await send(0)).status).toBe(202)
      for (let n = 1; n < FORM_LIMITS[0].points; n++) expect((await send(n)).status).toBe(202)
      expect(leads.rows.size).toBe(FORM_LIMITS[0].points)
    })
  })

  const sellCar = (overrides: Record<string, unknown> = {}) => ({
    formName: 'sell-car',
    formSubmissionId: '7b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e',
    website: '',
    fillMs: 20_000,
    values: {
      regno: 'abc 123',
      milage: '4 500',
      customerName: 'Åsa Öberg',
      customerPhone: '070-123 45 67',
      customerEmail: 'asa@example.se',
      selectedOption: 'tradeIn',
      other: '',
      ...overrides,
    },
  })

  describe('sell-car', () => {
    it('goes to the site’s purchase mailbox with the valuation kept, the plate and mileage normalised', async () => {
      const res = await post({
        ...sellCar(),
        values: { ...sellCar().values, toEmail: 'attacker@example.com', photos: ['11', '12'] },
      })
      expect(res.status).toBe(202)
      const [lead] = [...leads.rows.values()]
      expect(state.valuations).toEqual(['ABC123:4500'])
      expect(lead).toMatchObject({
        formName: 'sell-car',
        carId: '',
        carTitle: 'ABC123 – Volvo XC60 2021',
        recipient: { email: 'inkop@hedin.example.se' },
        values: {
          regno: 'ABC123',
          milage: 4500,
          customerPhone: '+46701234567',
          selectedOption: 'tradeIn',
          valuation: { low: 300_000, high: 340_000, currency: 'SEK' },
          // only the photo uploaded under this submission id is kept
          photos: ['11'],
          toEmail: 'inkop@hedin.example.se',
        },
      })
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(state.mails).toEqual(['7b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e:receipt'])
    })

    it('requires the choice and checks every field with the form’s keys', async () => {
      const res = await post(
        sellCar({ selectedOption: undefined, regno: 'A', milage: '-3', customerPhone: '12', customerEmail: '' }),
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: 'invalid_request',
        fields: {
          regno: 'formRegnoInvalid',
          milage: 'formMilageInvalid',
          customerPhone: 'formPhoneInvalid',
          customerEmail: 'formEmailRequired',
          selectedOption: 'sellCarOptionRequired',
        },
      })
    })

    it('answers 422 on a site without a purchase mailbox', async () => {
      const res = await post(sellCar({ customerPhone: '+46 70-123 45 67' }), { host: 'hedinautomotive.no' })
      expect(res.status).toBe(422)
      expect(leads.rows.size).toBe(0)
    })
  })

  describe('service-booking-no', () => {
    const osloToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date())
    const request = (overrides: Record<string, unknown> = {}) => ({
      formName: 'service-booking-no',
      formSubmissionId: '8b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e',
      website: '',
      fillMs: 20_000,
      values: {
        siteId: '2201',
        siteName: 'whatever',
        siteEmail: 'attacker@example.com',
        services: ['Service', 'Dekkskift'],
        description: '',
        customerName: 'Ola Nordmann',
        customerPhone: '412 34 567',
        customerEmail: 'ola@example.no',
        regno: 'ab 12345',
        milage: '',
        date: osloToday,
        other: '',
        gdpr: true,
        newsletter: false,
        typeMC: false,
        ...overrides,
      },
    })
    const fromNorway = { host: 'hedinautomotive.no' }

    it('goes to the dealer’s Workshop mailbox, siteName and siteEmail written by the server', async () => {
      expect((await post(request(), fromNorway)).status).toBe(202)
      expect([...leads.rows.values()][0]).toMatchObject({
        site: 'hedin-no',
        formName: 'service-booking-no',
        recipient: { email: 'verksted@okern.example.no', siteId: '2201' },
        values: {
          siteName: 'Økern verksted',
          siteEmail: 'verksted@okern.example.no',
          customerPhone: '+4741234567',
          regno: 'AB12345',
          milage: null,
          date: osloToday,
          services: ['Service', 'Dekkskift'],
        },
      })
    })

    it('refuses a past date, a missing GDPR consent and a dealer without a workshop', async () => {
      const res = await post(request({ date: '2020-01-01', gdpr: false }), fromNorway)
      expect(await res.json()).toEqual({
        error: 'invalid_request',
        fields: { date: 'serviceRequestDateInPast', gdpr: 'serviceRequestGdprRequired' },
      })
      for (const siteId of ['2202', '9999', '1104']) {
        const other = await post(request({ siteId }), fromNorway)
        expect(other.status).toBe(400)
        expect(await other.json()).toEqual({ error: 'invalid_request', fields: { siteId: 'formDealerRequired' } })
      }
      expect(leads.rows.size).toBe(0)
    })
  })
})
