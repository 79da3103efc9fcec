import * as z from 'zod/mini'
import type { DealerSite } from '@/modules/search/documents'
import type { Valuation } from '@/modules/vehicles/valuation'
import { leadFingerprint } from './duplicates'
import { carEnquiryBodySchema } from './enquiry'
import { CAR_ENQUIRY_FORM } from './enquiry-rules'
import { formFieldErrors, type FormErrorKey } from './field-rules'
import type { LeadValues, NewLead, StoredLead } from './outbox'
import type { PhoneCountry } from './phone'
import {
  dealerSellsBrand,
  enquiryCarTitle,
  sampleRecipient,
  stockCarRecipient,
  workshopRecipient,
  type EnquiryCar,
  type LeadRecipient,
} from './recipient'
import { sellCarBodySchema } from './sell-car'
import { SELL_CAR_FORM } from './sell-car-rules'
import { serviceRequestBodySchema } from './service-request'
import { SERVICE_REQUEST_FORM } from './service-request-rules'
import { spamReason } from './spam'

/**
 * Accepting a comhub form (spec 2 section 7.5, spec 3 section 7; issue 23 item 1): check the body
 * with its form's schema, find who receives it (always the server's choice, never an address the
 * browser sent), and store the lead, as spam when it has a bot's signs (it is accepted all the
 * same, so a bot cannot tell). What the visitor is answered is the caller's business.
 */

/** Forms this endpoint takes; others answer 400 rather than being stored under a wrong name. */
export const COMHUB_FORMS = [CAR_ENQUIRY_FORM, SELL_CAR_FORM, SERVICE_REQUEST_FORM] as const
export type ComhubForm = (typeof COMHUB_FORMS)[number]

/** The part of a body read before its form is known: the limiter and the retry check need it. */
export const comhubEnvelopeSchema = z.object({
  formName: z.enum(COMHUB_FORMS, { error: 'invalidInput' }),
  formSubmissionId: z.uuid({ error: 'invalidInput' }),
})

/** What the schemas depend on besides the body. */
export type SchemaContext = {
  /** the site's market: where a phone number without a country code is read */
  country: PhoneCountry
  /** today in Europe/Oslo (the Norwegian form's first bookable day) */
  osloToday: string
}

const SCHEMAS = {
  [CAR_ENQUIRY_FORM]: (ctx: SchemaContext) => carEnquiryBodySchema(ctx.country),
  [SELL_CAR_FORM]: (ctx: SchemaContext) => sellCarBodySchema(ctx.country),
  [SERVICE_REQUEST_FORM]: (ctx: SchemaContext) =>
    serviceRequestBodySchema({ country: ctx.country, today: ctx.osloToday }),
} satisfies Record<string, (ctx: SchemaContext) => z.ZodMiniType>

/**
 * Every field error of a body, so the form can show them all at once: its form's schema when
 * the form is known (a bad submission id among them), else what is wrong with the envelope.
 */
export function comhubFieldErrors(body: unknown, ctx: SchemaContext): Record<string, FormErrorKey> {
  const formName = (body as { formName?: unknown } | null)?.formName
  const schema =
    typeof formName === 'string' && (COMHUB_FORMS as readonly string[]).includes(formName)
      ? SCHEMAS[formName as ComhubForm](ctx)
      : comhubEnvelopeSchema
  const parsed = schema.safeParse(body)
  return parsed.success ? {} : formFieldErrors(parsed.error)
}

export type ComhubDeps = SchemaContext & {
  site: string
  findCar: (carId: string) => Promise<EnquiryCar | null>
  /** a dealer site of the request's market, by site id */
  findDealer: (siteId: string) => Promise<DealerSite | null>
  /** the site's purchase mailbox, which receives sell-car leads; null when the site has none */
  purchaseRecipient: LeadRecipient | null
  /** the instant valuation of a plate at a mileage, kept with a sell-car lead */
  valuate: (regno: string, milage: number) => Promise<Valuation>
  /** of photo ids a browser sent, those uploaded under this submission id (others are dropped) */
  ownPhotos: (formSubmissionId: string, ids: string[]) => Promise<string[]>
  store: (lead: NewLead) => Promise<{ lead: StoredLead; created: boolean }>
  /** a form sent sooner than this after it was shown is a bot's */
  minFillMs: number
}

export type ComhubResult =
  | { kind: 'invalid'; fields: Record<string, FormErrorKey> }
  | { kind: 'car_not_found'; carId: string }
  | { kind: 'department_not_found'; carId: string; dealer: string }
  | { kind: 'accepted'; lead: StoredLead; created: boolean }

type Prepared =
  | Exclude<ComhubResult, { kind: 'accepted' }>
  | { kind: 'lead'; carId: string; carTitle: string; recipient: LeadRecipient; values: LeadValues }

type Signals = { formSubmissionId: string; website: string; fillMs: number | undefined }

async function prepareEnquiry(body: unknown, deps: ComhubDeps): Promise<Prepared & Partial<Signals>> {
  const parsed = SCHEMAS[CAR_ENQUIRY_FORM](deps).safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: formFieldErrors(parsed.error) }
  const { values } = parsed.data
  const car = await deps.findCar(values.car)
  if (!car) return { kind: 'car_not_found', carId: values.car }

  let recipient: LeadRecipient | null
  let dealerId: string
  if (car.car_is_sample) {
    // A sample is ordered from a dealer of its brand that the visitor chose.
    const dealer = values.seller ? await deps.findDealer(values.seller) : null
    if (!dealer || !dealerSellsBrand(dealer, car.car_brand)) {
      return { kind: 'invalid', fields: { seller: 'formDealerRequired' } }
    }
    dealerId = dealer.site_id
    recipient = sampleRecipient(car, dealer)
  } else {
    dealerId = car.car_site_id
    recipient = stockCarRecipient(car, car.car_site_leads_email ? null : await deps.findDealer(car.car_site_id))
  }
  if (!recipient) return { kind: 'department_not_found', carId: car.car_id, dealer: dealerId }
  return {
    kind: 'lead',
    ...parsed.data,
    carId: car.car_id,
    carTitle: enquiryCarTitle(car),
    recipient,
    values: {
      ...values,
      // The seller only means something for samples; the test drive not where the car has none.
      seller: car.car_is_sample ? values.seller : '',
      testDrive: values.testDrive && !car.disable_test_drive,
    },
  }
}

async function prepareSellCar(body: unknown, deps: ComhubDeps): Promise<Prepared & Partial<Signals>> {
  const parsed = SCHEMAS[SELL_CAR_FORM](deps).safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: formFieldErrors(parsed.error) }
  if (!deps.purchaseRecipient) return { kind: 'department_not_found', carId: '', dealer: deps.site }
  const { values } = parsed.data
  // Worked out again here rather than taken from the browser: it is what the buyer reads.
  const valuation = await deps.valuate(values.regno, values.milage)
  const photos = values.photos.length ? await deps.ownPhotos(parsed.data.formSubmissionId, values.photos) : []
  const car = [valuation.make, valuation.model, valuation.year].filter(Boolean).join(' ')
  return {
    kind: 'lead',
    ...parsed.data,
    carId: '',
    carTitle: car ? `${values.regno} – ${car}` : values.regno,
    recipient: deps.purchaseRecipient,
    values: { ...values, photos, valuation },
  }
}

async function prepareServiceRequest(body: unknown, deps: ComhubDeps): Promise<Prepared & Partial<Signals>> {
  const parsed = SCHEMAS[SERVICE_REQUEST_FORM](deps).safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: formFieldErrors(parsed.error) }
  const { values } = parsed.data
  const dealer = await deps.findDealer(values.siteId)
  const recipient = dealer ? workshopRecipient(dealer) : null
  // An unknown dealer, or one without a workshop mailbox, is the visitor's choice to change.
  if (!recipient) return { kind: 'invalid', fields: { siteId: 'formDealerRequired' } }
  return {
    kind: 'lead',
    ...parsed.data,
    carId: '',
    carTitle: `${values.typeMC ? 'MC' : 'Service'} ${values.regno} ${values.date}`,
    recipient,
    // siteEmail is the spec's field, but what the browser says is ignored: the dealer's mailbox is ours.
    values: { ...values, siteName: recipient.name, siteEmail: recipient.email },
  }
}

const PREPARE: Record<ComhubForm, (body: unknown, deps: ComhubDeps) => Promise<Prepared & Partial<Signals>>> = {
  [CAR_ENQUIRY_FORM]: prepareEnquiry,
  [SELL_CAR_FORM]: prepareSellCar,
  [SERVICE_REQUEST_FORM]: prepareServiceRequest,
}

export async function acceptComhub(body: unknown, deps: ComhubDeps): Promise<ComhubResult> {
  const envelope = comhubEnvelopeSchema.safeParse(body)
  if (!envelope.success) return { kind: 'invalid', fields: comhubFieldErrors(body, deps) }
  const prepared = await PREPARE[envelope.data.formName](body, deps)
  if (prepared.kind !== 'lead') return prepared
  const content = {
    formName: envelope.data.formName,
    site: deps.site,
    carId: prepared.carId,
    values: { ...prepared.values, toName: prepared.recipient.name, toEmail: prepared.recipient.email },
  }
  const stored = await deps.store({
    ...content,
    formSubmissionId: envelope.data.formSubmissionId,
    carTitle: prepared.carTitle,
    recipient: prepared.recipient,
    fingerprint: leadFingerprint(content),
    spamReason: spamReason({ honeypot: prepared.website ?? '', fillMs: prepared.fillMs }, deps.minFillMs),
  })
  return { kind: 'accepted', ...stored }
}
