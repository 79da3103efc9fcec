import { describe, expect, it } from 'vitest'
import { formFieldErrors } from './field-rules'
import { sellCarFormSchema } from './sell-car'
import { sellCarSubmitBlocked } from './sell-car-rules'

const valid = {
  regno: 'abc-123',
  milage: '12 000',
  customerName: 'Åsa',
  customerPhone: '070-123 45 67',
  customerEmail: 'a@example.se',
  selectedOption: 'sell',
}

describe('the sell-car form', () => {
  const schema = sellCarFormSchema('SE')

  it('normalises the plate (no spaces or hyphens, upper case) and reads the mileage as a whole number', () => {
    expect(schema.parse(valid)).toMatchObject({
      regno: 'ABC123',
      milage: 12_000,
      customerPhone: '+46701234567',
      other: '',
      photos: [],
    })
    expect(schema.parse({ ...valid, regno: ' ab 12 ', milage: 0 })).toMatchObject({ regno: 'AB12', milage: 0 })
    // What the browser checked is what it sends: the output parses again to itself.
    const parsed = schema.parse(valid)
    expect(schema.parse(parsed)).toEqual(parsed)
  })

  it.each([
    [{ regno: 'A' }, { regno: 'formRegnoInvalid' }],
    [{ regno: 'ABCDEFGH' }, { regno: 'formRegnoInvalid' }],
    [{ regno: 'ÅÄÖ123' }, { regno: 'formRegnoInvalid' }],
    [{ milage: '-1' }, { milage: 'formMilageInvalid' }],
    [{ milage: '1.5' }, { milage: 'formMilageInvalid' }],
    [{ selectedOption: undefined }, { selectedOption: 'sellCarOptionRequired' }],
    [{ selectedOption: 'lease' }, { selectedOption: 'sellCarOptionRequired' }],
    [{ photos: ['1', '2', '3', '4', '5', '6', '7'] }, { photos: 'invalidInput' }],
  ])('refuses %j', (change, errors) => {
    expect(formFieldErrors(schema.safeParse({ ...valid, ...change }).error!)).toEqual(errors)
  })

  it('blocks the submit while name, phone or email is empty', () => {
    expect(sellCarSubmitBlocked(valid)).toBe(false)
    expect(sellCarSubmitBlocked({ ...valid, customerName: ' ' })).toBe(true)
    expect(sellCarSubmitBlocked({ ...valid, customerPhone: '' })).toBe(true)
    expect(sellCarSubmitBlocked({ ...valid, customerEmail: '' })).toBe(true)
  })
})
