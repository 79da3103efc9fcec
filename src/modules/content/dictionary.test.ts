import { describe, it, expect } from 'vitest'
import { dictionaryEntries } from './texts/entries'
import type { Lang } from '../sites/languages'
import { createTranslator, dictionaryKeys, seedDictionaryFor, type DictionaryKey } from './dictionary'

const LANGS: readonly Lang[] = ['sv', 'nb', 'fi', 'en', 'sk']

// A view that lets the checks below treat a missing language as a finding, not a type error.
const entries: Record<string, Partial<Record<Lang, string>>> = dictionaryEntries

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

// Texts the spec quotes word for word, with the language it quotes them in.
const SPEC_TEXTS: [DictionaryKey, Lang, string][] = [
  // content shell, locator, tables
  ['sectionErrorHeading', 'sv', 'Aj då'],
  ['sectionErrorText', 'sv', 'Här borde en sektion synas men något har tyvärr blivit fel'],
  ['sectionErrorHint', 'sv', 'Prova ladda om sidan'],
  ['copied', 'en', 'Copied'],
  ['locatorNoResults', 'en', 'No dealers found'],
  ['locatorCounter', 'en', 'Showing {current} of {total}'],
  ['unknownLocationType', 'en', 'Unknown location type'],
  ['unknownCellType', 'en', 'Unknown cell type'],
  ['chargerCount', 'sv', '{count} st'],
  // marketplace
  ['totalOverMax', 'en', '10000+'],
  ['carListCounter', 'en', 'Showing {current} of {total}'],
  ['compareButton', 'en', 'Compare ({count})'],
  ['imagesComingSoon', 'en', 'images coming soon'],
  ['backToAllCars', 'en', 'back to all cars'],
  ['bookServiceAndWorkshop', 'en', 'book service and workshop'],
  ['inStock', 'en', 'in stock'],
  ['departmentNotFound', 'en', 'Department not found'],
  ['mapsLoadError', 'en', 'Failed to load Google Maps API'],
  ['financeQuoteLoading', 'en', 'Loading Finance options...'],
  [
    'financeQuoteUnavailable',
    'en',
    "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
  ],
  // service booking
  ['bookingAuthorizedWorkshops', 'sv', 'Vi har auktoriserade {brand}-verkstäder'],
  [
    'bookingNoAuthorizedWorkshops',
    'sv',
    'Vi har inte auktoriserade verkstäder för ditt märke men vi kan erbjuda vissa tjänster',
  ],
  ['bookingStepVehicle', 'en', 'Vehicle and place'],
  ['bookingRegNoPlaceholder', 'sv', 'ABC 123'],
  ['bookingConfirmPlace', 'sv', 'Stämmer vald plats? Om inte, ändra här.'],
  ['bookingChange', 'sv', 'Ändra'],
  ['bookingStepServices', 'sv', 'Välj en eller flera tjänster'],
  ['bookingDamageInspection', 'sv', 'Skadebesiktning'],
  ['bookingStepAddons', 'sv', 'Välj tillval'],
  ['bookingContinueWithoutAddons', 'sv', 'Fortsätt utan tillval'],
  ['continue', 'sv', 'Fortsätt'],
  ['bookingStepWorkshop', 'sv', 'Välj en verkstad och tid som passar dig'],
  ['bookingBestMatches', 'sv', 'Bästa matchade anläggningar'],
  ['bookingSortNearest', 'sv', 'Närmast mig'],
  ['bookingSortFirstAvailable', 'sv', 'Första lediga tid'],
  ['bookingLoadMore', 'sv', 'Hämta fler'],
  ['bookingChangeWorkshopOrTime', 'sv', 'Ändra verkstad eller tid'],
  ['bookingConfirmed', 'sv', 'Bokning bekräftad'],
  ['bookingNew', 'sv', 'Ny bokning'],
  ['bookingSummary', 'sv', 'Summering av val'],
  ['bookingBaseServiceSelected', 'sv', 'Basservice är redan valt'],
  ['bookingOriginalServiceSelected', 'sv', 'Originalservice är redan valt'],
  ['bookingMessageRequired', 'sv', 'Ange meddelande'],
  ['bookingMileageUnit', 'sv', 'mil'],
  ['bookingMileageRequired', 'sv', 'Ange miltal'],
  [
    'bookingUnsupportedCar',
    'sv',
    'Du bokar din service, däckbyte och verkstad för {brand} via länken högst upp på sidan.',
  ],
  ['bookingErrorInvalidReg', 'sv', 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'],
  ['bookingErrorVehicleNotFound', 'sv', 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'],
  ['bookingErrorBrandNotSupported', 'sv', 'Vi kan inte erbjuda service för bilar av märket {brand}.'],
  ['bookingErrorServer', 'sv', 'Något gick fel, försök igen'],
  ['bookingErrorTimeslotNotAvailable', 'sv', 'Tiden är inte tillgänglig, vänligen välj en annan tid'],
  ['bookingServicesError', 'sv', 'Något gick fel, vänligen försök igen senare.'],
  ['bookingServicesErrorContact', 'sv', 'Om problemet kvarstår kontakta oss på {email} för hjälp.'],
  ['bookingNoSites', 'sv', 'Vi kan ej hitta några anläggningar som passar dig'],
  ['bookingPriceMissing', 'sv', 'Pris saknas*'],
  ['bookingPriceMissingTooltip', 'sv', 'Vi kan ej ge ett pris på denna tjänst'],
  ['bookingPriceNote', 'sv', '* Vissa priser kan inte beräknas förrän din bokning nått vår verkstad.'],
  ['bookingServiceUnavailable', 'sv', '{name} är inte tillgänglig för denna bilmodell'],
  // tire hotel
  ['tirehotelSearchHeading', 'sv', 'Fyll i ditt registreringsnummer'],
  ['tirehotelRegNoPlaceholder', 'sv', 'ABC123'],
  ['contactUs', 'sv', 'Kontakta oss'],
  ['tirehotelSendCode', 'sv', 'Skicka kod'],
  ['tirehotelValidateHeading', 'sv', 'Fyll i koden nedan'],
  ['tirehotelVerifyCode', 'sv', 'Verifiera kod'],
  ['tirehotelYourVehicle', 'sv', 'Ditt fordon'],
  ['tirehotelBookWheelChange', 'sv', 'Boka hjulskifte'],
  ['tirehotelStoredTires', 'sv', 'Incheckade däck'],
  ['tirehotelServiceStation', 'sv', 'Din servicestation'],
  ['tirehotelTirePackage', 'sv', 'Ditt däckpaket'],
  ['tirehotelOtherCar', 'sv', 'Boka tid för annan bil'],
  ['tirehotelBookingHeading', 'sv', 'När vill du lämna in bilen?'],
  ['back', 'sv', 'Tillbaka'],
  ['tirehotelSubmitBooking', 'sv', 'Genomför bokning'],
  ['tirehotelChangeDate', 'sv', 'Ändra datum'],
  ['tirehotelChangeTime', 'sv', 'Ändra tid'],
  ['tirehotelWorkshopWillContact', 'sv', 'Verkstaden återkommer med tid'],
  ['tirehotelFirstName', 'sv', 'Förnamn *'],
  ['tirehotelLastName', 'sv', 'Efternamn *'],
  ['tirehotelMobile', 'sv', 'Mobilnummer *'],
  ['tirehotelEmail', 'sv', 'Email *'],
  ['tirehotelComment', 'sv', 'Kommentar till verkstaden'],
  ['tirehotelThanks', 'sv', 'Tack för din bokningsförfrågan'],
  ['tirehotelRatingThanks', 'sv', 'Tack för din betygsättning'],
  ['tirehotelSummary', 'sv', 'Summering'],
  ['tirehotelGoToStart', 'sv', 'Gå till startsidan'],
  ['tirehotelFooterQuestion', 'sv', 'Har du frågor om service eller verkstad?'],
  ['tirehotelLogout', 'sv', 'Logga ut'],
  ['tirehotelNotFound', 'sv', 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.'],
  ['tirehotelSearchError', 'sv', 'Något gick fel, var god och försök senare.'],
  [
    'tirehotelNoDates',
    'sv',
    'Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.',
  ],
  ['tirehotelDatesError', 'sv', 'Ett fel uppstod'],
  ['tirehotelTimesError', 'sv', 'Kunde inte hämta tider för valt datum.'],
  // forms
  ['serviceRequestSuccess', 'nb', 'Takk for din henvendelse! Vi tar kontakt med deg for å bekrefte din booking.'],
  ['serviceRequestError', 'nb', 'Noe gikk galt, vennligst prøv igjen senere.'],
  ['editModeNotice', 'en', 'Edit Mode'],
  ['missingFormId', 'en', 'Missing FormId'],
  // kits
  ['kitsLoadError', 'fi', 'Virhe autojen lataamisessa'],
  ['kitsNoResultsForCar', 'fi', 'Ei varusteita löytynyt autolle: {car}'],
  ['kitsNoResults', 'fi', 'Ei kohteita löytynyt'],
  ['kitsSendingQuote', 'fi', 'Lähetetään tarjousta...'],
  ['kitsQuoteSent', 'fi', 'Tarjous lähetetty onnistuneesti!'],
  ['kitsQuoteError', 'fi', 'Virhe tarjouksen lähettämisessä. Yritä uudelleen.'],
]

// Keys the spec names without giving their text; screens look them up by these exact names.
const SPEC_KEYS = [
  'carListError',
  'noSearchResults',
  'missingImageText',
  'storiesNoResults',
  'invalidInput',
  'carDetailFormError',
] as const

describe('dictionary entries', () => {
  it('has enough keys to cover every screen', () => {
    expect(dictionaryKeys.length).toBeGreaterThanOrEqual(200)
  })

  it('uses camelCase keys', () => {
    for (const key of dictionaryKeys) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/)
  })

  it('gives every entry a non-empty text in all five languages', () => {
    const gaps = Object.entries(entries).flatMap(([key, texts]) =>
      LANGS.filter((lang) => !texts[lang]?.trim()).map((lang) => `${key}.${lang}`),
    )
    expect(gaps).toEqual([])
  })

  it('uses the same placeholders in every language of an entry', () => {
    const mismatches = Object.entries(entries).flatMap(([key, texts]) => {
      const expected = placeholders(texts.en ?? '')
      return LANGS.filter((lang) => placeholders(texts[lang] ?? '').join() !== expected.join()).map(
        (lang) => `${key}.${lang}`,
      )
    })
    expect(mismatches).toEqual([])
  })

  it.each(SPEC_TEXTS)('keeps the spec text of %s (%s) verbatim', (key, lang, text) => {
    expect(entries[key]?.[lang]).toBe(text)
  })

  it('has the keys the spec names', () => {
    for (const key of SPEC_KEYS) expect(dictionaryKeys).toContain(key)
  })

  it('has a reload button for a failed section', () => {
    expect(dictionaryEntries.sectionErrorReload.sv).toBe('Ladda om sidan')
  })
})

describe('createTranslator', () => {
  const seed = {
    readMore: { sv: 'Läs mer (seed)', en: 'Read more (seed)' },
    showMore: { en: 'Show more (seed)' },
  }

  it('prefers the CMS value', () => {
    const t = createTranslator({ readMore: 'Läs vidare' }, 'sv', seed)
    expect(t('readMore')).toBe('Läs vidare')
  })

  it('falls back to the seeded value for the language', () => {
    expect(createTranslator({}, 'sv', seed)('readMore')).toBe('Läs mer (seed)')
  })

  it('treats an empty CMS value as missing', () => {
    expect(createTranslator({ readMore: '' }, 'sv', seed)('readMore')).toBe('Läs mer (seed)')
  })

  it('falls back to the English seed when the language has none', () => {
    expect(createTranslator({}, 'fi', seed)('showMore')).toBe('Show more (seed)')
  })

  it('falls back to the key when nothing has a text', () => {
    expect(createTranslator({}, 'sk', seed)('showLess')).toBe('showLess')
  })

  it('uses the seeded entries by default', () => {
    expect(createTranslator({}, 'sv')('sectionErrorHeading')).toBe('Aj då')
  })

  it('replaces placeholders from params', () => {
    const t = createTranslator({}, 'en')
    expect(t('locatorCounter', { current: 20, total: 57 })).toBe('Showing 20 of 57')
    expect(t('compareButton', { count: 3 })).toBe('Compare (3)')
  })

  it('replaces placeholders in CMS values too', () => {
    const t = createTranslator({ compareButton: 'Jämför bilar ({count})' }, 'sv')
    expect(t('compareButton', { count: 2 })).toBe('Jämför bilar (2)')
  })

  it('leaves unknown placeholders as written', () => {
    const t = createTranslator({}, 'en')
    expect(t('locatorCounter', { current: 5 })).toBe('Showing 5 of {total}')
    expect(t('locatorCounter')).toBe('Showing {current} of {total}')
    expect(t('locatorCounter', { current: 1, total: 2, toString: 'x' })).toBe('Showing 1 of 2')
  })

  it('does not read placeholder values from the object prototype', () => {
    const t = createTranslator({ readMore: '{constructor} {toString}' }, 'en')
    expect(t('readMore', {})).toBe('{constructor} {toString}')
  })
})

describe('seedDictionaryFor', () => {
  it('gives every key a text in the language, placeholders intact', () => {
    const sv = seedDictionaryFor('sv')
    expect(Object.keys(sv).sort()).toEqual([...dictionaryKeys].sort())
    expect(sv.sectionErrorHeading).toBe('Aj då')
    expect(sv.bookingAuthorizedWorkshops).toBe('Vi har auktoriserade {brand}-verkstäder')
    expect(seedDictionaryFor('fi').kitsNoResults).toBe('Ei kohteita löytynyt')
  })
})
