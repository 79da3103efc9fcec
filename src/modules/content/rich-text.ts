/**
 * Plain paragraphs as a Lexical editor state, the rich-text format the CMS stores. Used for
 * seeded content; editors write rich text in the admin.
 */
export type LexicalState = {
  root: {
    type: 'root'
    format: ''
    indent: 0
    version: 1
    direction: 'ltr'
    children: LexicalParagraph[]
  }
}

type LexicalParagraph = {
  type: 'paragraph'
  format: ''
  indent: 0
  version: 1
  direction: 'ltr'
  textFormat: 0
  textStyle: ''
  children: { type: 'text'; text: string; format: 0; style: ''; mode: 'normal'; detail: 0; version: 1 }[]
}

export function paragraphsToRichText(paragraphs: readonly string[]): LexicalState {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs
        .map((p) => p.trim())
        .filter(Boolean)
        .map((text) => ({
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        })),
    },
  }
}
