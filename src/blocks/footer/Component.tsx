import type { FooterBlock as FooterFields } from '@/payload-types'
import { SiteLink } from '@/ui/SiteLink'
import type { BlockProps } from '../context'

export function FooterBlock({ block, ctx }: BlockProps<FooterFields>) {
  const columns = block.columns ?? []
  return (
    <footer className="mt-12 bg-[var(--color-footer-bg)] text-[var(--color-footer-fg)]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 md:px-8 lg:grid-cols-4">
        {columns.map((column, i) => (
          <div key={column.id ?? i}>
            <h2 className="mb-3 text-lg font-semibold">{column.title}</h2>
            <ul className="space-y-2">
              {(column.links ?? []).map((link, j) => (
                <li key={link.id ?? j}>
                  <SiteLink
                    href={link.url}
                    site={ctx.site}
                    lang={ctx.lang}
                    className="underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {block.infoHeading || block.infoText ? (
          <div>
            {block.infoHeading ? <h2 className="mb-3 text-lg font-semibold">{block.infoHeading}</h2> : null}
            {block.infoText ? <p className="whitespace-pre-line">{block.infoText}</p> : null}
          </div>
        ) : null}
      </div>
      <p className="border-t border-white/20 px-4 py-4 text-center text-sm">
        © {new Date().getFullYear()} {ctx.site.label}
      </p>
    </footer>
  )
}
