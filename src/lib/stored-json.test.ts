import { describe, expect, it } from 'vitest'
import { parseStoredJson } from './stored-json'

describe('parseStoredJson', () => {
  it('reads stored JSON, and answers null for nothing kept or text that is not JSON', () => {
    expect(parseStoredJson('["11000006"]')).toEqual(['11000006'])
    expect(parseStoredJson('"toggle"')).toBe('toggle')
    for (const raw of [null, undefined, '', '[1,', 'undefined']) expect(parseStoredJson(raw)).toBeNull()
  })
})
