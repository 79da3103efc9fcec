'use client'

import type { ReactNode } from 'react'
import { MARKER_SIZE_PX } from './constants'
import { truncate, withCount } from './text'
import type { MapMarker, MapTexts, PopupAction } from './types'

/**
 * Pieces both canvases (MapLibre and Google) draw alike: the marker and cluster buttons, the
 * popup's content and the zoom buttons. Nothing here imports a map library.
 */

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-link)]'

export function MarkerButton({
  marker,
  order,
  selected,
  onChoose,
}: {
  marker: MapMarker
  order: number
  selected: boolean
  onChoose: (id: string) => void
}) {
  return (
    <button
      type="button"
      data-marker-id={marker.id}
      data-order={order}
      aria-pressed={selected}
      aria-label={marker.title}
      title={truncate(marker.title)}
      onClick={(event) => {
        event.stopPropagation()
        onChoose(marker.id)
      }}
      style={{ width: MARKER_SIZE_PX, height: MARKER_SIZE_PX }}
      className={`flex cursor-pointer items-center justify-center rounded-full border-2 border-white shadow-md transition-transform ${focusRing} ${
        selected
          ? 'scale-125 bg-[var(--color-primary)] ring-4 ring-[var(--color-accent)]'
          : 'bg-[var(--color-primary)] hover:scale-110'
      }`}
    >
      <span aria-hidden className="block size-2.5 rounded-full bg-white" />
    </button>
  )
}

export function ClusterButton({
  count,
  order,
  texts,
  onExpand,
}: {
  count: number
  order: number
  texts: MapTexts
  onExpand: () => void
}) {
  // Bigger clusters draw a little bigger, from the marker size up.
  const size = MARKER_SIZE_PX + Math.min(20, Math.round(Math.log10(count) * 8))
  return (
    <button
      type="button"
      data-order={order}
      aria-label={withCount(texts.cluster, count)}
      onClick={(event) => {
        event.stopPropagation()
        onExpand()
      }}
      style={{ width: size, height: size }}
      className={`flex cursor-pointer items-center justify-center rounded-full border-2 border-white bg-[var(--color-primary)] text-xs font-semibold text-[var(--color-primary-fg)] shadow-md ${focusRing}`}
    >
      {count}
    </button>
  )
}

export function PopupCard({
  marker,
  texts,
  onClose,
  headerless = false,
  action = null,
}: {
  marker: MapMarker
  texts: MapTexts
  onClose: () => void
  action?: PopupAction | null
  /** Google's info window draws its own header and close button. */
  headerless?: boolean
}) {
  return (
    <div
      role="dialog"
      aria-label={marker.title}
      tabIndex={-1}
      data-map-popup
      className="max-w-72 text-sm text-[var(--color-fg)] outline-none"
    >
      {headerless ? null : (
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 pt-1 font-semibold break-words">{truncate(marker.title)}</p>
          <button
            type="button"
            aria-label={texts.closePopup}
            onClick={onClose}
            className={`-mt-1 -mr-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded text-lg leading-none text-[var(--color-fg)] hover:bg-[var(--color-surface)] ${focusRing}`}
          >
            <span aria-hidden>×</span>
          </button>
        </div>
      )}
      {marker.lines?.map((line, i) => (
        <p key={i} className="mt-1 text-[var(--color-muted)]">
          {truncate(line)}
        </p>
      ))}
      {marker.href ? (
        <p className="mt-2">
          <a href={marker.href} className={`font-medium text-[var(--color-link)] underline ${focusRing}`}>
            {marker.linkLabel ?? marker.title}
          </a>
        </p>
      ) : null}
      {action ? (
        <p className={`mt-2 ${action.className ?? ''}`}>
          <button
            type="button"
            data-popup-action
            onClick={() => action.onAction(marker.id)}
            className={`cursor-pointer font-medium text-[var(--color-link)] underline ${focusRing}`}
          >
            {action.label}
          </button>
        </p>
      ) : null}
    </div>
  )
}

export function ZoomButtons({
  texts,
  onZoomIn,
  onZoomOut,
}: {
  texts: MapTexts
  onZoomIn: () => void
  onZoomOut: () => void
}) {
  const button = `flex size-10 cursor-pointer items-center justify-center bg-[var(--color-bg)] text-xl leading-none text-[var(--color-fg)] hover:bg-[var(--color-surface)] ${focusRing}`
  return (
    <div className="absolute top-2 right-2 z-10 flex flex-col overflow-hidden rounded border border-[var(--color-border)] shadow-md">
      <button type="button" aria-label={texts.zoomIn} title={texts.zoomIn} onClick={onZoomIn} className={button}>
        <span aria-hidden>+</span>
      </button>
      <button
        type="button"
        aria-label={texts.zoomOut}
        title={texts.zoomOut}
        onClick={onZoomOut}
        className={`${button} border-t border-[var(--color-border)]`}
      >
        <span aria-hidden>−</span>
      </button>
    </div>
  )
}

/** Moves focus to the marker button of `id` inside `root` (after its popup closes). */
export function focusMarker(root: HTMLElement | null, id: string | null) {
  if (!root || !id) return
  root.querySelector<HTMLElement>(`[data-marker-id="${CSS.escape(id)}"]`)?.focus({ preventScroll: true })
}

export function MarkerListItems({
  markers,
  selectedId,
  onChoose,
}: {
  markers: MapMarker[]
  selectedId: string | null
  onChoose: (id: string) => void
}): ReactNode {
  return markers.map((m) => (
    <li key={m.id}>
      <button
        type="button"
        aria-pressed={m.id === selectedId}
        onClick={() => onChoose(m.id)}
        className={`w-full cursor-pointer px-2 py-1.5 text-left hover:bg-[var(--color-surface)] aria-pressed:font-semibold ${focusRing}`}
      >
        {m.title}
        {m.lines?.[0] ? <span className="block text-xs text-[var(--color-muted)]">{m.lines[0]}</span> : null}
      </button>
    </li>
  ))
}
