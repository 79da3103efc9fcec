import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { forbidden, notFound } from 'next/navigation'
import { KitsTool } from '@/blocks/kitsTool/KitsTool'
import { KitsShell, loadKitsContext } from '@/blocks/kitsTool/shell'
import { env } from '@/lib/env'
import { hasKitsAccess, trustedKitsSession } from '@/modules/kits/session'
import { KITS_ROWS_COOKIE } from '@/modules/kits/view'

/**
 * The kits tool (issue 23), private to the dealer staff who open it from their system: the proxy
 * sends the site's kits path here with the query as sent, and the answer is never cached
 * (`Cache-Control: private, no-store`, set by the proxy). Without a user and a dealer in the
 * link (or, with KITS_LINK_SECRET, without a valid signature) it answers 403 and shows no kits.
 */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ site: string; lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, lang } = await params
  const ctx = await loadKitsContext(site, lang)
  if (!ctx) return {}
  return { title: ctx.site.titleTemplate.replace('%s', ctx.t('kitsTitle')), robots: { index: false, follow: false } }
}

export default async function KitsPage({ params, searchParams }: Props) {
  const { site, lang } = await params
  const ctx = await loadKitsContext(site, lang)
  if (!ctx) notFound()
  const query = await searchParams
  const session = trustedKitsSession(query, env().KITS_LINK_SECRET, new Date())
  if (!hasKitsAccess(session)) forbidden()
  const asRows = (await cookies()).get(KITS_ROWS_COOKIE)?.value === 'true'
  return (
    <KitsShell
      ctx={ctx}
      searchParams={query}
      tool={<KitsTool ctx={ctx} query={query} session={session} asRows={asRows} />}
    />
  )
}
