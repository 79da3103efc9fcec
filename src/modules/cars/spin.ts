/**
 * The Autos On Show viewer's motion (spec 2 sections 2.4 and 9): the external 360 shows one frame
 * of a turntable at a time, advancing every 150 ms until the visitor takes over, turning one frame
 * per 5 px of drag, with 5 frames loaded ahead on either side. The internal 360 is a panorama
 * that wraps around. Plain functions, so the browser component only keeps state and timers.
 */

/** Auto-rotation shows the next frame after this many milliseconds. */
export const SPIN_FRAME_MS = 150
/** Dragging this many pixels turns the car by one frame. */
export const SPIN_DRAG_STEP_PX = 5
/** Frames loaded ahead of need on either side of the one shown. */
export const SPIN_PRELOAD_FRAMES = 5

/** `index` brought into 0..count-1, around the turn in either direction. */
export function wrapFrame(index: number, count: number): number {
  if (count <= 0) return 0
  const whole = Math.trunc(index)
  return ((whole % count) + count) % count
}

/**
 * The frame shown while dragging: the frame the drag started on, turned one frame per full
 * `step` pixels the pointer has moved (right turns forward, left turns back). Partial steps do
 * not turn, so a shaky press does not flicker between two frames.
 */
export function frameAfterDrag(startFrame: number, dragPx: number, count: number, step = SPIN_DRAG_STEP_PX): number {
  const frames = Math.trunc(dragPx / step)
  return wrapFrame(startFrame + frames, count)
}

/**
 * The frames to have loaded around `current`, nearest first (current, +1, -1, +2, -2, ...), so
 * the ones needed soonest are requested first; each frame once, even when the turn is short.
 */
export function preloadWindow(current: number, count: number, radius = SPIN_PRELOAD_FRAMES): number[] {
  if (count <= 0) return []
  const frames: number[] = []
  const seen = new Set<number>()
  const add = (index: number) => {
    const frame = wrapFrame(index, count)
    if (!seen.has(frame)) {
      seen.add(frame)
      frames.push(frame)
    }
  }
  add(current)
  for (let distance = 1; distance <= radius; distance++) {
    add(current + distance)
    add(current - distance)
  }
  return frames
}

/**
 * One tick of auto-rotation: the next frame in `direction`, or the same frame while that next
 * frame has not loaded yet (the turntable waits rather than showing an empty picture).
 */
export function autoRotateTick(
  current: number,
  count: number,
  isLoaded: (frame: number) => boolean,
  direction: 1 | -1 = 1,
): number {
  const next = wrapFrame(current + direction, count)
  return isLoaded(next) ? next : current
}

/**
 * The panorama's horizontal offset after moving it by `deltaPx`, kept within one image width so
 * it can be panned round and round without the number growing: 0 <= result < width.
 */
export function wrapOffset(offsetPx: number, deltaPx: number, width: number): number {
  if (width <= 0) return 0
  const next = (offsetPx + deltaPx) % width
  return next < 0 ? next + width : next
}
