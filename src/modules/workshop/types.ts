/** The service-booking shapes of spec 3 section 3, as the routes answer them. */

export type Car = {
  registrationNumber: string
  isSupported: boolean
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
}

export type UnitPrice = {
  minimum: number
  maximum: number
  unit: string
  unitAbbreviation: string
  postfix: string
}

export type ServiceOffering = {
  code: string
  name: string
  price: number
  priceKnown: boolean
  notKnownPriceText: string
  priceDiscount: number
  description: string
  isAvailable: boolean
  category: string
  allowUserInput: boolean
  unitPrice: UnitPrice | null
}

export type OfferingCategory = {
  name: string
  icon: string
  selectionType: string | null
  offerings: ServiceOffering[]
}

export type WorkshopSite = {
  siteId: string
  departmentId: string
  siteName: string
  address: string
  latitude: number
  longitude: number
  brands: string[]
  firstTimeSlot: string | null
}

export type TimeslotDay = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

export type Customer = { firstName: string; lastName: string; phone: string; email: string }

export type ServiceOfferingRequest = { kobraId: string; unitsSelected?: number | null; userInput?: string | null }

export type BookingPayload = {
  customer: Customer
  freeText?: string | null
  departmentId: string
  timeSlot: string
  isFullDay?: boolean
  registrationNumber: string
  mileage?: number | null
  serviceOfferingRequests: ServiceOfferingRequest[]
}

export type BookingResponse = { id: string; registrationNumber: string; kobraProductIds: string[] }
