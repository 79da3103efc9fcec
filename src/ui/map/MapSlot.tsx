'use client'

import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'
import { FOCUS_ZOOM, MAX_FIT_ZOOM } from './constants'
import { MarkerListItems } from './parts'
import type { CanvasProps, MapProps } from './types'
import { hasWebGl2 } from './webgl'

type Status =
  { kind: 'waiting' } | { kind: 'ready'; Canvas: ComponentType<CanvasProps> } | { kind: 'failed'; message: string }

/** Start loading the map this far before it scrolls into view. */
const LOAD_MARGIN = '300px'

/**
 * The reusable map. The server renders a box of the map's height holding the list of markers
 * (the map's accessible alternative); the map itself (MapLibre, or Google with a browser key) is
 * a separate chunk, loaded only when the box nears the viewport. When the browser cannot draw
 * the map, the box shows why and the list stays.
 */
export function MapSlot({
  markers,
  center,
  zoom,
  styleUrl = null,
  googleApiKey = null,
  selectedId,
  onSelect,
  focusZoom = FOCUS_ZOOM,
  maxFitZoom = MAX_FIT_ZOOM,
  height = '24rem',
  texts,
  label,
  fit = null,
  popupAction = null,
  draggable = true,
}: MapProps) {
  const [ownSelection, setOwnSelection] = useState<string | null>(null)
  const controlled = selectedId !== undefined
  const selected = controlled ? (selectedId ?? null) : ownSelection
  const select = useCallback(
    (id: string | null) => {
      if (!controlled) setOwnSelection(id)
      onSelect?.(id)
    },
    [controlled, onSelect],
  )
  const toggle = useCallback((id: string) => select(id === selected ? null : id), [select, selected])

  const box = useRef<HTMLElement>(null)
  const [status, setStatus] = useState<Status>({ kind: 'waiting' })
  const useGoogle = Boolean(googleApiKey)
  const { noWebGl, mapsLoadError } = texts

  useEffect(() => {
    const element = box.current
    if (!element) return
    let cancelled = false
    const load = () => {
      if (!useGoogle && !hasWebGl2()) {
        setStatus({ kind: 'failed', message: noWebGl })
        return
      }
      const chunk: Promise<ComponentType<CanvasProps>> = useGoogle
        ? import('./GoogleMapCanvas').then((m) => m.GoogleMapCanvas)
        : import('./MapLibreCanvas').then((m) => m.MapLibreCanvas)
      chunk.then(
        (Canvas) => !cancelled && setStatus({ kind: 'ready', Canvas }),
        () => !cancelled && setStatus({ kind: 'failed', message: useGoogle ? mapsLoadError : noWebGl }),
      )
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [useGoogle, noWebGl, mapsLoadError])

  const fail = useCallback((message: string) => setStatus({ kind: 'failed', message }), [])
  const failed = status.kind === 'failed'

  return (
    <section
      ref={box}
      data-map={status.kind}
      aria-label={label}
      style={{ height }}
      className={`relative w-full rounded bg-[var(--color-surface)] text-[var(--color-fg)] ${failed ? 'overflow-auto' : 'overflow-hidden'}`}
    >
      {status.kind === 'ready' ? (
        <status.Canvas
          markers={markers}
          center={center}
          zoom={zoom}
          styleUrl={styleUrl}
          googleApiKey={googleApiKey}
          selectedId={selected}
          onSelect={select}
          onFail={fail}
          focusZoom={focusZoom}
          maxFitZoom={maxFitZoom}
          texts={texts}
          label={label}
          fit={fit}
          popupAction={popupAction}
          draggable={draggable}
        />
      ) : null}
      {failed ? (
        <p role="status" className="m-0 border-b border-[var(--color-border)] p-3 font-medium">
          {status.message}
        </p>
      ) : null}
      {markers.length > 0 ? (
        <ol
          aria-label={texts.markerList}
          data-map-list
          className={
            failed
              ? 'm-0 list-none p-1'
              : // Hidden while the map draws; shown over the map's foot while a keyboard user is in it.
                'sr-only m-0 list-none p-1 focus-within:not-sr-only focus-within:absolute focus-within:inset-x-0 focus-within:bottom-0 focus-within:z-20 focus-within:max-h-[50%] focus-within:overflow-auto focus-within:bg-[var(--color-bg)] focus-within:shadow-lg'
          }
        >
          <MarkerListItems markers={markers} selectedId={selected} onChoose={toggle} />
        </ol>
      ) : null}
    </section>
  )
}
