import { describe, expect, it } from 'vitest'
import { hasCarInventory } from './site-scopes'

describe('hasCarInventory', () => {
  it('is true for marketplace and brand sites, false for the charging network, the locator and unknown sites', () => {
    expect(['hedin-se', 'hedin-uk', 'brand-no', 'rnautomotive'].map(hasCarInventory)).toEqual([true, true, true, true])
    expect(['charge-se', 'pickup-se', 'nowhere'].map(hasCarInventory)).toEqual([false, false, false])
  })
})
