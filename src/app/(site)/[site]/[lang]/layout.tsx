import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { LANGUAGES } from '@/modules/sites/languages'
import { loadSiteContext, originOf } from '@/cms/site-context'
import { buildOrganizationJsonLd, buildWebSiteJsonLd, serializeJsonLd } from '@/modules/seo/structured-data'
import { consentTexts } from '@/ui/consent-texts'
import { CookieConsent } from '@/ui/CookieConsent'
import { CookieSettingsButton } from '@/ui/CookieSettingsButton'
import { fontClassFor } from '@/ui/fonts'
import { EditingMode } from '@/ui/EditingMode'
import { ScrollToTop } from '@/ui/ScrollToTop'
import { VISITOR_STATE_SCRIPT } from '@/ui/visitor-state'
import { getSiteHasStories } from '@/cms/story-queries'
import { feedPath } from '@/modules/stories/feed'
import { logger } from '@/lib/logger'
import '../../globals.css'
import '../../visitor-state.css'

type Props = { children: ReactNode; params: Promise<{ site: string; lang: string }> }

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { site: siteName, lang } = await params
  const ctx = await loadSiteContext(siteName, lang)
  if (!ctx) return {}
  return { metadataBase: new URL(originOf(ctx.site)), applicationName: ctx.site.label }
}

/**
 * The root layout of every public page: language, brand theme, font and site-wide data. It reads
 * nothing of the request but draft mode, so pages stay cacheable for everyone.
 */
export default async function SiteLayout({ children, params }: Props) {
  const { site: siteName, lang } = await params
  const ctx = await loadSiteContext(siteName, lang)
  if (!ctx) notFound()
  const { isEnabled: editing } = await draftMode()
  const hasStories = await getSiteHasStories(ctx.site.name).catch((error: unknown) => {
    logger.error({ err: error, site: ctx.site.name }, 'whether the site has stories could not be read')
    return false
  })
  const origin = originOf(ctx.site)
  return (
    <html
      lang={LANGUAGES[ctx.lang].locale.split('-')[0]}
      data-theme={ctx.site.theme}
      data-site={ctx.site.name}
      className={fontClassFor(ctx.site.font)}
      // The visitor-state script marks <html> before React hydrates.
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: VISITOR_STATE_SCRIPT }} />
        {hasStories ? (
          <>
            <link
              rel="alternate"
              type="application/rss+xml"
              title={ctx.site.label}
              href={`${origin}${feedPath('rss', ctx.lang, ctx.site)}`}
            />
            <link
              rel="alternate"
              type="application/atom+xml"
              title={ctx.site.label}
              href={`${origin}${feedPath('atom', ctx.lang, ctx.site)}`}
            />
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col bg-[var(--color-bg)] text-[var(--color-fg)] [font-family:var(--font-body)] antialiased">
        <a
          href="#jss-main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-[var(--color-bg)] focus:px-4 focus:py-2"
        >
          {ctx.t('skipToContent')}
        </a>
        {children}
        <p className="bg-[var(--color-footer-bg)] px-4 pb-4 text-center text-sm text-[var(--color-footer-fg)] print:hidden">
          <CookieSettingsButton label={ctx.t('cookieSettings')} />
        </p>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd([
              buildOrganizationJsonLd(ctx.site, originOf(ctx.site)),
              buildWebSiteJsonLd(ctx.site, originOf(ctx.site), ctx.lang),
            ]),
          }}
        />
        <ScrollToTop label={ctx.t('scrollToTop')} />
        {editing ? null : <CookieConsent texts={consentTexts(ctx.t)} />}
        {editing ? <EditingMode label={ctx.t('editModeNotice')} /> : null}
      </body>
    </html>
  )
}
