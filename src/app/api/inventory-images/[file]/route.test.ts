import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

const mediaDir = mkdtempSync(path.join(tmpdir(), 'rc-inventory-route-'))
vi.mock('@/lib/env', () => ({ env: () => ({ mediaDir }) }))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

mkdirSync(path.join(mediaDir, 'inventory'))
writeFileSync(path.join(mediaDir, 'inventory', 'v1-car-suv-red-side.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
writeFileSync(path.join(mediaDir, 'inventory', 'blur.json'), '{}')
writeFileSync(path.join(mediaDir, 'secret.txt'), 'secret')

const { GET } = await import('./route')

const get = (file: string) =>
  GET(new Request(`http://hedin-se.localhost/api/inventory-images/${encodeURIComponent(file)}`), {
    params: Promise.resolve({ file }),
  })

describe('GET /api/inventory-images/[file]', () => {
  it('serves a picture as an immutable JPEG', async () => {
    const res = await get('v1-car-suv-red-side.jpg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-length')).toBe('4')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))
  })

  it('answers 404 for a picture not rendered yet', async () => {
    const res = await get('v1-car-suv-blue-side.jpg')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ error: 'not_found' })
  })

  it('serves nothing but inventory picture names', async () => {
    for (const file of ['blur.json', '../secret.txt', '..%2Fsecret.txt', 'v1-car-suv-red-side.jpg/..', '']) {
      expect((await get(file)).status, file).toBe(404)
    }
  })
})
