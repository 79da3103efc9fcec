import Image from 'next/image'
import type { TableBlock as TableFields } from '@/payload-types'
import { isBlankCell, layoutTable, type TableCell } from '@/modules/content/table'
import type { Translate } from '@/modules/content/dictionary'
import { imageSource } from '@/ui/media'
import { Link } from '@/ui/Link'
import { BlockHeading } from '../BlockHeading'
import type { BlockContext, BlockProps } from '../context'

// The media field is typed for the CMS; cells arrive as unknown and are read by the module.
const toImage = (value: unknown) => imageSource(value as Parameters<typeof imageSource>[0])

/**
 * Table block (spec 1 section 2.8). One markup for both layouts, switched by CSS alone: from
 * 640 px (Tailwind's `sm`) a real table whose head row holds the column titles; below it every
 * row is a card and every cell shows its column title as a label. Tables of 3 columns or fewer
 * take the width of their content.
 */
export function TableBlock({ block, ctx }: BlockProps<TableFields>) {
  const table = layoutTable(block.columns, block.rows, toImage)
  if (!table) return null
  const headingId = `table-${block.id ?? 'block'}`
  return (
    <section
      aria-labelledby={block.heading?.trim() ? headingId : undefined}
      className="mx-auto max-w-7xl px-4 py-8 md:px-8"
    >
      <BlockHeading id={headingId} text={block.heading} className="mb-4" />
      <div className="sm:overflow-x-auto" data-table-columns={table.columnCount} data-auto-width={table.autoWidth}>
        <table
          aria-labelledby={block.heading?.trim() ? headingId : undefined}
          className={`max-sm:block border-collapse text-left ${table.autoWidth ? 'sm:w-auto' : 'sm:w-full sm:table-fixed'}`}
        >
          {table.hasHeaders ? (
            <thead className="max-sm:hidden">
              <tr className="border-b-2 border-[var(--color-fg)]">
                {table.headers.map((header, index) => (
                  <th key={index} scope="col" className="px-4 py-3 align-bottom font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody className="max-sm:block max-sm:space-y-4">
            {table.rows.map((row) => (
              <tr
                key={row.key}
                className="border-b border-[var(--color-border)] max-sm:block max-sm:rounded-[var(--radius)] max-sm:border max-sm:bg-[var(--color-surface)] max-sm:p-4"
              >
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    className={`px-4 py-3 align-top max-sm:px-0 max-sm:py-2 ${isBlankCell(cell) ? 'max-sm:hidden' : 'max-sm:block'}`}
                  >
                    {table.headers[index] ? (
                      // The column title as the card's label; hidden where the head row shows it.
                      <span className="block text-xs font-semibold uppercase tracking-wide text-[var(--color-muted)] sm:hidden">
                        {table.headers[index]}
                      </span>
                    ) : null}
                    <Cell cell={cell} ctx={ctx} t={ctx.t} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Cell({ cell, ctx, t }: { cell: TableCell; ctx: BlockContext; t: Translate }) {
  switch (cell.kind) {
    case 'image':
      return (
        <>
          {cell.header ? <span className="mb-2 block font-semibold">{cell.header}</span> : null}
          {cell.image ? (
            <Image
              src={cell.image.src}
              alt={cell.image.alt}
              width={cell.image.width}
              height={cell.image.height}
              sizes="(min-width: 640px) 200px, 50vw"
              className="h-auto max-h-24 w-auto max-w-[200px] object-contain"
            />
          ) : null}
        </>
      )
    case 'link':
      return (
        <>
          {cell.header ? <span className="block font-semibold">{cell.header}</span> : null}
          {cell.lineOne ? <span className={`block ${cell.lineOneBold ? 'font-bold' : ''}`}>{cell.lineOne}</span> : null}
          {cell.lineTwo ? <span className="block text-[var(--color-muted)]">{cell.lineTwo}</span> : null}
          {cell.link ? (
            <Link
              href={cell.link.url}
              site={ctx.site}
              lang={ctx.lang}
              className="mt-1 inline-block font-medium text-[var(--color-link)] underline underline-offset-2 hover:no-underline"
            >
              {cell.link.label}
            </Link>
          ) : null}
        </>
      )
    case 'text':
      return (
        <>
          {cell.lines.map((line, index) => (
            <span key={index} className={`block ${index === 0 ? '' : 'text-[var(--color-muted)]'}`}>
              {line}
            </span>
          ))}
        </>
      )
    case 'unknown':
      return <span className="italic text-[var(--color-muted)]">{t('unknownCellType')}</span>
    case 'empty':
      return null
  }
}
