import { KIT_STOCK_IMAGES } from '@/modules/kits/stock-image'
import { otherMethods } from '@/lib/http-methods'

/**
 * The four stock pictures of kits without one of their own (`kit-stock-1.svg` … `-4.svg`): an
 * accessory box on a tinted ground, one tint each, drawn here so nothing is fetched elsewhere.
 */

const HUES = [210, 150, 30, 280] as const

function picture(n: number): string {
  const hue = HUES[(n - 1) % HUES.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="">
<rect width="400" height="300" fill="hsl(${hue} 30% 92%)"/>
<g fill="none" stroke="hsl(${hue} 35% 35%)" stroke-width="8" stroke-linejoin="round">
<path d="M200 70 290 115v90l-90 45-90-45v-90z"/><path d="M110 115l90 45 90-45M200 160v90"/>
<path d="M155 92l90 45" stroke-width="6"/></g></svg>`
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const match = /^kit-stock-(\d)\.svg$/.exec(file)
  const n = match ? Number(match[1]) : 0
  if (n < 1 || n > KIT_STOCK_IMAGES) {
    return Response.json({ error: 'not_found', message: 'no such picture' }, { status: 404 })
  }
  return new Response(picture(n), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
