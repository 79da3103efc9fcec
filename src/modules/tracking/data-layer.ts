import type { Lang } from '../sites/languages'

/** Where a visitor searched from: the start page hero or the car list's search box. */
export type SearchType = 'start page' | 'car list'

/** Pushed when a visitor searches. */
export type SearchEvent = {
  event: 'search'
  search_type: SearchType
  search_term: string
}

/** Pushed when a car detail page is shown. */
export type ProductDetailPageEvent = {
  event: 'product_detail_page'
  car_id: string
  car_brand: string
  car_model: string
  /** null for cars sold without a listed price */
  price: number | null
}

export type PageViewDataLayerEvent = {
  event: 'page_view'
  page_name: string
  language: Lang
  site: string
}

/** Pushed when a visitor ticks the quote or test-drive box of a car's enquiry form (spec 2 section 4). */
export type ContactOptionEvent = {
  event: 'contact_form_option'
  option: 'quote' | 'test_drive'
  car_id: string
}

/** Pushed once per step of a flow (spec 3 section 4: the service booking's and the tyre hotel's steps). */
export type FlowInteractionEvent = {
  event: 'flow_interaction'
  flow_name: string
  flow_step: number
  flow_step_name: string
}

/** Pushed when a flow's form is first used (spec 3 section 7). */
export type FormInteractionEvent = {
  event: 'form_interaction'
  form_name: string
  form_step: string
}

/** Pushed when a flow shows an error; the code only, never what the visitor typed (spec 3 section 7). */
export type FlowErrorEvent = {
  event: 'event_error'
  flow_name: string
  error_code: string
}

/**
 * Pushed when a booking is made, category 'service booking' (spec 3 section 9): the tyre hotel's
 * wheel change is free (value 0), a workshop booking carries its total.
 */
export type PurchaseEvent = {
  event: 'purchase'
  ecommerce: {
    transaction_id: string
    value: number
    currency: string
    items: { item_name: string; item_category: string }[]
  }
}

export type DataLayerEvent =
  | SearchEvent
  | ProductDetailPageEvent
  | PageViewDataLayerEvent
  | ContactOptionEvent
  | FlowInteractionEvent
  | FormInteractionEvent
  | FlowErrorEvent
  | PurchaseEvent

export function flowInteractionEvent(flowName: string, step: number, stepName: string): FlowInteractionEvent {
  return { event: 'flow_interaction', flow_name: flowName, flow_step: step, flow_step_name: stepName }
}

export function servicePurchaseEvent(transactionId: string, itemName: string, value = 0): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId,
      value,
      currency: 'SEK',
      items: [{ item_name: itemName, item_category: 'service booking' }],
    },
  }
}

export type DataLayerTarget = { dataLayer?: unknown[] }

export function searchEvent(searchTerm: string, searchType: SearchType = 'start page'): SearchEvent {
  return { event: 'search', search_type: searchType, search_term: searchTerm.trim() }
}

export function productDetailPageEvent(car: {
  carId: string
  brand: string
  model: string
  price: number | null
}): ProductDetailPageEvent {
  return {
    event: 'product_detail_page',
    car_id: car.carId,
    car_brand: car.brand,
    car_model: car.model,
    price: Number.isFinite(car.price) ? car.price : null,
  }
}

export function contactOptionEvent(option: ContactOptionEvent['option'], carId: string): ContactOptionEvent {
  return { event: 'contact_form_option', option, car_id: carId }
}

export function pageViewDataLayerEvent(page: {
  pageName: string
  language: Lang
  site: string
}): PageViewDataLayerEvent {
  return { event: 'page_view', page_name: page.pageName, language: page.language, site: page.site }
}

/**
 * Appends an event to the tag manager's data layer (usually `window`), creating it if the tag
 * manager has not loaded yet. It pushes rather than replaces, since GTM wraps the array's push.
 */
export function pushToDataLayer(target: DataLayerTarget, event: DataLayerEvent): void {
  if (!Array.isArray(target.dataLayer)) target.dataLayer = []
  target.dataLayer.push(event)
}
