import { describe, expect, it, vi } from 'vitest'
import { lazily } from './lazy'

describe('lazily', () => {
  it('loads once, on the first call or preload, and answers every call with that load', async () => {
    const load = vi.fn(async () => ({ schema: 'loaded' }))
    const get = lazily(load)
    expect(load).not.toHaveBeenCalled()
    get.preload()
    const [first, second] = await Promise.all([get(), get()])
    expect(first).toEqual({ schema: 'loaded' })
    expect(second).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again at the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded')
    const get = lazily(load)
    get.preload()
    await expect(get()).rejects.toThrow('offline')
    await expect(get()).resolves.toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
