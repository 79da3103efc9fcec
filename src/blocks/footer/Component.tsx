import Image from 'next/image'
import type { ReactNode } from 'react'
import {
  brandCarListHref,
  clipboardText,
  COPIED_TOOLTIP_MS,
  highlightedLink,
  infoFieldsLayout,
  linkifyContacts,
  visibleBrands,
  visibleSocialLinks,
} from '@/modules/content/footer'
import type { FooterBlock as FooterFields } from '@/payload-types'
import { imageSource } from '@/ui/media'
import { Link } from '@/ui/Link'
import type { BlockContext, BlockProps } from '../context'
import { CopyLink } from './CopyLink'
import { SocialIcon } from './SocialIcon'
import { nonBreakingPhone } from '@/modules/content/phone-text'

const LINK = 'underline-offset-4 hover:underline'

/** A footer link: mailto/tel copy to the clipboard, every other link goes through Link. */
function FooterLink({
  href,
  ctx,
  className = LINK,
  children,
}: {
  href: string
  ctx: BlockContext
  className?: string
  children: ReactNode
}) {
  const copyText = clipboardText(href)
  if (copyText) {
    return (
      <CopyLink
        href={href}
        copyText={copyText}
        copiedLabel={ctx.t('copied')}
        durationMs={COPIED_TOOLTIP_MS}
        editing={ctx.editing}
        className={className}
      >
        {children}
      </CopyLink>
    )
  }
  return (
    <Link href={href} site={ctx.site} lang={ctx.lang} editing={ctx.editing} className={className}>
      {children}
    </Link>
  )
}

/** An info field's text, with its phone numbers and e-mail addresses as copyable links. */
function ContactText({ text, ctx }: { text: string; ctx: BlockContext }) {
  return (
    <p className="whitespace-pre-line">
      {linkifyContacts(text).map((segment, i) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <FooterLink key={i} href={segment.href} ctx={ctx} className="font-semibold underline underline-offset-4">
            {segment.kind === 'phone' ? nonBreakingPhone(segment.text) : segment.text}
          </FooterLink>
        ),
      )}
    </p>
  )
}

export function FooterBlock({ block, ctx }: BlockProps<FooterFields>) {
  const columns = (block.columns ?? []).filter((column) => column.title?.trim())
  const info = infoFieldsLayout([block.infoField1, block.infoField2], block.infoFieldOneChildFullWidth)
  const brands = visibleBrands(
    (block.brands ?? []).map((brand) => ({
      name: brand.name,
      logo: imageSource(brand.logo),
      logoBlackAndWhite: imageSource(brand.logoBlackAndWhite),
    })),
    block.showBrands,
  )
  const social = visibleSocialLinks(block.socialLinks)
  const highlighted = highlightedLink(block.highlightedLink)

  return (
    <footer className="mt-12 bg-[var(--color-footer-bg)] text-[var(--color-footer-fg)]">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 md:px-8">
        {columns.length ? (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {columns.map((column, i) => (
              <div key={column.id ?? i}>
                <h2 className="mb-3 text-lg font-semibold [font-family:var(--font-heading)]">{column.title}</h2>
                {column.description ? (
                  <p className="mb-3 whitespace-pre-line text-sm opacity-90">{column.description}</p>
                ) : null}
                <ul className="space-y-2">
                  {(column.links ?? []).flatMap((link, j) =>
                    link.url && link.label ? (
                      <li key={link.id ?? j}>
                        <FooterLink href={link.url} ctx={ctx}>
                          {link.label}
                        </FooterLink>
                      </li>
                    ) : (
                      []
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        ) : null}

        {info.fields.length ? (
          <div className={`grid gap-8 ${info.fullWidth ? '' : 'md:grid-cols-2'}`}>
            {info.fields.map((field, i) => (
              <div key={i} className="rounded-[var(--radius)] border border-current/20 p-5">
                {field.heading ? (
                  <h2 className="mb-2 text-lg font-semibold [font-family:var(--font-heading)]">{field.heading}</h2>
                ) : null}
                {field.text ? <ContactText text={field.text} ctx={ctx} /> : null}
              </div>
            ))}
          </div>
        ) : null}

        {brands.length ? (
          <section>
            <h2
              className={
                block.brandsHeading ? 'mb-4 text-lg font-semibold [font-family:var(--font-heading)]' : 'sr-only'
              }
            >
              {block.brandsHeading || ctx.t('footerBrands')}
            </h2>
            <ul className="flex flex-wrap gap-3">
              {brands.map((brand) => (
                <li key={brand.name}>
                  <Link
                    href={brandCarListHref(ctx.site.paths.carList, brand.name)}
                    site={ctx.site}
                    lang={ctx.lang}
                    editing={ctx.editing}
                    className="group relative flex h-16 w-32 items-center justify-center rounded-[var(--radius)] bg-white p-2"
                  >
                    {/* Logos are dark ink on transparent, so they sit on a white tile on the dark footer. */}
                    <Image
                      src={brand.logo.src}
                      alt={brand.name}
                      width={120}
                      height={44}
                      sizes="120px"
                      className={`max-h-full w-auto object-contain ${brand.hoverLogo ? 'group-hover:invisible group-focus-visible:invisible' : ''}`}
                    />
                    {brand.hoverLogo ? (
                      <Image
                        src={brand.hoverLogo.src}
                        alt=""
                        width={120}
                        height={44}
                        sizes="120px"
                        className="invisible absolute inset-2 m-auto max-h-[calc(100%-1rem)] w-auto object-contain group-hover:visible group-focus-visible:visible"
                      />
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <div className="border-t border-current/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 text-sm md:flex-row md:items-center md:justify-between md:px-8">
          <p>
            © {new Date().getFullYear()} {ctx.site.label}
          </p>
          {highlighted ? (
            <FooterLink
              href={highlighted.url}
              ctx={ctx}
              className="inline-block rounded-[var(--radius)] bg-[var(--color-primary)] px-5 py-2.5 font-semibold text-[var(--color-primary-fg)] hover:opacity-90"
            >
              {highlighted.label}
            </FooterLink>
          ) : null}
          {social.length ? (
            <ul className="flex gap-2" aria-label={ctx.t('footerSocialLinks')}>
              {social.map((link) => (
                <li key={`${link.icon}-${link.url}`}>
                  <Link
                    href={link.url}
                    site={ctx.site}
                    lang={ctx.lang}
                    editing={ctx.editing}
                    aria-label={ctx.t('followUsOn', { network: link.name })}
                    className="flex h-11 w-11 items-center justify-center rounded-full border border-current/30 hover:bg-white/10"
                  >
                    <SocialIcon network={link.icon} className="h-5 w-5" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
