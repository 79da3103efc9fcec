import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { makeSite } from '@/modules/sites/site.fixture'
import { createTranslator } from '@/modules/content/dictionary'
import type { BlockContext } from './context'
import { RenderBlocks } from './RenderBlocks'
import type { AnyBlock } from './types'

const ctx: BlockContext = {
  site: makeSite(),
  lang: 'sv',
  t: createTranslator({}, 'sv'),
  path: '/',
  editing: false,
  searchParams: {},
}

const blocks = [
  { id: 'a', blockType: 'linkList', heading: 'Före', items: [] },
  { id: 'b', blockType: 'content', heading: 'Trasig', body: null },
  { id: 'c', blockType: 'linkList', heading: 'Efter', items: [] },
] as unknown as AnyBlock[]

const registry = {
  linkList: ({ block }: { block: { heading: string } }) => <p>{block.heading}</p>,
  content: () => {
    throw new Error('the upstream is down')
  },
}

async function render(props: Parameters<typeof RenderBlocks>[0]) {
  return renderToStaticMarkup(await RenderBlocks(props))
}

describe('RenderBlocks', () => {
  it('shows the section-failure message for a block that throws, and renders the rest', async () => {
    const html = await render({ blocks, ctx, registry: registry as never })
    expect(html).toContain('<p>Före</p>')
    expect(html).toContain('<p>Efter</p>')
    expect(html).toContain('Aj då')
    expect(html).toContain('Här borde en sektion synas men något har tyvärr blivit fel')
    expect(html).toContain('Prova ladda om sidan')
    expect(html).toMatch(/<button[^>]*>[^<]+<\/button>/)
    expect(html.indexOf('Före')).toBeLessThan(html.indexOf('Aj då'))
    expect(html.indexOf('Aj då')).toBeLessThan(html.indexOf('Efter'))
  })

  it('marks each block root with its slug', async () => {
    const html = await render({ blocks, ctx, registry: registry as never })
    expect(html.match(/data-block="linkList"/g)).toHaveLength(2)
    expect(html).toContain('data-block="content"')
  })

  it('treats a block without a renderer as a failed section', async () => {
    const html = await render({ blocks: [{ id: 'x', blockType: 'hero' } as unknown as AnyBlock], ctx, registry: {} })
    expect(html).toContain('Aj då')
  })

  it('renders nothing for an empty region', async () => {
    expect(await RenderBlocks({ blocks: [], ctx })).toBeNull()
  })
})
