import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeDelay, fittingCount, throttleWithFinal } from './overflow'

describe('fittingCount', () => {
  it('keeps every item when they all fit, without room for More', () => {
    expect(fittingCount([100, 100, 100], 300, 80)).toBe(3)
  })
  it('moves what does not fit beside the More button into More', () => {
    expect(fittingCount([100, 100, 100], 299, 80)).toBe(2)
    expect(fittingCount([100, 100, 100], 279, 80)).toBe(1)
    expect(fittingCount([100, 100, 100], 150, 80)).toBe(0)
  })
  it('keeps the order: a narrow item after a wide one that does not fit goes too', () => {
    expect(fittingCount([100, 300, 20], 250, 50)).toBe(1)
  })
})

describe('closeDelay', () => {
  it('is 200 ms for a drop-down and 600 ms for an item without children', () => {
    expect(closeDelay(true)).toBe(200)
    expect(closeDelay(false)).toBe(600)
  })
})

describe('throttleWithFinal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('updates at most every 50 ms while resizing, and once 250 ms after the last event', () => {
    const update = vi.fn()
    const { handle } = throttleWithFinal(update, { now: () => Date.now() })
    handle() // t=0: at once
    expect(update).toHaveBeenCalledTimes(1)
    for (let t = 10; t <= 100; t += 10) {
      vi.advanceTimersByTime(10)
      handle()
    }
    // t=50 and t=100 passed the 50 ms interval
    expect(update).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(249)
    expect(update).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(1)
    expect(update).toHaveBeenCalledTimes(4)
  })

  it('cancels the final update', () => {
    const update = vi.fn()
    const { handle, cancel } = throttleWithFinal(update)
    handle()
    cancel()
    vi.advanceTimersByTime(1000)
    expect(update).toHaveBeenCalledTimes(1)
  })
})
