import { CODE_LENGTH } from './types'

/**
 * The four code boxes (spec 3 section 5) as a pure reducer: a digit fills the box and moves on
 * (and clears the shown error), Backspace clears and moves back, arrows move, a paste keeps the
 * first 4 digits. The widget renders `digits` and focuses `focus`.
 */

export type CodeState = { digits: string[]; focus: number }
export type CodeAction =
  | { type: 'input'; index: number; value: string }
  | { type: 'backspace'; index: number }
  | { type: 'left'; index: number }
  | { type: 'right'; index: number }
  | { type: 'paste'; text: string }
  | { type: 'reset' }

export const emptyCode = (): CodeState => ({ digits: Array<string>(CODE_LENGTH).fill(''), focus: 0 })

const clamp = (i: number) => Math.max(0, Math.min(CODE_LENGTH - 1, i))

export function codeReducer(state: CodeState, action: CodeAction): CodeState {
  switch (action.type) {
    case 'input': {
      const digit = action.value.replace(/\D/g, '').slice(-1)
      if (!digit) return state
      const digits = [...state.digits]
      digits[action.index] = digit
      return { digits, focus: clamp(action.index + 1) }
    }
    case 'backspace': {
      const digits = [...state.digits]
      if (digits[action.index]) {
        digits[action.index] = ''
        return { digits, focus: clamp(action.index - 1) }
      }
      const previous = clamp(action.index - 1)
      digits[previous] = ''
      return { digits, focus: previous }
    }
    case 'left':
      return { ...state, focus: clamp(action.index - 1) }
    case 'right':
      return { ...state, focus: clamp(action.index + 1) }
    case 'paste': {
      const pasted = action.text.replace(/\D/g, '').slice(0, CODE_LENGTH).split('')
      if (!pasted.length) return state
      const digits = Array.from({ length: CODE_LENGTH }, (_, i) => pasted[i] ?? '')
      return { digits, focus: clamp(pasted.length) }
    }
    case 'reset':
      return emptyCode()
  }
}

export const codeOf = (state: CodeState) => state.digits.join('')
export const codeComplete = (state: CodeState) => /^\d{4}$/.test(codeOf(state))
