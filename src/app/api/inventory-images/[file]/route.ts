import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { INVENTORY_IMAGE_FOLDER, parseInventoryImageFile } from '@data/inventory/images'
import { parseSpinFile } from '@data/inventory/spin-frames'
import { env } from '@/lib/env'
import { otherMethods } from '@/lib/http-methods'

/**
 * The demo inventory's pictures, rendered by the seed into the media directory. Only names the
 * inventory can produce are served (so no path can leave the folder); the names carry the
 * drawing's version, so a picture never changes under its URL and may be cached for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!parseInventoryImageFile(file) && !parseSpinFile(file)) return notFound()
  let data: Buffer
  try {
    data = await readFile(path.join(env().mediaDir, INVENTORY_IMAGE_FOLDER, file))
  } catch {
    return notFound()
  }
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(data.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}

function notFound() {
  return Response.json(
    { error: 'not_found', message: 'no such inventory image' },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  )
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
