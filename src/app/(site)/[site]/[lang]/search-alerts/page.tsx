import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loadSiteContext } from '@/cms/site-context'
import { payload } from '@/lib/payload'
import { inspectLink } from '@/providers/search-alerts/visitor'
import { AlertPage, type AlertPageView } from '../../../AlertPage'

/**
 * The page the links of alert e-mails open (issue 18 item 6), outside the page cache (the proxy
 * sends the site's /search-alerts here). Opening a link changes nothing: the page names the alert
 * and the visitor presses the button (a form POST to the confirm or unsubscribe route, which comes
 * back here with `?result=`). A forged or expired link shows why, and changes nothing.
 */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ site: string; lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const RESULTS = ['confirmed', 'unsubscribed', 'invalid', 'expired', 'ended'] as const
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, lang } = await params
  const ctx = await loadSiteContext(site, lang)
  if (!ctx) return {}
  return {
    title: ctx.site.titleTemplate.replace('%s', ctx.t('alertPageTitle')),
    robots: { index: false, follow: false },
  }
}

async function viewOf(query: Record<string, string | string[] | undefined>): Promise<AlertPageView> {
  const result = one(query.result)
  if ((RESULTS as readonly string[]).includes(result)) return { kind: result as (typeof RESULTS)[number] }
  const action = one(query.action)
  const token = one(query.token)
  if ((action !== 'confirm' && action !== 'unsubscribe') || !token || token.length > 200) return { kind: 'invalid' }
  const link = await inspectLink(await payload(), action, token)
  if (link.state !== 'ok') return { kind: link.state }
  if (link.alert.status === 'unsubscribed') return { kind: action === 'unsubscribe' ? 'unsubscribed' : 'ended' }
  return { kind: action, token, name: link.alert.name, email: link.alert.email }
}

export default async function SearchAlertsPage({ params, searchParams }: Props) {
  const { site, lang } = await params
  const ctx = await loadSiteContext(site, lang)
  if (!ctx) notFound()
  return <AlertPage ctx={ctx} view={await viewOf(await searchParams)} />
}
