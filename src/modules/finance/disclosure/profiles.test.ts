import { describe, expect, it } from 'vitest'
import { dictionaryEntries } from '../../content/texts/entries'
import {
  MARKETS,
  PROFILES,
  needsExample,
  profileFor,
  ruleConflicts,
  visibleFields,
  warningShown,
  type ExampleField,
} from './profiles'

const keys = new Set(Object.keys(dictionaryEntries))

describe('market profiles', () => {
  it('lists the EU example fields in the directive order, cash price and down payment for car loans', () => {
    for (const market of ['SE', 'FI', 'SK'] as const) {
      expect(profileFor(market).fields).toEqual([
        'borrowingRate',
        'charges',
        'totalCredit',
        'apr',
        'duration',
        'cashPrice',
        'downPayment',
        'totalPayable',
        'instalment',
        'finalPayment',
      ])
    }
  })

  it('lists the UK representative APR first and the optional final payment last', () => {
    const uk = profileFor('UK')
    expect(uk.fields).toEqual([
      'apr',
      'borrowingRate',
      'charges',
      'totalCredit',
      'totalChargeForCredit',
      'downPayment',
      'totalPayable',
      'duration',
      'cashPrice',
      'instalment',
      'finalPayment',
    ])
    expect(uk.labels.apr).toBe('creditFieldRepresentativeApr')
    expect(uk.labels.finalPayment).toBe('creditFieldOptionalFinalPayment')
    expect(uk.totalPayableIncludesDownPayment).toBe(true)
  })

  it("lists Norway's five: effektiv rente, lånebeløp, nedbetalingstid, kostnad, totalt", () => {
    const no = profileFor('NO')
    expect(no.fields).toEqual(['apr', 'totalCredit', 'duration', 'costOfCredit', 'totalPayable'])
    expect(no.fields.map((field) => dictionaryEntries[no.labels[field]].nb)).toEqual([
      'Effektiv rente',
      'Lånebeløp',
      'Nedbetalingstid',
      'Kostnad',
      'Totalt',
    ])
  })

  it('names only dictionary keys, so every text can be changed in the CMS', () => {
    for (const market of MARKETS) {
      const profile = PROFILES[market]
      const named = [profile.warningKey, profile.compactKey, ...Object.values(profile.labels)]
      expect(named.filter((key) => !keys.has(key))).toEqual([])
    }
  })

  it('keeps the Swedish warning and gives Finland its own, without the Swedish regulator in Swedish', () => {
    expect(profileFor('SE').warningKey).toBe('consumerLoanWarning')
    expect(profileFor('FI').warningKey).toBe('creditWarningFi')
    expect(dictionaryEntries.creditWarningFi.sv).not.toContain('hallakonsument')
  })

  it('shows the warning by default in the EU and not in Norway or the UK, which a site may switch on', () => {
    expect(MARKETS.filter((market) => warningShown(PROFILES[market]))).toEqual(['SE', 'FI', 'SK'])
    expect(warningShown(PROFILES.NO, { warningEnabled: true })).toBe(true)
    expect(warningShown(PROFILES.UK, { warningEnabled: true })).toBe(true)
    expect(warningShown(PROFILES.FI, { warningEnabled: false })).toBe(true)
  })

  it('needs the example for a monthly price, an interest rate or any cost figure, and nothing else', () => {
    for (const market of MARKETS) {
      const profile = PROFILES[market]
      expect(needsExample(profile, ['monthlyPrice'])).toBe(true)
      expect(needsExample(profile, ['interestRate'])).toBe(true)
      expect(needsExample(profile, ['costFigure'])).toBe(true)
      expect(needsExample(profile, [])).toBe(false)
    }
  })
})

describe('rule check on an editor change', () => {
  it('lets a site switch the warning on or off where no rule requires it', () => {
    expect(ruleConflicts(PROFILES.NO, { warningEnabled: false })).toEqual([])
    expect(ruleConflicts(PROFILES.UK, { warningEnabled: true })).toEqual([])
  })

  it('names the directive article when an EU site turns off the warning', () => {
    expect(ruleConflicts(PROFILES.SK, { warningEnabled: false })).toEqual([
      { kind: 'warning', rule: { id: 'CCD-8-1', citation: 'Directive (EU) 2023/2225 Article 8(1)' } },
    ])
  })

  it('names the rule when any market turns off its example', () => {
    expect(ruleConflicts(PROFILES.UK, { exampleEnabled: false })[0]).toMatchObject({
      kind: 'example',
      rule: { id: 'CONC-3.5.5R' },
    })
    expect(ruleConflicts(PROFILES.NO, { exampleEnabled: false })[0]).toMatchObject({ kind: 'example' })
  })

  it('names each required field hidden, and allows hiding the optional final payment', () => {
    const hidden: ExampleField[] = ['apr', 'totalPayable', 'finalPayment']
    expect(ruleConflicts(PROFILES.FI, { hiddenFields: hidden })).toEqual([
      { kind: 'field', field: 'apr', rule: PROFILES.FI.requiredFields.apr },
      { kind: 'field', field: 'totalPayable', rule: PROFILES.FI.requiredFields.totalPayable },
    ])
    expect(ruleConflicts(PROFILES.UK, { hiddenFields: ['finalPayment'] })).toEqual([])
  })

  it('never hides a required field from the page, whatever was saved', () => {
    expect(visibleFields(PROFILES.NO, { hiddenFields: ['costOfCredit'] })).toEqual(PROFILES.NO.fields)
    expect(visibleFields(PROFILES.SE, { hiddenFields: ['finalPayment'] })).not.toContain('finalPayment')
  })
})
