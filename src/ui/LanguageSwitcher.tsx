import { LANGUAGES, type Lang } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import type { Site } from '@/modules/sites/site'

type Props = {
  site: Site
  lang: Lang
  /** the page path without language prefix: each language links to the same page */
  path: string
  /** the list's accessible name, e.g. the dictionary's 'language' */
  label: string
  className?: string
}

/**
 * The header's language switcher (spec 1 section 3, Language: name, nativeName, url): one link
 * per language of the site to the same page in that language, the current one marked. Nothing
 * when the site has one language. Each link is named in its own language for screen readers.
 * A plain anchor, not Link: Link takes `lang` as the path's language and keeps it off the
 * element, while here the element itself must carry the target language.
 */
export function LanguageSwitcher({ site, lang, path, label, className = '' }: Props) {
  if (site.languages.length < 2) return null
  return (
    <ul aria-label={label} className={`flex gap-1 text-sm ${className}`}>
      {site.languages.map((code) => {
        const current = code === lang
        return (
          <li key={code}>
            <a
              href={localizePath(path, code, site)}
              hrefLang={code}
              lang={code}
              aria-current={current ? 'true' : undefined}
              className={`block rounded px-2 py-1 uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${
                current ? 'bg-[var(--color-header-fg)] text-[var(--color-header-bg)]' : 'hover:underline'
              }`}
            >
              <span aria-hidden="true">{code}</span>
              <span className="sr-only">{LANGUAGES[code].nativeName}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
