import Image from 'next/image'
import { LANGUAGES } from '@data/seed-types'
import { localizePath } from '@/modules/sites/locale'
import type { NavigationBlock as NavigationFields } from '@/payload-types'
import { imageSource } from '@/ui/media'
import { SiteLink } from '@/ui/SiteLink'
import type { BlockProps } from '../context'

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
        <nav aria-label={ctx.t('mainNavigation')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item, i) => (
              <li key={item.id ?? i} className="group relative">
                <SiteLink
                  href={item.url}
                  site={ctx.site}
                  lang={ctx.lang}
                  className="block rounded px-3 py-2 font-medium hover:underline"
                >
                  {item.label}
                </SiteLink>
                {item.children?.length ? (
                  <ul className="invisible absolute left-0 top-full z-20 min-w-60 rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-bg)] py-2 text-[var(--color-fg)] opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    {item.children.map((child, j) => (
                      <li key={child.id ?? j}>
                        <SiteLink
                          href={child.url}
                          site={ctx.site}
                          lang={ctx.lang}
                          className="block px-4 py-2 hover:bg-[var(--color-surface)] hover:underline"
                        >
                          {child.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
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
              <ul>
                {items.map((item, i) => (
                  <li key={item.id ?? i} className="border-b border-[var(--color-border)] py-2">
                    <SiteLink
                      href={item.url}
                      site={ctx.site}
                      lang={ctx.lang}
                      className="block py-2 text-lg font-semibold"
                    >
                      {item.label}
                    </SiteLink>
                    {item.children?.length ? (
                      <ul className="pb-2 pl-4">
                        {item.children.map((child, j) => (
                          <li key={child.id ?? j}>
                            <SiteLink
                              href={child.url}
                              site={ctx.site}
                              lang={ctx.lang}
                              className="block py-1.5 text-[var(--color-muted)] hover:underline"
                            >
                              {child.label}
                            </SiteLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
