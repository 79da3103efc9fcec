import type { SiteContext } from '@/cms/site-context'

/** The 403 answer's content: why there is nothing to see, no kit data. */
export function KitsSessionRequired({ t, debugHref }: { t: SiteContext['t']; debugHref?: string | null }) {
  return (
    <section data-block="kitsTool" data-kits-denied className="mx-auto max-w-3xl px-4 py-16 text-center md:px-8">
      <h1 className="mb-4 text-2xl font-bold [font-family:var(--font-heading)]">{t('kitsTitle')}</h1>
      <p role="alert" className="text-lg">
        {t('kitsSessionRequired')}
      </p>
      {debugHref ? (
        <a
          href={debugHref}
          className="mt-6 inline-block rounded-[var(--radius)] border border-[var(--color-border)] px-4 py-2"
        >
          {t('kitsDebugFill')}
        </a>
      ) : null}
    </section>
  )
}
