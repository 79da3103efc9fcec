'use client'

import {
  AdvancedMarker,
  APIProvider,
  InfoWindow,
  Map,
  type MapCameraChangedEvent,
  useMap,
} from '@vis.gl/react-google-maps'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { prefersReducedMotion } from '@/ui/browser-hooks'
import { initialView, markerBounds } from './bounds'
import { type BBox, createClusterIndex, paddedBBox } from './clusters'
import { FIT_PADDING_PX, MARKER_SIZE_PX } from './constants'
import { ClusterButton, focusMarker, MarkerButton, PopupCard, ZoomButtons } from './parts'
import type { CanvasProps } from './types'

/**
 * Advanced markers need a map ID; Google's demo ID draws the default look. A site that wants its
 * own cloud styling would pass its own ID.
 */
const MAP_ID = 'DEMO_MAP_ID'

type View = { bbox: BBox; zoom: number }

/** The map drawn by Google Maps, for a site with a browser key. Loaded lazily by MapSlot. */
export function GoogleMapCanvas(props: CanvasProps) {
  const { googleApiKey, onFail, texts } = props
  if (!googleApiKey) return null
  return (
    <APIProvider apiKey={googleApiKey} onError={() => onFail(texts.mapsLoadError)}>
      <GoogleMapInner {...props} />
    </APIProvider>
  )
}

function GoogleMapInner({
  markers,
  center,
  zoom,
  selectedId,
  onSelect,
  focusZoom,
  maxFitZoom,
  texts,
  label,
  fit,
  popupAction,
  draggable = true,
}: CanvasProps) {
  const map = useMap()
  // The info window opens once the map is idle (spec 1 section 4).
  const [idle, setIdle] = useState(true)
  const wrapper = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<View | null>(null)
  const selectedHere = useRef<string | null>(null)
  // The info window takes focus when its marker was pressed here.
  const [focusInfo, setFocusInfo] = useState(false)

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

  const onCamera = useCallback((event: MapCameraChangedEvent) => {
    const { north, south, east, west } = event.detail.bounds
    setView({ bbox: [west, south, east, north], zoom: event.detail.zoom })
  }, [])

  const choose = useCallback(
    (id: string) => {
      const next = id === selectedId ? null : id
      selectedHere.current = next
      setFocusInfo(next !== null)
      onSelect(next)
    },
    [selectedId, onSelect],
  )
  const close = useCallback(() => {
    const id = selectedId
    onSelect(null)
    focusMarker(wrapper.current, id)
  }, [selectedId, onSelect])

  useEffect(() => {
    if (!map || !selected) return
    if (selectedHere.current === selected.id) {
      selectedHere.current = null
      return
    }
    const position = { lat: selected.lat, lng: selected.lng }
    setIdle(false)
    map.setZoom(Math.max(focusZoom, map.getZoom() ?? 0))
    if (prefersReducedMotion()) map.setCenter(position)
    else map.panTo(position)
  }, [map, selected, focusZoom])

  const fitKey = fit?.key
  useEffect(() => {
    const bounds = fit ? markerBounds(fit.points) : null
    if (!map || !bounds) return
    const [[west, south], [east, north]] = bounds
    if (west === east && south === north) {
      map.setCenter({ lat: south, lng: west })
      map.setZoom(focusZoom)
    } else map.fitBounds({ west, south, east, north }, FIT_PADDING_PX)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fit runs when its key changes
  }, [map, fitKey])

  const zoomBy = (delta: number) => map?.setZoom((map.getZoom() ?? zoom) + delta)

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
        mapId={MAP_ID}
        style={{ width: '100%', height: '100%' }}
        {...(start.kind === 'bounds'
          ? {
              defaultBounds: {
                west: start.bounds[0][0],
                south: start.bounds[0][1],
                east: start.bounds[1][0],
                north: start.bounds[1][1],
                padding: FIT_PADDING_PX,
              },
            }
          : { defaultCenter: start.center, defaultZoom: start.zoom })}
        maxZoom={22}
        disableDefaultUI
        keyboardShortcuts
        gestureHandling={draggable ? 'cooperative' : 'none'}
        clickableIcons={false}
        onCameraChanged={onCamera}
        onIdle={(event) => {
          setIdle(true)
          // Fitting never zooms in closer than the maximum fit zoom.
          const z = event.map.getZoom()
          if (z !== undefined && z > maxFitZoom && (start.kind === 'bounds' || fit) && !selected) {
            event.map.setZoom(maxFitZoom)
          }
        }}
        aria-label={label}
      >
        {items.map((item) => (
          <AdvancedMarker
            key={item.key}
            position={{ lat: item.lat, lng: item.lng }}
            anchorLeft="-50%"
            anchorTop="-50%"
            zIndex={item.order}
          >
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
                onExpand={() => {
                  map?.setCenter({ lat: item.lat, lng: item.lng })
                  map?.setZoom(index.expansionZoom(item.clusterId))
                }}
              />
            )}
          </AdvancedMarker>
        ))}
        {selected && idle ? (
          <InfoWindow
            key={selected.id}
            position={{ lat: selected.lat, lng: selected.lng }}
            pixelOffset={[0, -MARKER_SIZE_PX / 2]}
            headerContent={<strong>{selected.title}</strong>}
            shouldFocus={focusInfo}
            onCloseClick={close}
          >
            <PopupCard marker={selected} texts={texts} onClose={close} headerless action={popupAction} />
          </InfoWindow>
        ) : null}
      </Map>
      <ZoomButtons texts={texts} onZoomIn={() => zoomBy(1)} onZoomOut={() => zoomBy(-1)} />
    </div>
  )
}
