import { getPageData } from '@/cms/queries'
import { logger } from '@/lib/logger'
import { dictionaryEntries } from '@/modules/content/texts/entries'
import { localizePath } from '@/modules/sites/locale'
import { Link } from '@/ui/Link'
import type { BlockContext } from '../../context'
import type { CarSectionProps, DealerChoice } from '../section'
import { marketOf } from '@/modules/locator/query'
import { LazyContactForm as ContactForm } from './LazyContactForm'
import { enquiryFormTexts } from './texts'
import { nonBreakingPhone } from '@/modules/content/phone-text'

/**
 * The site's privacy page for the notice under the form: the path the site's dictionary names,
 * or the seeded path of any language (a page's path is the same in all its languages), whichever
 * the site has a page at. Null when it has none, and the notice stands without a link.
 */
async function privacyPolicyHref(ctx: BlockContext): Promise<string | null> {
  const seeded = Object.values(dictionaryEntries.enquiryPrivacyPolicyPath)
  const candidates = [...new Set([ctx.t('enquiryPrivacyPolicyPath'), ...seeded])].filter((p) => p.startsWith('/'))
  try {
    for (const path of candidates) {
      if (await getPageData(ctx.site.name, path, ctx.lang, ctx.editing)) return localizePath(path, ctx.lang, ctx.site)
    }
  } catch (error) {
    logger.warn({ err: error, site: ctx.site.name }, 'privacy page could not be looked up')
  }
  return null
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * The contact section of a car page: the car's dealer and sellers, and the enquiry form. For a
 * stock car `dealers` holds its own dealer; for a sample, the candidate dealers of its brand to
 * choose from in the form.
 */
export async function ContactSection({ car, ctx, dealers }: CarSectionProps & { dealers: DealerChoice[] }) {
  const { t } = ctx
  const isSample = car.car_is_sample
  const dealer = isSample ? null : (dealers.find((d) => d.siteId === car.car_site_id) ?? dealers[0] ?? null)
  const sellers = isSample ? [] : car.car_sellers
  const privacyHref = await privacyPolicyHref(ctx)

  return (
    <section aria-labelledby="contact-heading" className="scroll-mt-24 py-8" id="contact">
      <h2 id="contact-heading" className="text-2xl font-bold [font-family:var(--font-heading)]">
        {t('contactFormHeading')}
      </h2>
      <p className="mt-1 text-[var(--color-muted)]">{t('contactFormIntro')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {dealer || sellers.length > 0 ? (
          <div className="grid content-start gap-4">
            {dealer ? (
              <p>
                <span className="block text-sm text-[var(--color-muted)]">{t('soldBy')}</span>
                <Link
                  href={dealer.href}
                  editing={ctx.editing}
                  className="text-lg font-semibold text-[var(--color-link)] underline"
                >
                  {dealer.name}
                </Link>
                {dealer.city ? <span className="block text-sm">{dealer.city}</span> : null}
              </p>
            ) : null}
            {sellers.length > 0 ? (
              <div>
                <h3 className="font-semibold">{t('enquirySellersHeading')}</h3>
                <ul className="mt-2 grid gap-3">
                  {sellers.map((seller, index) => (
                    <li
                      key={`${index}-${seller.name}`}
                      className="rounded-[var(--radius)] border border-[var(--color-border)] p-3"
                    >
                      <p className="font-medium">{seller.name}</p>
                      {seller.phone ? (
                        <Link href={telHref(seller.phone)} className="block text-[var(--color-link)] underline">
                          {nonBreakingPhone(seller.phone)}
                          {/* Inside a phone link every space holds: the link's text must not wrap. */}
                          <span className="sr-only">
                            {nonBreakingPhone(` (${t('enquiryCallSeller', { name: seller.name })})`)}
                          </span>
                        </Link>
                      ) : null}
                      {seller.email ? (
                        <Link
                          href={`mailto:${seller.email}`}
                          className="block break-all text-[var(--color-link)] underline"
                        >
                          {seller.email}
                          <span className="sr-only"> ({t('enquiryEmailSeller', { name: seller.name })})</span>
                        </Link>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <div className={dealer || sellers.length > 0 ? '' : 'lg:col-span-2'}>
          <ContactForm
            siteName={ctx.site.name}
            country={marketOf(ctx.site.defaultLanguage).country}
            carId={car.car_id}
            isSample={isSample}
            showTestDrive={!car.disable_test_drive}
            dealers={dealers.map((d) => ({ siteId: d.siteId, label: d.city ? `${d.name}, ${d.city}` : d.name }))}
            privacyHref={privacyHref}
            texts={enquiryFormTexts(t)}
          />
        </div>
      </div>
    </section>
  )
}
