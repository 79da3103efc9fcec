import type { TireHotelBlock as TireHotelFields } from '@/payload-types'
import { localizePath } from '@/modules/sites/locale'
import type { BlockProps } from '../context'
import { LazyTireHotelWidget } from './lazy'
import { tireHotelTexts } from './texts'

const link = (value: { label?: string | null; url?: string | null } | null | undefined) =>
  value?.url && value.label ? { label: value.label, url: value.url } : null

/**
 * The tyre hotel block (spec 3 section 2.2). The page stays a cached public page: everything
 * per visitor (the session, `?regNo=`) is read by the widget in the browser.
 */
export function TireHotelBlock({ block, ctx }: BlockProps<TireHotelFields>) {
  const { site, lang } = ctx
  return (
    <section
      aria-label={block.heading ?? ctx.t('tireHotelSearchHeading')}
      className="mx-auto max-w-5xl px-4 py-8 md:px-8"
      data-block="tireHotel"
    >
      {block.heading ? <p className="mb-4 text-lg font-semibold">{block.heading}</p> : null}
      <LazyTireHotelWidget
        texts={tireHotelTexts(ctx.t)}
        config={{
          mailbox: block.mailbox,
          contactUs: link(block.contactUs),
          bookService: link(block.bookService),
          informationUrl: block.tireHotelInformationUrl?.trim() || null,
          homePath: localizePath('/', lang, site),
        }}
      />
    </section>
  )
}
