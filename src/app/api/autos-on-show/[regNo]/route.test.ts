import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AutosOnShowData } from '@/providers/autos-on-show'

const media = vi.fn<(regNo: string) => Promise<AutosOnShowData | null>>()
vi.mock('@/providers/autos-on-show', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/providers/autos-on-show')>()),
  autosOnShowProvider: () => ({ media }),
}))

const logError = vi.fn()
// The search module reads the logger at load (logger.child), so the stand-in has one too.
vi.mock('@/lib/logger', () => {
  const logger = { error: (...args: unknown[]) => logError(...args), child: () => logger }
  return { logger }
})

const { GET } = await import('./route')

const call = (regNo: string) =>
  GET(new Request(`http://localhost/api/autos-on-show/${regNo}`), { params: Promise.resolve({ regNo }) })

const data: AutosOnShowData = {
  videoUrl: null,
  images360: ['/api/inventory-images/v1-spin-suv-red-00.jpg'],
  internal360: null,
  hasVideo: false,
  has360: true,
  hasInternal360: false,
}

// A function returned from beforeEach runs as a teardown: the braces keep the mock from being called.
beforeEach(() => {
  media.mockReset()
  logError.mockReset()
})

describe('GET /api/autos-on-show/{regNo}', () => {
  it("answers the car's media in spec 3.12's shape", async () => {
    media.mockResolvedValue(data)
    const response = await call('AB12CDE')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(data)
    expect(media).toHaveBeenCalledWith('AB12CDE')
  })

  it('reads a plate whose space is still percent-encoded', async () => {
    media.mockResolvedValue(data)
    expect((await call('AB12%20CDE')).status).toBe(200)
    expect(media).toHaveBeenCalledWith('AB12 CDE')
  })

  it('answers 400 naming regNo for a malformed plate, without asking the provider', async () => {
    for (const plate of ['A', 'AB_12', '..%2Fetc', '%E0%A4%A', 'ABCDEFGHIJKLMN']) {
      const response = await call(plate)
      expect(response.status, plate).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid_request', field: 'regNo' })
    }
    expect(media).not.toHaveBeenCalled()
  })

  it('answers 404 JSON for a plate without Autos On Show media', async () => {
    media.mockResolvedValue(null)
    const response = await call('QQ00QQQ')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'not_found' })
  })

  it('answers 503, never 500, when the lookup fails', async () => {
    media.mockImplementation(async () => {
      throw new Error('search engine failed to start')
    })
    const response = await call('AB12CDE')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: 'autos_on_show_unavailable' })
    // logged with the plate, so the failure can be traced
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ regNo: 'AB12CDE' }), expect.any(String))
  })
})
