import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { markdownToRichText } from '@/modules/content/rich-text'
import { makeSite } from '@/modules/sites/site.fixture'
import type { ContentBlock as ContentFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { ContentBlock } from './Component'

const site = makeSite({ languages: ['sv', 'en'], defaultLanguage: 'sv' })
const ctx = (over: Partial<BlockContext> = {}): BlockContext => ({
  site,
  lang: 'en',
  t: createTranslator({ opensInNewTab: 'Opens in a new tab' }, 'en'),
  path: '/',
  editing: false,
  searchParams: {},
  ...over,
})

const render = (block: Omit<ContentFields, 'blockType'>, c = ctx()) =>
  renderToStaticMarkup(<ContentBlock block={{ blockType: 'content', ...block }} ctx={c} />)

const body = (...blocks: string[]) => markdownToRichText(blocks) as unknown as ContentFields['body']

describe('ContentBlock (rich text)', () => {
  it('renders the heading, paragraphs, headings h2-h4 with the site typography, lists and quotes', () => {
    const html = render({
      heading: 'Service',
      body: body('Intro.', '## Vad ingår', '### Olja', '#### Filter', '- Ett\n- Två', '1. Först', '> Citat'),
    })
    expect(html).toContain('Service</h2>')
    expect(html).toContain('<p>Intro.</p>')
    expect(html).toMatch(/<h2 class="[^"]*font-heading[^"]*">Vad ingår<\/h2>/)
    expect(html).toMatch(/<h3 class="[^"]*">Olja<\/h3>/)
    expect(html).toMatch(/<h4 class="[^"]*">Filter<\/h4>/)
    expect(html).toMatch(/<ul class="list-disc[^"]*"><li[^>]*>Ett<\/li><li[^>]*>Två<\/li><\/ul>/)
    expect(html).toMatch(/<ol class="list-decimal/)
    expect(html).toMatch(/<blockquote[^>]*>Citat<\/blockquote>/)
  })

  it('sends internal links through Link with the language prefix, and opens other sites in a new tab', () => {
    const html = render({ body: body('Se [bilar](/kop-bil) och [BMW](https://www.bmw.se), [ring](tel:+4631000000).') })
    expect(html).toContain('href="/en/kop-bil"')
    expect(html).toMatch(
      /href="https:\/\/www\.bmw\.se" target="_blank" rel="noopener noreferrer"[^>]*>BMW<span class="sr-only"> \(Opens in a new tab\)<\/span>/,
    )
    expect(html).toContain('href="tel:+4631000000"')
  })

  it('resolves a link to a CMS page by the page path', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: {
                  linkType: 'internal',
                  newTab: false,
                  doc: { relationTo: 'pages', value: { id: 3, path: '/service' } },
                },
                children: [{ type: 'text', text: 'Boka service', format: 0 }],
              },
            ],
          },
        ],
      },
    } as unknown as ContentFields['body']
    expect(render({ body: state })).toContain('href="/en/service"')
  })

  it('marks links in editing mode', () => {
    expect(render({ body: body('[Kontakt](/kontakt)') }, ctx({ editing: true }))).toContain('data-editable-link')
  })

  it('renders nothing for an empty body, even with a heading', () => {
    expect(render({ heading: 'Rubrik', body: body() })).toBe('')
    expect(render({ heading: 'Rubrik', body: body('   ') })).toBe('')
    expect(render({ body: null as unknown as ContentFields['body'] })).toBe('')
  })
})
