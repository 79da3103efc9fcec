import { describe, expect, it } from 'vitest'
import { pageChangeTags } from './page-tags'

const langs = ['sv', 'en']
const page = {
  _status: 'published',
  path: '/om-oss',
  title: 'Om oss',
  main: [{ blockType: 'content', text: 'Hej' }],
  header: [{ blockType: 'navigation' }],
  footer: [],
}

describe('pageChangeTags', () => {
  it('expires only the page when its main content changes', () => {
    expect(pageChangeTags('hedin-se', { ...page, main: [] }, page, langs)).toEqual([
      'page:hedin-se:/om-oss',
      'page-sitemap:hedin-se',
    ])
  })

  it('reads a populated parent, an unset checkbox and an empty link group as unchanged', () => {
    const stored = { ...page, parent: 3, hideInNavigation: undefined, externalLink: { href: null, linktype: null } }
    const saved = { ...page, parent: { id: 3, path: '/' }, hideInNavigation: false, main: [] }
    expect(pageChangeTags('hedin-se', saved, stored, langs)).toEqual(['page:hedin-se:/om-oss', 'page-sitemap:hedin-se'])
  })

  it('expires the page tree of the site in every language when a title changes', () => {
    expect(pageChangeTags('hedin-se', { ...page, title: 'Om Hedin' }, page, langs)).toEqual([
      'page:hedin-se:/om-oss',
      'navigation:hedin-se:sv',
      'navigation:hedin-se:en',
      'page-sitemap:hedin-se',
    ])
  })

  it('expires the inherited regions when the header changes', () => {
    expect(pageChangeTags('hedin-se', { ...page, header: [] }, page, langs)).toEqual([
      'page:hedin-se:/om-oss',
      'regions:hedin-se:/om-oss',
      'page-sitemap:hedin-se',
    ])
  })

  it('expires old and new path, regions and tree when a page moves', () => {
    expect(pageChangeTags('hedin-se', { ...page, path: '/om-hedin' }, page, langs)).toEqual([
      'page:hedin-se:/om-hedin',
      'page:hedin-se:/om-oss',
      'regions:hedin-se:/om-hedin',
      'regions:hedin-se:/om-oss',
      'navigation:hedin-se:sv',
      'navigation:hedin-se:en',
      'page-sitemap:hedin-se',
    ])
  })

  it('expires a new page (its path may have a cached 404) and a deleted one', () => {
    expect(pageChangeTags('hedin-se', page, undefined, ['sv'])).toEqual([
      'page:hedin-se:/om-oss',
      'regions:hedin-se:/om-oss',
      'navigation:hedin-se:sv',
      'page-sitemap:hedin-se',
    ])
    expect(pageChangeTags('hedin-se', undefined, page, ['sv'])).toEqual([
      'page:hedin-se:/om-oss',
      'regions:hedin-se:/om-oss',
      'navigation:hedin-se:sv',
      'page-sitemap:hedin-se',
    ])
  })

  it('expires nothing for a draft saved over a draft, but does when a page is unpublished', () => {
    const draft = { ...page, _status: 'draft' }
    expect(pageChangeTags('hedin-se', { ...draft, title: 'x' }, draft, langs)).toEqual([])
    expect(pageChangeTags('hedin-se', draft, page, langs)).toContain('navigation:hedin-se:sv')
  })
})
