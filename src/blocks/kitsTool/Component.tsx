import type { KitsToolBlock as KitsToolFields } from '@/payload-types'
import type { BlockProps } from '../context'
import { KitsSessionRequired } from './SessionRequired'

/**
 * The `kitsTool` block where the cached page pipeline renders it (editing, a direct request of
 * the rewritten path): never kit data, since that page is shared. The proxy sends the site's
 * kits path to the private kits route, which puts the live tool in this block's place.
 */
export function KitsToolBlock({ ctx }: BlockProps<KitsToolFields>) {
  return <KitsSessionRequired t={ctx.t} />
}
