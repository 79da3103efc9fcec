import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '@/modules/content/dictionary'
import { makeSite } from '@/modules/sites/site.fixture'
import type { TableBlock as TableFields } from '@/payload-types'
import type { BlockContext } from '../context'
import { TableBlock } from './Component'

const ctx: BlockContext = {
  site: makeSite({ languages: ['sv', 'en'] }),
  lang: 'en',
  t: createTranslator({}, 'en'),
  path: '/finance',
  editing: false,
  searchParams: {},
}

const render = (block: Partial<TableFields>) =>
  renderToStaticMarkup(<TableBlock block={{ blockType: 'table', id: 't1', ...block }} ctx={ctx} />)

const rows = [
  {
    cells: [
      { blockType: 'tableTextCell' as const, lineOne: 'PCP', lineTwo: '48 months' },
      {
        blockType: 'tableLinkCell' as const,
        lineOne: '8.9% APR',
        lineOneBold: true,
        link: { label: 'More', url: '/pcp' },
      },
    ],
  },
]

describe('TableBlock', () => {
  it('renders a table whose head holds the column titles, with each title as a card label below 640 px', () => {
    const html = render({ columns: [{ name: 'Product' }, { name: 'Rate' }], rows })
    expect(html).toContain('<th scope="col"')
    expect(html.match(/>Product</g)).toHaveLength(2)
    expect(html).toContain('max-sm:hidden')
    expect(html).toContain('sm:hidden')
    expect(html).toContain('data-auto-width="true"')
    expect(html).toContain('href="/en/pcp"')
  })

  it('shows Unknown cell type for a cell it cannot render', () => {
    const html = render({ rows: [{ cells: [{ blockType: 'videoCell' } as never] }] })
    expect(html).toContain('Unknown cell type')
  })

  it('renders the rows without a head when the headers fail', () => {
    const html = render({ columns: 'broken' as never, rows })
    expect(html).not.toContain('<thead')
    expect(html).toContain('PCP')
  })

  it('renders nothing without rows', () => {
    expect(render({ columns: [{ name: 'Product' }] })).toBe('')
    expect(render({ rows: null })).toBe('')
  })
})
