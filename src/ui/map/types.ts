/**
 * The reusable map's data. Everything a server component passes is plain data: a marker's popup
 * is described by its title, lines and link instead of a render function.
 */

export type MapMarker = {
  id: string
  lat: number
  lng: number
  title: string
  /** Lines under the title in the popup (address, opening hours, ...). */
  lines?: string[]
  /** A link at the foot of the popup (the dealer's or the charging point's page). */
  href?: string
  /** The link's text; the title when unset. */
  linkLabel?: string
}

/** The map's words, from the site dictionary. */
export type MapTexts = {
  /** Google's script failed ('Failed to load Google Maps API'). */
  mapsLoadError: string
  /** The browser cannot draw the map (no WebGL) or the map style failed to load. */
  noWebGl: string
  zoomIn: string
  zoomOut: string
  /** The heading / name of the list of markers beside the map. */
  markerList: string
  closePopup: string
  /** A cluster's accessible name, '{count} places'. */
  cluster: string
}

export type LatLng = { lat: number; lng: number }

/** Points the map fits itself to whenever `key` changes (a search answered, a blank submit). */
export type MapFit = { key: number; points: LatLng[] }

/** A button at the foot of the info window, e.g. the locator's 'Show more' to the list on mobile. */
export type PopupAction = {
  label: string
  onAction: (id: string) => void
  /** Extra classes: 'lg:hidden' shows it on small screens only. */
  className?: string
}

export type MapProps = {
  markers: MapMarker[]
  /** Where the map looks when there are no markers. */
  center: LatLng
  zoom: number
  /** A MapLibre style URL (vector tiles); unset, the embedded offline basemap. */
  styleUrl?: string | null
  /** A browser key for Google Maps; set, Google draws the map instead of MapLibre. */
  googleApiKey?: string | null
  /** The selected marker, when the caller controls the selection. */
  selectedId?: string | null
  onSelect?: (id: string | null) => void
  /** Zoom when showing one marker (spec: 12). */
  focusZoom?: number
  /** Fitting the markers never zooms in closer than this (spec: 13). */
  maxFitZoom?: number
  fit?: MapFit | null
  popupAction?: PopupAction | null
  /** Whether dragging pans the map (default); the locator's map moves by zoom buttons and keys. */
  draggable?: boolean
  /** CSS height of the map, reserved before it loads (no layout shift). */
  height?: string
  texts: MapTexts
  /** The accessible name of the map region. */
  label: string
}

/** What a canvas (MapLibre or Google) gets from MapSlot. */
export type CanvasProps = Required<Pick<MapProps, 'markers' | 'center' | 'zoom' | 'focusZoom' | 'maxFitZoom'>> &
  Pick<MapProps, 'styleUrl' | 'googleApiKey' | 'texts' | 'label' | 'fit' | 'popupAction' | 'draggable'> & {
    selectedId: string | null
    onSelect: (id: string | null) => void
    /** The canvas cannot draw: MapSlot shows `message` and the list. */
    onFail: (message: string) => void
  }
