import { openStatus } from '../dealers/open-status'
import type { Connector, Location, MinPower } from './types'

/**
 * Beyond the spec (what Ionity, Tesla and Mer offer): connector and power chips and "open now".
 * A charger option must give both the connector and the power asked for.
 */
export type LocationFilters = {
  connectors: Connector[]
  minPower: MinPower | null
  openNow: boolean
}

export const NO_FILTERS: LocationFilters = { connectors: [], minPower: null, openNow: false }

export const hasFilters = (filters: LocationFilters): boolean =>
  filters.connectors.length > 0 || filters.minPower !== null || filters.openNow

/** Whether the location is open at `now` in `timeZone`: 24/7, or its weekly hours say so. */
export function isOpenAt(location: Pick<Location, 'open24h' | 'openingHours'>, timeZone: string, now: Date): boolean {
  if (location.open24h) return true
  if (location.openingHours.length === 0) return false
  const openinghours = location.openingHours.map((row) => ({ ...row, displayText: '' }))
  return openStatus({ openinghours }, timeZone, now).state === 'open'
}

export function matchesFilters(
  location: Location,
  filters: LocationFilters,
  clock: { timeZone: string; now: Date },
): boolean {
  if (filters.connectors.length > 0 || filters.minPower !== null) {
    const minWatts = (filters.minPower ?? 0) * 1000
    const fits = (location.chargerOptions ?? []).some(
      (option) =>
        (filters.connectors.length === 0 || filters.connectors.includes(option.icon)) && option.watts >= minWatts,
    )
    if (!fits) return false
  }
  return !filters.openNow || isOpenAt(location, clock.timeZone, clock.now)
}
