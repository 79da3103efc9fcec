import { describe, expect, it, vi } from 'vitest'
import { dealerFeed } from './dealers'
import type { DealerDocument } from './gazetteer'

const first: DealerDocument[] = [{ site_id: 'a' }]
const second: DealerDocument[] = [{ site_id: 'b' }]

describe('dealerFeed', () => {
  it('reads once, then checks again in the background at most every interval', async () => {
    let time = 0
    const source = vi.fn(async () => first)
    const feed = dealerFeed(source, { checkEveryMs: 1000, now: () => time })
    expect(await feed.current()).toBe(first)
    expect(await feed.current()).toBe(first)
    expect(source).toHaveBeenCalledTimes(1)
    source.mockResolvedValue(second)
    time = 1000
    // The check runs in the background: this read still answers the documents it had.
    expect(await feed.current()).toBe(first)
    await Promise.resolve()
    expect(await feed.current()).toBe(second)
    expect(source).toHaveBeenCalledTimes(2)
  })

  it('keeps the documents it had when a read fails or answers none', async () => {
    let time = 0
    const onError = vi.fn()
    const source = vi.fn(async () => first)
    const feed = dealerFeed(source, { checkEveryMs: 10, now: () => time, onError })
    expect(await feed.current()).toBe(first)
    source.mockRejectedValueOnce(new Error('index down'))
    time = 10
    await feed.current()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(onError).toHaveBeenCalledTimes(1)
    source.mockResolvedValueOnce([])
    time = 20
    await feed.current()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await feed.current()).toBe(first)
  })

  it('does not hold the first read longer than it may wait', async () => {
    const feed = dealerFeed(() => new Promise(() => {}), { firstWaitMs: 20 })
    const started = Date.now()
    expect(await feed.current()).toEqual([])
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
