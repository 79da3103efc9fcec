import { describe, expect, it } from 'vitest'
import { paragraphsToRichText, richTextToPlain } from './rich-text'

describe('rich text from paragraphs', () => {
  it('makes one paragraph node per non-empty paragraph', () => {
    const state = paragraphsToRichText(['Första stycket.', '  ', 'Andra stycket.'])
    expect(state.root.children).toHaveLength(2)
    expect(state.root.children[0]?.children[0]?.text).toBe('Första stycket.')
  })
  it('round-trips to plain text', () => {
    expect(richTextToPlain(paragraphsToRichText(['A', 'B']))).toBe('A\n\nB')
    expect(richTextToPlain(null)).toBe('')
  })
})
