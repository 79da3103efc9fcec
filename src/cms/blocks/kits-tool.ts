import type { Block } from 'payload'

/**
 * The internal accessory-kit tool (issue 23): placed on the page at the site's kits path. Its
 * content is the kits index and the session in the link; the block itself has no fields.
 */
export const kitsToolBlock: Block = {
  slug: 'kitsTool',
  interfaceName: 'KitsToolBlock',
  labels: { singular: 'Kits tool', plural: 'Kits tools' },
  fields: [],
}
