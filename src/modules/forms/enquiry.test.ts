import { describe, expect, it } from 'vitest'
import { dictionaryEntries } from '@/modules/content/texts/entries'
import { carEnquiryBodySchema, comhubBody, enquiryFormSchema } from './enquiry'
import { CAR_ENQUIRY_FORM } from './enquiry-rules'
import { FORM_ERROR_KEYS, formFieldErrors as enquiryFieldErrors } from './field-rules'
import { newSubmissionId, postForm as postEnquiry } from './post'

const comhubBodySchema = carEnquiryBodySchema('SE')

const valid = { name: 'Åsa Öberg', phone: '+46 70 123 45 67', email: 'asa@example.se', message: '', quote: true }
const SUBMISSION_ID = '0b5c3f7e-8a41-4d2b-9c1e-2f3a4b5c6d7e'

function errorsOf(values: unknown, requireSeller = false) {
  const result = enquiryFormSchema({ requireSeller, country: 'SE' }).safeParse(values)
  return result.success ? {} : enquiryFieldErrors(result.error)
}

describe('enquiry form values', () => {
  it('accepts the spec’s values and fills the optional ones', () => {
    const parsed = enquiryFormSchema({ requireSeller: false, country: 'SE' }).parse({ ...valid, name: '  Åsa Öberg ' })
    expect(parsed).toEqual({
      name: 'Åsa Öberg',
      // stored as E.164 (issue 23 item 2)
      phone: '+46701234567',
      email: 'asa@example.se',
      message: '',
      seller: '',
      quote: true,
      testDrive: false,
    })
  })

  it('requires name, phone and email, one message per field', () => {
    expect(errorsOf({})).toEqual({
      name: 'formNameRequired',
      phone: 'formPhoneRequired',
      email: 'formEmailRequired',
    })
    expect(errorsOf({ ...valid, name: '   ', phone: '  ', email: '' })).toEqual({
      name: 'formNameRequired',
      phone: 'formPhoneRequired',
      email: 'formEmailRequired',
    })
  })

  it.each([
    ['070-123 45 67', true],
    ['+46 70-123 45 67', true],
    ['+46701234567', true],
    ['070 123 45 67', true],
    ['+1 234 567 890 123 456 78', false],
    ['12345', false],
    ['+4670-123', false],
    ['++46701234', false],
    ['phone me', false],
  ])('checks the phone with libphonenumber in the site’s market: %s valid %s', (phone, ok) => {
    expect(errorsOf({ ...valid, phone }).phone).toBe(ok ? undefined : 'formPhoneInvalid')
  })

  it.each(['not-an-address', 'a@b', 'a b@example.se', '@example.se'])('rejects the address %s', (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'formEmailInvalid' })
  })

  it('caps every text field', () => {
    expect(
      errorsOf({ ...valid, name: 'x'.repeat(101), message: 'x'.repeat(2001), email: `${'a'.repeat(250)}@example.se` }),
    ).toEqual({ name: 'formValueTooLong', message: 'formValueTooLong', email: 'formValueTooLong' })
    expect(errorsOf({ ...valid, message: 'x'.repeat(2000) })).toEqual({})
  })

  it('asks for a dealer only for samples', () => {
    expect(errorsOf(valid, true)).toEqual({ seller: 'formDealerRequired' })
    expect(errorsOf({ ...valid, seller: '  ' }, true)).toEqual({ seller: 'formDealerRequired' })
    expect(errorsOf({ ...valid, seller: '1104' }, true)).toEqual({})
    expect(errorsOf(valid, false)).toEqual({})
  })

  it('has a dictionary text in every language for each error key', () => {
    for (const key of FORM_ERROR_KEYS) {
      const entry = (dictionaryEntries as Record<string, Record<string, string>>)[key]
      expect(Object.keys(entry ?? {}).sort(), key).toEqual(['en', 'fi', 'nb', 'sk', 'sv'])
    }
  })
})

describe('comhub body', () => {
  const values = enquiryFormSchema({ requireSeller: false, country: 'SE' }).parse({ ...valid, testDrive: true })
  const body = comhubBody(values, {
    carId: '11000006',
    formSubmissionId: SUBMISSION_ID,
    source: 'https://x.se/a',
    website: '',
    fillMs: 12_345.6,
  })

  it('is the spec’s shape and passes its own check', () => {
    expect(body).toEqual({
      formName: CAR_ENQUIRY_FORM,
      formSubmissionId: SUBMISSION_ID,
      website: '',
      fillMs: 12_346,
      values: {
        car: '11000006',
        name: 'Åsa Öberg',
        phone: '+46701234567',
        email: 'asa@example.se',
        message: '',
        seller: '',
        quote: true,
        testDrive: true,
        toName: '',
        toEmail: '',
        source: 'https://x.se/a',
      },
    })
    expect(comhubBodySchema.parse(body).values.testDrive).toBe(true)
  })

  it('names the failing fields by their form name', () => {
    const result = comhubBodySchema.safeParse({
      formName: 'other',
      formSubmissionId: 'abc',
      values: { ...body.values, car: '12a', phone: '12', quote: 'yes' },
    })
    expect(result.success).toBe(false)
    expect(enquiryFieldErrors(result.error!)).toEqual({
      formName: 'invalidInput',
      formSubmissionId: 'invalidInput',
      car: 'invalidInput',
      phone: 'formPhoneInvalid',
      quote: 'invalidInput',
    })
  })

  it('answers a missing or malformed values object as one error', () => {
    const result = comhubBodySchema.safeParse({ formName: CAR_ENQUIRY_FORM, formSubmissionId: SUBMISSION_ID })
    expect(enquiryFieldErrors(result.error!)).toEqual({ values: 'invalidInput' })
    const notObject = comhubBodySchema.safeParse('text')
    expect(enquiryFieldErrors(notObject.error!)).toEqual({ body: 'invalidInput' })
  })

  it('takes the spam signals beside the values, and refuses a fill time that is not a whole non-negative number', () => {
    const parsed = comhubBodySchema.parse({ ...body, website: 'https://spam.example' })
    expect(parsed).toMatchObject({ website: 'https://spam.example', fillMs: 12_346 })
    expect(parsed.values).not.toHaveProperty('website')
    // Bodies without them still parse: the route decides what their absence means.
    expect(comhubBodySchema.parse({ ...body, website: undefined, fillMs: undefined })).toMatchObject({ website: '' })
    for (const fillMs of [-1, 1.5, '5000', Number.MAX_VALUE]) {
      const result = comhubBodySchema.safeParse({ ...body, fillMs })
      expect(enquiryFieldErrors(result.error!), String(fillMs)).toEqual({ fillMs: 'invalidInput' })
    }
  })

  it('caps the recipient fields the browser may send, though they are not used', () => {
    const result = comhubBodySchema.safeParse({ ...body, values: { ...body.values, toEmail: 'x'.repeat(300) } })
    expect(enquiryFieldErrors(result.error!)).toEqual({ toEmail: 'formValueTooLong' })
  })
})

describe('submission ids', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('uses randomUUID where the page has it', () => {
    expect(newSubmissionId({ randomUUID: () => SUBMISSION_ID, getRandomValues: <T>(a: T) => a } as Crypto)).toBe(
      SUBMISSION_ID,
    )
  })

  it('builds a valid version 4 id from random bytes outside secure contexts', () => {
    const fill = <T extends ArrayBufferView | null>(array: T): T => {
      new Uint8Array(array!.buffer).fill(0xff)
      return array
    }
    const id = newSubmissionId({ getRandomValues: fill })
    expect(id).toMatch(uuid)
    expect(comhubBodySchema.shape.formSubmissionId.safeParse(id).success).toBe(true)
  })
})

describe('posting from the browser', () => {
  const json = (status: number, body: unknown = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  function attempt(answers: (Response | Error)[]) {
    const calls: RequestInit[] = []
    const sleeps: number[] = []
    const fetcher = (async (_url: string, init: RequestInit) => {
      calls.push(init)
      const next = answers.shift()!
      if (next instanceof Error) throw next
      return next
    }) as typeof fetch
    const sleep = async (ms: number) => void sleeps.push(ms)
    return { run: () => postEnquiry('{"a":1}', { url: '/api/forms/comhub', fetch: fetcher, sleep }), calls, sleeps }
  }

  it('sends once when the server takes it', async () => {
    const { run, calls, sleeps } = attempt([json(201, { ok: true })])
    expect(await run()).toEqual({ kind: 'sent' })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } })
    expect(sleeps).toEqual([])
  })

  it('retries network errors and 5xx, 1 s apart, with the same body', async () => {
    const { run, calls, sleeps } = attempt([new TypeError('Failed to fetch'), json(503), json(200)])
    expect(await run()).toEqual({ kind: 'sent' })
    expect(calls.map((c) => c.body)).toEqual(['{"a":1}', '{"a":1}', '{"a":1}'])
    expect(sleeps).toEqual([1000, 1000])
  })

  it('gives up after 3 attempts', async () => {
    const { run, calls } = attempt([json(500), new TypeError('Failed to fetch'), json(502), json(200)])
    expect(await run()).toEqual({ kind: 'failed', detail: 'answered 502' })
    expect(calls).toHaveLength(3)
  })

  it('does not retry a 4xx: field errors come back, anything else fails at once', async () => {
    const invalid = attempt([json(400, { error: 'invalid_request', fields: { phone: 'formPhoneInvalid' } })])
    expect(await invalid.run()).toEqual({ kind: 'invalid', fields: { phone: 'formPhoneInvalid' } })
    const gone = attempt([json(422, { error: 'Department not found' }), json(200)])
    expect(await gone.run()).toEqual({ kind: 'failed', detail: 'answered 422' })
    expect(gone.calls).toHaveLength(1)
    const badJson = attempt([new Response('oops', { status: 400 })])
    expect(await badJson.run()).toEqual({ kind: 'failed', detail: 'answered 400' })
  })
})
