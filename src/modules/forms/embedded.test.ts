import { describe, expect, it } from 'vitest'
import { builtFormValuesSchema, flattenJotformAnswers, formIdFromUrl, type BuiltField } from './embedded'
import { formFieldErrors } from './field-rules'

describe('formIdFromUrl', () => {
  it.each([
    ['https://form.jotform.com/241234567890123', '241234567890123'],
    ['https://form.jotform.com/241234567890123/', '241234567890123'],
    ['/forms/3', '3'],
    ['/forms/3?utm=x#top', '3'],
    ['https://example.com/embed/contact-form', 'contact-form'],
  ])('takes the last path segment of %s', (url, id) => {
    expect(formIdFromUrl(url)).toBe(id)
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    'https://form.jotform.com/',
    '/forms/<script>',
    '/forms/a%20b',
    `/forms/${'x'.repeat(65)}`,
  ])('has none for %j (the block shows Missing FormId)', (url) => {
    expect(formIdFromUrl(url)).toBeNull()
  })
})

const FIELDS: BuiltField[] = [
  { blockType: 'text', name: 'name', label: 'Namn', required: true },
  { blockType: 'email', name: 'email', label: 'E-post', required: true },
  { blockType: 'select', name: 'topic', required: true, options: [{ label: 'Bilköp', value: 'bilkop' }] },
  { blockType: 'textarea', name: 'message', required: false },
  { blockType: 'number', name: 'age', required: false },
  { blockType: 'checkbox', name: 'terms', required: true },
  { blockType: 'message' },
]

describe('builtFormValuesSchema', () => {
  const schema = builtFormValuesSchema(FIELDS)

  it('takes exactly the form’s fields, each by its type', () => {
    expect(
      schema.parse({ name: ' Åsa ', email: 'a@example.se', topic: 'bilkop', message: '', age: '42', terms: true }),
    ).toEqual({ name: 'Åsa', email: 'a@example.se', topic: 'bilkop', message: '', age: 42, terms: true })
  })

  it('answers a dictionary key per wrong field, and refuses fields the form does not have', () => {
    const result = schema.safeParse({ name: '', email: 'nope', topic: 'other', age: 'x', terms: false, extra: 1 })
    expect(formFieldErrors(result.error!)).toEqual({
      name: 'formValueRequired',
      email: 'formEmailInvalid',
      topic: 'invalidInput',
      age: 'invalidInput',
      terms: 'formValueRequired',
      // a field the form does not have makes the whole body wrong
      body: 'invalidInput',
    })
  })
})

describe('flattenJotformAnswers', () => {
  it('flattens content[0].answers to text fields by question name', () => {
    expect(
      flattenJotformAnswers({
        '1': { name: 'heading', type: 'control_head', text: 'Kontakt' },
        '3': { name: 'fullName', type: 'control_fullname', answer: { first: 'Åsa', last: 'Öberg' } },
        '4': { name: 'email', type: 'control_email', answer: 'a@example.se' },
        '5': { name: 'topics', answer: ['Bilköp', 'Service'] },
        '6': { type: 'control_textarea', answer: 'Hej' },
        '7': { name: 'date', answer: { day: '01', month: '12', year: '2026' }, prettyFormat: '01-12-2026' },
        '8': { name: 'submit', type: 'control_button' },
      }),
    ).toEqual({
      fullName: 'Åsa Öberg',
      email: 'a@example.se',
      topics: 'Bilköp, Service',
      q6: 'Hej',
      date: '01-12-2026',
    })
    expect(flattenJotformAnswers(null)).toEqual({})
    expect(flattenJotformAnswers('x')).toEqual({})
  })
})
