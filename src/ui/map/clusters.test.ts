import { describe, expect, it } from 'vitest'
import { CLUSTER_FROM, createClusterIndex, paddedBBox } from './clusters'
import type { MapMarker } from './types'

const world: [number, number, number, number] = [-180, -85, 180, 85]

function grid(n: number): MapMarker[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    title: `Point ${i}`,
    lat: 55 + (i % 50) * 0.2,
    lng: 12 + Math.floor(i / 50) * 0.2,
  }))
}

describe('createClusterIndex', () => {
  it('draws a few markers one by one in list order', () => {
    const index = createClusterIndex(grid(5), { maxZoom: 11 })
    expect(index.clustered).toBe(false)
    expect(index.items(world, 3).map((i) => i.key)).toEqual(['m:p0', 'm:p1', 'm:p2', 'm:p3', 'm:p4'])
  })

  it('clusters many markers at low zoom and none above the maximum zoom', () => {
    const markers = grid(2000)
    const index = createClusterIndex(markers, { maxZoom: 11 })
    expect(index.clustered).toBe(true)
    const far = index.items(world, 4)
    expect(far.length).toBeLessThan(100)
    expect(far.some((i) => i.kind === 'cluster')).toBe(true)
    const total = far.reduce((n, i) => n + (i.kind === 'cluster' ? i.count : 1), 0)
    expect(total).toBe(2000)
    // In list order: each item ordered by its first member.
    const orders = far.map((i) => i.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(far[0]?.order).toBe(0)

    const near = index.items([11.9, 54.9, 12.5, 55.5], 12)
    expect(near.every((i) => i.kind === 'marker')).toBe(true)
    expect(near.map((i) => (i.kind === 'marker' ? i.marker.id : ''))).toContain('p0')
  })

  it('tells the zoom at which a cluster opens', () => {
    const index = createClusterIndex(grid(CLUSTER_FROM * 2), { maxZoom: 11 })
    const cluster = index.items(world, 3).find((i) => i.kind === 'cluster')
    expect(cluster?.kind).toBe('cluster')
    if (cluster?.kind === 'cluster') expect(index.expansionZoom(cluster.clusterId)).toBeGreaterThan(3)
  })

  it('leaves out markers without a position', () => {
    const index = createClusterIndex([{ id: 'x', title: 'x', lat: NaN, lng: 0 }, ...grid(2)], { maxZoom: 11 })
    expect(index.items(world, 3)).toHaveLength(2)
  })
})

describe('paddedBBox', () => {
  it('widens and clamps', () => {
    expect(paddedBBox([10, 50, 20, 60])).toEqual([7.5, 47.5, 22.5, 62.5])
    expect(paddedBBox([-180, -85, 180, 85])).toEqual([-180, -85, 180, 85])
  })
})
