import type { Block } from 'payload'
import { DEFAULT_CAR_SERVICES, DEFAULT_MC_SERVICES } from '@/modules/forms/service-request-rules'

/**
 * The form blocks of issue 23: the sell-car form, the Norwegian service request and embedded
 * forms (CMS form builder or Jotform). Their texts are dictionary entries; what an editor sets
 * here is what differs per page.
 */

export const sellCarFormBlock: Block = {
  slug: 'sellCarForm',
  interfaceName: 'SellCarFormBlock',
  labels: { singular: 'Sell-car form', plural: 'Sell-car forms' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      admin: { description: 'Leave empty for the dictionary’s sellCarHeading' },
    },
    { name: 'showValuation', type: 'checkbox', defaultValue: true, label: 'Offer the instant valuation' },
    { name: 'allowPhotos', type: 'checkbox', defaultValue: true, label: 'Let visitors add up to 6 photos' },
  ],
}

const serviceList = (name: string, defaults: readonly string[], description: string) => ({
  name,
  type: 'array' as const,
  admin: { description },
  defaultValue: defaults.map((label) => ({ label })),
  fields: [{ name: 'label', type: 'text' as const, required: true }],
})

export const serviceRequestFormBlock: Block = {
  slug: 'serviceRequestForm',
  interfaceName: 'ServiceRequestFormBlock',
  labels: { singular: 'Service request (Norway)', plural: 'Service requests (Norway)' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    serviceList('carServices', DEFAULT_CAR_SERVICES, 'The service checkboxes for cars (11 by default)'),
    serviceList('mcServices', DEFAULT_MC_SERVICES, 'The service checkboxes for motorcycles (3 by default)'),
    {
      name: 'motorcycleDealer',
      type: 'text',
      admin: { description: 'Site id of the one dealer that services motorcycles (?type=mc)' },
    },
  ],
}

export const embeddedFormBlock: Block = {
  slug: 'embeddedForm',
  interfaceName: 'EmbeddedFormBlock',
  labels: { singular: 'Embedded form', plural: 'Embedded forms' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'formUrl',
      type: 'text',
      admin: {
        description:
          'The form’s URL; its last path segment is the form id: /forms/<id> for a form built under Forms, or a Jotform URL (numeric id) when JOTFORM_API_KEY is set.',
      },
    },
  ],
}
