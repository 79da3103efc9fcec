import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPageData } from '@/cms/queries'
import type { SiteContext } from '@/cms/site-context'
import { interpolate } from '@/modules/content/interpolate'
import { ALERTS_PAGE_PATH } from '@/modules/alerts/types'
import { localizePath } from '@/modules/sites/locale'
import { FavouritesAccountSync } from '@/ui/FavouritesAccountSync'
import { Link } from '@/ui/Link'

/** What the alert page shows: a link's question (with its button), or the result of one. */
export type AlertPageView =
  | { kind: 'confirm' | 'unsubscribe'; token: string; name: string; email: string }
  | { kind: 'confirmed' | 'unsubscribed' | 'invalid' | 'expired' | 'ended' }

const HEADINGS = {
  confirm: 'alertConfirmHeading',
  unsubscribe: 'alertUnsubscribeHeading',
  confirmed: 'alertConfirmedHeading',
  unsubscribed: 'alertUnsubscribedHeading',
  invalid: 'alertInvalidHeading',
  expired: 'alertExpiredHeading',
  ended: 'alertEndedHeading',
} as const

const TEXTS = {
  confirmed: 'alertConfirmedText',
  unsubscribed: 'alertUnsubscribedText',
  invalid: 'alertInvalidText',
  expired: 'alertExpiredText',
  ended: 'alertEndedText',
} as const

const buttonClass =
  'mt-8 rounded-[var(--radius)] bg-[var(--color-primary)] px-6 py-3 font-semibold text-[var(--color-primary-fg)] hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * The saved-search alert page in the site's shell (the home page's header and footer): server
 * HTML that works without JavaScript, its button a plain form POST.
 */
export async function AlertPage({ ctx, view }: { ctx: SiteContext; view: AlertPageView }) {
  const home = await getPageData(ctx.site.name, '/', ctx.lang)
  const blockCtx = { ...ctx, path: ALERTS_PAGE_PATH, editing: false, searchParams: {} }
  const page = localizePath(ALERTS_PAGE_PATH, ctx.lang, ctx.site)
  const failed = view.kind === 'invalid' || view.kind === 'expired' || view.kind === 'ended'
  return (
    <div className="flex flex-1 flex-col">
      <div id="jss-header">
        <RenderBlocks blocks={home?.header} ctx={blockCtx} />
      </div>
      <main
        id="jss-main"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start px-4 py-16 md:py-24"
        data-alert-view={view.kind}
      >
        <h1 className="text-3xl font-bold [font-family:var(--font-heading)] md:text-4xl">
          {ctx.t(HEADINGS[view.kind])}
        </h1>
        {view.kind === 'confirm' || view.kind === 'unsubscribe' ? (
          <>
            <p className="mt-4 text-lg">
              {interpolate(ctx.t(view.kind === 'confirm' ? 'alertConfirmText' : 'alertUnsubscribeText'), {
                name: view.name,
                email: view.email,
              })}
            </p>
            <form method="post" action={`/api/alerts/${view.kind}`}>
              <input type="hidden" name="token" value={view.token} />
              <input type="hidden" name="page" value={page} />
              <button type="submit" className={buttonClass}>
                {ctx.t(view.kind === 'confirm' ? 'alertConfirmButton' : 'alertUnsubscribeButton')}
              </button>
            </form>
          </>
        ) : (
          <>
            <p className="mt-4 text-lg" role={failed ? 'alert' : 'status'}>
              {ctx.t(TEXTS[view.kind])}
            </p>
            <Link href={ctx.site.paths.carList} site={ctx.site} lang={ctx.lang} className={buttonClass}>
              {ctx.t('alertBackToCars')}
            </Link>
          </>
        )}
        {view.kind === 'confirmed' ? <FavouritesAccountSync siteName={ctx.site.name} /> : null}
      </main>
      <div id="jss-footer">
        <RenderBlocks blocks={home?.footer} ctx={blockCtx} />
      </div>
    </div>
  )
}
