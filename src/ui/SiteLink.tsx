import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { Lang } from '@data/seed-types'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  site: Site
  lang: Lang
  children: ReactNode
}

/** A link that keeps the visitor's language: site paths get the language prefix, others pass. */
export function SiteLink({ href, site, lang, children, ...rest }: Props) {
  const internal = href.startsWith('/') && !href.startsWith('//')
  const external = /^https?:\/\//.test(href)
  return (
    <a
      href={internal ? localizePath(href, lang, site) : href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  )
}
