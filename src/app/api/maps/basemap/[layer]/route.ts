import { otherMethods } from '@/lib/http-methods'
import { BASEMAP_LAYERS, basemapLayer, isBasemapLayer } from '@/modules/maps/basemap'
import { cachedJson } from '../../respond'

/** One GeoJSON layer of the offline basemap: `/api/maps/basemap/land.geojson`. */
export async function GET(request: Request, { params }: { params: Promise<{ layer: string }> }) {
  const name = (await params).layer.replace(/\.geojson$/, '')
  if (!isBasemapLayer(name)) {
    return Response.json(
      { error: 'not_found', message: `unknown basemap layer; the layers are ${BASEMAP_LAYERS.join(', ')}` },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return cachedJson(request, basemapLayer(name), 'application/geo+json')
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
