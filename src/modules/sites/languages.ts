/** The languages a site can be in, with their names and the locale that formats numbers and dates. */
export type Lang = 'sv' | 'nb' | 'fi' | 'en' | 'sk'

export const KNOWN_LANGS = ['sv', 'nb', 'fi', 'en', 'sk'] as const satisfies readonly Lang[]

export function isKnownLang(value: string): value is Lang {
  return (KNOWN_LANGS as readonly string[]).includes(value)
}

/** Every language a site can have, with its name in that language. */
export const LANGUAGES: Record<Lang, { nativeName: string; englishName: string; locale: string }> = {
  sv: { nativeName: 'Svenska', englishName: 'Swedish', locale: 'sv-SE' },
  nb: { nativeName: 'Norsk', englishName: 'Norwegian', locale: 'nb-NO' },
  fi: { nativeName: 'Suomi', englishName: 'Finnish', locale: 'fi-FI' },
  en: { nativeName: 'English', englishName: 'English', locale: 'en-GB' },
  sk: { nativeName: 'Slovenčina', englishName: 'Slovak', locale: 'sk-SK' },
}
