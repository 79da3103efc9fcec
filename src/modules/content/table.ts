/**
 * Table block layout rules (spec 1 sections 2.8, 3 and 8). Cells are image, link or text cells;
 * the column header names become the column titles (the table's head from 640 px, each cell's
 * label in the stacked cards below). A cell of any other type shows 'Unknown cell type', and
 * headers that cannot be read are empty rather than breaking the table.
 */

/** From this width the rows show as a table, below it as stacked cards. */
export const TABLE_BREAKPOINT_PX = 640
/** Tables with this many columns or fewer take the width of their content. */
export const AUTO_WIDTH_MAX_COLUMNS = 3

export type TableImage = { src: string; alt: string; width: number; height: number }
export type TableLink = { label: string; url: string }

export type TableCell =
  | { kind: 'image'; header: string; image: TableImage | null }
  | { kind: 'link'; header: string; lineOne: string; lineOneBold: boolean; lineTwo: string; link: TableLink | null }
  | { kind: 'text'; lines: string[] }
  /** a cell type this site cannot show */
  | { kind: 'unknown' }
  /** a position with no cell: rows shorter than the table are filled up */
  | { kind: 'empty' }

export type TableLayout = {
  /** one title per column; '' where the column has no name */
  headers: string[]
  /** true when at least one header has a name: otherwise the table has no head row */
  hasHeaders: boolean
  columnCount: number
  autoWidth: boolean
  rows: { key: string; cells: TableCell[] }[]
}

type Row = { id?: string | null; cells?: unknown }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Column titles from the block's header list; anything unreadable gives no headers (spec 1 section 8). */
export function readHeaders(columns: unknown): string[] {
  if (!Array.isArray(columns)) return []
  return columns.map((column) => {
    if (typeof column === 'string') return column.trim()
    if (column && typeof column === 'object') return text((column as { name?: unknown }).name)
    return ''
  })
}

/**
 * One cell from its stored form. `image` turns the image field into something renderable (or
 * null when it is missing: the spec renders nothing for missing image fields).
 */
export function readCell(raw: unknown, image: (value: unknown) => TableImage | null): TableCell {
  if (!raw || typeof raw !== 'object') return { kind: 'unknown' }
  const cell = raw as Record<string, unknown>
  switch (cell.blockType) {
    case 'tableImageCell':
      return { kind: 'image', header: text(cell.header), image: image(cell.image) }
    case 'tableLinkCell':
      return {
        kind: 'link',
        header: text(cell.header),
        lineOne: text(cell.lineOne),
        lineOneBold: cell.lineOneBold === true,
        lineTwo: text(cell.lineTwo),
        link: readLink(cell.link),
      }
    case 'tableTextCell':
      return { kind: 'text', lines: [cell.lineOne, cell.lineTwo, cell.lineThree].map(text).filter(Boolean) }
    default:
      return { kind: 'unknown' }
  }
}

function readLink(value: unknown): TableLink | null {
  if (!value || typeof value !== 'object') return null
  const label = text((value as { label?: unknown }).label)
  const url = text((value as { url?: unknown }).url)
  return url ? { label: label || url, url } : null
}

/** Whether a cell has anything to show in the stacked card view. */
export function isBlankCell(cell: TableCell): boolean {
  switch (cell.kind) {
    case 'empty':
      return true
    case 'image':
      return !cell.image && !cell.header
    case 'link':
      return !cell.header && !cell.lineOne && !cell.lineTwo && !cell.link
    case 'text':
      return cell.lines.length === 0
    case 'unknown':
      return false
  }
}

/**
 * The table as it renders: as many columns as the widest of the header list and the rows, every
 * row filled up to that width, and automatic width for 3 columns or fewer. Null when no row has
 * a cell (the block then renders nothing).
 */
export function layoutTable(
  columns: unknown,
  rows: unknown,
  image: (value: unknown) => TableImage | null,
): TableLayout | null {
  const headers = readHeaders(columns)
  const read = (Array.isArray(rows) ? rows : []).flatMap((row: Row, index) => {
    const cells = row && typeof row === 'object' && Array.isArray(row.cells) ? row.cells : []
    return cells.length ? [{ key: row.id || `row-${index}`, cells: cells.map((c: unknown) => readCell(c, image)) }] : []
  })
  if (read.length === 0) return null
  const columnCount = Math.max(headers.length, ...read.map((row) => row.cells.length))
  const filled = read.map((row) => ({
    key: row.key,
    cells: [
      ...row.cells,
      ...Array.from({ length: columnCount - row.cells.length }, () => ({ kind: 'empty' }) as const),
    ],
  }))
  const paddedHeaders = Array.from({ length: columnCount }, (_, i) => headers[i] ?? '')
  return {
    headers: paddedHeaders,
    hasHeaders: paddedHeaders.some(Boolean),
    columnCount,
    autoWidth: columnCount <= AUTO_WIDTH_MAX_COLUMNS,
    rows: filled,
  }
}
