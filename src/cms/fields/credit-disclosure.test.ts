import { describe, expect, it } from 'vitest'
import { unconfirmedConflicts } from './credit-disclosure'

describe('saving a site’s credit disclosure settings', () => {
  it('needs no confirmation for what the market’s rules allow', () => {
    expect(unconfirmedConflicts('hedin-se', { warning: 'profile', showExample: true }, false)).toBeNull()
    // Norway and the UK may switch their optional warning either way.
    expect(unconfirmedConflicts('hedin-no', { warning: 'off' }, false)).toBeNull()
    expect(unconfirmedConflicts('hedin-uk', { warning: 'on' }, false)).toBeNull()
  })

  it('names the rule an editor’s change goes against, until it is confirmed', () => {
    const warningOff = unconfirmedConflicts('hedin-fi', { warning: 'off' }, false)
    expect(warningOff).toContain('Directive (EU) 2023/2225 Article 8(1)')
    expect(warningOff).toContain('FI market')
    expect(unconfirmedConflicts('hedin-uk', { showExample: false }, false)).toContain('CONC 3.5.5R')
    expect(unconfirmedConflicts('hedin-no', { hiddenFields: ['apr'] }, false)).toContain('Finansavtaleloven')
    expect(unconfirmedConflicts('hedin-fi', { warning: 'off' }, true)).toBeNull()
  })

  it('judges by the market the settings choose, else the site’s inventory', () => {
    // hedin-uk set to follow the Swedish profile: turning the warning off now breaks a rule.
    expect(unconfirmedConflicts('hedin-uk', { market: 'SE', warning: 'off' }, false)).toContain('Article 8(1)')
    // A site without cars and no market chosen has no rules to break.
    expect(unconfirmedConflicts('charge-se', { warning: 'off' }, false)).toBeNull()
  })
})
