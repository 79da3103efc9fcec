import { describe, expect, it } from 'vitest'
import { nonBreakingPhone } from './phone-text'

describe('nonBreakingPhone', () => {
  it('joins the parts of a number so it cannot wrap', () => {
    expect(nonBreakingPhone('08-123 45 67')).toBe('08\u2011123\u00a045\u00a067')
    expect(nonBreakingPhone('+44 20 7946 0000')).toBe('+44\u00a020\u00a07946\u00a00000')
  })
})
