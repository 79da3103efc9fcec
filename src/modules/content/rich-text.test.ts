import { describe, expect, it } from 'vitest'
import {
  isRichTextEmpty,
  markdownToRichText,
  paragraphsToRichText,
  richTextLinkHref,
  richTextPlainText,
  TEXT_FORMAT,
  type LexicalLink,
  type LexicalList,
  type LexicalParagraph,
} from './rich-text'

describe('rich text from paragraphs', () => {
  it('makes one paragraph node per non-empty paragraph', () => {
    const state = paragraphsToRichText(['Första stycket.', '  ', 'Andra stycket.'])
    expect(state.root.children).toHaveLength(2)
    expect(state.root.children[0]?.children[0]).toMatchObject({ type: 'text', text: 'Första stycket.' })
  })
  it('keeps the text of every paragraph in order, markup characters included', () => {
    expect(richTextPlainText(paragraphsToRichText(['A *b*', '## B']))).toBe('A *b*\n\n## B')
  })
})

describe('rich text from markdown-ish blocks', () => {
  it('turns ##, ### and #### into h2, h3 and h4 headings', () => {
    const nodes = markdownToRichText(['## Köp bil', '### Begagnat', '#### Garanti']).root.children
    expect(nodes.map((n) => (n.type === 'heading' ? n.tag : n.type))).toEqual(['h2', 'h3', 'h4'])
    expect(richTextPlainText(markdownToRichText(['## Köp bil']))).toBe('Köp bil')
  })

  it('leaves # (h1, the page title) and ##### as paragraph text', () => {
    const nodes = markdownToRichText(['# Rubrik', '##### Liten']).root.children
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'paragraph'])
    expect(richTextPlainText(markdownToRichText(['# Rubrik']))).toBe('# Rubrik')
  })

  it('makes a block whose every line starts with "- " a bulleted list', () => {
    const [list] = markdownToRichText(['- Service\n- Däckhotell\n- Skadeverkstad']).root.children as LexicalList[]
    expect(list).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(list!.children.map((item) => item.value)).toEqual([1, 2, 3])
    expect(richTextPlainText({ root: { children: [list] } })).toBe('Service\nDäckhotell\nSkadeverkstad')
  })

  it('makes "1. " lines a numbered list', () => {
    const [list] = markdownToRichText(['1. Välj bil\n2. Boka provkörning']).root.children as LexicalList[]
    expect(list).toMatchObject({ type: 'list', listType: 'number', tag: 'ol' })
    expect(list!.children).toHaveLength(2)
  })

  it('keeps a block that only partly looks like a list as one paragraph', () => {
    const nodes = markdownToRichText(['Vi erbjuder\n- service']).root.children
    expect(nodes).toHaveLength(1)
    expect(richTextPlainText(markdownToRichText(['Vi erbjuder\n- service']))).toBe('Vi erbjuder - service')
  })

  it('makes "> " blocks quotes', () => {
    const [quote] = markdownToRichText(['> Bästa köpet vi gjort.']).root.children
    expect(quote).toMatchObject({ type: 'quote' })
    expect(richTextPlainText(markdownToRichText(['> Bästa köpet vi gjort.']))).toBe('Bästa köpet vi gjort.')
  })

  it('makes [text](url) links for site paths, other sites, e-mail and phone', () => {
    const [p] = markdownToRichText([
      'Se [bilar i lager](/kop-bil), [BMW](https://www.bmw.se), [mejla](mailto:info@hedin.se) eller [ring](tel:+4631000000).',
    ]).root.children as LexicalParagraph[]
    const links = p!.children.filter((c): c is LexicalLink => c.type === 'link')
    expect(links.map((l) => [l.children[0]?.text, l.fields.url])).toEqual([
      ['bilar i lager', '/kop-bil'],
      ['BMW', 'https://www.bmw.se'],
      ['mejla', 'mailto:info@hedin.se'],
      ['ring', 'tel:+4631000000'],
    ])
    expect(links[0]!.fields).toEqual({ linkType: 'custom', url: '/kop-bil', newTab: false })
    expect(richTextPlainText({ root: { children: [p] } })).toBe('Se bilar i lager, BMW, mejla eller ring.')
  })

  it('marks **bold** and *italic* text and keeps the words', () => {
    const [p] = markdownToRichText(['Nu **med fri service** i *tre år*.']).root.children as LexicalParagraph[]
    const formats = p!.children.map((c) => (c.type === 'text' ? [c.text, c.format] : null))
    expect(formats).toEqual([
      ['Nu ', 0],
      ['med fri service', TEXT_FORMAT.bold],
      [' i ', 0],
      ['tre år', TEXT_FORMAT.italic],
      ['.', 0],
    ])
  })

  it('keeps an unpaired * and escaped characters literal', () => {
    expect(richTextPlainText(markdownToRichText(['5 * 3 = 15', 'Pris \\[ca\\] 199 kr']))).toBe(
      '5 * 3 = 15\n\nPris [ca] 199 kr',
    )
  })
})

describe('isRichTextEmpty', () => {
  it('is empty without a state, without blocks or with blank paragraphs only', () => {
    expect(isRichTextEmpty(null)).toBe(true)
    expect(isRichTextEmpty({})).toBe(true)
    expect(isRichTextEmpty(markdownToRichText([]))).toBe(true)
    expect(
      isRichTextEmpty({ root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: '  ' }] }] } }),
    ).toBe(true)
    expect(isRichTextEmpty({ root: { children: [{ type: 'paragraph', children: [] }] } })).toBe(true)
  })
  it('is not empty with any text, or with a node that is content itself', () => {
    expect(isRichTextEmpty(markdownToRichText(['Hej']))).toBe(false)
    expect(isRichTextEmpty({ root: { children: [{ type: 'horizontalrule' }] } })).toBe(false)
  })
})

describe('richTextLinkHref', () => {
  it('uses the typed URL of a custom link', () => {
    expect(richTextLinkHref({ linkType: 'custom', url: ' /kop-bil ' })).toBe('/kop-bil')
    expect(richTextLinkHref({ url: 'https://www.bmw.se' })).toBe('https://www.bmw.se')
  })
  it('uses the path of a linked page', () => {
    expect(
      richTextLinkHref({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 4, path: '/service' } } }),
    ).toBe('/service')
  })
  it('gives no address for an empty URL, a page that was not loaded or one without a path', () => {
    expect(richTextLinkHref({ linkType: 'custom', url: '' })).toBeNull()
    expect(richTextLinkHref({ linkType: 'internal', doc: { relationTo: 'pages', value: 4 } })).toBeNull()
    expect(richTextLinkHref({ linkType: 'internal', doc: null })).toBeNull()
    expect(richTextLinkHref(null)).toBeNull()
  })
})
