/**
 * What the Norwegian service request needs in the browser and the CMS before its schema is loaded
 * (service-request.ts). No zod here.
 */

export const SERVICE_REQUEST_FORM = 'service-booking-no'
export const SERVICE_REQUEST_TIME_ZONE = 'Europe/Oslo'

/** Spec 3 section 9: 11 service types for cars, 3 for motorcycles (editors may change them). */
export const DEFAULT_CAR_SERVICES = [
  'Service',
  'EU-kontroll',
  'Dekkskift',
  'Reparasjon',
  'Bremser',
  'Klimaanlegg',
  'Hjulstilling',
  'Rusting og understell',
  'Feilsøking / diagnose',
  'Glass og vindusvisker',
  'Annet',
] as const
export const DEFAULT_MC_SERVICES = ['Service', 'Dekkskift', 'Reparasjon'] as const
