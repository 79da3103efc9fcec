import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { Lang } from '@/modules/sites/languages'
import { linkKind, NEW_TAB } from '@/modules/content/link'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** with site and language, site paths get the visitor's language prefix */
  site?: Site
  lang?: Lang
  /**
   * Editing mode (draft, live preview): the link stays in the page for the editor to see and
   * edit, but is marked so the editing-mode script does not follow it.
   */
  editing?: boolean
  children: ReactNode
}

/**
 * The one link of the product. Internal paths keep the visitor's language; links to other hosts
 * open in a new tab with `rel="noopener noreferrer"`; mailto and tel links hand off to the device
 * and anchors stay in the page.
 */
export function Link({ href, site, lang, editing, children, ...rest }: Props) {
  const kind = linkKind(href)
  const target = kind === 'internal' && site && lang ? localizePath(href, lang, site) : href
  return (
    <a
      href={target}
      {...(kind === 'external' ? NEW_TAB : {})}
      {...(editing ? { 'data-editable-link': '', title: href } : {})}
      {...rest}
    >
      {children}
    </a>
  )
}
