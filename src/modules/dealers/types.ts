import type { DealerSite } from '../search/documents'

/**
 * The dealer-site shapes as the sites index holds them (spec 2 sections 3.5-3.7). The schema lives
 * with the search documents; these names are what the dealer screens talk about.
 */
export type { DealerSite } from '../search/documents'

export type CountryCode = DealerSite['country_code']
export type Department = DealerSite['site_departments'][number]
export type StaffUser = Department['users'][number]
export type DepartmentBrand = Department['brands'][number]
export type OpeningSchedule = NonNullable<Department['openingschedule']>
export type OpeningHoursRow = OpeningSchedule['openinghours'][number]
export type DeviationDay = OpeningSchedule['deviationdays'][number]
export type Vacation = OpeningSchedule['vacationdays'][number]
export type Weekday = OpeningHoursRow['day']

/** A schedule as feeds may send it: any list may be missing. */
export type ScheduleInput =
  | {
      openinghours?: readonly OpeningHoursRow[] | null
      deviationdays?: readonly DeviationDay[] | null
      vacationdays?: readonly Vacation[] | null
    }
  | null
  | undefined
