import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { paragraphsToRichText } from '@/modules/content/rich-text'
import { makeSite } from '@/modules/sites/site.fixture'
import type { BlurbBlock as BlurbFields, Media } from '@/payload-types'
import { AccordionBlock } from '../accordion/Component'
import { CarModelCardBlock } from '../carModelCard/Component'
import type { BlockContext } from '../context'
import { LoanWarningBlock } from '../loanWarning/Component'
import { SplitHoverBlock } from '../splitHover/Component'
import { TextColumnsBlock } from '../textColumns/Component'
import { BlurbBlock } from './Component'
import { dynamicLoaded } from '../testing/eager-dynamic'

// The blocks' browser parts load through next/dynamic; here they render at once.
vi.mock('next/dynamic', () => import('../testing/eager-dynamic'))
beforeAll(dynamicLoaded)

const ctx: BlockContext = {
  site: makeSite({ languages: ['sv', 'en'] }),
  lang: 'sv',
  t: createTranslator({}, 'sv'),
  path: '/',
  editing: false,
  searchParams: {},
}

const media = { id: 1, filename: 'hall.jpg', alt: 'En bilhall', width: 1600, height: 900 } as Media
const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>)
const blurb = (fields: Partial<BlurbFields>) =>
  html(BlurbBlock({ block: { blockType: 'blurb', title: 'Rubrik', ...fields }, ctx }))

describe('BlurbBlock', () => {
  it('renders the title in the chosen heading element, with rich text and a localised link', () => {
    const out = blurb({
      titleTag: 'h3',
      richText: paragraphsToRichText(['Första stycket.']),
      link: { label: 'Läs mer', url: '/om-oss' },
    })
    expect(out).toContain('<h3 class="text-3xl')
    expect(out).toContain('Första stycket.')
    expect(out).toContain('href="/om-oss"')
  })

  it('loads no YouTube content before the visitor presses play', () => {
    const out = blurb({ youtubeId: 'https://youtu.be/dQw4w9WgXcQ', imageDesktop: media })
    expect(out).not.toContain('<iframe')
    expect(out).not.toMatch(/youtube\.com|ytimg/)
    expect(out).toContain('Spela upp video')
    expect(out).toContain('<button type="button"')
  })

  it('renders the phone image as a source for small screens only when both images are given', () => {
    const phone = { ...media, id: 2, filename: 'hall-mobil.jpg' } as Media
    const out = blurb({ imageDesktop: media, imagePhone: phone })
    expect(out).toMatch(/<source media="\(max-width: 767px\)" srcSet="[^"]*hall-mobil\.jpg/)
    expect(out).toContain('alt="En bilhall"')
    expect(blurb({ imageDesktop: media })).not.toContain('<source')
  })

  it('renders nothing without a title, and text alone with unpopulated media', () => {
    expect(blurb({ title: '  ' })).toBe('')
    const out = blurb({ imageDesktop: 7, youtubeId: 'not a video' })
    expect(out).toContain('Rubrik')
    expect(out).not.toContain('<img')
    expect(out).not.toContain('<button')
  })

  it('animates only when asked, and only for visitors without reduced motion', () => {
    expect(blurb({})).not.toContain('starting:')
    expect(blurb({ useTextAnimations: true })).toContain('motion-safe:starting:opacity-0')
  })
})

describe('CarModelCardBlock', () => {
  it('shows the campaign badge (the dictionary text when Campaign is empty) and complete labels', () => {
    const out = html(
      CarModelCardBlock({
        block: {
          blockType: 'carModelCard',
          items: [
            {
              title: 'BMW iX1',
              isCampaign: true,
              labels: [
                { label: 'Räckvidd', value: '440 km' },
                { label: 'Effekt', value: '' },
              ],
            },
            { title: 'MINI Aceman', isCampaign: false, campaign: 'Dold' },
          ],
        },
        ctx,
      }),
    )
    expect(out).toContain('Kampanj')
    expect(out).not.toContain('Dold')
    expect(out).toContain('<dt class="text-sm text-[var(--color-muted)]">Räckvidd</dt>')
    expect(out).not.toContain('Effekt')
  })

  it('renders nothing without items', () => {
    expect(html(CarModelCardBlock({ block: { blockType: 'carModelCard', items: null }, ctx }))).toBe('')
  })
})

describe('TextColumnsBlock', () => {
  it('lays out 4 columns only when 4 are chosen', () => {
    const items = [{ title: 'A' }, { title: 'B' }]
    const four = html(TextColumnsBlock({ block: { blockType: 'textColumns', columns: '4', items }, ctx }))
    const three = html(TextColumnsBlock({ block: { blockType: 'textColumns', items }, ctx }))
    expect(four).toContain('lg:grid-cols-4')
    expect(three).toContain('lg:grid-cols-3')
  })
})

describe('AccordionBlock', () => {
  it('renders each item as a closed native disclosure', () => {
    const out = html(
      AccordionBlock({
        block: {
          blockType: 'accordion',
          items: [
            { title: 'Fråga', text: paragraphsToRichText(['Svar.']) },
            { title: '', text: paragraphsToRichText(['x']) },
          ],
        },
        ctx,
      }),
    )
    expect(out.match(/<details/g)).toHaveLength(1)
    expect(out).not.toContain('open=""')
    expect(out).toContain('<summary')
    expect(out).toContain('Svar.')
  })
})

describe('SplitHoverBlock', () => {
  it('renders at most two halves that widen on hover and focus', () => {
    const item = { title: 'Halva', button: { label: 'Gå', url: '/kop-bil' } }
    const out = html(SplitHoverBlock({ block: { blockType: 'splitHover', items: [item, item, item] }, ctx }))
    expect(out.match(/<h2/g)).toHaveLength(2)
    expect(out).toContain('md:focus-within:flex-[1.6]')
    expect(out).toContain('href="/kop-bil"')
  })
})

describe('LoanWarningBlock', () => {
  it("shows the dictionary's consumer-loan warning", () => {
    const out = html(LoanWarningBlock({ block: { blockType: 'loanWarning' }, ctx }))
    expect(out).toContain('data-consumer-loan-warning')
    expect(out).toContain('Att låna pengar kostar pengar')
  })
})
