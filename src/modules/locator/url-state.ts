import { parseGeocoord } from '../geo/parse-geocoord'
import type { LatLng } from '../geo/haversine'
import { hasFilters, type LocationFilters } from './filters'
import { clampShow, LIST_INITIAL } from './paging'
import { CONNECTORS, MIN_POWERS, type Connector, type MinPower } from './types'

/**
 * The locator page's state in its URL (shareable, back-button safe, readable without
 * JavaScript): `q`, `near=lat,lng`, `show`, `connector`, `minPower`, `open=now`, `location`,
 * `view=list`. A page never fails on its query: bad values are ignored, `show` is clamped.
 */
export type LocatorState = LocationFilters & {
  q: string
  near: LatLng | null
  show: number
  location: string | null
  listOnly: boolean
}

export type QueryInput = Record<string, string | string[] | undefined> | URLSearchParams

export const MAX_QUERY_CHARS = 100

/** The query parameters of the locator's state (the page cache keeps them in its key). */
export const LOCATOR_PARAMS = ['q', 'near', 'show', 'connector', 'minPower', 'open', 'location', 'view'] as const
export const isLocatorParam = (key: string): boolean => (LOCATOR_PARAMS as readonly string[]).includes(key)
const ID = /^[\w.:*-]{1,100}$/

function all(input: QueryInput, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key)
  const value = input[key]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}
const first = (input: QueryInput, key: string): string | undefined => all(input, key)[0]

export const isConnector = (value: string): value is Connector => (CONNECTORS as readonly string[]).includes(value)
export const toMinPower = (value: string | undefined): MinPower | null => {
  const power = Number(value)
  return (MIN_POWERS as readonly number[]).includes(power) ? (power as MinPower) : null
}

export function decodeLocatorState(input: QueryInput): LocatorState {
  const q = (first(input, 'q') ?? '').trim()
  const connectors = [
    ...new Set(
      all(input, 'connector')
        .flatMap((v) => v.split(','))
        .filter(isConnector),
    ),
  ]
  const location = first(input, 'location')?.trim() ?? ''
  return {
    q: q.length <= MAX_QUERY_CHARS ? q : '',
    near: parseGeocoord(first(input, 'near')),
    show: clampShow(first(input, 'show')),
    connectors: CONNECTORS.filter((c) => connectors.includes(c)),
    minPower: toMinPower(first(input, 'minPower')),
    openNow: first(input, 'open') === 'now',
    location: ID.test(location) ? location : null,
    listOnly: first(input, 'view') === 'list',
  }
}

/** The query string of a state (defaults left out), '' or '?…'. */
export function encodeLocatorState(state: Partial<LocatorState>): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.near) params.set('near', `${round6(state.near.lat)},${round6(state.near.lng)}`)
  for (const connector of state.connectors ?? []) params.append('connector', connector)
  if (state.minPower) params.set('minPower', String(state.minPower))
  if (state.openNow) params.set('open', 'now')
  if (state.show && state.show > LIST_INITIAL) params.set('show', String(state.show))
  if (state.location) params.set('location', state.location)
  if (state.listOnly) params.set('view', 'list')
  // A comma needs no escape in a query: '?near=59.33,18.07' reads as it is shared.
  const query = params.toString().replaceAll('%2C', ',')
  return query ? `?${query}` : ''
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/** The state with one connector chip switched on or off (the list starts again at 20). */
export function toggleConnector(state: LocatorState, connector: Connector): LocatorState {
  const connectors = state.connectors.includes(connector)
    ? state.connectors.filter((c) => c !== connector)
    : CONNECTORS.filter((c) => c === connector || state.connectors.includes(c))
  return { ...state, connectors, show: LIST_INITIAL, location: null }
}

export function toggleMinPower(state: LocatorState, power: MinPower): LocatorState {
  return { ...state, minPower: state.minPower === power ? null : power, show: LIST_INITIAL, location: null }
}

export function toggleOpenNow(state: LocatorState): LocatorState {
  return { ...state, openNow: !state.openNow, show: LIST_INITIAL, location: null }
}

export const filtersOf = (state: LocatorState): LocationFilters => ({
  connectors: state.connectors,
  minPower: state.minPower,
  openNow: state.openNow,
})

export const stateHasFilters = (state: LocatorState): boolean => hasFilters(filtersOf(state))
