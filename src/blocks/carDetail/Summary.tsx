import { carName, currentPrice, pricesExcludeVat, showsConnectedCarNotice } from '@/modules/cars/detail'
import { valueName } from '@/modules/cars/value-names'
import {
  priceContextTexts,
  priceDropOf,
  priceHistoryOf,
  priceRatingOf,
  roundedExpected,
} from '@/modules/cars/price-context'
import { LANGUAGES } from '@/modules/sites/languages'
import { PriceContextBadges } from '@/ui/PriceContextBadges'
import { Link } from '@/ui/Link'
import { PriceHistory } from './PriceHistory'
import type { CarSectionProps, DealerChoice } from './section'
import { LazyPrintButton as PrintButton, LazyShareButton as ShareButton } from './lazy'

const cta =
  'inline-flex min-h-12 items-center justify-center rounded-[var(--radius)] px-5 py-3 text-center font-semibold'

/**
 * The car's head: name, tags, price, the calls to action that lead to the finance panels and
 * the enquiry form (#contact-form, #contact-quote, #contact-testdrive), the dealer, and sharing.
 */
export function Summary({
  car,
  ctx,
  dealers,
  pageUrl,
  hasFinance,
}: CarSectionProps & { dealers: DealerChoice[]; pageUrl: string; hasFinance: boolean }) {
  const { t, site } = ctx
  const name = carName(car)
  const price = currentPrice(car)
  const exVat = pricesExcludeVat(car)
  const named = (field: string, value: string | null | undefined) =>
    value ? (valueName(field, value, ctx.lang) ?? value) : null
  const facts = [
    car.car_year,
    car.car_mileage_text,
    named('car_fuel', car.car_fuel),
    named('car_gearbox', car.car_gearbox),
  ].filter(Boolean)
  const tags = [
    car.car_is_sample ? t('sampleCar') : car.car_is_used ? t('conditionUsed') : t('conditionNew'),
    ...(site.flags.deductibleVatTag && car.car_vat_eligible ? [t('deductibleVat')] : []),
  ]
  const campaigns = car.car_has_campaign_price ? [t('campaignBadge'), ...car.car_campaigns] : car.car_campaigns
  const dealer = !car.car_is_sample ? dealers[0] : undefined
  // The price context ingest keeps in the document (modules/search/price-context).
  const locale = LANGUAGES[ctx.lang].locale
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: car.car_price_currency,
    maximumFractionDigits: 0,
  }).format
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const day = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`))
  const rating = priceRatingOf(car.car_price_rating)
  const drop = priceDropOf(car.car_price_lowered)
  const history = priceHistoryOf(car.car_price_history)
  return (
    <div className="flex flex-col gap-5">
      <div>
        <ul className="flex flex-wrap gap-2" aria-label={t('overview')}>
          {campaigns.map((campaign) => (
            <li
              key={campaign}
              className="rounded-full bg-[var(--color-campaign)] px-3 py-1 text-xs font-bold uppercase tracking-wide text-white"
            >
              {campaign}
            </li>
          ))}
          {tags.map((tag) => (
            <li
              key={tag}
              data-tag={tag}
              className="rounded-full border border-[var(--color-border)] px-3 py-1 text-xs font-semibold uppercase tracking-wide"
            >
              {tag}
            </li>
          ))}
        </ul>
        <h1 className="mt-3 text-3xl font-bold leading-tight [font-family:var(--font-heading)] md:text-4xl">{name}</h1>
        {facts.length > 0 ? <p className="mt-2 text-[var(--color-muted)]">{facts.join(' · ')}</p> : null}
      </div>

      <div>
        <p className="text-sm text-[var(--color-muted)]">{exVat ? t('carDetailPriceExclVat') : t('carDetailPrice')}</p>
        <p
          data-car-price
          className={`text-3xl font-bold ${price?.previousText ? 'text-[var(--color-campaign-text)]' : ''}`}
        >
          {price?.text ?? t('carDetailPriceOnRequest')}
        </p>
        {price?.previousText ? (
          <p className="text-[var(--color-muted)] line-through">
            {t('carDetailPreviousPrice', { price: price.previousText })}
          </p>
        ) : null}
        <PriceContextBadges
          rating={rating}
          lowered={drop !== null}
          texts={priceContextTexts(t)}
          className="mt-3"
          more={rating ? <p>{t('priceRatingExplained', { price: money(roundedExpected(rating.expected)) })}</p> : null}
        />
        {drop ? (
          <p className="mt-2 text-sm" data-price-drop="">
            {t('priceLoweredFrom', { price: money(drop.from), date: day(drop.date) })}
          </p>
        ) : null}
      </div>

      <PriceHistory
        history={history}
        money={money}
        day={day}
        texts={{ heading: t('priceHistory'), date: t('priceHistoryDate'), price: t('priceHistoryPrice') }}
      />

      <div className="grid gap-3 sm:grid-cols-2" data-print-hide>
        <Link
          href="#contact-form"
          className={`${cta} bg-[var(--color-primary)] text-[var(--color-primary-fg)] hover:opacity-90`}
        >
          {t('contactUs')}
        </Link>
        <Link
          href="#contact-quote"
          className={`${cta} border-2 border-[var(--color-primary)] hover:bg-[var(--color-surface)]`}
        >
          {t('carDetailRequestQuote')}
        </Link>
        {car.disable_test_drive ? null : (
          <Link
            href="#contact-testdrive"
            className={`${cta} border-2 border-[var(--color-primary)] hover:bg-[var(--color-surface)]`}
          >
            {t('carDetailBookTestDrive')}
          </Link>
        )}
        {hasFinance ? (
          <Link
            href="#finance"
            className={`${cta} border-2 border-[var(--color-primary)] hover:bg-[var(--color-surface)]`}
          >
            {t('carDetailCalculateFinance')}
          </Link>
        ) : null}
      </div>

      {dealer ? (
        <p>
          <span className="text-[var(--color-muted)]">{t('soldBy')}: </span>
          <Link
            href={dealer.href}
            editing={ctx.editing}
            className="font-semibold text-[var(--color-link)] underline underline-offset-4"
          >
            {dealer.name}
          </Link>
          {dealer.city ? <span>, {dealer.city}</span> : null}
        </p>
      ) : car.car_is_sample && dealers.length > 0 ? (
        <p>{t('carDetailDealersOfBrand', { count: dealers.length })}</p>
      ) : null}

      {showsConnectedCarNotice(car, Boolean(site.flags.connectedCarNotice)) ? (
        <p
          role="note"
          data-connected-car-notice
          className="rounded-[var(--radius)] border-l-4 border-amber-500 bg-amber-50 p-4 text-sm text-neutral-900"
        >
          {t('connectedCarNotice')}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <ShareButton
          title={name}
          url={pageUrl}
          texts={{ share: t('share'), copyLink: t('copyLink'), copied: t('copied') }}
        />
        <PrintButton label={t('carDetailPrint')} />
      </div>
    </div>
  )
}
