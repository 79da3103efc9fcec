'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { setWorkerUrl } from 'maplibre-gl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Map, type MapRef, Marker, Popup } from 'react-map-gl/maplibre'
import { prefersReducedMotion } from '@/ui/browser-hooks'
import { initialView, markerBounds } from './bounds'
import { type BBox, createClusterIndex, paddedBBox } from './clusters'
import { DEFAULT_STYLE_URL, FIT_PADDING_PX, MARKER_SIZE_PX, WORKER_PATH } from './constants'
import { ClusterButton, focusMarker, MarkerButton, PopupCard, ZoomButtons } from './parts'
import type { CanvasProps } from './types'

type View = { bbox: BBox; zoom: number }

// MapLibre starts its worker from a file beside its own module, which a bundle does not keep
// under that name: the app serves the installed worker itself (app/api/maps/maplibre-worker.mjs).
// This module is only ever loaded in the browser, by MapSlot.
setWorkerUrl(new URL(WORKER_PATH, window.location.href).href)

/**
 * The map drawn by MapLibre GL JS: our offline basemap or a site's style URL. Loaded lazily by
 * MapSlot, so MapLibre and its CSS are never in a page's first load.
 */
export function MapLibreCanvas({
  markers,
  center,
  zoom,
  styleUrl,
  selectedId,
  onSelect,
  onFail,
  focusZoom,
  maxFitZoom,
  texts,
  label,
  fit,
  popupAction,
  draggable = true,
}: CanvasProps) {
  const mapRef = useRef<MapRef>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const [style, setStyle] = useState(styleUrl || DEFAULT_STYLE_URL)
  const [loaded, setLoaded] = useState(false)
  const [view, setView] = useState<View | null>(null)
  // A selection made here (a marker pressed) needs no flight; one from outside does.
  const selectedHere = useRef<string | null>(null)
  const focusPopup = useRef(false)

  const [start] = useState(() => initialView(markers, { center, zoom }, { focusZoom, maxFitZoom }))
  const index = useMemo(() => createClusterIndex(markers, { maxZoom: focusZoom - 1 }), [markers, focusZoom])
  const items = useMemo(
    () =>
      index.clustered
        ? view
          ? index.items(paddedBBox(view.bbox), view.zoom)
          : []
        : index.items([-180, -85, 180, 85], 0),
    [index, view],
  )
  const selected = useMemo(() => markers.find((m) => m.id === selectedId) ?? null, [markers, selectedId])
  // The info window opens once the map is idle (spec 1 section 4): when the flight has ended, not
  // during it (MapLibre's own 'idle' also waits for every tile, which a slow network may never give).
  const [idleFor, setIdleFor] = useState<string | null>(null)
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map || !selected) return
    const id = selected.id
    const open = () => setIdleFor(id)
    // Wait a frame: a flight started by the same selection has begun by then.
    const frame = requestAnimationFrame(() => {
      if (map.isMoving()) map.once('moveend', open)
      else open()
    })
    return () => {
      cancelAnimationFrame(frame)
      map.off('moveend', open)
    }
  }, [loaded, selected])

  // A new fit (a search answered, a blank submit) frames its points, never closer than the fit zoom.
  const fitKey = fit?.key
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map || !fit || fitKey === undefined) return
    const bounds = markerBounds(fit.points)
    if (!bounds) return
    const [[west, south], [east, north]] = bounds
    const animate = !prefersReducedMotion()
    if (west === east && south === north) map.flyTo({ center: [west, south], zoom: focusZoom, animate })
    else map.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: maxFitZoom, animate })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fit runs when its key changes
  }, [loaded, fitKey])

  const readView = useCallback(() => {
    const map = mapRef.current
    if (!map) return
    const b = map.getBounds()
    setView({ bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() })
  }, [])

  const onLoad = useCallback(() => {
    setLoaded(true)
    readView()
  }, [readView])

  const onError = useCallback(() => {
    if (loaded) return
    // A site's own style that fails gets one more try with the embedded basemap.
    if (style !== DEFAULT_STYLE_URL) setStyle(DEFAULT_STYLE_URL)
    else onFail(texts.noWebGl)
  }, [loaded, style, onFail, texts.noWebGl])

  const choose = useCallback(
    (id: string) => {
      const next = id === selectedId ? null : id
      selectedHere.current = next
      focusPopup.current = next !== null
      // A marker pressed here moves nothing: its info window opens at once.
      setIdleFor(next)
      onSelect(next)
    },
    [selectedId, onSelect],
  )

  const close = useCallback(() => {
    const id = selectedId
    onSelect(null)
    focusMarker(wrapper.current, id)
  }, [selectedId, onSelect])

  // A selection from outside (the list, a card beside the map) flies there and opens the popup.
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map || !selected) return
    if (selectedHere.current === selected.id) {
      selectedHere.current = null
      return
    }
    const target = {
      center: [selected.lng, selected.lat] as [number, number],
      zoom: Math.max(focusZoom, map.getZoom()),
    }
    if (prefersReducedMotion()) map.jumpTo(target)
    else map.flyTo({ ...target, duration: 1200 })
  }, [loaded, selected, focusZoom])

  // The popup takes focus when its marker was pressed, so Escape and its close button are at hand.
  useEffect(() => {
    if (!selected || idleFor !== selected.id || !focusPopup.current) return
    focusPopup.current = false
    const frame = requestAnimationFrame(() =>
      wrapper.current?.querySelector<HTMLElement>('[data-map-popup]')?.focus({ preventScroll: true }),
    )
    return () => cancelAnimationFrame(frame)
  }, [selected, idleFor])

  // MapLibre appends each new marker last; keep them in list order, which is the tab order.
  useEffect(() => {
    const container = mapRef.current?.getCanvasContainer()
    if (!container) return
    const elements = Array.from(container.querySelectorAll<HTMLElement>(':scope > .maplibregl-marker'))
    const order = (el: HTMLElement) => Number(el.querySelector('[data-order]')?.getAttribute('data-order') ?? 0)
    const sorted = [...elements].sort((a, b) => order(a) - order(b))
    if (sorted.every((el, i) => el === elements[i])) return
    const active = document.activeElement
    for (const el of sorted) container.appendChild(el)
    if (active instanceof HTMLElement && container.contains(active)) active.focus({ preventScroll: true })
  }, [items])

  const animate = () => !prefersReducedMotion()
  const zoomIn = () => mapRef.current?.zoomIn({ animate: animate() })
  const zoomOut = () => mapRef.current?.zoomOut({ animate: animate() })
  const expand = (clusterId: number, lng: number, lat: number) => {
    const map = mapRef.current
    if (!map) return
    map.easeTo({ center: [lng, lat], zoom: index.expansionZoom(clusterId), animate: animate() })
    // The cluster's button goes away; keyboard users carry on from the map.
    map.getCanvas().focus({ preventScroll: true })
  }

  return (
    <div
      ref={wrapper}
      className="absolute inset-0"
      onKeyDown={(event) => {
        // Escape closes the open popup, from the popup or from anywhere else in the map.
        if (event.key !== 'Escape' || !selected) return
        event.preventDefault()
        close()
      }}
    >
      <Map
        ref={mapRef}
        mapStyle={style}
        initialViewState={
          start.kind === 'bounds'
            ? { bounds: start.bounds, fitBoundsOptions: { padding: FIT_PADDING_PX, maxZoom: start.maxZoom } }
            : { longitude: start.center.lng, latitude: start.center.lat, zoom: start.zoom }
        }
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true }}
        locale={{ 'Map.Title': label, 'Popup.Close': texts.closePopup }}
        dragRotate={false}
        dragPan={draggable}
        pitchWithRotate={false}
        touchPitch={false}
        onLoad={onLoad}
        onError={onError}
        onMoveEnd={readView}
      >
        {items.map((item) => (
          <Marker key={item.key} longitude={item.lng} latitude={item.lat} anchor="center">
            {item.kind === 'marker' ? (
              <MarkerButton
                marker={item.marker}
                order={item.order}
                selected={item.marker.id === selectedId}
                onChoose={choose}
              />
            ) : (
              <ClusterButton
                count={item.count}
                order={item.order}
                texts={texts}
                onExpand={() => expand(item.clusterId, item.lng, item.lat)}
              />
            )}
          </Marker>
        ))}
        {selected && idleFor === selected.id ? (
          <Popup
            key={selected.id}
            longitude={selected.lng}
            latitude={selected.lat}
            // No fixed anchor: MapLibre turns the popup to stay inside the map (a marker near
            // an edge of a phone's narrow map would otherwise cut it off).
            offset={MARKER_SIZE_PX / 2 + 6}
            closeButton={false}
            closeOnClick={false}
            focusAfterOpen={false}
            maxWidth="20rem"
            className="z-10"
          >
            <PopupCard marker={selected} texts={texts} onClose={close} action={popupAction} />
          </Popup>
        ) : null}
      </Map>
      {loaded ? <ZoomButtons texts={texts} onZoomIn={zoomIn} onZoomOut={zoomOut} /> : null}
    </div>
  )
}
