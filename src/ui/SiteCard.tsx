import type { CSSProperties, ReactNode } from 'react'
import type { SiteListItem } from '@/modules/dealers/list-service'
import { EmailLink, PhoneLink } from './ContactLinks'
import { Link } from './Link'

export type SiteCardTexts = { showDepartments: string; readMore: string }

type Props = {
  site: SiteListItem
  href: string
  texts: SiteCardTexts
  headingLevel?: 'h2' | 'h3'
  /** e.g. the distance from the visitor, under the address */
  note?: ReactNode
  selected?: boolean
}

/**
 * A dealer in a list or a teaser (spec 3 section 3, "Site in lists"): picture, name, address,
 * phone and e-mail, and its departments with their e-mail behind a disclosure. The heading links
 * to the dealer's page; the contact links sit beside it, never nested in another link.
 */
export function SiteCard({ site, href, texts, headingLevel = 'h3', note, selected = false }: Props) {
  const Heading = headingLevel
  const town = [site.zip, site.city].filter(Boolean).join(' ')
  return (
    <article
      data-site-card={site.slug}
      data-selected={selected ? '' : undefined}
      className={`flex h-full flex-col overflow-hidden rounded-[var(--radius)] border bg-[var(--color-bg)] ${
        selected ? 'border-[var(--color-primary)] ring-2 ring-[var(--color-primary)]' : 'border-[var(--color-border)]'
      }`}
    >
      <div
        className="relative aspect-[16/9] bg-[var(--color-surface)] bg-cover bg-center"
        style={site.blurDataUrl ? ({ backgroundImage: `url(${site.blurDataUrl})` } as CSSProperties) : undefined}
      >
        {site.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- already a sized thumbnail; next/image would re-encode it per card
          <img src={site.imageUrl} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-bold [font-family:var(--font-heading)]">
          <Link href={href} className="text-[var(--color-fg)] underline-offset-4 hover:underline">
            {site.name}
          </Link>
        </Heading>
        <p className="text-sm">
          {site.street ? <span className="block">{site.street}</span> : null}
          {town ? <span className="block">{town}</span> : null}
        </p>
        {note ? <p className="text-sm font-semibold">{note}</p> : null}
        <p className="flex flex-col gap-1 text-sm">
          <PhoneLink text={site.phone} href={site.phoneHref} />
          <EmailLink email={site.email} />
        </p>
        {site.departments.length > 0 ? (
          <details className="mt-auto border-t border-[var(--color-border)] pt-2 text-sm">
            <summary className="min-h-11 cursor-pointer content-center font-semibold">{texts.showDepartments}</summary>
            <ul className="mt-1 flex flex-col gap-2">
              {site.departments.map((department, index) => (
                <li key={`${department.group}-${index}`}>
                  <span className="block font-semibold">{department.name}</span>
                  <EmailLink email={department.email} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </article>
  )
}
