import type { FavouritesBlock as FavouritesFields } from '@/payload-types'
import { localizePath } from '@/modules/sites/locale'
import type { BlockProps } from '../context'
import { LazyFavouritesList as FavouritesList } from './lazy'

/**
 * The favourites page (issue 18 item 8): the same cached HTML for every visitor; the island
 * reads the visitor's saved cars in the browser and fetches them from the car list API.
 */
export function FavouritesBlock({ ctx }: BlockProps<FavouritesFields>) {
  const { t } = ctx
  return (
    <section aria-labelledby="favourites-heading" className="mx-auto max-w-7xl px-4 py-10 md:px-8">
      <h1 id="favourites-heading" className="text-3xl font-bold [font-family:var(--font-heading)] md:text-4xl">
        {t('favouritesTitle')}
      </h1>
      <p className="mt-2 text-[var(--color-muted)]">{t('favouritesIntro')}</p>
      <FavouritesList
        siteName={ctx.site.name}
        lang={ctx.lang}
        listHref={localizePath(ctx.site.paths.carList, ctx.lang, ctx.site)}
        texts={{
          empty: t('favouritesEmpty'),
          gone: t('favouritesGone', { count: '{count}' }),
          allCars: t('backToAllCars'),
          loading: t('loading'),
          error: t('carListError'),
          card: {
            campaignBadge: t('campaignBadge'),
            exclVat: t('exclVat'),
            missingImageText: t('missingImageText'),
            favourite: t('favouriteCar', { name: '{name}' }),
          },
        }}
      />
    </section>
  )
}
