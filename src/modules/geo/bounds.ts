import type { LatLng } from './haversine'

/** A box in degrees; `west` > `east` never happens here (no box crosses the antimeridian). */
export type Bounds = { south: number; west: number; north: number; east: number }

/** The smallest box holding every point; null for no points. */
export function boundsOf(points: Iterable<LatLng>): Bounds | null {
  let bounds: Bounds | null = null
  for (const { lat, lng } of points) {
    if (!bounds) bounds = { south: lat, west: lng, north: lat, east: lng }
    else {
      if (lat < bounds.south) bounds.south = lat
      if (lat > bounds.north) bounds.north = lat
      if (lng < bounds.west) bounds.west = lng
      if (lng > bounds.east) bounds.east = lng
    }
  }
  return bounds
}

/** Whether the point lies in the box, edges included. */
export function contains(bounds: Bounds, point: LatLng): boolean {
  return point.lat >= bounds.south && point.lat <= bounds.north && point.lng >= bounds.west && point.lng <= bounds.east
}

/** The box's middle point. */
export function centerOf(bounds: Bounds): LatLng {
  return { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + bounds.east) / 2 }
}
