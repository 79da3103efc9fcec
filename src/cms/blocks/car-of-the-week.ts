import type { Block } from 'payload'

/** Spec 2 section 2.5: a carousel of the cars flagged car of the week in the vehicles index. */
export const carOfTheWeekBlock: Block = {
  slug: 'carOfTheWeek',
  interfaceName: 'CarOfTheWeekBlock',
  labels: { singular: 'Car of the week', plural: 'Car of the week' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: "The dictionary's 'carOfTheWeek' text when empty." } },
    { name: 'text', type: 'textarea' },
  ],
}
