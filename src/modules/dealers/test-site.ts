import { SALES, testSchedule } from './test-schedule'
import type { DealerSite } from './types'

/** Test helper: a Swedish dealer site with a sales department and a workshop. */
export function testSite(overrides: Partial<DealerSite> = {}): DealerSite {
  return {
    site_id: '1101',
    slug: 'hedin-automotive-barkarby',
    site_official_name: 'Hedin Automotive Barkarby',
    site_city: 'Järfälla',
    site_street: 'Bruttovägen 9',
    site_zip: '175 43',
    site_phone: '08-123 45 67',
    site_email: 'barkarby@hedinautomotive.example',
    site_geocoord: '59.4168,17.8672',
    site_image_url: '/api/inventory-images/v1-site-1.jpg',
    site_brands: ['Volvo', 'Polestar'],
    site_region: 'Stockholms län',
    website_city: 'Stockholm',
    website_sort_order: 10,
    country_code: 'SE',
    site_timezone: 'Europe/Stockholm',
    site_departments: [
      {
        name: 'Nybilsförsäljning',
        official_name: 'Hedin Automotive Barkarby – Nybilsförsäljning',
        group: 'New cars',
        phone: '08-123 45 00',
        email: 'nybil@hedinautomotive.example',
        brands: [
          { brand_code: 'VO', name: 'Volvo' },
          { brand_code: 'PS', name: 'Polestar' },
        ],
        users: [{ first_name: 'Anna', last_name: 'Svensson', title: 'Säljare', phone: '070-123 45 67', email: null }],
        openingschedule: testSchedule(SALES, {
          deviationdays: [{ date: '2026-12-24', title: 'Julafton', open: null, close: null }],
        }),
      },
      {
        name: 'Verkstad',
        group: 'Workshop',
        brands: [
          { brand_code: 'VO', name: 'Volvo' },
          { brand_code: 'MB_TR', name: 'Mercedes-Benz Transportbilar' },
        ],
        users: [],
        openingschedule: testSchedule(
          { monday: '07:00-17:00', tuesday: '07:00-17:00' },
          {
            vacationdays: [
              {
                vacationtitle: 'Ombyggnad',
                vacationstart: '2026-11-20',
                vacationend: '2026-11-30',
                days: [
                  { date: '2026-11-26', title: 'Ombyggnad', open: '08:00', close: '15:00' },
                  { date: '2026-11-27', title: 'Ombyggnad', open: null, close: null },
                ],
              },
            ],
          },
        ),
      },
      { name: 'Däckhotell', group: 'Tyre hotel', brands: [], users: [] },
      { name: 'Reservdelar', group: 'Parts', brands: [], users: [] },
      { name: 'Skadeverkstad', group: 'Body work', brands: [], users: [] },
      { name: 'Begagnat', group: 'Used cars', brands: [], users: [] },
      { name: 'Laddning', group: 'Charging', brands: [], users: [] },
    ],
    ...overrides,
  }
}
