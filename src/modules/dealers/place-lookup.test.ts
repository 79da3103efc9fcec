import { describe, expect, it } from 'vitest'
import type { Place } from '@/providers/places'
import { namesPlace } from './place-lookup'

const place = (name: string, kind: Place['kind']): Place => ({
  placeId: name,
  name,
  label: name,
  kind,
  country: 'SE',
  lat: 0,
  lng: 0,
})

describe('namesPlace', () => {
  it('takes a town or postcode the visitor typed, with or without accents and spaces', () => {
    expect(namesPlace('goteborg', place('Göteborg', 'city'))).toBe(true)
    expect(namesPlace('75320', place('753 20', 'postcode'))).toBe(true)
  })

  it('leaves a word that only resembles a place, or a dealer, to the keyword search', () => {
    expect(namesPlace('Volvo', place('Volda', 'city'))).toBe(false)
    expect(namesPlace('Barkarby', place('Barkarby', 'dealer'))).toBe(false)
  })
})
