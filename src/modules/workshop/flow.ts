import { BASE_SERVICE, ORIGINAL_SERVICE } from './catalogue'
import type { Car, ServiceOffering, WorkshopSite } from './types'

/**
 * The booking flow's state (spec 3 sections 3 and 4, flow version 2.0), kept per browser session.
 * Booking states count the steps: 1 vehicle and place, 2 services, 3 add-ons, 4 workshop and time
 * (with the contact form), 5 booked. A step is done when the booking state is past it; the shown
 * step can go back to any earlier one.
 */

export const FLOW_VERSION = '2.0'
export const STEP_NAMES = [
  'registration number',
  'choose service',
  'choose addon',
  'time and place',
  'contact details',
  'complete booking',
] as const

export type FlowLocation = { name: string; latitude: number; longitude: number; placeId: string | null; region: string }

export type SelectedService = {
  code: string
  name: string
  price: number
  priceKnown: boolean
  priceDiscount: number
  category: string
  type: 'service' | 'addon'
  /** units chosen of a unit-priced item */
  unit: number | null
  userInput: string | null
  unitAbbreviation: string | null
  listItems: string[]
}

export type FlowState = {
  version: typeof FLOW_VERSION
  lat: number | null
  lng: number | null
  car: Car | null
  milage: number | null
  bookingState: number
  maxBookingState: number
  region: string | null
  displayState: number
  services: Record<string, SelectedService>
  bookingInfo: {
    addons: boolean | null
    location: { departmentId: string; siteName: string; timeSlot: string; isFullDay: boolean } | null
  }
  location: FlowLocation | null
  /** step 4's loaded sites and paging cursor; cleared when the services change */
  sites: WorkshopSite[]
  cursor: string | null
  /** the finished booking, for the confirmation */
  booked: { id: string; status: 'confirmed' | 'requested'; total: number; email: string } | null
}

export function initialFlowState(): FlowState {
  return {
    version: FLOW_VERSION,
    lat: null,
    lng: null,
    car: null,
    milage: null,
    bookingState: 1,
    maxBookingState: 5,
    region: null,
    displayState: 1,
    services: {},
    bookingInfo: { addons: null, location: null },
    location: null,
    sites: [],
    cursor: null,
    booked: null,
  }
}

export type FlowAction =
  | { type: 'carFound'; car: Car; location: FlowLocation }
  | { type: 'show'; step: number }
  | { type: 'addService'; entry: SelectedService }
  | { type: 'updateService'; code: string; changes: Partial<Pick<SelectedService, 'unit' | 'userInput'>> }
  | { type: 'removeService'; code: string }
  | { type: 'chooseSingle'; entry: SelectedService; group: readonly string[] }
  | { type: 'milage'; milage: number | null }
  | { type: 'servicesDone' }
  | { type: 'addonsDone'; withAddons: boolean }
  | { type: 'sitesLoaded'; sites: WorkshopSite[]; reset: boolean }
  | { type: 'sortSites'; by: 'distance' | 'firstSlot' }
  | { type: 'chooseTime'; departmentId: string; siteName: string; timeSlot: string; isFullDay: boolean }
  | { type: 'clearTime' }
  | { type: 'booked'; id: string; status: 'confirmed' | 'requested'; total: number; email: string }
  | { type: 'reset' }
  | { type: 'restore'; state: FlowState }

/** Raises the booking state to `step` if lower and shows that step. */
function reach(state: FlowState, step: number): FlowState {
  return { ...state, bookingState: Math.max(state.bookingState, step), displayState: step }
}

/** Changing the chosen services clears step 4's sites, cursor, site and time. */
function servicesChanged(state: FlowState, services: Record<string, SelectedService>): FlowState {
  return { ...state, services, sites: [], cursor: null, bookingInfo: { ...state.bookingInfo, location: null } }
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'carFound': {
      const same =
        state.car?.registrationNumber === action.car.registrationNumber &&
        state.lat === action.location.latitude &&
        state.lng === action.location.longitude
      // The same plate and place again: back where the visitor was.
      if (same) return { ...state, displayState: Math.min(state.bookingState, state.maxBookingState) }
      return {
        ...initialFlowState(),
        car: action.car,
        lat: action.location.latitude,
        lng: action.location.longitude,
        region: action.location.region,
        location: action.location,
        bookingState: 2,
        maxBookingState: 4,
        displayState: 2,
      }
    }
    case 'show':
      return action.step >= 1 && action.step <= state.bookingState ? { ...state, displayState: action.step } : state
    case 'addService': {
      // Added only if absent.
      if (state.services[action.entry.code]) return state
      return servicesChanged(state, { ...state.services, [action.entry.code]: action.entry })
    }
    case 'updateService': {
      // Updated only if present.
      const current = state.services[action.code]
      if (!current) return state
      return servicesChanged(state, { ...state.services, [action.code]: { ...current, ...action.changes } })
    }
    case 'removeService': {
      if (!state.services[action.code]) return state
      const { [action.code]: _removed, ...rest } = state.services
      return servicesChanged(state, rest)
    }
    case 'chooseSingle': {
      // One of a single-choice group; the chosen one again clears it.
      const rest = Object.fromEntries(Object.entries(state.services).filter(([code]) => !action.group.includes(code)))
      if (state.services[action.entry.code]) return servicesChanged(state, rest)
      return servicesChanged(state, { ...rest, [action.entry.code]: action.entry })
    }
    case 'milage':
      return { ...state, milage: action.milage }
    case 'servicesDone':
      return reach(state, 3)
    case 'addonsDone': {
      const next = reach(state, 4)
      return { ...next, bookingInfo: { ...next.bookingInfo, addons: action.withAddons } }
    }
    case 'sitesLoaded': {
      const known = action.reset ? [] : state.sites
      const sites = [...known, ...action.sites.filter((s) => !known.some((k) => k.departmentId === s.departmentId))]
      return { ...state, sites, cursor: sites.at(-1)?.departmentId ?? null }
    }
    case 'sortSites':
      return state
    case 'chooseTime':
      return {
        ...state,
        bookingInfo: {
          ...state.bookingInfo,
          location: {
            departmentId: action.departmentId,
            siteName: action.siteName,
            timeSlot: action.timeSlot,
            isFullDay: action.isFullDay,
          },
        },
      }
    case 'clearTime':
      return { ...state, bookingInfo: { ...state.bookingInfo, location: null } }
    case 'booked':
      return {
        ...state,
        bookingState: 5,
        displayState: 5,
        booked: { id: action.id, status: action.status, total: action.total, email: action.email },
      }
    case 'reset':
      return initialFlowState()
    case 'restore':
      return action.state
  }
}

/** Base and original service exclude each other: the message an offering shows instead, if any. */
export function exclusionMessage(
  code: string,
  services: Record<string, SelectedService>,
): 'Basservice är redan valt' | 'Originalservice är redan valt' | null {
  if (code === ORIGINAL_SERVICE && services[BASE_SERVICE]) return 'Basservice är redan valt'
  if (code === BASE_SERVICE && services[ORIGINAL_SERVICE]) return 'Originalservice är redan valt'
  return null
}

export function selectionOf(offering: ServiceOffering, type: 'service' | 'addon'): SelectedService {
  return {
    code: offering.code,
    name: offering.name,
    price: offering.price,
    priceKnown: offering.priceKnown,
    priceDiscount: offering.priceDiscount,
    category: offering.category,
    type,
    unit: offering.unitPrice ? offering.unitPrice.minimum : null,
    userInput: null,
    unitAbbreviation: offering.unitPrice?.unitAbbreviation ?? null,
    listItems: [],
  }
}

/** Reads a stored state; anything else (old version, broken JSON) starts afresh. */
export function parseFlowState(raw: string | null): FlowState {
  if (!raw) return initialFlowState()
  try {
    const value = JSON.parse(raw) as Partial<FlowState>
    if (value?.version !== FLOW_VERSION || typeof value.bookingState !== 'number') return initialFlowState()
    return { ...initialFlowState(), ...value } as FlowState
  } catch {
    return initialFlowState()
  }
}
