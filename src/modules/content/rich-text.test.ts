import { describe, expect, it } from 'vitest'
import { paragraphsToRichText } from './rich-text'

describe('rich text from paragraphs', () => {
  it('makes one paragraph node per non-empty paragraph', () => {
    const state = paragraphsToRichText(['Första stycket.', '  ', 'Andra stycket.'])
    expect(state.root.children).toHaveLength(2)
    expect(state.root.children[0]?.children[0]?.text).toBe('Första stycket.')
  })
  it('keeps the text of every paragraph in order', () => {
    const texts = paragraphsToRichText(['A', 'B']).root.children.map((p) => p.children.map((c) => c.text).join(''))
    expect(texts).toEqual(['A', 'B'])
  })
})
