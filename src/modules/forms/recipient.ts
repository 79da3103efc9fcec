import { z } from 'zod'
import { carName } from '../cars/detail'
import { dealerSiteSchema, type DealerSite } from '@/modules/search/documents'
import { fold } from '@/modules/search/text'

/**
 * Who receives an enquiry, decided on the server from the inventory (spec 2 section 7.5): a
 * stock car's leads go to its site's leads mailbox, a sample's to the new-car sales department
 * of the brand at the dealer the visitor chose. Nothing the browser sends names the recipient.
 */

export type LeadRecipient = {
  name: string
  email: string
  /** the dealer site the lead is for */
  siteId: string
  /** the department's ERP id, when the dealer system gave one */
  departmentErpId: string | null
}

/**
 * The few car fields an enquiry needs, read leniently from a search document: a car whose
 * finance or spec fields fail the full schema can still be asked about.
 */
export const enquiryCarSchema = z.looseObject({
  car_id: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).transform(String),
  car_brand: z.string().min(1),
  car_model: z.string().min(1),
  car_model_text: z.string().nullish(),
  car_version: z.string().nullish(),
  car_regno: z.string().nullish(),
  car_is_used: z.boolean().default(false),
  car_is_sample: z.boolean().default(false),
  disable_test_drive: z.boolean().default(false),
  car_site_id: z.string().min(1),
  car_site_name: z.string().nullish(),
  car_site_leads_email: z.email().nullish().catch(null),
  car_departmenterpid: z.string().nullish(),
})
export type EnquiryCar = z.infer<typeof enquiryCarSchema>

/** The fields to ask the search for; the rest of a car document is not needed. */
export const ENQUIRY_CAR_FIELDS = Object.keys(enquiryCarSchema.shape)

/** The car as staff read it in the lead: the name the car page shows. */
export function enquiryCarTitle(car: EnquiryCar): string {
  return carName(car)
}

export function parseEnquiryCar(doc: unknown): EnquiryCar | null {
  const parsed = enquiryCarSchema.safeParse(doc)
  return parsed.success ? parsed.data : null
}

export function parseDealerSite(doc: unknown): DealerSite | null {
  const parsed = dealerSiteSchema.safeParse(doc)
  return parsed.success ? parsed.data : null
}

type Department = DealerSite['site_departments'][number]

const NEW_CARS = fold('New cars')
const USED_CARS = fold('Used cars')

const isGroup = (department: Department, group: string) => fold(department.group) === group
/** The brand itself or a sub-brand named after it ('Mercedes-Benz Transportbilar' sells Mercedes-Benz vans). */
const sellsBrand = (department: Department, brand: string) =>
  department.brands.some((entry) => fold(entry.name) === fold(brand) || fold(entry.name).startsWith(`${fold(brand)} `))

function departmentRecipient(site: DealerSite, department: Department & { email: string }): LeadRecipient {
  return {
    name: department.official_name || `${site.site_official_name} – ${department.name}`,
    email: department.email,
    siteId: site.site_id,
    departmentErpId: department.erp_id ?? null,
  }
}

const withEmail = (department: Department | undefined): (Department & { email: string }) | undefined =>
  department?.email ? (department as Department & { email: string }) : undefined

/** Whether a dealer is one a sample of `brand` may be ordered from (the candidates of the page). */
export function dealerSellsBrand(site: DealerSite, brand: string): boolean {
  return site.site_brands.some((name) => fold(name) === fold(brand))
}

/**
 * The new-car sales department of `car`'s brand at the chosen dealer: one that lists the brand
 * first, else one that lists no brands (it sells whatever the site sells). Null when the dealer
 * has neither with a mailbox: spec 2 section 8, DEPARTMENT_NOT_FOUND.
 */
export function sampleRecipient(car: Pick<EnquiryCar, 'car_brand'>, dealer: DealerSite): LeadRecipient | null {
  const sales = dealer.site_departments.filter((department) => isGroup(department, NEW_CARS))
  const department =
    withEmail(sales.find((d) => d.email && sellsBrand(d, car.car_brand))) ??
    withEmail(sales.find((d) => d.email && d.brands.length === 0))
  return department ? departmentRecipient(dealer, department) : null
}

/**
 * A stock car's recipient: the leads mailbox the feed gives with the car, else its department
 * (by ERP id, then the new- or used-car sales group), else the site's own mailbox. `site` is only
 * needed when the car has no leads mailbox.
 */
export function stockCarRecipient(car: EnquiryCar, site: DealerSite | null): LeadRecipient | null {
  if (car.car_site_leads_email) {
    return {
      name: car.car_site_name || site?.site_official_name || car.car_site_id,
      email: car.car_site_leads_email,
      siteId: car.car_site_id,
      departmentErpId: car.car_departmenterpid ?? null,
    }
  }
  if (!site) return null
  const departments = site.site_departments
  const group = car.car_is_used ? USED_CARS : NEW_CARS
  const department =
    withEmail(departments.find((d) => car.car_departmenterpid && d.erp_id === car.car_departmenterpid)) ??
    withEmail(departments.find((d) => d.email && isGroup(d, group)))
  if (department) return departmentRecipient(site, department)
  if (!site.site_email) return null
  return {
    name: site.site_official_name,
    email: site.site_email,
    siteId: site.site_id,
    departmentErpId: null,
  }
}

const WORKSHOP = fold('Workshop')

/** The Norwegian service request's recipient (spec 3 section 3): the dealer's Workshop mailbox. */
export function workshopRecipient(site: DealerSite): LeadRecipient | null {
  const department = withEmail(site.site_departments.find((d) => d.email && isGroup(d, WORKSHOP)))
  return department ? departmentRecipient(site, department) : null
}

/** Whether a dealer takes service requests: it has a workshop with a mailbox. */
export const hasWorkshop = (site: DealerSite) => workshopRecipient(site) !== null
