import type { DealerSite } from '@/modules/search/documents'
import { leadFingerprint } from './duplicates'
import { comhubBodySchema, enquiryFieldErrors, type EnquiryErrorKey } from './enquiry'
import type { NewLead, StoredLead } from './outbox'
import {
  dealerSellsBrand,
  enquiryCarTitle,
  sampleRecipient,
  stockCarRecipient,
  type EnquiryCar,
  type LeadRecipient,
} from './recipient'
import { spamReason } from './spam'

/**
 * Accepting an enquiry (spec 2 sections 5, 7.5 and 8): check the body, find the car and who
 * receives its leads, and store the lead, as spam when it has a bot's signs (it is accepted all
 * the same, so a bot cannot tell). What the visitor is answered is the caller's business.
 */

export type EnquiryDeps = {
  site: string
  findCar: (carId: string) => Promise<EnquiryCar | null>
  /** a dealer site of the request's market, by site id */
  findDealer: (siteId: string) => Promise<DealerSite | null>
  store: (lead: NewLead) => Promise<{ lead: StoredLead; created: boolean }>
  /** a form sent sooner than this after it was shown is a bot's */
  minFillMs: number
}

export type EnquiryResult =
  | { kind: 'invalid'; fields: Record<string, EnquiryErrorKey> }
  | { kind: 'car_not_found'; carId: string }
  | { kind: 'department_not_found'; carId: string; dealer: string }
  | { kind: 'accepted'; lead: StoredLead; created: boolean }

export async function acceptEnquiry(body: unknown, deps: EnquiryDeps): Promise<EnquiryResult> {
  const parsed = comhubBodySchema.safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: enquiryFieldErrors(parsed.error) }
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

  const content = {
    formName: parsed.data.formName,
    site: deps.site,
    carId: car.car_id,
    values: {
      ...values,
      // The seller only means something for samples; the test drive not where the car has none.
      seller: car.car_is_sample ? values.seller : '',
      testDrive: values.testDrive && !car.disable_test_drive,
      toName: recipient.name,
      toEmail: recipient.email,
    },
  }
  const stored = await deps.store({
    ...content,
    formSubmissionId: parsed.data.formSubmissionId,
    carTitle: enquiryCarTitle(car),
    recipient,
    fingerprint: leadFingerprint(content),
    spamReason: spamReason({ honeypot: parsed.data.website, fillMs: parsed.data.fillMs }, deps.minFillMs),
  })
  return { kind: 'accepted', ...stored }
}
