/** Spec 1 section 9: map constants. */
export const DEFAULT_ZOOM = 10
export const FOCUS_ZOOM = 12
export const MAX_FIT_ZOOM = 13
export const MARKER_SIZE_PX = 28
export const TOOLTIP_MAX_CHARS = 288
/** Default centre when a map has neither markers nor a centre of its own. */
export const DEFAULT_CENTER = { lat: 52.54, lng: 12.37 } as const
export const DEFAULT_STYLE_URL = '/api/maps/style'
/** Padding around the markers when fitting the map to them, in CSS pixels. */
export const FIT_PADDING_PX = 48

/** MapLibre's web worker, served by the app (a module worker: the path ends in .mjs). */
export const WORKER_PATH = '/api/maps/maplibre-worker.mjs'
