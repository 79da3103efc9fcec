import { toE164 } from './phone'
import type { DealerSite, Department, StaffUser } from './types'

/**
 * Contact cards (vCard 3.0, RFC 2426) for a dealer site and for a member of its staff, to save in
 * a phone's address book. Lines end in CRLF and are folded at 75 octets; text values escape
 * backslash, comma, semicolon and line breaks.
 */

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** A text value: backslash, comma and semicolon escaped, line breaks written as \n. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Splits a line into pieces of at most 75 octets, never inside a character; the rest start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join(`${CRLF} `)
}

type Line = readonly [name: string, value: string | null | undefined]

function card(lines: readonly Line[]): string {
  const body = lines.filter(([, value]) => value !== null && value !== undefined && value !== '')
  return [['BEGIN', 'VCARD'], ['VERSION', '3.0'], ...body, ['END', 'VCARD']]
    .map(([name, value]) => foldLine(`${name}:${value}`))
    .join(CRLF)
    .concat(CRLF)
}

const text = (value: string | null | undefined) => (value ? escapeVCardText(value) : null)

/** Structured values join escaped parts with semicolons. */
const parts = (...values: (string | null | undefined)[]) => values.map((v) => text(v) ?? '').join(';')

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

function siteLines(site: DealerSite): Line[] {
  const hasAddress = site.site_street || site.site_zip || site.site_city
  const [lat, lng] = (site.site_geocoord ?? '').split(',')
  return [
    [
      'ADR;TYPE=WORK',
      hasAddress
        ? parts(
            '',
            '',
            site.site_street,
            site.site_city,
            site.site_region,
            site.site_zip,
            countryName(site.country_code),
          )
        : null,
    ],
    ['GEO', site.site_geocoord && lat && lng ? `${lat.trim()};${lng.trim()}` : null],
  ]
}

export type VCardOptions = {
  /** The absolute address of the site's detail page. */
  url?: string | null
}

/** The site's card: its official name as the organisation, switchboard, e-mail, address, position. */
export function dealerVCard(site: DealerSite, options: VCardOptions = {}): string {
  return card([
    ['FN', text(site.site_official_name)],
    ['N', parts(site.site_official_name, '', '', '', '')],
    ['ORG', text(site.site_official_name)],
    ['TEL;TYPE=WORK,VOICE', toE164(site.site_phone, site.country_code)],
    ['EMAIL;TYPE=INTERNET,WORK', text(site.site_email)],
    ...siteLines(site),
    ['URL', options.url],
  ])
}

/** A staff member's card: name, title, own phone and e-mail, the site (and department) as organisation. */
export function staffVCard(
  user: StaffUser,
  site: DealerSite,
  options: VCardOptions & { department?: Pick<Department, 'name'> | null } = {},
): string {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ')
  return card([
    ['FN', text(fullName)],
    ['N', parts(user.last_name, user.first_name, '', '', '')],
    [
      'ORG',
      options.department?.name
        ? parts(site.site_official_name, options.department.name)
        : text(site.site_official_name),
    ],
    ['TITLE', text(user.title)],
    ['TEL;TYPE=WORK,VOICE', toE164(user.phone, site.country_code)],
    ['EMAIL;TYPE=INTERNET,WORK', text(user.email)],
    ...siteLines(site),
    ['URL', options.url],
  ])
}

/** A file name for a card: 'hedin-automotive-barkarby.vcf', 'anna-svensson.vcf'. */
export function vCardFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${base || 'contact'}.vcf`
}
