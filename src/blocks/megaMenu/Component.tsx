import Image from 'next/image'
import type { CSSProperties } from 'react'
import {
  desktopImages,
  selectedTopIndex,
  showsImages,
  splitCallsToAction,
  visibleItems,
  type MegaMenuItem,
} from '@/modules/navigation/mega-menu'
import type { Media, MegaMenuBlock as MegaMenuFields } from '@/payload-types'
import { LanguageSwitcher } from '@/ui/LanguageSwitcher'
import { Link } from '@/ui/Link'
import { imageSource } from '@/ui/media'
import type { BlockContext, BlockProps } from '../context'
import { LazyMegaBar as MegaBar, LazyMobileMenu as MobileMenu } from './lazy'
import type { MegaBarEntry } from './MegaBar'
import type { MobileMenuEntry } from './MobileMenu'
import { ctaClass, mobileRowClass, panelLinkClass, topItemClass } from './styles'

type Img = number | Media
type Item = MegaMenuItem<Img>
/** which layouts show a list's images: both desktop layouts, only the large one (> 1500 px), or none */
type Images = 'always' | 'large' | 'never'

const DEFAULT_LOGO = { width: 150, height: 55 }

/** What a list of children looks like: desktop panels put groups side by side, mobile stacks them. */
type Variant = {
  images: (group: Item) => Images
  groups: string
}

const DESKTOP: Variant = {
  images: desktopImages,
  groups: 'grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-8 gap-y-8',
}

// Spec 1 section 2.4: on mobile only the more-than-four rule shows images; the large layout is a desktop one.
const MOBILE: Variant = {
  images: (group) => (showsImages(group, 'mobile') && group.children.some((c) => c.image != null) ? 'always' : 'never'),
  groups: 'grid grid-cols-1 gap-6 sm:grid-cols-2',
}

const shownAt = (images: Images) => (images === 'large' ? 'hidden min-[1501px]:block' : 'block')

/** An item's picture; decorative (empty alt): the link or heading beside it names the item. */
function Picture({ image, images, size }: { image: Img | null; images: Images; size: 'tile' | 'thumb' }) {
  const source = imageSource(image)
  if (!source || images === 'never') return null
  if (size === 'thumb') {
    return (
      <Image
        src={source.src}
        alt=""
        width={64}
        height={43}
        sizes="64px"
        className={`${shownAt(images)} h-10 w-16 shrink-0 rounded object-cover`}
      />
    )
  }
  return (
    <span
      className={`${shownAt(images)} relative mb-3 aspect-[3/2] max-w-60 overflow-hidden rounded-[var(--radius)] bg-[var(--color-surface)]`}
    >
      <Image src={source.src} alt="" fill sizes="(min-width: 1501px) 260px, 220px" className="object-cover" />
    </span>
  )
}

function ItemsPanel({ item, ctx, variant }: { item: Item; ctx: BlockContext; variant: Variant }) {
  const linkProps = { site: ctx.site, lang: ctx.lang, editing: ctx.editing }
  const groupImages = variant.images(item)
  return (
    <>
      {item.url ? (
        <p className="mb-6">
          <Link href={item.url} {...linkProps} className={`${panelLinkClass} font-semibold underline`}>
            {ctx.t('megaMenuSeeAll', { title: item.title })} <span aria-hidden="true">→</span>
          </Link>
        </p>
      ) : null}
      <ul className={variant.groups} data-mega-groups>
        {item.children.map((group) => {
          const linkImages = variant.images(group)
          const heading = <span className="block text-lg font-semibold">{group.title}</span>
          return (
            <li key={group.key} data-mega-group>
              {group.url ? (
                <Link href={group.url} {...linkProps} className={`group block ${panelLinkClass}`}>
                  <Picture image={group.image} images={groupImages} size="tile" />
                  {heading}
                </Link>
              ) : (
                <>
                  <Picture image={group.image} images={groupImages} size="tile" />
                  {heading}
                </>
              )}
              {group.children.length ? (
                <ul className="mt-2 space-y-1">
                  {group.children.map((child) => (
                    <li key={child.key}>
                      <Link
                        href={child.url ?? '#'}
                        {...linkProps}
                        className={`flex items-center gap-3 py-1 ${panelLinkClass}`}
                      >
                        <Picture image={child.image} images={linkImages} size="thumb" />
                        {child.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </>
  )
}

/**
 * The mega-menu header (spec 1 sections 2.4, 3, 4 and 9): the logo, the top items (a top item
 * with children opens a wide panel of groups and links, with images by the rules of
 * src/modules/navigation/mega-menu.ts), CTA buttons at the end of the bar and the language
 * switcher; below 1024 px a hamburger opens a full-height menu with sub-menu panels.
 */
export function MegaMenuBlock({ block, ctx }: BlockProps<MegaMenuFields>) {
  const linkProps = { site: ctx.site, lang: ctx.lang, editing: ctx.editing }
  const { links, ctas } = splitCallsToAction(visibleItems<Img>(block.items))
  const selected = selectedTopIndex(links, ctx.path)
  const logo = imageSource(block.logo)
  const logoHeight = block.logoHeight || DEFAULT_LOGO.height
  const logoWidth = block.logoWidth || DEFAULT_LOGO.width

  const barEntries: MegaBarEntry[] = links.map((item, index) => ({
    key: item.key,
    title: item.title,
    selected: index === selected,
    ...(item.children.length
      ? {
          panel: (
            <div className="mx-auto max-w-[1600px] px-8 py-8">
              <ItemsPanel item={item} ctx={ctx} variant={DESKTOP} />
            </div>
          ),
        }
      : {
          link: (
            <Link
              href={item.url ?? '/'}
              {...linkProps}
              data-mega-top=""
              aria-current={index === selected ? 'true' : undefined}
              className={topItemClass(index === selected)}
            >
              {item.title}
            </Link>
          ),
        }),
  }))

  const mobileEntries: MobileMenuEntry[] = links.map((item, index) => ({
    key: item.key,
    title: item.title,
    selected: index === selected,
    ...(item.children.length
      ? { panel: <ItemsPanel item={item} ctx={ctx} variant={MOBILE} /> }
      : {
          link: (
            <Link
              href={item.url ?? '/'}
              {...linkProps}
              aria-current={index === selected ? 'true' : undefined}
              className={mobileRowClass}
            >
              {item.title}
            </Link>
          ),
        }),
  }))

  const buttons = (extra: string) =>
    ctas.map((cta) => (
      <Link
        key={cta.key}
        href={cta.url ?? '/'}
        {...linkProps}
        data-mega-cta=""
        className={`${ctaClass(cta.buttonType)} ${extra}`}
      >
        {cta.title}
      </Link>
    ))
  const languages = (className: string) => (
    <LanguageSwitcher site={ctx.site} lang={ctx.lang} path={ctx.path} label={ctx.t('language')} className={className} />
  )

  return (
    <header
      data-mega-menu
      className="relative z-30 bg-[var(--color-header-bg)] text-[var(--color-header-fg)] shadow-sm"
    >
      <div className="mx-auto flex max-w-[1600px] items-center gap-4 px-4 py-3 lg:gap-6 lg:px-8">
        <Link
          href="/"
          {...linkProps}
          className="shrink-0 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {logo ? (
            <Image
              src={logo.src}
              alt={logo.alt || ctx.site.label}
              width={logoWidth}
              height={logoHeight}
              preload
              // Spec 1 section 2.4: the logo is scaled to 0.9 below 640 px.
              style={{ '--logo-h': `${logoHeight}px` } as CSSProperties}
              className="h-[calc(var(--logo-h)*0.9)] w-auto object-contain sm:h-[var(--logo-h)]"
            />
          ) : (
            <span className="text-xl font-bold">{ctx.site.label}</span>
          )}
        </Link>
        <div className="hidden min-w-0 flex-1 lg:flex">
          <MegaBar entries={barEntries} label={ctx.t('mainNavigation')} idPrefix={`mega-${block.id ?? 'menu'}`} />
        </div>
        <div className="ml-auto flex items-center gap-3">
          {ctas.length ? <div className="hidden items-center gap-2 lg:flex">{buttons('')}</div> : null}
          {languages('hidden lg:flex')}
          <div className="lg:hidden">
            <MobileMenu
              entries={mobileEntries}
              texts={{
                menu: ctx.t('menu'),
                closeMenu: ctx.t('closeMenu'),
                back: ctx.t('menuBack'),
                // The bar is the main navigation; the menu panel is a landmark of its own, so it
                // needs its own name (two landmarks of one kind with one name confuse screen readers).
                navigation: ctx.t('menu'),
              }}
              footer={
                ctas.length || ctx.site.languages.length > 1 ? (
                  <>
                    {buttons('w-full py-3')}
                    {languages('')}
                  </>
                ) : undefined
              }
            />
          </div>
        </div>
      </div>
    </header>
  )
}
