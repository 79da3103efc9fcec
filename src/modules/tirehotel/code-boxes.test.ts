import { describe, expect, it } from 'vitest'
import { codeComplete, codeOf, codeReducer, emptyCode, type CodeState } from './code-boxes'

const run = (...actions: Parameters<typeof codeReducer>[1][]): CodeState => actions.reduce(codeReducer, emptyCode())

describe('code boxes', () => {
  it('a digit fills the box and moves on; letters are ignored', () => {
    const state = run({ type: 'input', index: 0, value: '4' }, { type: 'input', index: 1, value: 'x' })
    expect(state).toEqual({ digits: ['4', '', '', ''], focus: 1 })
  })

  it('Backspace clears the box, or the one before when empty, and moves back', () => {
    const filled = run(...'1234'.split('').map((value, index) => ({ type: 'input' as const, index, value })))
    expect(codeComplete(filled)).toBe(true)
    const cleared = codeReducer(filled, { type: 'backspace', index: 3 })
    expect(cleared).toEqual({ digits: ['1', '2', '3', ''], focus: 2 })
    const back = codeReducer({ ...cleared, focus: 3 }, { type: 'backspace', index: 3 })
    expect(back).toEqual({ digits: ['1', '2', '', ''], focus: 2 })
  })

  it('arrows move between boxes and stop at the ends', () => {
    expect(codeReducer(emptyCode(), { type: 'left', index: 0 }).focus).toBe(0)
    expect(codeReducer(emptyCode(), { type: 'right', index: 3 }).focus).toBe(3)
    expect(codeReducer(emptyCode(), { type: 'right', index: 1 }).focus).toBe(2)
  })

  it('a paste keeps the first 4 digits', () => {
    expect(codeOf(run({ type: 'paste', text: 'Din kod: 98-76 54' }))).toBe('9876')
    expect(run({ type: 'paste', text: '12' })).toEqual({ digits: ['1', '2', '', ''], focus: 2 })
    expect(codeComplete(run({ type: 'paste', text: '12' }))).toBe(false)
    expect(run({ type: 'paste', text: 'abc' })).toEqual(emptyCode())
  })
})
