import type { GroupField } from 'payload'
import { EXAMPLE_FIELDS, MARKETS, ruleConflicts, type Market } from '@/modules/finance/disclosure/profiles'
import { siteDisclosure } from '@/modules/cars/card-options'
import { CREDIT_WARNING_CHOICES } from '@/modules/sites/site'

type Choices = {
  market?: Market | null
  warning?: (typeof CREDIT_WARNING_CHOICES)[number] | null
  showExample?: boolean | null
  hiddenFields?: (typeof EXAMPLE_FIELDS)[number][] | null
}

/**
 * Why these choices may not be saved without the editor's confirmation: the rules of the site's
 * market they would go against, named; null when they go against none or are confirmed.
 */
export function unconfirmedConflicts(
  siteName: string | undefined,
  choices: Choices,
  confirmed: boolean,
): string | null {
  // The same reading of the choices as the pages make (modules/cars/card-options).
  const disclosure = siteDisclosure({ name: siteName ?? '', creditDisclosure: choices })
  if (!disclosure || confirmed) return null
  const market = disclosure.profile.market
  const conflicts = ruleConflicts(disclosure.profile, disclosure.settings)
  if (conflicts.length === 0) return null
  const what = conflicts.map((conflict) =>
    conflict.kind === 'field'
      ? `hiding "${conflict.field}" (${conflict.rule.citation})`
      : `switching off the ${conflict.kind} (${conflict.rule.citation})`,
  )
  return (
    `These settings go against the ${market} market's rules: ${what.join('; ')}. ` +
    'Tick the confirmation to save them anyway; pages keep showing what the rules require.'
  )
}

/** A site's credit disclosure settings (issue 16): its market profile and the editor's choices. */
export const creditDisclosureField: GroupField = {
  name: 'creditDisclosure',
  label: 'Credit disclosure',
  type: 'group',
  admin: {
    description:
      'Which market’s credit advertising rules the site follows: the warning beside monthly prices and the representative example. Texts are in the dictionary (credit…).',
  },
  fields: [
    {
      name: 'market',
      type: 'select',
      options: [...MARKETS],
      admin: { description: 'Empty: the market of the site’s car inventory.' },
    },
    {
      name: 'warning',
      type: 'select',
      defaultValue: 'profile',
      options: [
        { label: 'As the market’s rules say', value: 'profile' },
        { label: 'Always show', value: 'on' },
        { label: 'Do not show', value: 'off' },
      ] satisfies { label: string; value: (typeof CREDIT_WARNING_CHOICES)[number] }[],
    },
    { name: 'showExample', type: 'checkbox', defaultValue: true, label: 'Show the representative example' },
    {
      name: 'hiddenFields',
      type: 'select',
      hasMany: true,
      options: [...EXAMPLE_FIELDS],
      admin: { description: 'Lines of the representative example this site leaves out.' },
    },
    {
      name: 'confirmRules',
      type: 'checkbox',
      defaultValue: false,
      label: 'I confirm these settings, although they go against the rules named',
      validate: (value, { data, siblingData }) =>
        unconfirmedConflicts((data as { name?: string }).name, siblingData as Choices, value === true) ?? true,
    },
  ],
}
