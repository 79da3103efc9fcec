// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { VISITOR_ATTRIBUTES, VISITOR_STATE_SCRIPT } from './visitor-state'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

function run() {
  // The script as the browser gets it: its source text, evaluated on its own.
  new Function(VISITOR_STATE_SCRIPT)()
  const root = document.documentElement
  return {
    decided: root.hasAttribute(VISITOR_ATTRIBUTES.consentDecided),
    alertHidden: root.hasAttribute(VISITOR_ATTRIBUTES.alertHidden),
  }
}

describe('visitor state script', () => {
  afterEach(() => {
    clearCookies()
    document.documentElement.removeAttribute(VISITOR_ATTRIBUTES.consentDecided)
    document.documentElement.removeAttribute(VISITOR_ATTRIBUTES.alertHidden)
  })

  it('marks nothing for a first-time visitor', () => {
    expect(run()).toEqual({ decided: false, alertHidden: false })
  })

  it('marks an answered consent and a dismissed alert', () => {
    document.cookie = 'consent=v1.s0.m1; Path=/'
    document.cookie = 'hideAlert=true; Path=/'
    expect(run()).toEqual({ decided: true, alertHidden: true })
  })

  it('ignores a consent of another version or a malformed one, as the banner does', () => {
    document.cookie = 'consent=v0.s1.m1; Path=/'
    expect(run().decided).toBe(false)
    document.cookie = 'consent=yes; Path=/'
    expect(run().decided).toBe(false)
  })
})
