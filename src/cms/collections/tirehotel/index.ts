import { TireHotelBookings, TireHotelChallenges, TireHotelReviews } from './activity'
import {
  TireHotelAgreements,
  TireHotelCustomers,
  TireHotelPackages,
  TireHotelTyreSets,
  TireHotelVehicles,
  TireHotelWorkshops,
} from './records'
import { SmsOutbox } from './sms-outbox'

/** The tyre hotel's collections, admin group 'Däckhotell'. */
export const tireHotelCollections = [
  TireHotelAgreements,
  TireHotelCustomers,
  TireHotelVehicles,
  TireHotelTyreSets,
  TireHotelPackages,
  TireHotelWorkshops,
  TireHotelBookings,
  TireHotelReviews,
  TireHotelChallenges,
  SmsOutbox,
]
