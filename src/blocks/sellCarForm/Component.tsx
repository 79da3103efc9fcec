import type { SellCarFormBlock as SellCarFields } from '@/payload-types'
import { marketOf } from '@/modules/locator/query'
import { LANGUAGES } from '@/modules/sites/languages'
import type { BlockProps } from '../context'
import { LazySellCarForm } from './lazy'
import { sellCarTexts } from './texts'

/**
 * The sell-car form block (spec 3 section 2.3; issue 23 item 4). The page stays a cached public
 * page: the form renders on the server, and the valuation and the submit are the browser's calls.
 */
export function SellCarFormBlock({ block, ctx }: BlockProps<SellCarFields>) {
  const headingId = 'sell-car-heading'
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-8 md:px-8" data-block="sellCarForm">
      <h2 id={headingId} className="mb-2 text-2xl font-bold [font-family:var(--font-heading)]">
        {block.heading?.trim() || ctx.t('sellCarHeading')}
      </h2>
      <p className="mb-6 text-[var(--color-muted)]">{ctx.t('sellCarIntro')}</p>
      <LazySellCarForm
        siteName={ctx.site.name}
        country={marketOf(ctx.site.defaultLanguage).country}
        locale={LANGUAGES[ctx.lang].locale}
        showValuation={block.showValuation !== false}
        allowPhotos={block.allowPhotos !== false}
        texts={sellCarTexts(ctx.t)}
      />
    </section>
  )
}
