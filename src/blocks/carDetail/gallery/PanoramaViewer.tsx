'use client'

import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { wrapOffset } from '@/modules/cars/spin'
import { Icon, overlayButtonClass } from './icons'
import type { GalleryTexts } from './types'

type Props = { src: string; label: string; texts: GalleryTexts }

/** One button press looks this share of the visible width to the side. */
const LOOK_STEP = 0.25

/**
 * The internal 360: a panorama of the whole cabin, repeated side by side so it can be turned
 * round and round, moved by drag or by the look-left and look-right buttons. It opens looking
 * ahead: the middle of the panorama in the middle of the view.
 */
export function PanoramaViewer({ src, label, texts }: Props) {
  const stageRef = useRef<HTMLDivElement>(null)
  const [aspect, setAspect] = useState<number | null>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  const [offset, setOffset] = useState<number | null>(null)
  const drag = useRef<{ pointerId: number; lastX: number } | null>(null)

  useEffect(() => {
    const image = new window.Image()
    image.onload = () => setAspect(image.naturalWidth / Math.max(1, image.naturalHeight))
    image.src = src
    return () => {
      image.onload = null
    }
  }, [src])

  useEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(stage)
    return () => observer.disconnect()
  }, [])

  // One copy of the panorama at the stage's height: the distance after which the view repeats.
  const tile = aspect ? size.height * aspect : 0
  const start = tile > 0 ? wrapOffset(tile / 2 - size.width / 2, 0, tile) : 0
  const shown = offset ?? start

  // Before the picture has loaded its width is unknown: the offset just adds up until then.
  const move = (by: number) =>
    setOffset((current) => (tile > 0 ? wrapOffset(current ?? start, by, tile) : (current ?? start) + by))

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || drag.current) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointerId: event.pointerId, lastX: event.clientX }
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    // The cabin follows the pointer, as if held.
    move(current.lastX - event.clientX)
    current.lastX = event.clientX
  }

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null
  }

  return (
    <div>
      <div
        ref={stageRef}
        role="img"
        aria-label={label}
        className="relative aspect-video cursor-grab touch-pan-y select-none overflow-hidden rounded-[var(--radius)] bg-neutral-800 bg-repeat-x active:cursor-grabbing"
        style={{
          backgroundImage: aspect ? `url(${JSON.stringify(src)})` : undefined,
          backgroundSize: 'auto 100%',
          backgroundPositionX: `${-shown}px`,
        }}
        data-offset={Math.round(shown)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <p className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-black/75 px-3 py-1 text-sm font-semibold text-white">
          {texts.dragToLookAround}
        </p>
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        <button
          type="button"
          aria-label={texts.lookLeft}
          className={overlayButtonClass}
          onClick={() => move(-size.width * LOOK_STEP)}
        >
          <Icon name="previous" />
        </button>
        <button
          type="button"
          aria-label={texts.lookRight}
          className={overlayButtonClass}
          onClick={() => move(size.width * LOOK_STEP)}
        >
          <Icon name="next" />
        </button>
      </div>
    </div>
  )
}
