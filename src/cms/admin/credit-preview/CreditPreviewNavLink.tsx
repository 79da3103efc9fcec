import type { ServerProps } from 'payload'
import { CREDIT_PREVIEW_PATH } from './path'

/** The preview's entry in the admin's side navigation, styled as Payload's own links. */
export function CreditPreviewNavLink({ payload }: ServerProps) {
  const adminRoute = payload.config.routes.admin
  return (
    <a className="nav__link" href={`${adminRoute}${CREDIT_PREVIEW_PATH}`} id="nav-credit-disclosure">
      <span className="nav__link-label">Credit disclosure preview</span>
    </a>
  )
}
