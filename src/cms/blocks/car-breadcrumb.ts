import type { Block } from 'payload'

/** Crumbs come from the page path; the block only has display options. */
export const carBreadcrumbBlock: Block = {
  slug: 'carBreadcrumb',
  interfaceName: 'CarBreadcrumbBlock',
  labels: { singular: 'Car breadcrumb', plural: 'Car breadcrumbs' },
  fields: [
    {
      name: 'structuredData',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Adds BreadcrumbList structured data for search engines' },
    },
  ],
}
