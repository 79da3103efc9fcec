import { NO_SITE } from '../cars/list-near'
import { conditionPreset, decodeListState, searchFilters, type NearState } from '../cars/list-state'
import { MAX_LIMIT, type SearchRequest, type SearchResponse } from '../search/contract'
import { createMemoryEngine } from '../search/engines/memory'
import { createSearchService } from '../search/service'
import { createMemoryStore } from '../search/store/memory-store'
import { LOOKBACK_MS, type StoredAlert } from './types'

/**
 * Which new cars an alert's saved search matches. The search is the car list's own: its list
 * state becomes the same filters, keyphrase and condition preset (modules/cars/list-state), run
 * by the same search service within the site's scope, over an index of only the candidate cars
 * (those published lately). So an alert lists exactly the cars its list would show, and 10,000
 * alerts cost 10,000 small queries over a thousand cars, not over the whole inventory.
 */

export type AlertToMatch = Pick<StoredAlert, 'id' | 'site' | 'query' | 'condition' | 'createdAt' | 'sentCarIds'> & {
  /** when the job last looked for new cars for it (its frequency's last run), if ever */
  checkedAt: Date | null
}

export type SiteSearch = (siteName: string, request: SearchRequest) => Promise<SearchResponse>

export type AlertMatch = {
  /** the new matching cars' ids, newest first */
  ids: string[]
}

/**
 * The earliest publish date that counts as new for an alert: a day before its last check (a feed
 * may bring a car late), never before the search was saved.
 */
export function alertSince(alert: Pick<AlertToMatch, 'createdAt' | 'checkedAt'>): number {
  const created = alert.createdAt.getTime()
  return alert.checkedAt ? Math.max(created, alert.checkedAt.getTime() - LOOKBACK_MS) : created
}

/** The request of an alert's saved search, as the car list sends it for its state. */
export async function alertRequest(
  alert: Pick<AlertToMatch, 'query' | 'condition'>,
  sitesNear?: (near: NearState) => Promise<readonly string[]>,
): Promise<SearchRequest> {
  const state = decodeListState(new URLSearchParams(alert.query))
  const filters = searchFilters(state, conditionPreset(alert.condition))
  if (state.near) {
    const ids = sitesNear ? await sitesNear(state.near) : []
    filters.car_site_id = ids.length ? [...ids] : [NO_SITE]
  }
  return {
    index: 'cars',
    filters,
    keyphrase: state.keyphrase || undefined,
    fields: ['car_id', 'car_publishdate'],
    limit: MAX_LIMIT,
  }
}

/** The cars of `response` that are new for the alert: published since it last looked, never sent. */
export function newForAlert(alert: AlertToMatch, response: Pick<SearchResponse, 'content'>): string[] {
  const since = alertSince(alert)
  const sent = new Set(alert.sentCarIds)
  const ids: string[] = []
  for (const doc of response.content) {
    const id = String(doc.car_id)
    const published = typeof doc.car_publishdate === 'string' ? Date.parse(doc.car_publishdate) : NaN
    if (Number.isFinite(published) && published >= since && !sent.has(id)) ids.push(id)
  }
  return ids
}

/** The new matching cars of one alert, searched with `search` (a site's whole inventory or candidates). */
export async function matchAlert(
  search: SiteSearch,
  alert: AlertToMatch,
  sitesNear?: (near: NearState) => Promise<readonly string[]>,
): Promise<AlertMatch> {
  const response = await search(alert.site, await alertRequest(alert, sitesNear))
  return { ids: newForAlert(alert, response) }
}

export type CandidateIndex = { search: SiteSearch; close: () => Promise<void> }

/**
 * A search service over just these car documents (the candidates of one job run). Identical saved
 * searches, which are common, are answered once from its cache.
 */
export async function candidateIndex(cars: readonly Record<string, unknown>[]): Promise<CandidateIndex> {
  const store = createMemoryStore()
  const upserts = cars.map((car) => ({ id: String(car.car_id), json: JSON.stringify(car) }))
  for (let start = 0; start < upserts.length; start += 1000) {
    await store.write('cars', { upserts: upserts.slice(start, start + 1000), deletes: [] })
  }
  const engine = await createMemoryEngine(store, { pollMs: 24 * 60 * 60 * 1000, pageSize: 1000 })
  const errors: unknown[] = []
  const service = createSearchService({
    engine: async () => engine,
    logger: { error: (details) => errors.push(details) },
    cacheMs: 0,
  })
  // Many alerts save the same search: each distinct one is answered once per run (the service's
  // own cache is sized for pages of 24 cars, not for answers of a thousand ids).
  const answers = new Map<string, Promise<SearchResponse>>()
  return {
    search: async (siteName, request) => {
      const key = JSON.stringify([siteName, request])
      let answer = answers.get(key)
      if (!answer) answers.set(key, (answer = service.searchForSite(siteName, request)))
      const response = await answer
      // The candidates' engine failing is not "no new cars": the run stops and tries again later.
      if (errors.length) throw new Error('the candidate cars could not be searched')
      return response
    },
    close: () => engine.close(),
  }
}

/** Every alert's new matching cars among `cars`, by alert id (alerts with none are left out). */
export async function matchAlerts(
  alerts: readonly AlertToMatch[],
  cars: readonly Record<string, unknown>[],
  sitesNear?: (site: string, near: NearState) => Promise<readonly string[]>,
): Promise<Map<string, AlertMatch>> {
  const matches = new Map<string, AlertMatch>()
  if (!alerts.length || !cars.length) return matches
  const index = await candidateIndex(cars)
  try {
    for (const alert of alerts) {
      const near = sitesNear ? (state: NearState) => sitesNear(alert.site, state) : undefined
      const match = await matchAlert(index.search, alert, near)
      if (match.ids.length) matches.set(alert.id, match)
    }
  } finally {
    await index.close()
  }
  return matches
}
