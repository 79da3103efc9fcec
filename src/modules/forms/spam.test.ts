import { describe, expect, it } from 'vitest'
import { spamReason } from './spam'

describe('spamReason', () => {
  const human = { honeypot: '', fillMs: 45_000 }

  it('lets a form filled by a person through', () => {
    expect(spamReason(human, 3_000)).toBeNull()
    expect(spamReason({ ...human, fillMs: 3_000 }, 3_000)).toBeNull()
    // The trap holding only what a browser might leave there is still empty.
    expect(spamReason({ ...human, honeypot: '  ' }, 3_000)).toBeNull()
  })

  it('catches a filled trap whatever the time', () => {
    expect(spamReason({ ...human, honeypot: 'https://cheap-pills.example' }, 3_000)).toBe('honeypot')
    expect(spamReason({ honeypot: 'x', fillMs: 10 }, 3_000)).toBe('honeypot')
  })

  it('catches a form sent faster than a person can fill it, or without saying how long it took', () => {
    expect(spamReason({ ...human, fillMs: 2_999 }, 3_000)).toBe('too_fast')
    expect(spamReason({ ...human, fillMs: 0 }, 3_000)).toBe('too_fast')
    expect(spamReason({ ...human, fillMs: undefined }, 3_000)).toBe('no_fill_time')
  })

  it('takes no minimum when the minimum is zero', () => {
    expect(spamReason({ ...human, fillMs: 0 }, 0)).toBeNull()
  })
})
