'use client'

import { prefersReducedMotion } from '@/ui/browser-hooks'
import Image from 'next/image'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { SPIN_FRAME_MS, autoRotateTick, frameAfterDrag, preloadWindow, wrapFrame } from '@/modules/cars/spin'
import { Icon, overlayButtonClass } from './icons'
import type { GalleryTexts } from './types'

type Props = { frames: string[]; label: string; texts: GalleryTexts }

/**
 * The external 360 (spec 2 section 2.4): a turntable of frames that turns by itself, a frame
 * every 150 ms, until the visitor drags it (a frame per 5 px) or uses the buttons, which also
 * serve keyboards. The frames around the shown one are fetched ahead, five either side, and the
 * turntable waits for a frame rather than show it half loaded. Mounted only in the browser,
 * after the Autos On Show answer has come.
 */
export function SpinViewer({ frames, label, texts }: Props) {
  const count = frames.length
  const [frame, setFrame] = useState(0)
  // Visitors who ask for less motion start paused, with play one button away.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  const requested = useRef(new Set<number>())
  const loaded = useRef(new Set<number>())
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null)

  useEffect(() => {
    for (const index of preloadWindow(frame, count)) {
      const src = frames[index]
      if (!src || requested.current.has(index)) continue
      requested.current.add(index)
      const image = new window.Image()
      image.decoding = 'async'
      image.onload = () => loaded.current.add(index)
      image.src = src
    }
  }, [frame, count, frames])

  useEffect(() => {
    if (!playing || count < 2) return
    const timer = window.setInterval(
      () => setFrame((current) => autoRotateTick(current, count, (index) => loaded.current.has(index))),
      SPIN_FRAME_MS,
    )
    return () => window.clearInterval(timer)
  }, [playing, count])

  const turn = (by: number) => {
    setPlaying(false)
    setFrame((current) => wrapFrame(current + by, count))
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || drag.current) return
    setPlaying(false)
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frame }
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    setFrame(frameAfterDrag(current.startFrame, event.clientX - current.startX, count))
  }

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null
  }

  const src = frames[frame] ?? frames[0]
  if (!src) return null
  return (
    <div>
      <div
        className="relative aspect-video cursor-grab touch-pan-y select-none overflow-hidden rounded-[var(--radius)] bg-neutral-100 active:cursor-grabbing"
        data-frame={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <Image
          src={src}
          alt={label}
          fill
          unoptimized
          loading="eager"
          sizes="(min-width: 1024px) 60vw, 100vw"
          className="pointer-events-none object-contain"
          draggable={false}
        />
        <p className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-black/75 px-3 py-1 text-sm font-semibold text-white">
          {texts.dragToRotate}
        </p>
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        <button type="button" aria-label={texts.rotateLeft} className={overlayButtonClass} onClick={() => turn(-1)}>
          <Icon name="rotateLeft" />
        </button>
        <button
          type="button"
          aria-label={playing ? texts.pauseRotation : texts.playRotation}
          className={overlayButtonClass}
          onClick={() => setPlaying((now) => !now)}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button type="button" aria-label={texts.rotateRight} className={overlayButtonClass} onClick={() => turn(1)}>
          <Icon name="rotateRight" />
        </button>
      </div>
    </div>
  )
}
