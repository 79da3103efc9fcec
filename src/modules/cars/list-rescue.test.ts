import { describe, expect, it } from 'vitest'
import { EMPTY_LIST_STATE, listStateKey, type ListState } from './list-state'
import { relaxationsOf, rescueOf } from './list-rescue'

const state: ListState = {
  ...EMPTY_LIST_STATE,
  filters: {
    car_brand: ['Volvo'],
    car_model: ['Volvo>XC60'],
    car_fuel: ['El', 'Diesel'],
    car_price: ['0', '250000'],
    car_year: ['2021', '2023'],
  },
  keyphrase: 'panorama',
  sort: 'car_price_asc',
  page: 2,
}

describe('relaxationsOf', () => {
  it('drops one value, widens or drops one range, drops the keyphrase, each on page 0', () => {
    const steps = relaxationsOf(state)
    expect(steps.map((step) => step.relaxation)).toEqual([
      // The brand with a model chosen is dropped with its model, by the model's step.
      { kind: 'drop', param: 'car_model', value: 'Volvo>XC60' },
      { kind: 'drop', param: 'car_fuel', value: 'El' },
      { kind: 'drop', param: 'car_fuel', value: 'Diesel' },
      { kind: 'widen', param: 'car_price', from: [0, 250_000], to: [0, 320_000] },
      { kind: 'drop', param: 'car_price', value: '0-250000' },
      { kind: 'widen', param: 'car_year', from: [2021, 2023], to: [2019, 2025] },
      { kind: 'drop', param: 'car_year', value: '2021-2023' },
      { kind: 'keyphrase', keyphrase: 'panorama' },
    ])
    for (const step of steps) {
      expect(step.state.page).toBe(0)
      expect(step.state.sort).toBe('car_price_asc')
    }
    expect(steps[1]!.state.filters.car_fuel).toEqual(['Diesel'])
    expect(steps[3]!.state.filters.car_price).toEqual(['0', '320000'])
    expect(steps[7]!.state.keyphrase).toBe('')
    expect(steps[7]!.state.filters).toEqual(state.filters)
  })

  it('has nothing to relax in an empty state', () => {
    expect(relaxationsOf(EMPTY_LIST_STATE)).toEqual([])
  })
})

describe('rescueOf', () => {
  it('offers the steps that find cars, most first, and a suggestion that finds cars', async () => {
    const counts = new Map<string, number>()
    const steps = relaxationsOf(state)
    steps.forEach((step, i) => counts.set(listStateKey(step.state), [0, 4, 9, 2, 9, 0, 1, 0][i]!))
    const suggested: ListState = { ...state, keyphrase: '', filters: { car_brand: ['Volvo'] } }
    counts.set(listStateKey(suggested), 30)
    const rescue = await rescueOf(
      state,
      async (next) => counts.get(listStateKey(next)) ?? 0,
      async (keyphrase) => (keyphrase === 'panorama' ? { text: 'volvo', state: suggested } : null),
    )
    expect(rescue.relaxed.map((step) => [step.relaxation.kind, step.count])).toEqual([
      ['drop', 9],
      ['drop', 9],
      ['drop', 4],
      ['widen', 2],
    ])
    expect(rescue.relaxed[0]!.relaxation).toEqual({ kind: 'drop', param: 'car_fuel', value: 'Diesel' })
    expect(rescue.didYouMean).toEqual({ text: 'volvo', state: suggested, count: 30 })
  })

  it('leaves out a suggestion that finds nothing', async () => {
    const rescue = await rescueOf(
      state,
      async () => 0,
      async () => ({ text: 'x', state: EMPTY_LIST_STATE }),
    )
    expect(rescue).toEqual({ didYouMean: null, relaxed: [] })
  })
})
