import type { Vehicle } from '@/modules/tirehotel/types'
import { LINK } from './styles'
import { nonBreakingPhone } from '@/modules/content/phone-text'

/** The station's phone and e-mail as links: on the vehicle page and when no dates are free. */
export function StationContact({ location }: { location: Vehicle['location'] }) {
  return (
    <>
      <p>
        <a className={LINK} href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
          {nonBreakingPhone(location.phone)}
        </a>
      </p>
      <p>
        <a className={LINK} href={`mailto:${location.email}`}>
          {location.email}
        </a>
      </p>
    </>
  )
}
