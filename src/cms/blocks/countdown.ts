import type { Block } from 'payload'
import { linkField } from '../fields/link'

export const countdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Countdown', plural: 'Countdowns' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
    {
      name: 'target',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'The moment the countdown reaches zero' },
    },
    {
      name: 'units',
      type: 'select',
      hasMany: true,
      defaultValue: ['days', 'hours', 'minutes', 'seconds'],
      options: [
        { label: 'Years', value: 'years' },
        { label: 'Days', value: 'days' },
        { label: 'Hours', value: 'hours' },
        { label: 'Minutes', value: 'minutes' },
        { label: 'Seconds', value: 'seconds' },
      ],
      admin: { description: 'The largest unit shown takes all time above it; none chosen shows days to seconds' },
    },
    { name: 'endedText', type: 'text', admin: { description: 'Shown below the zeros once the time has passed' } },
    linkField(),
  ],
}
