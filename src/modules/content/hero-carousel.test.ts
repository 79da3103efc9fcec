import { describe, expect, it } from 'vitest'
import { autoplayDelayMs } from './hero-carousel'

describe('autoplayDelayMs', () => {
  it('moves every 5 seconds by default', () => {
    expect(autoplayDelayMs(true, undefined, 3)).toBe(5000)
    expect(autoplayDelayMs(undefined, null, 3)).toBe(5000)
    expect(autoplayDelayMs(true, 'fast', 3)).toBe(5000)
    expect(autoplayDelayMs(true, 0, 3)).toBe(5000)
  })

  it('uses the editor’s delay within 2 to 30 seconds', () => {
    expect(autoplayDelayMs(true, 7.5, 3)).toBe(7500)
    expect(autoplayDelayMs(true, 1, 3)).toBe(2000)
    expect(autoplayDelayMs(true, 90, 3)).toBe(30000)
  })

  it('does not move when autoplay is off or there is one slide', () => {
    expect(autoplayDelayMs(false, 5, 3)).toBeNull()
    expect(autoplayDelayMs(true, 5, 1)).toBeNull()
  })
})
