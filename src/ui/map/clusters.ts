import Supercluster from 'supercluster'
import { hasPosition } from './bounds'
import type { MapMarker } from './types'

/** Up to this many markers are drawn one by one; more are clustered. */
export const CLUSTER_FROM = 60
/** Cluster radius in CSS pixels; a bit over two markers wide. */
export const CLUSTER_RADIUS_PX = 64

export type MapItem =
  | { kind: 'marker'; key: string; marker: MapMarker; order: number; lat: number; lng: number }
  | { kind: 'cluster'; key: string; clusterId: number; count: number; order: number; lat: number; lng: number }

/** [west, south, east, north] */
export type BBox = [number, number, number, number]

type PointProps = { order: number }
type ClusterProps = { order: number }

export interface ClusterIndex {
  /** Whether markers are clustered at all. */
  clustered: boolean
  /** The markers and clusters to draw in `bbox` at `zoom`, in list order (the first member's). */
  items(bbox: BBox, zoom: number): MapItem[]
  /** The zoom at which a cluster falls apart. */
  expansionZoom(clusterId: number): number
}

function markerItem(marker: MapMarker, order: number): MapItem {
  return { kind: 'marker', key: `m:${marker.id}`, marker, order, lat: marker.lat, lng: marker.lng }
}

/**
 * Indexes markers with supercluster when there are many (`CLUSTER_FROM`). Clustering stops above
 * `maxZoom`, so a marker flown to at the focus zoom is always drawn on its own.
 */
export function createClusterIndex(markers: readonly MapMarker[], options: { maxZoom: number }): ClusterIndex {
  const placed = markers.filter(hasPosition)
  if (placed.length < CLUSTER_FROM) {
    const all = placed.map(markerItem)
    return { clustered: false, items: () => all, expansionZoom: () => options.maxZoom + 1 }
  }
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: options.maxZoom,
    map: (props) => ({ order: props.order }),
    reduce: (acc, props) => {
      acc.order = Math.min(acc.order, props.order)
    },
  })
  index.load(
    placed.map((m, order) => ({
      type: 'Feature',
      properties: { order },
      geometry: { type: 'Point', coordinates: [m.lng, m.lat] },
    })),
  )
  return {
    clustered: true,
    items(bbox, zoom) {
      const items = index.getClusters(bbox, Math.floor(zoom)).map((f): MapItem => {
        const [lng = 0, lat = 0] = f.geometry.coordinates
        const p = f.properties
        if ('cluster' in p && p.cluster) {
          const clusterId = p.cluster_id
          return { kind: 'cluster', key: `c:${clusterId}`, clusterId, count: p.point_count, order: p.order, lat, lng }
        }
        const marker = placed[p.order]
        return marker ? markerItem(marker, p.order) : markerItem({ id: '', lat, lng, title: '' }, p.order)
      })
      return items.sort((a, b) => a.order - b.order)
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  }
}

/** The visible bbox, widened by a fraction on each side so markers just outside are ready. */
export function paddedBBox([west, south, east, north]: BBox, fraction = 0.25): BBox {
  const dx = (east - west) * fraction
  const dy = (north - south) * fraction
  return [Math.max(-180, west - dx), Math.max(-85, south - dy), Math.min(180, east + dx), Math.min(85, north + dy)]
}
