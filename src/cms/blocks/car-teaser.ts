import type { Block, Field } from 'payload'
import {
  CAR_TEASER_DEFAULT_LIMIT,
  CAR_TEASER_MAX_LIMIT,
  CAR_TEASER_MAX_VALUES,
  carTeaserFieldProblem,
  type CarTeaserFields,
} from '@/modules/cars/teaser'

/** The module's check of one query field, as Payload's validate: true, or the problem. */
const checked = (field: keyof CarTeaserFields) => (value: unknown) => carTeaserFieldProblem(field, value) ?? true

const valueList = (name: 'brands' | 'models' | 'fuels', description: string): Field => ({
  name,
  type: 'text',
  hasMany: true,
  maxRows: CAR_TEASER_MAX_VALUES,
  validate: checked(name),
  admin: { description },
})

/**
 * A car teaser (spec 3 section 2.5): a heading, a text, and the cars of a query shown as the car
 * list's cards, with a link to the car list filtered the same way (modules/cars/teaser). The
 * main region is localized as a whole, so every language of a page has its own teaser texts.
 */
export const carTeaserBlock: Block = {
  slug: 'carTeaser',
  interfaceName: 'CarTeaserBlock',
  labels: { singular: 'Car teaser', plural: 'Car teasers' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    valueList('brands', "As the car list's brand filter names them, e.g. BMW, Mercedes-Benz. Empty: every brand."),
    valueList(
      'models',
      'A model (iX1), or a brand and a model (BMW>iX1). A model without its brand belongs to the one brand chosen above.',
    ),
    valueList(
      'fuels',
      "In the words of the site's inventory, as the car list's fuel filter shows them, e.g. El, Diesel.",
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'condition',
          type: 'select',
          defaultValue: 'all',
          required: true,
          options: [
            { label: 'New and used cars', value: 'all' },
            { label: 'New cars', value: 'new' },
            { label: 'Used cars', value: 'used' },
          ],
          validate: checked('condition'),
        },
        {
          name: 'sort',
          type: 'select',
          defaultValue: 'newest',
          required: true,
          options: [
            { label: 'Newest first', value: 'newest' },
            { label: 'Price, lowest first', value: 'car_price_asc' },
            { label: 'Price, highest first', value: 'car_price_desc' },
            { label: 'Mileage, lowest first', value: 'car_mileage_asc' },
            { label: 'Model year, newest first', value: 'car_year_desc' },
          ],
          validate: checked('sort'),
        },
        {
          name: 'limit',
          type: 'number',
          defaultValue: CAR_TEASER_DEFAULT_LIMIT,
          min: 1,
          max: CAR_TEASER_MAX_LIMIT,
          required: true,
          validate: (value: unknown) => (value == null ? 'Enter how many cars to show' : checked('limit')(value)),
          admin: { description: `How many cars, 1 to ${CAR_TEASER_MAX_LIMIT}.`, step: 1 },
        },
      ],
    },
    {
      name: 'dealer',
      type: 'text',
      validate: checked('dealer'),
      admin: {
        description:
          "Only one dealer's cars: its site id (digits, e.g. 1101) or its name as the car list's dealer filter shows it. Empty: every dealer.",
      },
    },
    {
      name: 'seeAllLabel',
      label: "'See all' link text",
      type: 'text',
      required: true,
      admin: { description: 'The link to the car list filtered as this teaser, e.g. "Se alla elbilar i lager".' },
    },
  ],
}
