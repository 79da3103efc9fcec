/**
 * The equipment buyers ask for most (tow bar, heated seats, heat pump, panoramic roof, engine
 * heater), as the feeds of every market write it. The search box's words name these items and the
 * car list offers them as a facet of its own, out of the dozens of items a car lists. Kept apart
 * from the search box's word tables so the browser's car list can read it cheaply.
 */
export const BUYER_EQUIPMENT = {
  towbar: ['Dragkrok', 'Tilhengerfeste', 'Vetokoukku', 'Ťažné zariadenie', 'Tow bar'],
  heatedSeats: [
    'Stolsvärme fram',
    'Setevarme foran',
    'Etuistuinten lämmitys',
    'Vyhrievané predné sedadlá',
    'Heated front seats',
  ],
  heatPump: ['Värmepump', 'Varmepumpe', 'Lämpöpumppu', 'Tepelné čerpadlo', 'Heat pump'],
  panorama: ['Panoramaglastak', 'Panoramatak', 'Panoraamakattoikkuna', 'Panoramatická strecha', 'Panoramic glass roof'],
  engineHeater: ['Motorvärmare', 'Motorvarmer', 'Lohkolämmitin', 'Predhrievanie motora', 'Engine pre-heater'],
} as const

export const BUYER_EQUIPMENT_VALUES: readonly string[] = Object.values(BUYER_EQUIPMENT).flat()
