import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { locationTags } from './location-tags'

const req = (names: Record<number, string>) =>
  ({
    payload: { findByID: vi.fn(async ({ id }: { id: number }) => ({ id, name: names[id] })) },
  }) as unknown as PayloadRequest

describe('locationTags', () => {
  it('expires the locations tag of the location’s site only', async () => {
    expect(await locationTags({ site: { id: 1, name: 'charge-se' } }, undefined, req({}))).toEqual([
      'locations:charge-se',
    ])
    expect(await locationTags({ site: 2 }, { site: 2 }, req({ 2: 'pickup-se' }))).toEqual(['locations:pickup-se'])
  })

  it('expires both sites when a location moves', async () => {
    expect(await locationTags({ site: 1 }, { site: 2 }, req({ 1: 'charge-se', 2: 'hedin-se' }))).toEqual([
      'locations:charge-se',
      'locations:hedin-se',
    ])
  })
})
