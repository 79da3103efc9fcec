import type { DealerSite } from '@/modules/search/documents'
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

/**
 * Accepting an enquiry (spec 2 sections 5, 7.5 and 8): check the body, find the car and who
 * receives its leads, and store the lead. What the visitor is answered is the caller's business.
 */

export type EnquiryDeps = {
  site: string
  findCar: (carId: string) => Promise<EnquiryCar | null>
  /** a dealer site of the request's market, by site id */
  findDealer: (siteId: string) => Promise<DealerSite | null>
  store: (lead: NewLead) => Promise<{ lead: StoredLead; created: boolean }>
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

  const stored = await deps.store({
    formName: parsed.data.formName,
    formSubmissionId: parsed.data.formSubmissionId,
    site: deps.site,
    carId: car.car_id,
    carTitle: enquiryCarTitle(car),
    values: {
      ...values,
      // The seller only means something for samples; the test drive not where the car has none.
      seller: car.car_is_sample ? values.seller : '',
      testDrive: values.testDrive && !car.disable_test_drive,
      toName: recipient.name,
      toEmail: recipient.email,
    },
    recipient,
  })
  return { kind: 'accepted', ...stored }
}
