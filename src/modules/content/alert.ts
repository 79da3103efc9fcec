/** The alert strip above the navigation (spec 1 sections 2.4, 3, 4, 5, 9). */
export const ALERT_TYPES = ['Warning', 'Dark', 'Light', 'Neutral'] as const
export type AlertType = (typeof ALERT_TYPES)[number]

export const ALERT_ICONS = ['CampaignAlert', 'WarningAlert'] as const
export type AlertIcon = (typeof ALERT_ICONS)[number]

/** Dismissing sets this cookie for one day; while it is present a dismissible strip is not rendered. */
export const HIDE_ALERT_COOKIE = 'hideAlert'
export const HIDE_ALERT_MAX_AGE_SECONDS = 24 * 60 * 60

/** The fields as the CMS delivers them: any of them may be missing. */
export type AlertFields = {
  enabled?: boolean | null
  type?: string | null
  title?: string | null
  text?: string | null
  icon?: string | null
}

export type VisibleAlert = {
  type: AlertType
  title: string | null
  text: string | null
  icon: AlertIcon | null
  dismissible: boolean
}

/** Colours per type. Fixed rather than from the brand theme so each pair's contrast is known (AA). */
export const ALERT_SCHEMES: Record<AlertType, { bg: string; fg: string; border: string }> = {
  Warning: { bg: '#fcd34d', fg: '#1f1300', border: '#b45309' },
  Dark: { bg: '#111827', fg: '#f9fafb', border: '#111827' },
  Light: { bg: '#ffffff', fg: '#1f2937', border: '#d1d5db' },
  Neutral: { bg: '#e5e7eb', fg: '#111827', border: '#9ca3af' },
}

function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value)
}

function isAlertIcon(value: unknown): value is AlertIcon {
  return typeof value === 'string' && (ALERT_ICONS as readonly string[]).includes(value)
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** Every type but Warning may be dismissed: a warning must stay in view. */
export function isDismissible(type: AlertType): boolean {
  return type !== 'Warning'
}

/**
 * The strip to show, or null: only an enabled message with a known type and a non-empty title
 * or text is shown, and a dismissible one not while the visitor's hideAlert cookie is set.
 */
export function visibleAlert(fields: AlertFields | null | undefined, hiddenByVisitor = false): VisibleAlert | null {
  if (!fields || fields.enabled !== true || !isAlertType(fields.type)) return null
  const title = nonBlank(fields.title)
  const text = nonBlank(fields.text)
  if (!title && !text) return null
  const dismissible = isDismissible(fields.type)
  if (dismissible && hiddenByVisitor) return null
  return { type: fields.type, title, text, icon: isAlertIcon(fields.icon) ? fields.icon : null, dismissible }
}

/** Whether a request's hideAlert cookie value counts as a dismissal (any non-empty value does). */
export function isAlertHidden(cookieValue: string | null | undefined): boolean {
  return typeof cookieValue === 'string' && cookieValue !== ''
}

/** The `document.cookie` assignment that hides dismissible strips on this site for one day. */
export function hideAlertCookie(secure: boolean): string {
  const parts = [`${HIDE_ALERT_COOKIE}=true`, `Max-Age=${HIDE_ALERT_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax']
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
