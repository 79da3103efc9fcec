import { pushToDataLayer, type DataLayerEvent, type DataLayerTarget } from '@/modules/tracking/data-layer'
import type { BookingTexts } from './texts'

/** What the server gives the booking flow and its steps. */
export type BookingFlowProps = {
  texts: BookingTexts
  contactEmail: string
  damageInspectionUrl: string
  brandLinks: { brand: string; url: string }[]
  logos: { name: string; url: string }[]
  map: { center: { lat: number; lng: number }; styleUrl: string | null; googleApiKey: string | null }
  site: string
}

/** The flow's analytics events, in the page's data layer (never anything the visitor typed). */
export function pushEvent(event: DataLayerEvent): void {
  pushToDataLayer(window as DataLayerTarget, event)
}
