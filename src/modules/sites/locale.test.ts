import { describe, it, expect, expectTypeOf } from 'vitest'
import type { Lang } from './languages'
import { langSchema } from './lang-schema'
import { isKnownLang, KNOWN_LANGS, localizePath, splitLocale } from './locale'
import { makeSite } from './site.fixture'

const swedish = makeSite({ languages: ['sv'], defaultLanguage: 'sv' })
const finnish = makeSite({
  name: 'hedin-fi',
  hostNames: ['hedinautomotive.fi'],
  languages: ['fi', 'sv', 'en'],
  defaultLanguage: 'fi',
})

describe('KNOWN_LANGS', () => {
  it('lists every Lang', () => {
    expectTypeOf<(typeof KNOWN_LANGS)[number]>().toEqualTypeOf<Lang>()
    expect([...KNOWN_LANGS].sort()).toEqual(['en', 'fi', 'nb', 'sk', 'sv'])
  })

  it('backs isKnownLang and langSchema', () => {
    expect(isKnownLang('nb')).toBe(true)
    expect(isKnownLang('NB')).toBe(false)
    expect(isKnownLang('no')).toBe(false)
    expect(isKnownLang('toString')).toBe(false)
    expect(langSchema.safeParse('sk').success).toBe(true)
    expect(langSchema.safeParse('de').success).toBe(false)
  })
})

describe('splitLocale', () => {
  it('gives the default language for paths without a prefix', () => {
    expect(splitLocale('/', swedish)).toEqual({ kind: 'ok', lang: 'sv', path: '/' })
    expect(splitLocale('/kop-bil/alla', swedish)).toEqual({
      kind: 'ok',
      lang: 'sv',
      path: '/kop-bil/alla',
    })
    expect(splitLocale('/osta-auto', finnish)).toEqual({
      kind: 'ok',
      lang: 'fi',
      path: '/osta-auto',
    })
  })

  it('treats an empty pathname as root', () => {
    expect(splitLocale('', swedish)).toEqual({ kind: 'ok', lang: 'sv', path: '/' })
  })

  it('strips trailing and repeated slashes', () => {
    expect(splitLocale('/kop-bil/', swedish)).toEqual({ kind: 'ok', lang: 'sv', path: '/kop-bil' })
    expect(splitLocale('//kop-bil//alla//', swedish)).toEqual({
      kind: 'ok',
      lang: 'sv',
      path: '/kop-bil/alla',
    })
  })

  it('splits off a non-default language prefix', () => {
    expect(splitLocale('/sv/kop-bil', finnish)).toEqual({
      kind: 'ok',
      lang: 'sv',
      path: '/kop-bil',
    })
    expect(splitLocale('/en', finnish)).toEqual({ kind: 'ok', lang: 'en', path: '/' })
    expect(splitLocale('/en/', finnish)).toEqual({ kind: 'ok', lang: 'en', path: '/' })
  })

  it('matches the prefix case-insensitively and keeps the rest as given', () => {
    expect(splitLocale('/EN/Buy-Car', finnish)).toEqual({
      kind: 'ok',
      lang: 'en',
      path: '/Buy-Car',
    })
  })

  it('redirects a default-language prefix to the bare path', () => {
    expect(splitLocale('/sv/kop-bil', swedish)).toEqual({ kind: 'redirect', to: '/kop-bil' })
    expect(splitLocale('/SV/kop-bil/', swedish)).toEqual({ kind: 'redirect', to: '/kop-bil' })
    expect(splitLocale('/fi', finnish)).toEqual({ kind: 'redirect', to: '/' })
    expect(splitLocale('/fi/', finnish)).toEqual({ kind: 'redirect', to: '/' })
  })

  it('never redirects to a protocol-relative URL', () => {
    expect(splitLocale('/sv//evil.example', swedish)).toEqual({
      kind: 'redirect',
      to: '/evil.example',
    })
  })

  it('is not-found for a known language the site does not have', () => {
    expect(splitLocale('/en/kop-bil', swedish)).toEqual({ kind: 'not-found' })
    expect(splitLocale('/nb', finnish)).toEqual({ kind: 'not-found' })
    expect(splitLocale('/SK/x', finnish)).toEqual({ kind: 'not-found' })
  })

  it('is not-found for a regional code whose primary language is known', () => {
    expect(splitLocale('/en-gb/buy', swedish)).toEqual({ kind: 'not-found' })
    expect(splitLocale('/fi-FI', finnish)).toEqual({ kind: 'not-found' })
    expect(splitLocale('/sv-se', swedish)).toEqual({ kind: 'not-found' })
    expect(splitLocale('/en-150', swedish)).toEqual({ kind: 'not-found' })
  })

  it('treats other first segments as content paths', () => {
    for (const path of ['/de', '/de-de', '/no', '/en-bil', '/svenska', '/sv_se', '/s']) {
      expect(splitLocale(path, swedish), path).toEqual({ kind: 'ok', lang: 'sv', path })
    }
  })
})

describe('localizePath', () => {
  it('leaves default-language paths unprefixed', () => {
    expect(localizePath('/kop-bil', 'sv', swedish)).toBe('/kop-bil')
    expect(localizePath('/', 'fi', finnish)).toBe('/')
  })

  it('prefixes other languages', () => {
    expect(localizePath('/osta-auto', 'en', finnish)).toBe('/en/osta-auto')
    expect(localizePath('/', 'sv', finnish)).toBe('/sv')
    expect(localizePath('', 'sv', finnish)).toBe('/sv')
  })

  it('normalises missing leading, trailing and repeated slashes', () => {
    expect(localizePath('osta-auto/', 'en', finnish)).toBe('/en/osta-auto')
    expect(localizePath('//a//b/', 'fi', finnish)).toBe('/a/b')
  })

  it('keeps a query string and hash', () => {
    expect(localizePath('/search/?q=a/b#top', 'en', finnish)).toBe('/en/search?q=a/b#top')
    expect(localizePath('/?q=1', 'en', finnish)).toBe('/en?q=1')
    expect(localizePath('/x#a?b', 'fi', finnish)).toBe('/x#a?b')
  })

  it('round-trips with splitLocale', () => {
    for (const lang of finnish.languages) {
      for (const path of ['/', '/osta-auto', '/a/b/c']) {
        expect(splitLocale(localizePath(path, lang, finnish), finnish)).toEqual({
          kind: 'ok',
          lang,
          path,
        })
      }
    }
  })
})
