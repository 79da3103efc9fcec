import Image from 'next/image'
import { LANGUAGES } from '@data/seed-types'
import { localizePath } from '@/modules/sites/locale'
import type { NavigationBlock as NavigationFields } from '@/payload-types'
import { imageSource } from '@/ui/media'
import { SiteLink } from '@/ui/SiteLink'
import type { BlockProps } from '../context'
import { DesktopNav, type DesktopNavItem } from './DesktopNav'
import { NavTree } from './NavTree'

type Items = NonNullable<NavigationFields['items']>

/** The bar's items as plain values for the browser, with links in the page's language. */
function desktopItems(items: Items, ctx: BlockProps<NavigationFields>['ctx']): DesktopNavItem[] {
  const link = (url: string) => {
    const internal = url.startsWith('/') && !url.startsWith('//')
    return { href: internal ? localizePath(url, ctx.lang, ctx.site) : url, external: /^https?:\/\//.test(url) }
  }
  return items.map((item) => ({
    label: item.label,
    ...link(item.url),
    children: (item.children ?? []).map((child) => ({ label: child.label, ...link(child.url), children: [] })),
  }))
}

export function NavigationBlock({ block, ctx }: BlockProps<NavigationFields>) {
  const logo = imageSource(block.logo)
  const items = block.items ?? []
  const languages = ctx.site.languages.length > 1 ? ctx.site.languages : []
  return (
    <header className="bg-[var(--color-header-bg)] text-[var(--color-header-fg)]">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3 md:px-8">
        <SiteLink href="/" site={ctx.site} lang={ctx.lang} className="shrink-0" aria-label={ctx.site.label}>
          {logo ? (
            <Image
              src={logo.src}
              alt={logo.alt || ctx.site.label}
              width={150}
              height={55}
              className="h-[49.5px] w-auto object-contain sm:h-[55px]"
              preload
            />
          ) : (
            <span className="text-xl font-bold">{ctx.site.label}</span>
          )}
        </SiteLink>
        <div className="hidden min-w-0 flex-1 xl:flex">
          <DesktopNav
            items={desktopItems(items, ctx)}
            label={ctx.t('mainNavigation')}
            moreLabel={ctx.t('navigationMore')}
          />
        </div>
        <div className="flex items-center gap-3">
          {languages.length ? (
            <ul aria-label={ctx.t('language')} className="flex gap-1 text-sm">
              {languages.map((lang) => (
                <li key={lang}>
                  <a
                    href={localizePath(ctx.path, lang, ctx.site)}
                    hrefLang={lang}
                    lang={lang}
                    aria-current={lang === ctx.lang ? 'true' : undefined}
                    className={`rounded px-2 py-1 uppercase ${lang === ctx.lang ? 'bg-[var(--color-header-fg)] text-[var(--color-header-bg)]' : 'hover:underline'}`}
                  >
                    <span aria-hidden>{lang}</span>
                    <span className="sr-only">{LANGUAGES[lang].nativeName}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <details className="group xl:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-2 rounded px-3 py-2 font-medium [&::-webkit-details-marker]:hidden">
              <span aria-hidden className="text-2xl leading-none">
                ☰
              </span>
              {ctx.t('menu')}
            </summary>
            <nav
              aria-label={ctx.t('mainNavigation')}
              className="absolute inset-x-0 z-30 mt-3 max-h-[80vh] overflow-y-auto border-t border-[var(--color-border)] bg-[var(--color-bg)] px-4 pb-6 text-[var(--color-fg)] shadow-xl"
            >
              <NavTree items={items} ctx={ctx} />
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
