import type { MapTexts } from '@/ui/map/types'

/** The locator's words, from the site dictionary: the server list, the cards and the island share them. */
export type LocatorTexts = {
  mapTab: string
  panelTab: string
  mapLabel: string
  searchLabel: string
  searchPlaceholder: string
  searchButton: string
  suggestions: string
  nearMe: string
  counter: string
  showMore: string
  empty: string
  unknownType: string
  chargerCount: string
  directions: string
  filters: string
  minPower: string
  openNow: string
  open24h: string
  shareLink: string
  dealerPage: string
  nearPlace: string
  openingHours: string
  closed: string
  map: MapTexts
}
