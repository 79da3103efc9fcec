import { describe, expect, it } from 'vitest'
import { isBlankCell, layoutTable, readCell, readHeaders, type TableImage } from './table'

const image = (value: unknown): TableImage | null =>
  value && typeof value === 'object' && 'filename' in value
    ? { src: `/-/media/${String(value.filename)}`, alt: 'alt', width: 10, height: 10 }
    : null

const textCell = (lineOne: string) => ({ blockType: 'tableTextCell', lineOne })

describe('readHeaders', () => {
  it('takes the column header names in order', () => {
    expect(readHeaders([{ name: ' Product ' }, { name: 'Rate' }])).toEqual(['Product', 'Rate'])
  })

  it('gives empty headers when the headers cannot be read', () => {
    expect(readHeaders(null)).toEqual([])
    expect(readHeaders('Product,Rate')).toEqual([])
    expect(readHeaders([{ name: 3 }, null])).toEqual(['', ''])
  })
})

describe('readCell', () => {
  it('reads image, link and text cells', () => {
    expect(readCell({ blockType: 'tableImageCell', header: 'Logo', image: { filename: 'a.png' } }, image)).toEqual({
      kind: 'image',
      header: 'Logo',
      image: { src: '/-/media/a.png', alt: 'alt', width: 10, height: 10 },
    })
    expect(
      readCell(
        {
          blockType: 'tableLinkCell',
          header: 'PCP',
          lineOne: 'From 6.9% APR',
          lineOneBold: true,
          lineTwo: 'Representative',
          link: { label: 'Read more', url: '/finance' },
        },
        image,
      ),
    ).toEqual({
      kind: 'link',
      header: 'PCP',
      lineOne: 'From 6.9% APR',
      lineOneBold: true,
      lineTwo: 'Representative',
      link: { label: 'Read more', url: '/finance' },
    })
    expect(readCell({ blockType: 'tableTextCell', lineOne: 'a', lineTwo: '', lineThree: 'c' }, image)).toEqual({
      kind: 'text',
      lines: ['a', 'c'],
    })
  })

  it('marks cells of other types as unknown', () => {
    expect(readCell({ blockType: 'videoCell' }, image)).toEqual({ kind: 'unknown' })
    expect(readCell('text', image)).toEqual({ kind: 'unknown' })
    expect(readCell(null, image)).toEqual({ kind: 'unknown' })
  })

  it('renders nothing for a missing image and drops a link without a URL', () => {
    const cell = readCell({ blockType: 'tableImageCell', header: 'Logo' }, image)
    expect(cell).toEqual({ kind: 'image', header: 'Logo', image: null })
    const link = readCell({ blockType: 'tableLinkCell', lineOne: 'x', link: { label: 'Go', url: '' } }, image)
    expect(link.kind === 'link' && link.link).toBeNull()
  })
})

describe('layoutTable', () => {
  it('uses automatic width for 3 columns or fewer and full width above', () => {
    const three = layoutTable(['a', 'b', 'c'], [{ cells: [textCell('1')] }], image)
    expect(three?.columnCount).toBe(3)
    expect(three?.autoWidth).toBe(true)
    const four = layoutTable(['a', 'b', 'c'], [{ cells: [1, 2, 3, 4].map((n) => textCell(String(n))) }], image)
    expect(four?.columnCount).toBe(4)
    expect(four?.autoWidth).toBe(false)
  })

  it('fills short rows and headers up to the widest row', () => {
    const table = layoutTable(
      [{ name: 'Product' }],
      [{ id: 'r1', cells: [textCell('a'), textCell('b')] }, { cells: [textCell('c')] }],
      image,
    )
    expect(table?.headers).toEqual(['Product', ''])
    expect(table?.hasHeaders).toBe(true)
    expect(table?.rows.map((row) => row.key)).toEqual(['r1', 'row-1'])
    expect(table?.rows[1]?.cells).toEqual([{ kind: 'text', lines: ['c'] }, { kind: 'empty' }])
  })

  it('still renders the rows, without a head, when the headers fail', () => {
    const table = layoutTable(undefined, [{ cells: [textCell('a')] }], image)
    expect(table?.headers).toEqual([''])
    expect(table?.hasHeaders).toBe(false)
    expect(table?.rows).toHaveLength(1)
  })

  it('is null when no row has a cell', () => {
    expect(layoutTable(['a'], [], image)).toBeNull()
    expect(layoutTable(['a'], [{ cells: [] }, { cells: 'x' }, null], image)).toBeNull()
    expect(layoutTable(['a'], 'rows', image)).toBeNull()
  })
})

describe('isBlankCell', () => {
  it('treats filler and contentless cells as blank, but not unknown ones', () => {
    expect(isBlankCell({ kind: 'empty' })).toBe(true)
    expect(isBlankCell({ kind: 'text', lines: [] })).toBe(true)
    expect(isBlankCell({ kind: 'image', header: '', image: null })).toBe(true)
    expect(isBlankCell({ kind: 'unknown' })).toBe(false)
    expect(isBlankCell({ kind: 'text', lines: ['x'] })).toBe(false)
  })
})
