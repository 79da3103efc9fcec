import { describe, expect, it } from 'vitest'
import {
  SPIN_DRAG_STEP_PX,
  SPIN_FRAME_MS,
  SPIN_PRELOAD_FRAMES,
  autoRotateTick,
  frameAfterDrag,
  preloadWindow,
  wrapFrame,
  wrapOffset,
} from './spin'

describe('spin viewer motion', () => {
  it('keeps the spec numbers: 150 ms a frame, 5 px a frame, 5 frames preloaded each side', () => {
    expect([SPIN_FRAME_MS, SPIN_DRAG_STEP_PX, SPIN_PRELOAD_FRAMES]).toEqual([150, 5, 5])
  })

  it('wraps frame numbers around the turn in both directions', () => {
    expect(wrapFrame(0, 36)).toBe(0)
    expect(wrapFrame(36, 36)).toBe(0)
    expect(wrapFrame(37, 36)).toBe(1)
    expect(wrapFrame(-1, 36)).toBe(35)
    expect(wrapFrame(-73, 36)).toBe(35)
    expect(wrapFrame(5, 0)).toBe(0)
  })

  it('turns one frame per full 5 px of drag, forward to the right and back to the left', () => {
    expect(frameAfterDrag(10, 0, 36)).toBe(10)
    expect(frameAfterDrag(10, 4, 36)).toBe(10)
    expect(frameAfterDrag(10, 5, 36)).toBe(11)
    expect(frameAfterDrag(10, 24, 36)).toBe(14)
    expect(frameAfterDrag(10, -4, 36)).toBe(10)
    expect(frameAfterDrag(10, -5, 36)).toBe(9)
    expect(frameAfterDrag(2, -15, 36)).toBe(35)
    expect(frameAfterDrag(35, 10, 36)).toBe(1)
    // a full turn's worth of drag comes back to the start
    expect(frameAfterDrag(7, 36 * 5, 36)).toBe(7)
    expect(frameAfterDrag(7, 20, 36, 10)).toBe(9)
  })

  it('preloads the shown frame and five on either side, nearest first, across the seam', () => {
    expect(preloadWindow(0, 36)).toEqual([0, 1, 35, 2, 34, 3, 33, 4, 32, 5, 31])
    expect(preloadWindow(20, 36)).toEqual([20, 21, 19, 22, 18, 23, 17, 24, 16, 25, 15])
  })

  it('lists each frame once when the turn has fewer frames than the window', () => {
    expect(preloadWindow(1, 4)).toEqual([1, 2, 0, 3])
    expect(preloadWindow(0, 1)).toEqual([0])
    expect(preloadWindow(0, 0)).toEqual([])
  })

  it('auto-rotates to the next frame once it has loaded, and waits for it otherwise', () => {
    const loaded = new Set([0, 1, 2])
    expect(autoRotateTick(0, 36, (frame) => loaded.has(frame))).toBe(1)
    expect(autoRotateTick(2, 36, (frame) => loaded.has(frame))).toBe(2)
    expect(autoRotateTick(35, 36, () => true)).toBe(0)
    expect(autoRotateTick(0, 36, () => true, -1)).toBe(35)
  })

  it('pans the panorama round and round within one image width', () => {
    expect(wrapOffset(0, 100, 2400)).toBe(100)
    expect(wrapOffset(2350, 100, 2400)).toBe(50)
    expect(wrapOffset(50, -100, 2400)).toBe(2350)
    expect(wrapOffset(0, -4900, 2400)).toBe(2300)
    expect(wrapOffset(10, 5, 0)).toBe(0)
  })
})
