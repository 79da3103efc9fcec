import type { LatLng, MapMarker } from './types'

/** [[west, south], [east, north]], as MapLibre's fitBounds takes it. */
export type Bounds = [[number, number], [number, number]]

export type InitialView =
  { kind: 'center'; center: LatLng; zoom: number } | { kind: 'bounds'; bounds: Bounds; maxZoom: number }

/** A marker that can be drawn: finite coordinates within the world. */
export function hasPosition(m: Pick<MapMarker, 'lat' | 'lng'>): boolean {
  return Number.isFinite(m.lat) && Number.isFinite(m.lng) && Math.abs(m.lat) <= 90 && Math.abs(m.lng) <= 180
}

/** The bounds of the markers with a position, or null when none has one. */
export function markerBounds(markers: readonly Pick<MapMarker, 'lat' | 'lng'>[]): Bounds | null {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const m of markers) {
    if (!hasPosition(m)) continue
    west = Math.min(west, m.lng)
    east = Math.max(east, m.lng)
    south = Math.min(south, m.lat)
    north = Math.max(north, m.lat)
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ]
}

/**
 * Where the map starts: fitted to its markers (never closer than `maxFitZoom`), centred at
 * `focusZoom` on a single marker (or markers all at one spot), else the given centre and zoom.
 */
export function initialView(
  markers: readonly Pick<MapMarker, 'lat' | 'lng'>[],
  fallback: { center: LatLng; zoom: number },
  options: { focusZoom: number; maxFitZoom: number },
): InitialView {
  const bounds = markerBounds(markers)
  if (!bounds) return { kind: 'center', center: fallback.center, zoom: fallback.zoom }
  const [[west, south], [east, north]] = bounds
  if (west === east && south === north) {
    return { kind: 'center', center: { lat: south, lng: west }, zoom: options.focusZoom }
  }
  return { kind: 'bounds', bounds, maxZoom: options.maxFitZoom }
}
