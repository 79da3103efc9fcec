import { describe, expect, it } from 'vitest'
import { markdownToRichText, paragraphsToRichText, richTextPlainText } from '@/modules/content/rich-text'
import { collectImageAlts, toPayloadBlock } from './content'
import { demoSites } from './sites'

const noMedia = async () => 1

function blocksOf(type: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const v = value as Record<string, unknown>
    if (v.blockType === type) found.push(v)
    Object.values(v).forEach(visit)
  }
  visit(demoSites)
  return found
}

describe('seed mapping of the rich text block', () => {
  it('writes headings, lists and links of the seed text as rich text', async () => {
    const block = await toPayloadBlock(
      {
        blockType: 'content',
        heading: 'Service',
        paragraphs: ['## Vad ingår', '- Olja\n- Filter', 'Boka [här](/service).'],
      },
      noMedia,
    )
    const body = block.body as ReturnType<typeof markdownToRichText>
    expect(body.root.children.map((n) => n.type)).toEqual(['heading', 'list', 'paragraph'])
    expect(block.heading).toBe('Service')
  })

  it('leaves the text of every seeded content block without markup unchanged', () => {
    const blocks = blocksOf('content').map((b) => b.paragraphs as string[])
    expect(blocks.length).toBeGreaterThan(10)
    const plain = blocks.filter((ps) => ps.every((p) => !/[[*#>\\]|^\s*(-|\d+\.)\s/.test(p)))
    for (const ps of plain) {
      expect(richTextPlainText(markdownToRichText(ps))).toBe(richTextPlainText(paragraphsToRichText(ps)))
    }
  })
})

describe('seed mapping of the link list', () => {
  it('keeps HasIcon per item and defaults it to off', async () => {
    const block = await toPayloadBlock(
      {
        blockType: 'linkList',
        items: [
          { label: 'Kampanjer', url: '/kampanjer', hasIcon: true },
          { label: 'Kontakt', url: 'mailto:info@hedin.se' },
        ],
      },
      noMedia,
    )
    expect(block.items).toEqual([
      { label: 'Kampanjer', url: '/kampanjer', hasIcon: true },
      { label: 'Kontakt', url: 'mailto:info@hedin.se', hasIcon: false },
    ])
  })

  it('gives the demo link lists icons', () => {
    const items = blocksOf('linkList').flatMap((b) => b.items as { hasIcon?: boolean }[])
    expect(items.some((item) => item.hasIcon)).toBe(true)
  })
})

describe('collectImageAlts', () => {
  it('keeps a shared picture’s alt text in each language that shows it', () => {
    const car = (alt: string) => ({ kind: 'car' as const, colour: 'white', model: 'BMW iX1', alt })
    const alts = collectImageAlts([
      {
        name: 'x',
        pages: [
          {
            path: '/',
            content: {
              sv: { title: 'Start', main: [{ blockType: 'hero', title: 'A', image: car('Vit BMW iX1') }] },
              fi: { title: 'Etusivu', main: [{ blockType: 'hero', title: 'A', image: car('Valkoinen BMW iX1') }] },
            },
          },
        ],
      },
    ])
    expect([...alts.values()]).toEqual([{ sv: 'Vit BMW iX1', fi: 'Valkoinen BMW iX1' }])
  })

  it('describes every demo picture in every language of the pages that use it', () => {
    const alts = collectImageAlts(demoSites)
    for (const [file, byLang] of alts) {
      for (const [lang, alt] of Object.entries(byLang)) expect(alt.trim(), `${file} ${lang}`).not.toBe('')
    }
  })
})
