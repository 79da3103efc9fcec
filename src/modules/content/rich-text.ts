/**
 * Rich text as a Lexical editor state, the format the CMS stores. The seed writes content as
 * plain strings; these functions turn them into the nodes an editor would have made in the admin,
 * so seeded and edited content render through the same converters.
 */

const ELEMENT = { format: '', indent: 0, version: 1, direction: 'ltr' } as const

/** Bit flags of a Lexical text node's `format`. */
export const TEXT_FORMAT = { bold: 1, italic: 2 } as const

export type LexicalText = {
  type: 'text'
  text: string
  format: number
  style: ''
  mode: 'normal'
  detail: 0
  version: 1
}

/** A custom-URL link as Payload's link feature stores it (site paths and other sites alike). */
export type LexicalLink = Omit<typeof ELEMENT, 'version'> & {
  type: 'link'
  version: 3
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: LexicalText[]
}

export type LexicalInline = LexicalText | LexicalLink

export type LexicalParagraph = typeof ELEMENT & {
  type: 'paragraph'
  textFormat: number
  textStyle: ''
  children: LexicalInline[]
}

export type HeadingTag = 'h2' | 'h3' | 'h4'

export type LexicalHeading = typeof ELEMENT & { type: 'heading'; tag: HeadingTag; children: LexicalInline[] }

export type LexicalQuote = typeof ELEMENT & { type: 'quote'; children: LexicalInline[] }

export type LexicalListItem = typeof ELEMENT & { type: 'listitem'; value: number; children: LexicalInline[] }

export type LexicalList = typeof ELEMENT & {
  type: 'list'
  listType: 'bullet' | 'number'
  tag: 'ul' | 'ol'
  start: 1
  children: LexicalListItem[]
}

export type LexicalBlockNode = LexicalParagraph | LexicalHeading | LexicalQuote | LexicalList

export type LexicalState<N = LexicalBlockNode> = {
  root: { type: 'root'; format: ''; indent: 0; version: 1; direction: 'ltr'; children: N[] }
}

function state<N>(children: N[]): LexicalState<N> {
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}

function text(value: string, format = 0): LexicalText {
  return { type: 'text', text: value, format, style: '', mode: 'normal', detail: 0, version: 1 }
}

function paragraph(children: LexicalInline[]): LexicalParagraph {
  return { type: 'paragraph', ...ELEMENT, textFormat: 0, textStyle: '', children }
}

/** Plain paragraphs, taken literally (no markup): for short texts such as blurbs and accordions. */
export function paragraphsToRichText(paragraphs: readonly string[]): LexicalState<LexicalParagraph> {
  return state(
    paragraphs
      .map((p) => p.trim())
      .filter(Boolean)
      .map((value) => paragraph([text(value)])),
  )
}

const HEADING = /^(#{2,4})\s+(.*)$/
const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^\d+[.)]\s+(.*)$/
const QUOTE = /^>\s?(.*)$/

/**
 * Content written with a little markdown, one string per block:
 *
 * - `## Heading`, `### Heading`, `#### Heading` (h2-h4; the page title is the only h1)
 * - a string whose every line starts with `- ` is a bulleted list, with `1. ` a numbered list
 * - `> text` is a quote
 * - anything else is a paragraph (line breaks inside it are kept as spaces)
 *
 * Inline, in every block: `[text](url)` links (site paths like `/kop-bil` or `https://...`,
 * `mailto:`, `tel:`), `**bold**` and `*italic*`. A backslash keeps the next character literal.
 * Text without markup comes out exactly as written, so plain paragraphs stay unchanged.
 */
export function markdownToRichText(blocks: readonly string[]): LexicalState {
  const nodes: LexicalBlockNode[] = []
  for (const raw of blocks) {
    const value = raw.trim()
    if (!value) continue
    const lines = value.split('\n').map((l) => l.trim())
    const heading = HEADING.exec(value)
    if (heading && lines.length === 1) {
      nodes.push({
        type: 'heading',
        ...ELEMENT,
        tag: `h${heading[1]!.length}` as HeadingTag,
        children: inline(heading[2]!),
      })
    } else if (lines.every((l) => BULLET.test(l))) {
      nodes.push(
        list(
          'bullet',
          lines.map((l) => BULLET.exec(l)![1]!),
        ),
      )
    } else if (lines.every((l) => NUMBERED.test(l))) {
      nodes.push(
        list(
          'number',
          lines.map((l) => NUMBERED.exec(l)![1]!),
        ),
      )
    } else if (lines.every((l) => QUOTE.test(l))) {
      nodes.push({ type: 'quote', ...ELEMENT, children: inline(lines.map((l) => QUOTE.exec(l)![1]!).join(' ')) })
    } else {
      nodes.push(paragraph(inline(lines.join(' '))))
    }
  }
  return state(nodes)
}

function list(listType: 'bullet' | 'number', items: string[]): LexicalList {
  return {
    type: 'list',
    ...ELEMENT,
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, i) => ({ type: 'listitem', ...ELEMENT, value: i + 1, children: inline(item) })),
  }
}

const LINK = /^\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/

/** Inline markup: links, bold and italic, with adjacent text of one format merged into one node. */
function inline(source: string): LexicalInline[] {
  const out: LexicalInline[] = []
  let buffer = ''
  let format = 0
  const flush = () => {
    if (buffer) out.push(text(buffer, format))
    buffer = ''
  }
  for (let i = 0; i < source.length;) {
    const rest = source.slice(i)
    const ch = source[i]!
    if (ch === '\\' && i + 1 < source.length) {
      buffer += source[i + 1]
      i += 2
      continue
    }
    const link = ch === '[' ? LINK.exec(rest) : null
    if (link) {
      flush()
      // A link inside a bold run is bold too; links do not nest.
      const children = inline(link[1]!).flatMap((n): LexicalText[] =>
        n.type === 'text' ? [{ ...n, format: n.format | format }] : n.children,
      )
      const node: LexicalLink = {
        type: 'link',
        ...ELEMENT,
        version: 3,
        fields: { linkType: 'custom', url: link[2]!, newTab: false },
        children,
      }
      out.push(node)
      i += link[0].length
      continue
    }
    if (rest.startsWith('**') && (format & TEXT_FORMAT.bold || rest.indexOf('**', 2) > 2)) {
      flush()
      format ^= TEXT_FORMAT.bold
      i += 2
      continue
    }
    if (ch === '*' && (format & TEXT_FORMAT.italic || rest.indexOf('*', 1) > 1)) {
      flush()
      format ^= TEXT_FORMAT.italic
      i += 1
      continue
    }
    buffer += ch
    i += 1
  }
  flush()
  return out
}

type AnyNode = { type?: string; text?: string; children?: unknown }

/** The words of a rich text, blocks separated by a blank line: for tests and summaries. */
export function richTextPlainText(value: unknown): string {
  const root = (value as { root?: AnyNode } | null | undefined)?.root
  if (!root || !Array.isArray(root.children)) return ''
  const textOf = (node: AnyNode): string =>
    typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? (node.children as AnyNode[]).map(textOf).join(node.type === 'list' ? '\n' : '')
        : ''
  return (root.children as AnyNode[]).map(textOf).join('\n\n')
}

/** True when there is nothing to show: no state, no blocks, or only blank text. */
export function isRichTextEmpty(value: unknown): boolean {
  const root = (value as { root?: AnyNode } | null | undefined)?.root
  if (!root || !Array.isArray(root.children)) return true
  const hasContent = (node: AnyNode): boolean => {
    if (typeof node.text === 'string') return node.text.trim() !== ''
    // Nodes without text children (an upload, a rule) are content in themselves.
    if (!Array.isArray(node.children)) return node.type !== 'linebreak' && node.type !== 'tab'
    return (node.children as AnyNode[]).some(hasContent)
  }
  return !(root.children as AnyNode[]).some(hasContent)
}

/** What a link node of the CMS stores: a typed URL, or a page picked by the editor. */
export type RichTextLinkFields = {
  linkType?: 'custom' | 'internal' | null
  url?: string | null
  newTab?: boolean | null
  doc?: { relationTo?: string; value?: unknown } | null
}

/**
 * Where a rich-text link goes: the typed URL, or the path of the linked page (the language
 * prefix is the Link component's business). Null when the linked page is gone or not loaded,
 * so the words render without a dead link.
 */
export function richTextLinkHref(fields: RichTextLinkFields | null | undefined): string | null {
  if (!fields) return null
  if (fields.linkType === 'internal') {
    const page = fields.doc?.value
    const path = page && typeof page === 'object' ? (page as { path?: unknown }).path : undefined
    return typeof path === 'string' && path.startsWith('/') ? path : null
  }
  const url = fields.url?.trim()
  return url ? url : null
}
