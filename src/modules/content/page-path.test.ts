import { describe, expect, it } from 'vitest'
import { ancestorPaths, isValidSlug, isWildcardPath, joinPagePath, normaliseSlug } from './page-path'

describe('page paths', () => {
  it('makes the home page the root', () => {
    expect(joinPagePath(null, '')).toBe('/')
    expect(joinPagePath(undefined, null)).toBe('/')
  })
  it('joins a slug under its parent', () => {
    expect(joinPagePath('/', 'kop-bil')).toBe('/kop-bil')
    expect(joinPagePath('/kop-bil', 'alla-bilar-i-lager')).toBe('/kop-bil/alla-bilar-i-lager')
    expect(joinPagePath('/kop-bil/', '/Begagnade/')).toBe('/kop-bil/begagnade')
  })
  it('normalises slugs', () => {
    expect(normaliseSlug(' /Om-Oss/ ')).toBe('om-oss')
  })
  it('accepts only single lower-case segments as slugs', () => {
    expect(isValidSlug('salj-bil')).toBe(true)
    expect(isValidSlug('')).toBe(true)
    expect(isValidSlug('a/b')).toBe(false)
    expect(isValidSlug('Kop')).toBe(false)
    expect(isValidSlug('-x')).toBe(false)
  })
  it('accepts the wildcard as a whole segment only', () => {
    expect(isValidSlug('*')).toBe(true)
    expect(isValidSlug('a*')).toBe(false)
    expect(isValidSlug('**')).toBe(false)
    expect(isWildcardPath('/kop-bil/*')).toBe(true)
    expect(isWildcardPath('/kop-bil')).toBe(false)
  })
  it('lists ancestors nearest first', () => {
    expect(ancestorPaths('/a/b/c')).toEqual(['/a/b', '/a', '/'])
    expect(ancestorPaths('/')).toEqual([])
    expect(ancestorPaths('/a')).toEqual(['/'])
  })
})
