import { z } from 'zod'
import { distanceKm } from '@/modules/geo/haversine'
import {
  isPlaceCountry,
  PLACE_COUNTRIES,
  type Place,
  type PlaceCountry,
  type PlaceKind,
  type PlacesProvider,
} from './types'

/** A Google call is worth waiting 2 s for; past that the gazetteer answers instead. */
export const GOOGLE_TIMEOUT_MS = 2_000

export class PlacesUpstreamError extends Error {
  constructor(
    readonly code: 'UPSTREAM_UNREACHABLE' | 'UPSTREAM_STATUS' | 'UPSTREAM_INVALID',
    message: string,
  ) {
    super(message)
    this.name = 'PlacesUpstreamError'
  }
}

const location = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })

/** Google's status values that mean "answered"; every other one (REQUEST_DENIED, …) is a failure. */
const ANSWERED = new Set(['OK', 'ZERO_RESULTS'])

const geocodeResponseSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z.array(
    z.object({
      place_id: z.string().min(1).max(1000),
      formatted_address: z.string().max(1000),
      types: z.array(z.string()).default([]),
      geometry: z.object({ location }),
      address_components: z
        .array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }))
        .default([]),
    }),
  ),
})
type GeocodeResult = z.infer<typeof geocodeResponseSchema>['results'][number]

const autocompleteResponseSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  predictions: z.array(
    z.object({
      place_id: z.string().min(1).max(1000),
      description: z.string().max(1000),
      structured_formatting: z.object({ main_text: z.string().max(1000) }).optional(),
    }),
  ),
})

export type PlacesLog = { warn: (details: Record<string, unknown>, message: string) => void }

export type GooglePlacesOptions = {
  /** The server key: sent to Google only, never logged or answered. */
  key: string
  /** https://maps.googleapis.com, or a stand-in in tests. */
  baseUrl: string
  /** Answers whenever Google fails, times out or answers something unexpected. */
  fallback: PlacesProvider
  log: PlacesLog
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * Google's Geocoding API and Place Autocomplete, with the embedded gazetteer behind them: any
 * failure is logged as a warning (without the key) and answered by the fallback, so a visitor
 * never sees an error because Google did not answer.
 */
export function googlePlaces(options: GooglePlacesOptions): PlacesProvider {
  const base = options.baseUrl.replace(/\/+$/, '')
  const request = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? GOOGLE_TIMEOUT_MS
  const redact = (text: string) => text.split(options.key).join('[key]')

  async function call<S extends z.ZodType<{ status: string; error_message?: string }>>(
    api: string,
    params: Record<string, string | undefined>,
    schema: S,
  ): Promise<z.output<S>> {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(params)) if (value) query.set(name, value)
    query.set('key', options.key)
    let response: Response
    try {
      response = await request(`${base}/maps/api/${api}/json?${query}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      })
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      throw new PlacesUpstreamError('UPSTREAM_UNREACHABLE', `google ${api} unreachable (${redact(reason)})`)
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      throw new PlacesUpstreamError('UPSTREAM_STATUS', `google ${api} answered HTTP ${response.status}`)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new PlacesUpstreamError('UPSTREAM_INVALID', `google ${api} answered something other than JSON`)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new PlacesUpstreamError(
        'UPSTREAM_INVALID',
        `google ${api} answer: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
      )
    }
    const { status, error_message: detail } = parsed.data
    if (!ANSWERED.has(status)) {
      const suffix = detail ? ` (${redact(detail).slice(0, 200)})` : ''
      throw new PlacesUpstreamError('UPSTREAM_STATUS', `google ${api} status ${status.slice(0, 40)}${suffix}`)
    }
    return parsed.data
  }

  const geocodeCall = (params: Record<string, string | undefined>) => call('geocode', params, geocodeResponseSchema)

  async function withFallback(operation: string, upstream: () => Promise<Place[]>, fallback: () => Promise<Place[]>) {
    try {
      return await upstream()
    } catch (error) {
      const message = error instanceof Error ? redact(error.message) : 'unknown failure'
      options.log.warn({ operation, reason: message }, 'google places failed; answering from the embedded gazetteer')
      return fallback()
    }
  }

  return {
    suggest(q, suggestOptions) {
      return withFallback(
        'suggest',
        async () => {
          const countries = suggestOptions.country ? [suggestOptions.country] : PLACE_COUNTRIES
          const { predictions } = await call(
            'place/autocomplete',
            {
              input: q,
              components: countries.map((code) => `country:${code.toLowerCase()}`).join('|'),
              language: suggestOptions.lang,
            },
            autocompleteResponseSchema,
          )
          // Autocomplete gives no position: each prediction kept is placed by its place id.
          const picked = predictions.slice(0, suggestOptions.limit)
          const placed = await Promise.all(
            picked.map(async (prediction) => {
              const { results } = await geocodeCall({ place_id: prediction.place_id, language: suggestOptions.lang })
              const result = results[0]
              const place = result && toPlace(result)
              if (!place) return null
              return {
                ...place,
                placeId: `g:${prediction.place_id}`,
                name: prediction.structured_formatting?.main_text || place.name,
                label: prediction.description,
              }
            }),
          )
          return placed.filter((place): place is Place => place !== null)
        },
        () => options.fallback.suggest(q, suggestOptions),
      )
    },
    geocode(q, geocodeOptions = {}) {
      return withFallback(
        'geocode',
        async () => {
          const { results } = await geocodeCall({
            address: q,
            components: geocodeOptions.country ? `country:${geocodeOptions.country}` : undefined,
            language: geocodeOptions.lang,
          })
          return results.map(toPlace).filter((place): place is Place => place !== null)
        },
        () => options.fallback.geocode(q, geocodeOptions),
      )
    },
    reverse(lat, lng, reverseOptions = {}) {
      return withFallback(
        'reverse',
        async () => {
          const { results } = await geocodeCall({ latlng: `${lat},${lng}`, language: reverseOptions.lang })
          return results
            .map(toPlace)
            .filter((place): place is Place => place !== null)
            .map((place) => ({ ...place, distanceKm: Math.round(distanceKm({ lat, lng }, place) * 100) / 100 }))
        },
        () => options.fallback.reverse(lat, lng, reverseOptions),
      )
    },
  }
}

/** A geocoding result as a place; null outside our five markets. */
function toPlace(result: GeocodeResult): Place | null {
  const country = result.address_components.find((part) => part.types.includes('country'))?.short_name ?? ''
  if (!isPlaceCountry(country)) return null
  return {
    placeId: `g:${result.place_id}`,
    name: result.address_components[0]?.long_name || result.formatted_address.split(',')[0]!.trim(),
    label: result.formatted_address,
    kind: kindOf(result.types),
    country: country as PlaceCountry,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
  }
}

function kindOf(types: readonly string[]): PlaceKind {
  if (types.includes('postal_code') || types.includes('postal_code_prefix')) return 'postcode'
  if (types.some((type) => ['street_address', 'route', 'premise', 'subpremise', 'establishment'].includes(type)))
    return 'address'
  return 'city'
}
