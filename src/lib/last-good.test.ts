import { describe, expect, it, vi } from 'vitest'
import { createLastGood } from './last-good'

describe('createLastGood', () => {
  it('answers a failed read with the last good value and says so', async () => {
    const cache = createLastGood(10)
    expect(await cache.read('a', async () => 1, vi.fn())).toBe(1)
    const onFallback = vi.fn()
    const failure = new Error('database is locked')
    expect(
      await cache.read(
        'a',
        async () => {
          throw failure
        },
        onFallback,
      ),
    ).toBe(1)
    expect(onFallback).toHaveBeenCalledWith(failure)
  })

  it('throws when there is nothing good to fall back on', async () => {
    const cache = createLastGood(10)
    await expect(cache.read('b', () => Promise.reject(new Error('down')), vi.fn())).rejects.toThrow('down')
  })

  it('forgets the least recently used keys past its limit', async () => {
    const cache = createLastGood(2)
    await cache.read('a', async () => 'a1', vi.fn())
    await cache.read('b', async () => 'b1', vi.fn())
    await cache.read('a', async () => 'a2', vi.fn())
    await cache.read('c', async () => 'c1', vi.fn()) // forgets b
    const fail = () => Promise.reject(new Error('down'))
    expect(await cache.read('a', fail, vi.fn())).toBe('a2')
    await expect(cache.read('b', fail, vi.fn())).rejects.toThrow('down')
  })
})
