import { describe, expect, it } from 'vitest'
import { carDetailTemplatePath, parseCarDetailPath, slugWords } from './detail-route'

describe('parseCarDetailPath', () => {
  it('reads id and slug from the last two segments', () => {
    expect(parseCarDetailPath('/kop-bil/123/volvo-xc60', '/kop-bil')).toEqual({
      kind: 'car',
      id: '123',
      slug: 'volvo-xc60',
    })
    expect(parseCarDetailPath('/buy-car/car/used/77/bmw-x3', '/buy-car/car')).toEqual({
      kind: 'car',
      id: '77',
      slug: 'bmw-x3',
    })
  })

  it('answers an id alone so the page can redirect to id/slug', () => {
    expect(parseCarDetailPath('/kop-bil/123', '/kop-bil')).toEqual({ kind: 'id-only', id: '123' })
    expect(parseCarDetailPath('/kop-bil/123/', '/kop-bil')).toEqual({ kind: 'id-only', id: '123' })
  })

  it('leaves the base page and non-id children to the normal pages', () => {
    expect(parseCarDetailPath('/kop-bil', '/kop-bil')).toBeNull()
    expect(parseCarDetailPath('/kop-bil/alla-bilar-i-lager', '/kop-bil')).toBeNull()
    expect(parseCarDetailPath('/om-oss/123/x', '/kop-bil')).toBeNull()
    // a sibling that merely starts with the same letters
    expect(parseCarDetailPath('/kop-bilar/123/x', '/kop-bil')).toBeNull()
  })

  it('marks two segments without a numeric id as a car that cannot exist', () => {
    expect(parseCarDetailPath('/kop-bil/abc/volvo', '/kop-bil')).toEqual({ kind: 'bad-id', slug: 'volvo' })
    expect(parseCarDetailPath('/kop-bil/0/volvo', '/kop-bil')).toEqual({ kind: 'bad-id', slug: 'volvo' })
    expect(parseCarDetailPath('/kop-bil/1e5/volvo', '/kop-bil')).toEqual({ kind: 'bad-id', slug: 'volvo' })
    expect(parseCarDetailPath(`/kop-bil/${'9'.repeat(19)}/volvo`, '/kop-bil')).toEqual({
      kind: 'bad-id',
      slug: 'volvo',
    })
  })

  it('ignores case and a trailing slash on the base', () => {
    expect(parseCarDetailPath('/KOP-BIL/5/a', '/kop-bil/')).toEqual({ kind: 'car', id: '5', slug: 'a' })
  })

  it('works on a site whose car detail base is the root', () => {
    expect(parseCarDetailPath('/5/a', '/')).toEqual({ kind: 'car', id: '5', slug: 'a' })
    expect(parseCarDetailPath('/', '/')).toBeNull()
  })
})

describe('carDetailTemplatePath', () => {
  it('is the wildcard child of the base', () => {
    expect(carDetailTemplatePath('/kop-bil')).toBe('/kop-bil/*')
    expect(carDetailTemplatePath('/buy-car/car/')).toBe('/buy-car/car/*')
    expect(carDetailTemplatePath('/')).toBe('/*')
  })
})

describe('slugWords', () => {
  it('takes the first words of a slug without numbers', () => {
    expect(slugWords('volvo-xc60-t8-recharge-2021')).toEqual(['volvo', 'xc60', 't8'])
    expect(slugWords('2021-bmw-x3', 2)).toEqual(['bmw', 'x3'])
    expect(slugWords('skoda-%C3%A9lroq')).toEqual(['skoda', 'élroq'])
    expect(slugWords('%E0%A4%A')).toEqual(['%e0%a4%a'])
  })
})
