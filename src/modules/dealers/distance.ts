import { distanceKm, type LatLng } from '../geo/haversine'

/** Something with a place on the map, e.g. a dealer in a list. */
type Placed = { position: LatLng | null; distanceKm?: number }

/**
 * Nearest first, each with its distance from `origin`; items without a position keep their
 * order after the rest. Light enough for the browser's "near me".
 */
export function byDistanceFrom<T extends Placed>(origin: LatLng, items: readonly T[]): T[] {
  return items
    .map((item, index) => ({
      item: item.position ? { ...item, distanceKm: distanceKm(origin, item.position) } : item,
      index,
    }))
    .sort((a, b) => {
      const da = a.item.distanceKm ?? Number.POSITIVE_INFINITY
      const db = b.item.distanceKm ?? Number.POSITIVE_INFINITY
      return da - db || a.index - b.index
    })
    .map(({ item }) => item)
}
