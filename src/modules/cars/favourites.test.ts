import { describe, expect, it } from 'vitest'
import {
  favouritesKey,
  favouritesQuery,
  MAX_FAVOURITES,
  mergeFavourites,
  parseFavourites,
  toggleFavourite,
} from './favourites'

describe('favourites', () => {
  it('keeps one list per site', () => {
    expect(favouritesKey('hedin-se')).not.toBe(favouritesKey('hedin-no'))
  })

  it('reads stored ids and drops what is not one', () => {
    expect(parseFavourites('["12","12","x y","<b>",7,"34"]')).toEqual(['12', '34'])
    expect(parseFavourites('{"a":1}')).toEqual([])
    expect(parseFavourites('not json')).toEqual([])
    expect(parseFavourites(null)).toEqual([])
  })

  it('saves a car first and takes a saved one out', () => {
    expect(toggleFavourite(['1'], '2')).toEqual(['2', '1'])
    expect(toggleFavourite(['2', '1'], '2')).toEqual(['1'])
    expect(toggleFavourite(['1'], 'bad id')).toEqual(['1'])
  })

  it('keeps at most the maximum, dropping the oldest', () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => String(i))
    const next = toggleFavourite(full, 'new')
    expect(next).toHaveLength(MAX_FAVOURITES)
    expect(next[0]).toBe('new')
    expect(next).not.toContain(String(MAX_FAVOURITES - 1))
  })

  it('asks the list for exactly the saved cars, without facets', () => {
    const query = favouritesQuery('hedin-se', 'sv', ['1', '2'])
    expect(query.getAll('car_id')).toEqual(['1', '2'])
    expect(query.get('facets')).toBe('0')
  })
})

describe('mergeFavourites', () => {
  it('adds what the account has, keeps the browser order first and drops repeats', () => {
    expect(mergeFavourites(['3', '1'], ['1', '2'], [])).toEqual(['1', '2', '3'])
  })
  it('keeps out what this browser removed since the last sync, keeps what another device added', () => {
    expect(mergeFavourites(['1', '2', '4'], ['1'], ['1', '2'])).toEqual(['1', '4'])
  })
  it('caps the list and drops ids that are not ids', () => {
    const many = Array.from({ length: 60 }, (_, i) => String(i))
    expect(mergeFavourites(many, ['x y', 'a'], [])).toHaveLength(MAX_FAVOURITES)
    expect(mergeFavourites(['<b>'], ['a'], [])).toEqual(['a'])
  })
})
