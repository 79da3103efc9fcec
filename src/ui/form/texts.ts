import type { Translate } from '@/modules/content/dictionary'
import { FORM_ERROR_KEYS, type FormErrorKey } from '@/modules/forms/field-rules'

/** The field messages every form shows, resolved on the server so the browser ships no dictionary. */
export function formErrorTexts(t: Translate) {
  return Object.fromEntries(FORM_ERROR_KEYS.map((key) => [key, t(key)])) as Record<FormErrorKey, string>
}
export type FormErrorTexts = ReturnType<typeof formErrorTexts>

/** A schema's or the server's message (a dictionary key) as the visitor's text. */
export function errorText(texts: FormErrorTexts, message: string | undefined): string | undefined {
  return message === undefined ? undefined : (texts[message as FormErrorKey] ?? texts.invalidInput)
}
