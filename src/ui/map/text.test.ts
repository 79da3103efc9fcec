import { describe, expect, it } from 'vitest'
import { truncate, withCount } from './text'

describe('truncate', () => {
  it('keeps short texts', () => {
    expect(truncate('Hedin Bil Kalmar')).toBe('Hedin Bil Kalmar')
    expect(truncate('x'.repeat(288))).toHaveLength(288)
  })
  it('cuts at 288 characters with an ellipsis', () => {
    const cut = truncate('a'.repeat(300))
    expect(Array.from(cut)).toHaveLength(288)
    expect(cut.endsWith('…')).toBe(true)
  })
  it('counts characters, not UTF-16 units', () => {
    expect(truncate('😀😀😀', 3)).toBe('😀😀😀')
    expect(truncate('😀😀😀😀', 3)).toBe('😀😀…')
  })
})

describe('withCount', () => {
  it('fills the count', () => {
    expect(withCount('{count} places', 12)).toBe('12 places')
    expect(withCount('{count} st', 3)).toBe('3 st')
  })
})
