import { fold } from '../../src/modules/search/text'
import type { CountryCode } from './markets'
import { MARKETS } from './markets'
import type { Random } from './random'

/**
 * Staff at the dealer sites: common first and last names of each country, with e-mail
 * addresses on a reserved domain and phone numbers in the country's format.
 */

const FIRST_NAMES: Record<CountryCode, readonly string[]> = {
  SE: [
    'Anna',
    'Erik',
    'Maria',
    'Lars',
    'Karin',
    'Johan',
    'Sara',
    'Anders',
    'Emma',
    'Mikael',
    'Elin',
    'Per',
    'Linnea',
    'Fredrik',
    'Åsa',
    'Oskar',
    'Malin',
    'Henrik',
    'Sofia',
    'Björn',
    'Ida',
    'Magnus',
    'Jonas',
    'Frida',
  ],
  NO: [
    'Ingrid',
    'Ole',
    'Kari',
    'Lars',
    'Marit',
    'Jan',
    'Silje',
    'Bjørn',
    'Hanne',
    'Kjetil',
    'Ida',
    'Eirik',
    'Nora',
    'Håkon',
    'Tone',
    'Sindre',
    'Guro',
    'Thomas',
    'Emilie',
    'Øyvind',
    'Marte',
    'Espen',
  ],
  FI: [
    'Matti',
    'Anna',
    'Juha',
    'Laura',
    'Mikko',
    'Sanna',
    'Timo',
    'Emilia',
    'Jari',
    'Aino',
    'Antti',
    'Johanna',
    'Pekka',
    'Heidi',
    'Ville',
    'Riikka',
    'Janne',
    'Katja',
    'Sami',
    'Noora',
    'Tuomas',
    'Päivi',
  ],
  SK: [
    'Peter',
    'Jana',
    'Martin',
    'Zuzana',
    'Michal',
    'Lucia',
    'Tomáš',
    'Katarína',
    'Jozef',
    'Mária',
    'Marek',
    'Veronika',
    'Juraj',
    'Monika',
    'Lukáš',
    'Eva',
    'Ján',
    'Ivana',
    'Miroslav',
    'Simona',
  ],
  GB: [
    'Oliver',
    'Amelia',
    'James',
    'Olivia',
    'Harry',
    'Isla',
    'George',
    'Emily',
    'Jack',
    'Sophie',
    'Thomas',
    'Charlotte',
    'William',
    'Grace',
    'Daniel',
    'Chloe',
    'Samuel',
    'Lucy',
    'Joseph',
    'Hannah',
    'Matthew',
    'Priya',
    'Mohammed',
    'Aisha',
  ],
}

const LAST_NAMES: Record<CountryCode, readonly string[]> = {
  SE: [
    'Andersson',
    'Johansson',
    'Karlsson',
    'Nilsson',
    'Eriksson',
    'Larsson',
    'Olsson',
    'Persson',
    'Svensson',
    'Gustafsson',
    'Pettersson',
    'Jonsson',
    'Lindberg',
    'Lindqvist',
    'Berg',
    'Axelsson',
    'Lundgren',
    'Holm',
    'Sandberg',
    'Ekström',
    'Öberg',
    'Åkesson',
  ],
  NO: [
    'Hansen',
    'Johansen',
    'Olsen',
    'Larsen',
    'Andersen',
    'Pedersen',
    'Nilsen',
    'Kristiansen',
    'Jensen',
    'Karlsen',
    'Johnsen',
    'Pettersen',
    'Eriksen',
    'Berg',
    'Haugen',
    'Hagen',
    'Bakken',
    'Solberg',
    'Moen',
    'Strand',
    'Dahl',
    'Sæther',
  ],
  FI: [
    'Korhonen',
    'Virtanen',
    'Mäkinen',
    'Nieminen',
    'Mäkelä',
    'Hämäläinen',
    'Laine',
    'Heikkinen',
    'Koskinen',
    'Järvinen',
    'Lehtonen',
    'Lehtinen',
    'Saarinen',
    'Salminen',
    'Heinonen',
    'Niemi',
    'Heikkilä',
    'Kinnunen',
    'Salonen',
    'Turunen',
  ],
  SK: [
    'Horváth',
    'Kováč',
    'Varga',
    'Tóth',
    'Nagy',
    'Baláž',
    'Molnár',
    'Szabó',
    'Lukáč',
    'Novák',
    'Kollár',
    'Oravec',
    'Hudák',
    'Polák',
    'Kráľ',
    'Marko',
    'Urban',
    'Kučera',
    'Bartoš',
    'Gajdoš',
  ],
  GB: [
    'Smith',
    'Jones',
    'Taylor',
    'Brown',
    'Williams',
    'Wilson',
    'Johnson',
    'Davies',
    'Patel',
    'Robinson',
    'Wright',
    'Thompson',
    'Evans',
    'Walker',
    'White',
    'Roberts',
    'Green',
    'Hall',
    'Wood',
    'Jackson',
    'Clarke',
    'Khan',
  ],
}

/**
 * Slovak family names take -ová for women; a first name ending in 'a' is a reliable enough
 * sign in the name list above.
 */
function slovakSurname(first: string, last: string): string {
  if (!/a$/.test(first)) return last
  if (/[ýy]$/.test(last)) return `${last.slice(0, -1)}á`
  if (/á$/.test(last)) return last
  if (/ľ$/.test(last)) return `${last.slice(0, -1)}ľová`
  return `${last.replace(/[oe]$/, '')}ová`
}

/** An e-mail local part without diacritics: 'Åsa Öberg' -> 'asa.oberg'. */
export function mailbox(...names: string[]): string {
  return fold(names.join('.'))
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export type Person = { first_name: string; last_name: string; email: string; phone: string }

export function person(random: Random, country: CountryCode): Person {
  const first = random.pick(FIRST_NAMES[country])
  const drawn = random.pick(LAST_NAMES[country])
  const last = country === 'SK' ? slovakSurname(first, drawn) : drawn
  return {
    first_name: first,
    last_name: last,
    email: `${mailbox(first, last)}@${MARKETS[country].mailDomain}`,
    phone: mobilePhone(random, country),
  }
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('')

/** A mobile number as people in the country write it. */
export function mobilePhone(random: Random, country: CountryCode): string {
  switch (country) {
    case 'SE':
      return `07${random.pick(['0', '2', '3', '6'])}-${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'NO':
      return `${random.pick(['4', '9'])}${digits(random, 2)} ${digits(random, 2)} ${digits(random, 3)}`
    case 'FI':
      return `04${random.pick(['0', '1', '4', '5'])} ${digits(random, 3)} ${digits(random, 4)}`
    case 'SK':
      return `09${random.pick(['03', '05', '10', '15', '44'])} ${digits(random, 3)} ${digits(random, 3)}`
    case 'GB':
      // Ofcom keeps 07700 900000-900999 for drama: never someone's real number.
      return `07700 900${digits(random, 3)}`
  }
}

/** A switchboard number at the site's area code, e.g. '08-410 234 00', '+47 22 12 34 56'. */
export function landline(random: Random, country: CountryCode, areaCode: string): string {
  switch (country) {
    case 'SE':
      return `${areaCode}-${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'NO':
      return `${areaCode} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'FI':
      return `${areaCode} ${digits(random, 3)} ${digits(random, 4)}`
    case 'SK':
      // Bratislava has a one-digit area code and eight-digit numbers; elsewhere seven digits.
      return areaCode === '02'
        ? `02/${digits(random, 4)} ${digits(random, 4)}`
        : `${areaCode}/${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`
    case 'GB':
      return `${areaCode} ${digits(random, 3)} ${digits(random, 4)}`
  }
}
