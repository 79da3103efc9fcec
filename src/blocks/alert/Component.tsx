import type { ReactNode } from 'react'
import { ALERT_SCHEMES, visibleAlert, type AlertIcon, type VisibleAlert } from '@/modules/content/alert'
import type { AlertBlock as AlertFields } from '@/payload-types'
import type { BlockProps } from '../context'
import { ROW_CLASS, STRIP_CLASS } from './classes'
import { Dismissible } from './Dismissible'

/**
 * The alert strip above the navigation. The page is cached for everyone, so a dismissible strip
 * is always in the HTML; the visitor's hideAlert cookie hides it before the first paint
 * (src/ui/visitor-state.ts) and Dismissible removes it once hydrated. Editors in editing mode
 * always see it, since they are the ones working on it.
 */
export function AlertBlock({ block, ctx }: BlockProps<AlertFields>) {
  const alert = visibleAlert(block)
  if (!alert) return null
  return <AlertStrip alert={alert} dismissLabel={ctx.t('dismissAlert')} keepOpen={ctx.editing} />
}

/** The strip itself, for a message that passed the visibility rules. */
export function AlertStrip({
  alert,
  dismissLabel,
  keepOpen = false,
}: {
  alert: VisibleAlert
  dismissLabel: string
  /** editing mode: a strip the editor dismissed earlier still shows */
  keepOpen?: boolean
}) {
  const scheme = ALERT_SCHEMES[alert.type]
  const style = { backgroundColor: scheme.bg, color: scheme.fg, borderColor: scheme.border }
  const content = (
    <>
      {alert.icon ? <AlertIconSvg icon={alert.icon} /> : null}
      <p className="min-w-0 flex-1 text-sm leading-snug sm:text-base">
        {alert.title ? <strong className="font-semibold">{alert.title}</strong> : null}
        {alert.title && alert.text ? ' ' : null}
        {alert.text ? <span className="whitespace-pre-line">{alert.text}</span> : null}
      </p>
    </>
  )
  if (alert.dismissible) {
    return (
      <Dismissible style={style} type={alert.type} label={dismissLabel} keepOpen={keepOpen}>
        {content}
      </Dismissible>
    )
  }
  return (
    <div data-alert-type={alert.type} style={style} className={STRIP_CLASS}>
      <div className={ROW_CLASS}>{content}</div>
    </div>
  )
}

const ICON_PATHS: Record<AlertIcon, ReactNode> = {
  // A megaphone: campaigns and offers.
  CampaignAlert: (
    <>
      <path d="M3 10.5v3a1 1 0 0 0 1 1h2.5L15 19V5L6.5 9.5H4a1 1 0 0 0-1 1Z" />
      <path d="m7 14.5 1.2 4.5h2.3l-1-4" />
      <path d="M18 9.5a3 3 0 0 1 0 5" />
    </>
  ),
  // A triangle with an exclamation mark: disruptions and warnings.
  WarningAlert: (
    <>
      <path d="M12 3.5 2.5 20h19L12 3.5Z" />
      <path d="M12 10v4.5" />
      <path d="M12 17.25v.01" />
    </>
  ),
}

function AlertIconSvg({ icon }: { icon: AlertIcon }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-5 w-5 shrink-0"
      data-icon={icon}
    >
      {ICON_PATHS[icon]}
    </svg>
  )
}
