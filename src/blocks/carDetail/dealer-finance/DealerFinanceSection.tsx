import { LANGUAGES } from '@/modules/sites/languages'
import { DEALER_FINANCE_PAGES, productsRequestFor } from '@/modules/finance/codeweaver'
import { localizePath } from '@/modules/sites/locale'
import type { CarSectionProps } from '../section'
import { LazyDealerFinance as DealerFinance } from './LazyDealerFinance'
import { dealerFinanceTexts } from './texts'

/**
 * The UK dealer finance quotes (spec 2 sections 4, 7.3 and 8; issue 5 item 7), on sites with the
 * dealerFinance flag, for cars with a price. The products call's body is built here from the
 * car, so the browser gets plain values and no search document.
 */
export function DealerFinanceSection({ car, ctx }: CarSectionProps) {
  if (!ctx.site.flags.dealerFinance) return null
  const request = productsRequestFor(car)
  if (!request) return null
  const texts = dealerFinanceTexts(ctx.t)
  return (
    <section aria-labelledby="dealer-finance-heading" data-dealer-finance className="space-y-4">
      <h2 id="dealer-finance-heading" className="text-2xl font-bold [font-family:var(--font-heading)]">
        {texts.heading}
      </h2>
      <DealerFinance
        request={request}
        locale={LANGUAGES[ctx.lang].locale}
        currency={car.car_price_currency}
        reserveHref={localizePath(DEALER_FINANCE_PAGES.apply, ctx.lang, ctx.site)}
        partExchangeHref={localizePath(DEALER_FINANCE_PAGES.partExchange, ctx.lang, ctx.site)}
        texts={texts}
      />
    </section>
  )
}
