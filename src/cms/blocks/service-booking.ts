import type { Block } from 'payload'

/**
 * The service booking flow (spec 3 section 2.1, issue 21): vehicle and place, services, add-ons,
 * workshop and time, contact details and the confirmation, on the embedded workshop scheduler.
 */
export const serviceBookingBlock: Block = {
  slug: 'serviceBooking',
  interfaceName: 'ServiceBookingBlock',
  labels: { singular: 'Service booking', plural: 'Service bookings' },
  fields: [
    {
      name: 'contactEmail',
      type: 'email',
      required: true,
      defaultValue: 'kundservice@hedin.se',
      admin: { description: 'Shown when services cannot be loaded or no workshop is found.' },
    },
    {
      name: 'damageInspectionUrl',
      type: 'text',
      required: true,
      defaultValue: 'https://www.hedinbil.se/skadeverkstad',
      admin: { description: "The external damage-inspection site 'Skadebesiktning' links to (new tab)." },
    },
    {
      name: 'brandLinks',
      type: 'array',
      admin: { description: 'Direct booking links shown before a car is chosen (BMW, MINI, Porsche, IVECO).' },
      fields: [
        { name: 'brand', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
