import { displayPhone, phoneHref } from '@/modules/dealers/phone'
import type { CountryCode } from '@/modules/dealers/types'
import { directionsUrl } from '@/modules/locator/directions'
import { formatLocationDistance } from '@/modules/locator/nearest'
import { kilowatts, WEEKDAYS, type Connector, type Location } from '@/modules/locator/types'
import type { LocatorTexts } from './texts'
import { nonBreakingPhone } from '@/modules/content/phone-text'

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-link)]'
const link = `text-[var(--color-link)] underline ${focusRing}`

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))

const CONNECTOR_LABELS: Record<Connector, string> = { CCS2: 'CCS2', CCS1: 'CCS1', Type2: 'Type 2' }
export const connectorLabel = (connector: Connector) => CONNECTOR_LABELS[connector]

/** A plug drawn per connector: CCS has the two DC pins below the AC head, Type 2 has none. */
function ConnectorIcon({ connector }: { connector: Connector }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current stroke-2">
      <path d="M6 3h12l1 6a7 7 0 0 1-14 0z" />
      <circle cx="9.5" cy="8" r="1" className="fill-current" />
      <circle cx="14.5" cy="8" r="1" className="fill-current" />
      {connector === 'Type2' ? null : (
        <>
          <circle cx="9" cy="19.5" r="1.8" />
          <circle cx="15" cy="19.5" r="1.8" />
        </>
      )}
    </svg>
  )
}

/** Monday-first weekday names in the locale ('måndag'); 2024-01-01 was a Monday. */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  return WEEKDAYS.map((_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))))
}

type Props = {
  location: Location
  selected: boolean
  onToggle: (id: string) => void
  locale: string
  texts: LocatorTexts
  /** The locator page's path: the share link is `{path}?location={id}`. */
  listPath: string
  /** The site's country: phone numbers are dialled from abroad as from home. */
  country: CountryCode
}

/**
 * One location in the locator's list (spec 1 section 2.6): address, distance, directions (a new
 * tab), charger options or F-150 contacts; selected, it expands with its hours, info and links.
 */
export function LocationCard({ location, selected, onToggle, locale, texts, listPath, country }: Props) {
  const detailsId = `locator-details-${location.id.replace(/[^\w-]/g, '_')}`
  const days = weekdayNames(locale)
  return (
    <article
      className={`rounded-[var(--radius)] border p-4 ${
        selected ? 'border-[var(--color-primary)] bg-[var(--color-surface)] shadow-md' : 'border-[var(--color-border)]'
      }`}
    >
      <h3 className="m-0 text-base font-semibold">
        <button
          type="button"
          aria-expanded={selected}
          aria-controls={detailsId}
          onClick={() => onToggle(location.id)}
          className={`w-full cursor-pointer text-left hover:underline ${focusRing}`}
        >
          {location.name}
        </button>
      </h3>
      <p className="mt-1 text-sm">
        {location.address}, {location.zip} {location.city}
      </p>
      {location.distance ? (
        <p className="mt-1 text-sm font-semibold" data-distance>
          {formatLocationDistance(location.distance, locale)}
        </p>
      ) : null}
      <TypeDetails location={location} texts={texts} country={country} />
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={directionsUrl(location)} target="_blank" rel="noopener noreferrer" className={link}>
          {texts.directions}
          <span className="sr-only"> ({location.name})</span>
        </a>
      </p>
      <div id={detailsId} hidden={!selected} className="mt-3 border-t border-[var(--color-border)] pt-3 text-sm">
        {location.info ? <p className="mb-2 whitespace-pre-line">{location.info}</p> : null}
        {location.open24h ? null : location.openingHours.length > 0 ? (
          <>
            <h4 className="m-0 font-semibold">{texts.openingHours}</h4>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
              {WEEKDAYS.map((day, i) => {
                const row = location.openingHours.find((r) => r.day === day)
                return (
                  <div key={day} className="contents">
                    <dt className="capitalize">{days[i]}</dt>
                    <dd className="m-0">{row ? `${row.open}–${row.close}` : texts.closed}</dd>
                  </div>
                )
              })}
            </dl>
          </>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {location.dealerPath ? (
            <a href={location.dealerPath} className={link}>
              {texts.dealerPage}
            </a>
          ) : null}
          <a href={`${listPath}?location=${encodeURIComponent(location.id)}`} className={link} data-share-link>
            {texts.shareLink}
          </a>
        </p>
      </div>
    </article>
  )
}

function TypeDetails({ location, texts, country }: { location: Location; texts: LocatorTexts; country: CountryCode }) {
  const badge = location.open24h ? (
    <p className="mt-1">
      <span className="inline-block rounded-full border border-[var(--color-border)] px-2 text-xs font-semibold">
        24/7 <span className="sr-only">{texts.open24h}</span>
      </span>
    </p>
  ) : null
  switch (location.locationType) {
    case 'Location':
      return badge
    case 'ChargingPoint':
      return (
        <>
          {badge}
          <ul className="mt-2 flex list-none flex-col gap-1 p-0 text-sm">
            {(location.chargerOptions ?? []).map((option) => (
              <li key={option.id} className="flex items-center gap-2" data-connector={option.icon}>
                <ConnectorIcon connector={option.icon} />
                <span className="font-semibold">{connectorLabel(option.icon)}</span>
                <span>{kilowatts(option)} kW</span>
                <span className="text-[var(--color-muted)]">{fill(texts.chargerCount, { count: option.amount })}</span>
              </li>
            ))}
          </ul>
        </>
      )
    case 'F150Location':
      return (
        <>
          {badge}
          <ul className="mt-2 flex list-none flex-col gap-1 p-0 text-sm">
            {(location.email ?? []).map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className={`break-all ${link}`}>
                  {email}
                </a>
              </li>
            ))}
            {(location.phone ?? []).map((phone) => (
              <li key={phone}>
                <a href={phoneHref(phone, country) ?? `tel:${phone.replace(/[^\d+]/g, '')}`} className={link}>
                  {nonBreakingPhone(displayPhone(phone, country) ?? phone)}
                </a>
              </li>
            ))}
            {(location.webpage ?? []).map((page) => (
              <li key={page}>
                <a href={page} target="_blank" rel="noopener noreferrer" className={`break-all ${link}`}>
                  {page.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </li>
            ))}
          </ul>
        </>
      )
    default:
      return <p className="mt-1 text-sm">{texts.unknownType}</p>
  }
}

export { fill }
