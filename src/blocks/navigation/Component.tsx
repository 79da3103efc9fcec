import Image from 'next/image'
import { getNavigationPages } from '@/cms/queries'
import { buildNavigation, extraNavigationItems } from '@/modules/navigation/page-tree'
import type { NavigationBlock as NavigationFields } from '@/payload-types'
import { LanguageSwitcher } from '@/ui/LanguageSwitcher'
import { imageSource } from '@/ui/media'
import { Link } from '@/ui/Link'
import type { BlockProps } from '../context'
import { LazyDesktopNav as DesktopNav, LazyMenuDetails as MenuDetails, LazyStickyBar as StickyBar } from './lazy'
import { localizeItems } from './items'
import { NavTree } from './NavTree'

/**
 * The navigation bar (spec 1 section 2.4): the logo, the entries of the site's page tree plus the
 * block's extra entries, the language switcher, and the hamburger menu below 1280 px.
 */
export async function NavigationBlock({ block, ctx }: BlockProps<NavigationFields>) {
  const logo = imageSource(block.logo)
  const pages = await getNavigationPages(ctx.site.name, ctx.lang, ctx.editing)
  const items = localizeItems([...buildNavigation(pages ?? []), ...extraNavigationItems(block.extraItems)], ctx)
  return (
    <StickyBar sticky={Boolean(block.sticky)} home={ctx.path === '/'}>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:gap-6 md:px-8">
        {/* The logo gives way first on a narrow phone with a language switcher beside the menu. */}
        <Link href="/" site={ctx.site} lang={ctx.lang} editing={ctx.editing} className="min-w-0 shrink">
          {logo ? (
            <Image
              src={logo.src}
              alt={`${ctx.site.label} – ${ctx.t('home')}`}
              width={150}
              height={55}
              className="h-auto max-h-[49.5px] w-auto max-w-full object-contain sm:max-h-[55px]"
              preload
            />
          ) : (
            <span className="text-xl font-bold">{ctx.site.label}</span>
          )}
        </Link>
        {items.length ? (
          <div className="hidden min-w-0 flex-1 xl:flex">
            <DesktopNav items={items} label={ctx.t('mainNavigation')} moreLabel={ctx.t('navigationMore')} />
          </div>
        ) : null}
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <LanguageSwitcher site={ctx.site} lang={ctx.lang} path={ctx.path} label={ctx.t('language')} />
          {items.length ? (
            <MenuDetails className="group xl:hidden">
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded px-2 py-2 font-medium sm:px-3 [&::-webkit-details-marker]:hidden">
                <span aria-hidden className="text-2xl leading-none">
                  ☰
                </span>
                {ctx.t('menu')}
              </summary>
              <nav
                // The desktop bar is the main navigation; this panel needs a name of its own.
                aria-label={ctx.t('menu')}
                className="absolute inset-x-0 top-full z-30 max-h-[80vh] overflow-y-auto border-t border-[var(--color-border)] bg-[var(--color-bg)] px-4 pb-6 text-[var(--color-fg)] shadow-xl"
              >
                <NavTree items={items} showChildrenLabel={ctx.t('navigationShowChildren')} />
              </nav>
            </MenuDetails>
          ) : null}
        </div>
      </div>
    </StickyBar>
  )
}
