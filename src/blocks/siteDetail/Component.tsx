import type { SiteDetailBlock as SiteDetailFields } from '@/payload-types'
import { getBrandLogos } from '@/cms/brands'
import { originOf } from '@/cms/site-context'
import { env } from '@/lib/env'
import { cardOptionsFor } from '@/modules/cars/card-options'
import { loadCarList, type CarListResult } from '@/modules/cars/list-service'
import { buildBreadcrumbJsonLd } from '@/modules/cars/detail'
import { collapseBrands } from '@/modules/dealers/brands'
import { localDate, siteTimeZone, WEEKDAYS } from '@/modules/dealers/calendar'
import { LATEST_CARS_LIMIT, loadDealer, siteAllCarsHref, siteDetailSlug } from '@/modules/dealers/detail-page'
import { dealerAddress, dealerImageUrl, dealerPageUrl } from '@/modules/dealers/metadata'
import { displayPhone, phoneHref } from '@/modules/dealers/phone'
import { dealerJsonLd } from '@/modules/dealers/structured-data'
import type { Department, DealerSite, Weekday } from '@/modules/dealers/types'
import { dealerVCard, staffVCard, vCardFileName } from '@/modules/dealers/vcard'
import { parseGeocoord } from '@/modules/geo/parse-geocoord'
import { geocodeAddress } from '@/modules/dealers/place-lookup'
import { searchSiteInventory } from '@/modules/search/inventory-reads'
import { serializeJsonLd } from '@/modules/seo/structured-data'
import { LANGUAGES } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import { BackLink } from '@/ui/BackLink'
import { FinancedCarGrid } from '@/ui/FinancedCarGrid'
import { EmailLink, PhoneLink } from '@/ui/ContactLinks'
import { ImageWithFallback } from '@/ui/ImageWithFallback'
import { Link } from '@/ui/Link'
import { mapTexts } from '@/ui/map-texts'
import { MapSlot } from '@/ui/map/MapSlot'
import type { BlockContext, BlockProps } from '../context'
import { safely } from '../safely'
import { DepartmentHours, type DepartmentHoursTexts } from './DepartmentHours'

/** The spec's default position of a site (Stockholm), for a booking link when the site has none. */
const DEFAULT_SITE_POSITION = { lat: 59.3293, lng: 18.0686 }

/** Where the dealer is: its own coordinates, else its address geocoded, else nowhere (no map). */
async function dealerPosition(ctx: BlockContext, dealer: DealerSite) {
  const own = parseGeocoord(dealer.site_geocoord)
  if (own) return own
  const address = dealerAddress(dealer)
  if (!address) return null
  return safelyIn('geocoding', ctx, () => geocodeAddress(ctx.site, address, dealer.country_code), null)
}

function weekdayNames(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => [day, format.format(new Date(Date.UTC(2024, 0, 1 + index)))]),
  ) as Record<Weekday, string>
}

const vCardHref = (text: string) => `data:text/vcard;charset=utf-8,${encodeURIComponent(text)}`

const mapsSearchUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
const directionsUrl = (query: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`

/**
 * The dealer page (spec 2 section 2.7): name, contact, map and departments with hours, brands
 * and staff, then the dealer's latest cars. Rendered on the wildcard page under the site-detail
 * path; the proxy has answered unknown slugs with a 302, so a missing dealer here renders nothing.
 */
export async function SiteDetailBlock({ block, ctx }: BlockProps<SiteDetailFields>) {
  const { site, lang, t } = ctx
  const slug = siteDetailSlug(ctx.path, site.paths.siteDetail)
  if (!slug) return null
  const dealer = await loadDealer(site.name, slug)
  if (!dealer) return null
  const locale = LANGUAGES[lang].locale
  const origin = originOf(site)
  const timeZone = siteTimeZone(dealer)
  const listPath = localizePath(site.paths.siteDetail, lang, site)
  const carListPath = localizePath(site.paths.carList, lang, site)
  const pageUrl = dealerPageUrl(site, lang, dealer.slug, origin)
  const address = dealerAddress(dealer)
  const mapsQuery = [dealer.site_official_name, address].filter(Boolean).join(', ')
  const phone = phoneHref(dealer.site_phone, dealer.country_code)

  const [position, logos, latest] = await Promise.all([
    dealerPosition(ctx, dealer),
    safelyIn('brand logos', ctx, () => getBrandLogos(), {} as Awaited<ReturnType<typeof getBrandLogos>>),
    site.flags.hideLatestCars
      ? Promise.resolve(null)
      : safelyIn<CarListResult | null>(
          'latest cars',
          ctx,
          () =>
            loadCarList((query) => searchSiteInventory(site.name, query), {
              // Newest first: the spec's car_publishdate_asc would list the dealer's oldest cars.
              state: {
                filters: { car_site_id: [dealer.site_id] },
                keyphrase: '',
                sort: 'car_publishdate_desc',
                page: 0,
              },
              card: cardOptionsFor(ctx),
              offset: 0,
              limit: LATEST_CARS_LIMIT,
              withFacets: false,
            }),
          null,
        ),
  ])

  const hoursTexts: DepartmentHoursTexts = {
    openingHours: t('siteOpeningHours'),
    today: t('siteToday'),
    openNow: t('siteOpenNow'),
    closedNow: t('siteClosedNow'),
    closed: t('siteClosed'),
    vacation: t('siteVacation'),
    deviations: t('siteDeviations'),
    weekdays: weekdayNames(locale),
  }
  const bookingHref = (department: Department) => {
    if (!block.bookingPath || department.group !== 'Workshop') return null
    const where = position ?? DEFAULT_SITE_POSITION
    return `${localizePath(block.bookingPath, lang, site)}?lat=${where.lat}&lng=${where.lng}`
  }
  const inStockHref =
    block.showInStockLink && dealer.website_city ? `${siteAllCarsHref(carListPath, dealer)}&car_is_used=false` : null
  const jsonLd = [
    dealerJsonLd({
      site: dealer,
      url: pageUrl,
      imageUrl: dealerImageUrl(dealer, origin),
      from: localDate(timeZone, new Date()),
    }),
    buildBreadcrumbJsonLd([
      { name: t('home'), url: `${origin}${localizePath('/', lang, site)}` },
      { name: t('siteDepartments'), url: `${origin}${listPath}` },
      { name: dealer.site_official_name, url: pageUrl },
    ]),
  ]
  const hero = dealer.site_primary_image?.original ?? dealer.site_image_url ?? null

  return (
    <article data-site-detail={dealer.slug} className="mx-auto w-full max-w-7xl px-4 pb-12 md:px-8">
      <BackLink href={listPath} label={t('backToAllSites')} sticky={false} />
      {hero ? (
        <div
          className="relative mb-6 aspect-[21/9] max-h-96 w-full overflow-hidden rounded-[var(--radius)] bg-[var(--color-surface)] bg-cover bg-center"
          style={
            dealer.site_primary_image?.blur_data_url
              ? { backgroundImage: `url(${dealer.site_primary_image.blur_data_url})` }
              : undefined
          }
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the feed's own picture; the hero is the page's LCP and loads eagerly */}
          <img src={hero} alt="" fetchPriority="high" className="h-full w-full object-cover" />
        </div>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold [font-family:var(--font-heading)] md:text-4xl">
            {dealer.site_official_name}
          </h1>
          <address className="flex flex-col gap-2 not-italic">
            {address ? (
              <span>
                <a
                  href={mapsSearchUrl(mapsQuery)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-[var(--color-link)] underline underline-offset-2"
                >
                  {address}
                </a>
              </span>
            ) : null}
            <PhoneLink text={displayPhone(dealer.site_phone, dealer.country_code)} href={phone} />
            <EmailLink email={dealer.site_email} />
          </address>
          <div className="flex flex-wrap gap-3">
            {address ? (
              <a
                href={directionsUrl(mapsQuery)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-[var(--color-primary)] px-4 font-semibold text-[var(--color-primary-fg)]"
              >
                {t('siteDirections')}
              </a>
            ) : null}
            <a
              href={vCardHref(dealerVCard(dealer, { url: pageUrl }))}
              download={vCardFileName(dealer.site_official_name)}
              className="inline-flex min-h-11 items-center rounded-[var(--radius)] border border-[var(--color-border)] px-4 font-semibold"
            >
              {t('siteSaveContact')}
            </a>
            {!site.flags.hideLatestCars ? (
              <Link
                href={siteAllCarsHref(carListPath, dealer)}
                className="inline-flex min-h-11 items-center rounded-[var(--radius)] border border-[var(--color-border)] px-4 font-semibold"
              >
                {t('siteAllCars', { site: dealer.site_official_name })}
              </Link>
            ) : null}
          </div>
        </div>
        {position ? (
          <MapSlot
            markers={[
              {
                id: dealer.slug,
                lat: position.lat,
                lng: position.lng,
                title: dealer.site_official_name,
                lines: [dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')].filter(
                  (line): line is string => Boolean(line),
                ),
                href: directionsUrl(mapsQuery),
                linkLabel: t('siteDirections'),
              },
            ]}
            center={position}
            zoom={site.map.defaultZoomLevel}
            styleUrl={site.map.styleUrl ?? env().MAP_STYLE_URL ?? null}
            googleApiKey={site.map.browserApiKey ?? null}
            height="min(50vh, 380px)"
            texts={mapTexts(t)}
            label={`${t('mapLabel')}: ${dealer.site_official_name}`}
          />
        ) : null}
      </div>

      <section aria-labelledby="site-departments" className="mt-10">
        <h2 id="site-departments" className="mb-4 text-2xl font-bold [font-family:var(--font-heading)]">
          {t('siteDepartments')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {dealer.site_departments.map((department, index) => {
            const id = `department-${index}`
            const brands = collapseBrands(department.brands)
            const booking = bookingHref(department)
            return (
              <li
                key={id}
                data-department={department.group}
                className="flex flex-col gap-3 rounded-[var(--radius)] border border-[var(--color-border)] p-4"
              >
                <h3 id={id} className="text-xl font-bold [font-family:var(--font-heading)]">
                  {department.name}
                </h3>
                <p className="flex flex-col gap-1 text-sm">
                  <PhoneLink
                    text={displayPhone(department.phone, dealer.country_code)}
                    href={phoneHref(department.phone, dealer.country_code)}
                  />
                  <EmailLink email={department.email} />
                </p>
                {department.openingschedule ? (
                  <DepartmentHours
                    id={id}
                    schedule={department.openingschedule}
                    timeZone={timeZone}
                    locale={locale}
                    texts={hoursTexts}
                  />
                ) : null}
                {brands.length > 0 ? (
                  <div>
                    <p className="sr-only">{t('siteBrands')}</p>
                    <ul className="flex flex-wrap items-center gap-3" aria-label={t('siteBrands')}>
                      {brands.map((brand) => {
                        const logo = logos[brand.brand_code]?.logoUrl ?? null
                        return (
                          <li key={brand.brand_code} data-brand={brand.brand_code}>
                            <ImageWithFallback
                              src={logo}
                              alt={brand.name}
                              height={32}
                              className="h-8 w-auto"
                              fallback={<span className="text-sm font-semibold">{brand.name}</span>}
                            />
                          </li>
                        )
                      })}
                    </ul>
                  </div>
                ) : null}
                {booking || (inStockHref && department.group === 'New cars') ? (
                  <div className="flex flex-wrap gap-3">
                    {booking ? (
                      <Link
                        href={booking}
                        className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-[var(--color-primary)] px-4 font-semibold text-[var(--color-primary-fg)]"
                      >
                        <span className="first-letter:uppercase">{t('bookServiceAndWorkshop')}</span>
                      </Link>
                    ) : null}
                    {inStockHref && department.group === 'New cars' ? (
                      <Link
                        href={inStockHref}
                        className="inline-flex min-h-11 items-center rounded-[var(--radius)] border border-[var(--color-border)] px-4 font-semibold"
                      >
                        {t('siteInStock')}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
                {block.showEmployees !== false && department.users.length > 0 ? (
                  <details className="border-t border-[var(--color-border)] pt-2" data-staff>
                    <summary className="min-h-11 cursor-pointer content-center font-semibold">
                      {t('siteShowEmployees')}
                    </summary>
                    <ul className="mt-2 grid gap-4 sm:grid-cols-2">
                      {department.users.map((user, userIndex) => {
                        const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
                        const initials = [user.first_name, user.last_name].map((part) => part?.[0] ?? '').join('')
                        const userPhone = phoneHref(user.phone, dealer.country_code)
                        return (
                          <li key={`${name}-${userIndex}`} className="flex gap-3 text-sm">
                            <ImageWithFallback
                              src={user.image_url ?? null}
                              alt=""
                              width={56}
                              height={56}
                              className="h-14 w-14 shrink-0 rounded-full object-cover"
                              fallback={
                                <span
                                  aria-hidden="true"
                                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-[var(--color-surface)] font-bold"
                                >
                                  {initials}
                                </span>
                              }
                            />
                            <div className="flex min-w-0 flex-col gap-0.5">
                              <span className="font-semibold">{name}</span>
                              {user.title ? <span>{user.title}</span> : null}
                              <PhoneLink text={displayPhone(user.phone, dealer.country_code)} href={userPhone} />
                              <EmailLink email={user.email} />
                              <a
                                href={vCardHref(staffVCard(user, dealer, { department, url: pageUrl }))}
                                download={vCardFileName(name)}
                                className="text-[var(--color-link)] underline underline-offset-2"
                              >
                                {t('siteSaveContact')}
                                <span className="sr-only">: {name}</span>
                              </a>
                            </div>
                          </li>
                        )
                      })}
                    </ul>
                  </details>
                ) : null}
              </li>
            )
          })}
        </ul>
      </section>

      {latest && latest.cards.length > 0 ? (
        <section aria-labelledby="site-latest-cars" className="mt-12">
          <h2 id="site-latest-cars" className="text-2xl font-bold [font-family:var(--font-heading)]">
            {t('siteLatestCars')}
          </h2>
          <FinancedCarGrid cards={latest.cards} example={latest.example} ctx={ctx} />
          <p className="mt-6">
            <Link
              href={siteAllCarsHref(carListPath, dealer)}
              className="font-semibold text-[var(--color-link)] underline"
            >
              {t('siteAllCars', { site: dealer.site_official_name })}
            </Link>
          </p>
        </section>
      ) : null}
      {jsonLd.map((ld, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(ld) }} />
      ))}
    </article>
  )
}

/** This screen's parts, read through the shared `safely`. */
function safelyIn<T>(what: string, ctx: BlockContext, load: () => Promise<T>, fallback: T): Promise<T> {
  return safely('dealer page', what, ctx, load, fallback)
}
