import {
  BRAND_PARAM,
  MODEL_PARAM,
  RADIUS_CHOICES,
  clearFacet,
  paramKind,
  setNear,
  toggleFilterValue,
  type ListState,
} from './list-state'

/**
 * No dead ends (spec 2 section 4, a search with no cars): the nearest searches that do find
 * cars, each one click away. A search is relaxed one step at a time: one filter value dropped,
 * one range widened or dropped, the keyphrase dropped; the steps that find cars are offered,
 * those finding the most first.
 */

export type Relaxation =
  | { kind: 'drop'; param: string; value: string }
  | { kind: 'widen'; param: string; from: [number, number]; to: [number, number] }
  | { kind: 'keyphrase'; keyphrase: string }
  | { kind: 'radius'; from: number; to: number }
  | { kind: 'near' }

export type RelaxedSearch = { state: ListState; count: number; relaxation: Relaxation }

export type DidYouMean = { text: string; state: ListState; count: number }

export type ListRescue = { didYouMean: DidYouMean | null; relaxed: RelaxedSearch[] }

/** At most this many relaxed searches are counted, and this many offered. */
const MAX_COUNTED = 12
export const MAX_OFFERED = 4
/** A range is widened by this share of each bound (years by two years). */
const WIDEN = 0.25
const WIDEN_YEARS = 2

/** Rounds to two significant digits, away from the range: 312 500 -> 320 000. */
function nice(value: number, direction: 'up' | 'down'): number {
  if (value === 0) return 0
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1)
  const round = direction === 'up' ? Math.ceil : Math.floor
  return round(value / magnitude) * magnitude
}

function widened(param: string, [low, high]: [number, number]): [number, number] {
  if (param === 'car_year') return [low - WIDEN_YEARS, high + WIDEN_YEARS]
  return [Math.max(0, nice(low * (1 - WIDEN), 'down')), nice(high * (1 + WIDEN), 'up')]
}

/** Every one-step relaxation of a state, in the order of its chips, the keyphrase last. */
export function relaxationsOf(state: ListState): { state: ListState; relaxation: Relaxation }[] {
  const out: { state: ListState; relaxation: Relaxation }[] = []
  for (const [param, values] of Object.entries(state.filters)) {
    if (paramKind(param) === 'range') {
      const from = values.map(Number) as [number, number]
      const to = widened(param, from)
      if (to[0] !== from[0] || to[1] !== from[1]) {
        out.push({
          state: { ...state, filters: { ...state.filters, [param]: to.map(String) }, page: 0 },
          relaxation: { kind: 'widen', param, from, to },
        })
      }
      out.push({
        state: clearFacet(state, param),
        relaxation: { kind: 'drop', param, value: values.join('-') },
      })
      continue
    }
    for (const value of values) {
      // A model is dropped alone; dropping its brand drops it too, which the brand's step does.
      if (param === BRAND_PARAM && (state.filters[MODEL_PARAM] ?? []).some((m) => m.startsWith(`${value}>`))) continue
      out.push({ state: toggleFilterValue(state, param, value), relaxation: { kind: 'drop', param, value } })
    }
  }
  if (state.near) {
    const { near } = state
    const wider = RADIUS_CHOICES.find((radius) => radius > near.radius)
    if (wider !== undefined) {
      out.push({
        state: { ...state, near: { ...near, radius: wider }, page: 0 },
        relaxation: { kind: 'radius', from: near.radius, to: wider },
      })
    }
    out.push({ state: setNear(state, null), relaxation: { kind: 'near' } })
  }
  if (state.keyphrase) {
    out.push({
      state: { ...state, keyphrase: '', page: 0 },
      relaxation: { kind: 'keyphrase', keyphrase: state.keyphrase },
    })
  }
  return out
}

/**
 * The rescue of a state with no cars: `count` tells how many cars a state finds, `suggest` a
 * likely meant text for the keyphrase (or null).
 */
export async function rescueOf(
  state: ListState,
  count: (state: ListState) => Promise<number>,
  suggest: (keyphrase: string) => Promise<{ text: string; state: ListState } | null>,
): Promise<ListRescue> {
  const steps = relaxationsOf(state).slice(0, MAX_COUNTED)
  const [counts, suggestion] = await Promise.all([
    Promise.all(steps.map((step) => count(step.state))),
    state.keyphrase ? suggest(state.keyphrase) : Promise.resolve(null),
  ])
  const relaxed = steps
    .map((step, i) => ({ ...step, count: counts[i]! }))
    .filter((step) => step.count > 0)
    // Stable: equal counts keep the chips' order.
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_OFFERED)
  let didYouMean: DidYouMean | null = null
  if (suggestion) {
    const found = await count(suggestion.state)
    if (found > 0) didYouMean = { ...suggestion, count: found }
  }
  return { didYouMean, relaxed }
}
