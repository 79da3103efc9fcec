import type { CollectionConfig } from 'payload'
import { BRAND_THEMES, SITE_FONT_KEYS } from '@/modules/themes/themes'
import { languageOptions } from '../fields/language'
import { creditDisclosureField } from '../fields/credit-disclosure'
import { secretField, staffOnly } from '../fields/secret'
import { isHttpsUrl } from '@/modules/sites/site'
import { cacheTags } from '@/lib/cache-tags'
import { revalidateOnChange } from '../hooks/revalidate'

const revalidate = revalidateOnChange<{ name: string }>((doc, prev) => [
  cacheTags.sites,
  cacheTags.site(doc.name),
  ...(prev ? [cacheTags.site(prev.name)] : []),
])

const pathField = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  validate: (v: unknown) => (typeof v === 'string' && v.startsWith('/') ? true : 'A path starts with /'),
})

export const Sites: CollectionConfig = {
  slug: 'sites',
  access: { read: () => true },
  admin: { useAsTitle: 'label', group: 'Sites', defaultColumns: ['label', 'name', 'defaultLanguage', 'theme'] },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Technical name, also the local host name: <name>.localhost' },
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9-]+$/.test(v) ? true : 'Lower-case letters, digits and dashes',
    },
    { name: 'label', type: 'text', required: true },
    { name: 'hostNames', type: 'text', hasMany: true, admin: { description: 'Public host names, without port' } },
    {
      name: 'redirectHosts',
      label: 'Redirect hosts',
      type: 'text',
      hasMany: true,
      admin: { description: "Other host names redirect rules may send visitors to (https), beside the site's own" },
    },
    {
      name: 'redirectWwwToBare',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'www.<host> answers 301 to the bare host' },
    },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Serves requests whose host matches no site' },
    },
    {
      name: 'allowIndexing',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'robots.txt lets search engines in' },
    },
    { name: 'languages', type: 'select', hasMany: true, required: true, options: languageOptions },
    { name: 'defaultLanguage', type: 'select', required: true, options: languageOptions },
    {
      name: 'titleTemplate',
      type: 'text',
      required: true,
      defaultValue: '%s',
      validate: (v: unknown) => (typeof v === 'string' && v.includes('%s') ? true : 'The template must contain %s'),
    },
    { name: 'gtmId', label: 'GTM id', type: 'text' },
    {
      name: 'purchaseEmail',
      label: 'Purchase mailbox',
      type: 'email',
      admin: { description: 'Receives the sell-car form’s leads (car purchase and trade-in)' },
    },
    {
      name: 'paths',
      type: 'group',
      fields: [
        pathField('carList', 'Path to car list'),
        pathField('carDetail', 'Path to car detail'),
        pathField('siteDetail', 'Site-detail path'),
        pathField('search', 'Search URL'),
        {
          name: 'kits',
          label: 'Kits tool path',
          type: 'text',
          validate: (v: unknown) =>
            v == null || v === '' || (typeof v === 'string' && v.startsWith('/')) ? true : 'A path starts with /',
          admin: { description: 'The internal accessory-kit tool (dealer staff only, never cached); empty: none' },
        },
      ],
    },
    { name: 'theme', type: 'select', required: true, defaultValue: 'default', options: [...BRAND_THEMES] },
    {
      name: 'font',
      type: 'select',
      required: true,
      defaultValue: 'inter',
      options: [...SITE_FONT_KEYS],
    },
    {
      name: 'map',
      type: 'group',
      fields: [
        secretField('apiKey', {
          label: 'Server API key (geocoding)',
          description:
            'Google key for geocoding and places, used by the server only and never sent to browsers. Leave empty to use the embedded place search.',
        }),
        {
          name: 'browserApiKey',
          type: 'text',
          label: 'Browser map key',
          // Sent only in the pages that draw a Google map; the CMS's public APIs never list it,
          // so nobody collects every site's key from one request.
          access: { read: staffOnly },
          admin: {
            description:
              'Google Maps key sent to visitors’ browsers to draw the map; anyone can read it. Use a separate key from the server key and restrict it in the Google Cloud console by HTTP referrer to this site’s host names, and to the Maps JavaScript API only. Leave empty to draw maps with MapLibre.',
          },
        },
        {
          name: 'styleUrl',
          type: 'text',
          label: 'Map style URL (vector tiles)',
          validate: (value: unknown) =>
            value === null || value === undefined || value === '' || isHttpsUrl(value)
              ? true
              : 'An https:// URL of a MapLibre style (style.json)',
          admin: {
            description:
              'A MapLibre style with vector tiles (for example PMTiles) for this site’s maps. Leave empty to use MAP_STYLE_URL, or the embedded offline map.',
          },
        },
        { name: 'defaultLatitude', type: 'number', required: true, defaultValue: 52.54 },
        { name: 'defaultLongitude', type: 'number', required: true, defaultValue: 12.37 },
        { name: 'defaultZoomLevel', type: 'number', required: true, defaultValue: 10 },
      ],
    },
    creditDisclosureField,
    {
      name: 'flags',
      label: 'Variant flags',
      type: 'group',
      fields: [
        { name: 'autosOnShow', type: 'checkbox', defaultValue: false, label: 'Autos On Show viewer (UK)' },
        { name: 'dealerFinance', type: 'checkbox', defaultValue: false, label: 'Dealer finance quotes (UK)' },
        { name: 'deductibleVatTag', type: 'checkbox', defaultValue: false, label: 'Deductible-VAT tag' },
        { name: 'connectedCarNotice', type: 'checkbox', defaultValue: false, label: 'Connected-car 2G/3G notice' },
        {
          name: 'hideSmartLoanEffectiveRate',
          type: 'checkbox',
          defaultValue: false,
          label: 'Hide smart loan effective rate and residual value',
        },
        { name: 'hideLatestCars', type: 'checkbox', defaultValue: false, label: 'Hide latest cars on dealer pages' },
        {
          name: 'hideCarNotFoundListLink',
          type: 'checkbox',
          defaultValue: false,
          label: 'Hide car list link on car-not-found page',
        },
      ],
    },
  ],
}
