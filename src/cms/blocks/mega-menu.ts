import type { ArrayField, Block, Field } from 'payload'
import { imageField } from '../fields/image'
import { validateLinkUrl } from '../fields/link'

// The third level's tables sit deep in the page and version tables; the default enum names
// ('enum__pages_v_blocks_mega_menu_items_children_children_button_type') pass Postgres' 63
// character limit, so the enums get shorter names derived from their table.
const shortEnum =
  (suffix: string) =>
  ({ tableName }: { tableName?: string }) =>
    `enum_${tableName ?? 'mega_menu'}_${suffix}`

/** Mega menu item (spec 1 section 3): Title, Url, Type, ButtonType, TopSelected, HideInNavigation, ImageUrl, Children. */
function itemFields(level: number): Field[] {
  const fields: Field[] = [
    { name: 'title', type: 'text', required: true },
    {
      name: 'url',
      type: 'text',
      validate: validateLinkUrl,
      admin: { description: 'A site path (/kop-bil) or a full address' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          enumName: shortEnum('kind'),
          defaultValue: 'Link',
          options: [
            { label: 'Link', value: 'Link' },
            { label: 'CTA button', value: 'CTAButton' },
          ],
          admin: { description: 'CTA buttons go at the end of the bar (top level only) and need a URL' },
        },
        {
          name: 'buttonType',
          type: 'select',
          enumName: shortEnum('btn'),
          defaultValue: 'primary',
          options: ['primary', 'secondary', 'outline'],
          admin: { condition: (_, sibling) => sibling?.type === 'CTAButton' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        ...(level === 1
          ? [
              {
                name: 'topSelected',
                type: 'checkbox',
                admin: {
                  description:
                    'Shown as the selected section of the bar when the visitor’s page is not under another top item',
                },
              } satisfies Field,
            ]
          : []),
        { name: 'hideInNavigation', type: 'checkbox' },
      ],
    },
    {
      ...imageField('image'),
      admin: { description: 'Shown when the list it is in has more than 4 items, or on screens wider than 1500 px' },
    },
  ]
  if (level < 3) fields.push(childrenField(level + 1))
  return fields
}

function childrenField(level: number): ArrayField {
  return {
    // Two nested arrays both named 'children' give the database layer two relations of one name
    // in the group table, so a group's links are 'links'.
    name: level === 3 ? 'links' : 'children',
    type: 'array',
    labels: level === 2 ? { singular: 'Group', plural: 'Groups' } : { singular: 'Link', plural: 'Links' },
    admin: { initCollapsed: true },
    fields: itemFields(level),
  }
}

/** The mega-menu header: a variant of the navigation bar with wide panels, images and CTA buttons. */
export const megaMenuBlock: Block = {
  slug: 'megaMenu',
  interfaceName: 'MegaMenuBlock',
  labels: { singular: 'Mega menu', plural: 'Mega menus' },
  fields: [
    imageField('logo'),
    {
      type: 'row',
      fields: [
        { name: 'logoHeight', type: 'number', defaultValue: 55, min: 16, max: 200 },
        { name: 'logoWidth', type: 'number', defaultValue: 150, min: 16, max: 600 },
      ],
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Top item', plural: 'Top items' },
      fields: itemFields(1),
    },
  ],
}
