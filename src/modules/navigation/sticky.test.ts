import { describe, expect, it } from 'vitest'
import { showsBarBackground } from './sticky'

describe('showsBarBackground', () => {
  it('shows the background on the home page only after more than 100 px of scrolling', () => {
    expect(showsBarBackground({ sticky: true, home: true, scrollY: 0 })).toBe(false)
    expect(showsBarBackground({ sticky: true, home: true, scrollY: 100 })).toBe(false)
    expect(showsBarBackground({ sticky: true, home: true, scrollY: 101 })).toBe(true)
  })

  it('always shows it on other pages and on bars that are not sticky', () => {
    expect(showsBarBackground({ sticky: true, home: false, scrollY: 0 })).toBe(true)
    expect(showsBarBackground({ sticky: false, home: true, scrollY: 0 })).toBe(true)
  })
})
