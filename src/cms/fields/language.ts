import type { SelectField } from 'payload'
import { LANGUAGES } from '@/modules/sites/languages'

/** The languages a site or dictionary entry can be in, labelled in English for editors. */
export const languageOptions: SelectField['options'] = Object.entries(LANGUAGES).map(([value, l]) => ({
  label: l.englishName,
  value,
}))
