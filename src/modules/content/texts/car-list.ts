import type { DictionaryEntries } from './types'

/** Dictionary entries of the car list screen: filters, grid, paging, car of the week. */
export const carListEntries = {
  vehicleTypeVan: { sv: 'Transportbil', nb: 'Varebil', fi: 'Pakettiauto', en: 'Van', sk: 'Úžitkové vozidlo' },
} as const satisfies DictionaryEntries
