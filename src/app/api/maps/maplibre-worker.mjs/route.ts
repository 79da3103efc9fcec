import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { otherMethods } from '@/lib/http-methods'

/**
 * MapLibre's web worker, served from our origin. MapLibre starts it from a URL; a bundler that
 * copies the file under a hashed name loses the module the map asks for, so the map would fail
 * with "Worker failed to load". Read once per process from the installed package.
 */
let worker: Promise<Buffer> | undefined

function workerSource(): Promise<Buffer> {
  worker ??= readFile(
    path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'),
  )
  return worker
}

export async function GET() {
  return new Response(new Uint8Array(await workerSource()), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The file changes only with a deploy (a MapLibre upgrade).
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
