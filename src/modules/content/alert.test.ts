import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../themes/themes'
import {
  ALERT_SCHEMES,
  ALERT_TYPES,
  HIDE_ALERT_MAX_AGE_SECONDS,
  hideAlertCookie,
  isAlertHidden,
  isDismissible,
  visibleAlert,
} from './alert'

const light = {
  enabled: true,
  type: 'Light',
  title: 'Vinterkampanj',
  text: 'Vinterhjul på köpet',
  icon: 'CampaignAlert',
}

describe('visibleAlert', () => {
  it('shows an enabled message with a type and a title or text', () => {
    expect(visibleAlert(light)).toEqual({
      type: 'Light',
      title: 'Vinterkampanj',
      text: 'Vinterhjul på köpet',
      icon: 'CampaignAlert',
      dismissible: true,
    })
    expect(visibleAlert({ ...light, title: '' })?.text).toBe('Vinterhjul på köpet')
    expect(visibleAlert({ ...light, text: null })?.title).toBe('Vinterkampanj')
  })

  it('hides a disabled message, and one whose enabled flag is missing', () => {
    expect(visibleAlert({ ...light, enabled: false })).toBeNull()
    expect(visibleAlert({ ...light, enabled: null })).toBeNull()
    expect(visibleAlert({ ...light, enabled: undefined })).toBeNull()
  })

  it('hides a message without a type or with an unknown one', () => {
    expect(visibleAlert({ ...light, type: '' })).toBeNull()
    expect(visibleAlert({ ...light, type: null })).toBeNull()
    expect(visibleAlert({ ...light, type: 'light' })).toBeNull()
  })

  it('hides a message whose title and text are both empty or blank', () => {
    expect(visibleAlert({ ...light, title: '', text: '' })).toBeNull()
    expect(visibleAlert({ ...light, title: '  ', text: '\n' })).toBeNull()
    expect(visibleAlert({ ...light, title: null, text: undefined })).toBeNull()
  })

  it('renders nothing for missing or malformed fields', () => {
    expect(visibleAlert(null)).toBeNull()
    expect(visibleAlert(undefined)).toBeNull()
    expect(visibleAlert({ enabled: true, type: 'Dark', title: 42 as unknown as string })).toBeNull()
  })

  it('drops an unknown icon but keeps the message', () => {
    expect(visibleAlert({ ...light, icon: 'Rocket' })?.icon).toBeNull()
    expect(visibleAlert({ ...light, icon: 'WarningAlert' })?.icon).toBe('WarningAlert')
  })

  it('lets the visitor hide every type but Warning', () => {
    expect(ALERT_TYPES.filter(isDismissible)).toEqual(['Dark', 'Light', 'Neutral'])
    for (const type of ['Dark', 'Light', 'Neutral']) expect(visibleAlert({ ...light, type }, true)).toBeNull()
    const warning = visibleAlert({ ...light, type: 'Warning' }, true)
    expect(warning?.type).toBe('Warning')
    expect(warning?.dismissible).toBe(false)
  })
})

describe('hideAlert cookie', () => {
  it('lasts one day on the whole site', () => {
    expect(HIDE_ALERT_MAX_AGE_SECONDS).toBe(86_400)
    expect(hideAlertCookie(false)).toBe('hideAlert=true; Max-Age=86400; Path=/; SameSite=Lax')
    expect(hideAlertCookie(true)).toBe('hideAlert=true; Max-Age=86400; Path=/; SameSite=Lax; Secure')
  })

  it('counts any non-empty value as a dismissal', () => {
    expect(isAlertHidden('true')).toBe(true)
    expect(isAlertHidden('1')).toBe(true)
    expect(isAlertHidden('')).toBe(false)
    expect(isAlertHidden(undefined)).toBe(false)
    expect(isAlertHidden(null)).toBe(false)
  })
})

describe('alert colour schemes', () => {
  it('are four distinct backgrounds, each with text of at least AA contrast', () => {
    expect(new Set(ALERT_TYPES.map((type) => ALERT_SCHEMES[type].bg)).size).toBe(4)
    for (const type of ALERT_TYPES) {
      const { fg, bg } = ALERT_SCHEMES[type]
      expect(contrastRatio(fg, bg), type).toBeGreaterThanOrEqual(4.5)
    }
  })
})
