'use client'

import { useEffect, useState } from 'react'
import { countdown, formatCountdownValue, msUntilNextTick, type CountdownUnit } from '@/modules/content/countdown'

/** How long after the second changes the clock reads it again. */
const TICK_MARGIN_MS = 40

type Props = {
  target: number
  /** the server's clock when it rendered: the first render in the browser must match its HTML */
  serverNow: number
  units: CountdownUnit[]
  labels: Record<CountdownUnit, string>
  endedText?: string
}

/**
 * The ticking part of the countdown. It renders the server's value first (so hydration sees the
 * same numbers) and reads the browser clock only after mount, then once per second, aligned to
 * the moment the seconds change; it stops once the target has passed.
 */
export function CountdownClock({ target, serverNow, units, labels, endedText }: Props) {
  const [now, setNow] = useState(serverNow)
  const state = countdown(target, now, units)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      // Only a new second renders (the clock alone, never the page around it).
      setNow((shown) =>
        Math.floor((target - shown) / 1000) === Math.floor((target - current) / 1000) ? shown : current,
      )
      // A timer due exactly on the change may fire a little early or late: aiming just past it
      // shows every second once, never the same second twice and then a jump of two.
      if (current < target) timer = setTimeout(tick, msUntilNextTick(target, current) + TICK_MARGIN_MS)
    }
    tick()
    return () => clearTimeout(timer)
  }, [target])

  return (
    <>
      {/* role=timer is not announced on every change: a screen reader reads it when visited. */}
      <div role="timer" className="flex flex-wrap justify-center gap-3 sm:gap-4">
        {state.parts.map((part, index) => (
          <div
            key={part.unit}
            className="min-w-20 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] px-3 py-4 text-center sm:min-w-24"
          >
            <span className="block text-4xl font-bold tabular-nums [font-family:var(--font-heading)] sm:text-5xl">
              {formatCountdownValue(part.value, index)}
            </span>
            <span className="mt-1 block text-sm text-[var(--color-muted)]">{labels[part.unit]}</span>
          </div>
        ))}
      </div>
      {state.ended && endedText ? <p className="mt-4 text-center font-semibold">{endedText}</p> : null}
    </>
  )
}
