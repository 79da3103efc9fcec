import { describe, expect, it } from 'vitest'
import { brandChangeTags } from './brand-tags'

describe('brandChangeTags', () => {
  it('expires the brand logo table', () => {
    expect(brandChangeTags()).toEqual(['brands'])
  })
})
