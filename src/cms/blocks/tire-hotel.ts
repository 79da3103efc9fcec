import type { Block } from 'payload'
import { linkField } from '../fields/link'

/**
 * The tyre hotel (spec 3 section 2.2): one widget whose pages (Search, Login, Validate, LoggedIn,
 * Booking, Confirmation) are states, not routes. The content fields of the spec: the contact
 * mailbox of the footer, the 'Kontakta oss' link (workshop locations), BookService (shown with
 * the not-found message) and TireHotelInformationUrl (next to the package level).
 */
export const tireHotelBlock: Block = {
  slug: 'tireHotel',
  interfaceName: 'TireHotelBlock',
  labels: { singular: 'Tyre hotel', plural: 'Tyre hotels' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'mailbox',
      type: 'email',
      required: true,
      admin: { description: 'Contact mailbox shown in the footer of every step' },
    },
    linkField('contactUs', { localized: true }),
    linkField('bookService', { localized: true }),
    {
      name: 'tireHotelInformationUrl',
      type: 'text',
      admin: { description: 'TireHotelInformationUrl: read more about the tyre packages (optional)' },
    },
  ],
}
