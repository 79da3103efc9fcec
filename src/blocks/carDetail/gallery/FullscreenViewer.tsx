'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { GalleryPicture } from './GalleryPicture'
import { Icon, overlayButtonClass } from './icons'
import { fillText, type GalleryImage, type GalleryTexts } from './types'

type Props = {
  images: GalleryImage[]
  /** the picture it opens at; the viewer is mounted while open and shows itself at once */
  startIndex: number
  /** after the dialog has closed, with the picture it showed last */
  onClose: (index: number) => void
  texts: GalleryTexts
}

const ZOOM = 2.5
const SWIPE_PX = 50
const DOUBLE_TAP_MS = 300
const TAP_SLOP_PX = 10

type Zoom = { scale: number; x: number; y: number }
const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 }

/** Keeps a zoomed picture covering its box: it may move at most the part that overflows. */
function clampPan(zoom: Zoom, box: DOMRect | undefined): Zoom {
  if (!box || zoom.scale === 1) return NO_ZOOM
  const maxX = ((zoom.scale - 1) * box.width) / 2
  const maxY = ((zoom.scale - 1) * box.height) / 2
  return { scale: zoom.scale, x: Math.max(-maxX, Math.min(maxX, zoom.x)), y: Math.max(-maxY, Math.min(maxY, zoom.y)) }
}

/**
 * Stops the page behind the viewer from scrolling while it is open, and gives the page back the
 * way it was: the same overflow styles, and no jump where the scrollbar was.
 */
function lockPageScroll(): () => void {
  const { documentElement: html, body } = document
  const before = { html: html.style.overflow, body: body.style.overflow, padding: body.style.paddingRight }
  const scrollbar = window.innerWidth - html.clientWidth
  html.style.overflow = 'hidden'
  body.style.overflow = 'hidden'
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  return () => {
    html.style.overflow = before.html
    body.style.overflow = before.body
    body.style.paddingRight = before.padding
  }
}

/**
 * The fullscreen view (spec 2 section 2.3): a modal dialog, so the page behind it is inert and
 * focus stays inside. Escape and the close button close it; arrow keys, the buttons and a swipe
 * change the picture. A pinch zooms natively; double-tap (or the zoom button) zooms to 2.5x
 * where tapped, and a zoomed picture moves with a drag.
 */
export function FullscreenViewer({ images, startIndex, onClose, texts }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const [index, setIndex] = useState(startIndex)
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{ startX: number; startY: number; zoom: Zoom; moved: boolean; multi: boolean } | null>(null)
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null)
  const count = images.length

  // Mounted means open: modal at once, the page locked behind it until the viewer goes away.
  // The dialog is not closed here: its close event unmounts the viewer, and a close from a
  // cleanup (React runs effects twice in development) would shut it as soon as it opened.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) {
      dialog.showModal()
      // Focus starts on the close button, so Enter leaves at once and the arrow keys reach the dialog.
      closeRef.current?.focus()
    }
    return lockPageScroll()
  }, [])

  const go = (by: number) => {
    setIndex((current) => (current + by + count) % count)
    setZoom(NO_ZOOM)
  }

  const toggleZoom = (at?: { x: number; y: number }) => {
    const box = stageRef.current?.getBoundingClientRect()
    if (zoom.scale !== 1 || !box) {
      setZoom(NO_ZOOM)
      return
    }
    // Zoom towards the tapped point: it stays under the finger.
    const dx = at ? box.left + box.width / 2 - at.x : 0
    const dy = at ? box.top + box.height / 2 - at.y : 0
    setZoom(clampPan({ scale: ZOOM, x: dx * (ZOOM - 1), y: dy * (ZOOM - 1) }, box))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    }
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size > 1) {
      // A pinch: the browser zooms; it is no swipe and no tap.
      if (gesture.current) gesture.current.multi = true
      return
    }
    event.currentTarget.setPointerCapture(event.pointerId)
    gesture.current = { startX: event.clientX, startY: event.clientY, zoom, moved: false, multi: false }
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current
    if (!current || current.multi || !pointers.current.has(event.pointerId)) return
    const dx = event.clientX - current.startX
    const dy = event.clientY - current.startY
    if (Math.abs(dx) > TAP_SLOP_PX || Math.abs(dy) > TAP_SLOP_PX) current.moved = true
    if (current.zoom.scale !== 1) {
      setZoom(
        clampPan(
          { scale: current.zoom.scale, x: current.zoom.x + dx, y: current.zoom.y + dy },
          stageRef.current?.getBoundingClientRect(),
        ),
      )
    }
  }

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId)
    const current = gesture.current
    if (!current || pointers.current.size > 0) return
    gesture.current = null
    if (current.multi) return
    const dx = event.clientX - current.startX
    const dy = event.clientY - current.startY
    // After a native pinch the visitor pans the zoomed page; that is no swipe.
    const pinched = (window.visualViewport?.scale ?? 1) > 1.01
    if (current.zoom.scale === 1 && !pinched && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      go(dx < 0 ? 1 : -1)
      return
    }
    if (current.moved) return
    const now = event.timeStamp
    const previous = lastTap.current
    if (
      previous &&
      now - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < TAP_SLOP_PX * 3
    ) {
      lastTap.current = null
      toggleZoom({ x: event.clientX, y: event.clientY })
    } else {
      lastTap.current = { time: now, x: event.clientX, y: event.clientY }
    }
  }

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId)
    gesture.current = null
  }

  const image = images[index]
  // The neighbours load hidden, so the next swipe shows a picture at once.
  const neighbours = count > 1 ? [...new Set([(index + 1) % count, (index - 1 + count) % count])] : []

  return (
    <dialog
      ref={dialogRef}
      aria-label={texts.gallery}
      onKeyDown={onKeyDown}
      onClose={() => onClose(index)}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden border-0 bg-neutral-950 p-0 text-white backdrop:bg-black/90"
    >
      {image ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 p-3">
            <p aria-live="polite" className="text-sm font-semibold tabular-nums">
              {fillText(texts.imageCounter, { current: index + 1, total: count })}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                aria-label={zoom.scale === 1 ? texts.zoomIn : texts.zoomOut}
                className={overlayButtonClass}
                onClick={() => toggleZoom()}
              >
                <Icon name={zoom.scale === 1 ? 'zoomIn' : 'zoomOut'} />
              </button>
              <button
                type="button"
                aria-label={texts.closeGallery}
                ref={closeRef}
                className={overlayButtonClass}
                onClick={() => dialogRef.current?.close()}
              >
                <Icon name="close" />
              </button>
            </div>
          </div>
          <div
            ref={stageRef}
            className="relative min-h-0 flex-1 overflow-hidden select-none"
            style={{ touchAction: zoom.scale === 1 ? 'pinch-zoom' : 'none' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            <div
              className={`absolute inset-0 ${zoom.scale === 1 ? 'cursor-zoom-in' : 'cursor-grab'}`}
              style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
            >
              <GalleryPicture
                key={`${image.src}-${index}`}
                image={image}
                sizes="100vw"
                missingText={texts.missingImageText}
                fit="contain"
              />
            </div>
            {neighbours.map((i) => {
              const neighbour = images[i]
              return neighbour ? (
                <div key={`${neighbour.src}-${i}`} aria-hidden="true" className="invisible absolute inset-0">
                  <GalleryPicture
                    image={neighbour}
                    sizes="100vw"
                    missingText={texts.missingImageText}
                    fit="contain"
                    decorative
                  />
                </div>
              ) : null
            })}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  aria-label={texts.previousImage}
                  className={`${overlayButtonClass} absolute left-3 top-1/2 -translate-y-1/2`}
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={() => go(-1)}
                >
                  <Icon name="previous" />
                </button>
                <button
                  type="button"
                  aria-label={texts.nextImage}
                  className={`${overlayButtonClass} absolute right-3 top-1/2 -translate-y-1/2`}
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={() => go(1)}
                >
                  <Icon name="next" />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
