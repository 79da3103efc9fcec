import type { Lang } from '../seed-types'
import type { Fuel } from './catalogue'
import type { Random } from './random'

/**
 * Equipment items in each language. Every car lists 15-40 of them; the list is also a facet, so
 * the same item reads the same on every car of a market.
 */

type Item = {
  text: Record<Lang, string>
  /** Only for these fuels (a heat pump on an electric car, an engine heater on a combustion one). */
  fuels?: readonly Fuel[]
  /** Only on vans, or never on vans. */
  van?: boolean
  /** Found mostly on higher trims and premium brands. */
  premium?: boolean
}

const ICE: readonly Fuel[] = ['petrol', 'diesel', 'hybrid', 'phev']
const PLUG: readonly Fuel[] = ['electric', 'phev']

const ITEMS: readonly Item[] = [
  {
    text: {
      sv: 'Adaptiv farthållare',
      nb: 'Adaptiv cruisekontroll',
      fi: 'Mukautuva vakionopeudensäädin',
      sk: 'Adaptívny tempomat',
      en: 'Adaptive cruise control',
    },
  },
  { text: { sv: 'Backkamera', nb: 'Ryggekamera', fi: 'Peruutuskamera', sk: 'Cúvacia kamera', en: 'Reversing camera' } },
  {
    text: {
      sv: 'Parkeringssensorer fram och bak',
      nb: 'Parkeringssensorer foran og bak',
      fi: 'Pysäköintitutkat edessä ja takana',
      sk: 'Parkovacie senzory vpredu a vzadu',
      en: 'Front and rear parking sensors',
    },
  },
  {
    text: {
      sv: 'Navigationssystem',
      nb: 'Navigasjonssystem',
      fi: 'Navigointijärjestelmä',
      sk: 'Navigačný systém',
      en: 'Satellite navigation',
    },
  },
  { text: { sv: 'Apple CarPlay', nb: 'Apple CarPlay', fi: 'Apple CarPlay', sk: 'Apple CarPlay', en: 'Apple CarPlay' } },
  { text: { sv: 'Android Auto', nb: 'Android Auto', fi: 'Android Auto', sk: 'Android Auto', en: 'Android Auto' } },
  {
    text: {
      sv: 'Stolsvärme fram',
      nb: 'Setevarme foran',
      fi: 'Etuistuinten lämmitys',
      sk: 'Vyhrievané predné sedadlá',
      en: 'Heated front seats',
    },
  },
  {
    text: {
      sv: 'Rattvärme',
      nb: 'Oppvarmet ratt',
      fi: 'Ohjauspyörän lämmitys',
      sk: 'Vyhrievaný volant',
      en: 'Heated steering wheel',
    },
  },
  {
    text: {
      sv: 'Elstolar med minne',
      nb: 'Elektriske seter med minne',
      fi: 'Sähkösäätöiset muistilliset istuimet',
      sk: 'Elektricky nastaviteľné sedadlá s pamäťou',
      en: 'Electric memory seats',
    },
    premium: true,
    van: false,
  },
  {
    text: {
      sv: 'Panoramaglastak',
      nb: 'Panoramatak',
      fi: 'Panoraamakattoikkuna',
      sk: 'Panoramatická strecha',
      en: 'Panoramic glass roof',
    },
    premium: true,
    van: false,
  },
  {
    text: {
      sv: 'LED-strålkastare',
      nb: 'LED-hovedlys',
      fi: 'LED-ajovalot',
      sk: 'LED svetlomety',
      en: 'LED headlights',
    },
  },
  { text: { sv: 'Dragkrok', nb: 'Tilhengerfeste', fi: 'Vetokoukku', sk: 'Ťažné zariadenie', en: 'Tow bar' } },
  {
    text: {
      sv: 'Nyckelfritt lås- och startsystem',
      nb: 'Nøkkelfri låsing og start',
      fi: 'Avaimeton lukitus ja käynnistys',
      sk: 'Bezkľúčové otváranie a štartovanie',
      en: 'Keyless entry and start',
    },
  },
  {
    text: {
      sv: 'Klimatanläggning 2-zon',
      nb: 'Klimaanlegg 2-soner',
      fi: '2-alueinen ilmastointiautomatiikka',
      sk: 'Dvojzónová klimatizácia',
      en: 'Dual-zone climate control',
    },
  },
  {
    text: {
      sv: 'Head-up display',
      nb: 'Head-up display',
      fi: 'Tuulilasinäyttö',
      sk: 'Head-up displej',
      en: 'Head-up display',
    },
    premium: true,
  },
  {
    text: { sv: '360° kamera', nb: '360° kamera', fi: '360° kamera', sk: '360° kamera', en: '360° camera' },
    premium: true,
  },
  {
    text: {
      sv: 'Filhållningsassistent',
      nb: 'Filholdingsassistent',
      fi: 'Kaistavahti',
      sk: 'Asistent udržiavania v jazdnom pruhu',
      en: 'Lane keeping assist',
    },
  },
  {
    text: {
      sv: 'Döda vinkeln-varning',
      nb: 'Blindsonevarsler',
      fi: 'Kuolleen kulman varoitin',
      sk: 'Monitorovanie mŕtveho uhla',
      en: 'Blind spot monitoring',
    },
  },
  {
    text: {
      sv: 'Trådlös laddning för mobil',
      nb: 'Trådløs lading for mobil',
      fi: 'Puhelimen langaton lataus',
      sk: 'Bezdrôtové nabíjanie telefónu',
      en: 'Wireless phone charging',
    },
  },
  {
    text: {
      sv: 'Premiumljudsystem',
      nb: 'Premium lydanlegg',
      fi: 'Premium-äänentoistojärjestelmä',
      sk: 'Prémiový audiosystém',
      en: 'Premium sound system',
    },
    premium: true,
    van: false,
  },
  {
    text: {
      sv: 'Läderklädsel',
      nb: 'Skinnseter',
      fi: 'Nahkaverhoilu',
      sk: 'Kožené čalúnenie',
      en: 'Leather upholstery',
    },
    premium: true,
    van: false,
  },
  {
    text: { sv: 'Sportstolar', nb: 'Sportsseter', fi: 'Urheiluistuimet', sk: 'Športové sedadlá', en: 'Sports seats' },
    van: false,
  },
  {
    text: {
      sv: 'Elektrisk baklucka',
      nb: 'Elektrisk bakluke',
      fi: 'Sähkötoiminen takaluukku',
      sk: 'Elektricky ovládané veko batožinového priestoru',
      en: 'Powered tailgate',
    },
    van: false,
  },
  {
    text: {
      sv: 'Motorvärmare',
      nb: 'Motorvarmer',
      fi: 'Lohkolämmitin',
      sk: 'Predhrievanie motora',
      en: 'Engine pre-heater',
    },
    fuels: ICE,
  },
  {
    text: {
      sv: 'Vinterhjul',
      nb: 'Vinterhjul',
      fi: 'Talvirenkaat vanteineen',
      sk: 'Zimné kolesá',
      en: 'Winter wheels',
    },
  },
  {
    text: {
      sv: 'Tonade rutor bak',
      nb: 'Mørktonede bakruter',
      fi: 'Tummennetut takalasit',
      sk: 'Tónované zadné sklá',
      en: 'Privacy glass',
    },
    van: false,
  },
  {
    text: {
      sv: 'Lättmetallfälgar',
      nb: 'Lettmetallfelger',
      fi: 'Kevytmetallivanteet',
      sk: 'Disky z ľahkých zliatin',
      en: 'Alloy wheels',
    },
  },
  {
    text: { sv: 'Regnsensor', nb: 'Regnsensor', fi: 'Sadetunnistin', sk: 'Dažďový senzor', en: 'Rain-sensing wipers' },
  },
  {
    text: {
      sv: 'Automatiskt avbländande backspegel',
      nb: 'Automatisk avblendende speil',
      fi: 'Automaattisesti himmenevä taustapeili',
      sk: 'Samostmievacie spätné zrkadlo',
      en: 'Auto-dimming rear-view mirror',
    },
  },
  {
    text: {
      sv: 'Förvärmning via app',
      nb: 'Forvarming via app',
      fi: 'Esilämmitys sovelluksella',
      sk: 'Predhrievanie cez aplikáciu',
      en: 'Remote pre-conditioning via app',
    },
    fuels: PLUG,
  },
  {
    text: { sv: 'Värmepump', nb: 'Varmepumpe', fi: 'Lämpöpumppu', sk: 'Tepelné čerpadlo', en: 'Heat pump' },
    fuels: ['electric'],
  },
  {
    text: {
      sv: 'Laddkabel Typ 2',
      nb: 'Ladekabel Type 2',
      fi: 'Latauskaapeli Tyyppi 2',
      sk: 'Nabíjací kábel Typ 2',
      en: 'Type 2 charging cable',
    },
    fuels: PLUG,
  },
  {
    text: {
      sv: 'Luftfjädring',
      nb: 'Luftfjæring',
      fi: 'Ilmajousitus',
      sk: 'Pneumatické odpruženie',
      en: 'Air suspension',
    },
    premium: true,
    van: false,
  },
  {
    text: {
      sv: 'Ambient belysning',
      nb: 'Stemningsbelysning',
      fi: 'Tunnelmavalaistus',
      sk: 'Ambientné osvetlenie',
      en: 'Ambient lighting',
    },
    van: false,
  },
  { text: { sv: 'DAB+ radio', nb: 'DAB+ radio', fi: 'DAB+ radio', sk: 'Rádio DAB+', en: 'DAB+ radio' } },
  { text: { sv: 'Bluetooth', nb: 'Bluetooth', fi: 'Bluetooth', sk: 'Bluetooth', en: 'Bluetooth' } },
  {
    text: {
      sv: 'Trafikskyltsinformation',
      nb: 'Trafikkskiltgjenkjenning',
      fi: 'Liikennemerkkien tunnistus',
      sk: 'Rozpoznávanie dopravných značiek',
      en: 'Traffic sign recognition',
    },
  },
  {
    text: {
      sv: 'Nödbromsassistent',
      nb: 'Nødbremsassistent',
      fi: 'Hätäjarrutusavustin',
      sk: 'Núdzový brzdový asistent',
      en: 'Autonomous emergency braking',
    },
  },
  {
    text: {
      sv: 'Parkeringsassistent',
      nb: 'Parkeringsassistent',
      fi: 'Pysäköintiavustin',
      sk: 'Parkovací asistent',
      en: 'Park assist',
    },
    premium: true,
  },
  {
    text: {
      sv: 'Digital instrumentpanel',
      nb: 'Digitalt instrumentpanel',
      fi: 'Digitaalinen mittaristo',
      sk: 'Digitálny prístrojový panel',
      en: 'Digital instrument cluster',
    },
  },
  {
    text: {
      sv: 'Elektriskt infällbara backspeglar',
      nb: 'Elektrisk innfellbare speil',
      fi: 'Sähköisesti taittuvat sivupeilit',
      sk: 'Elektricky sklopné spätné zrkadlá',
      en: 'Power-folding mirrors',
    },
  },
  { text: { sv: 'Isofix', nb: 'Isofix', fi: 'Isofix', sk: 'Isofix', en: 'ISOFIX' }, van: false },
  { text: { sv: 'Takrails', nb: 'Takrails', fi: 'Kattokaiteet', sk: 'Strešné nosiče', en: 'Roof rails' }, van: false },
  {
    text: {
      sv: 'Ventilerade framstolar',
      nb: 'Ventilerte forseter',
      fi: 'Tuuletetut etuistuimet',
      sk: 'Ventilované predné sedadlá',
      en: 'Ventilated front seats',
    },
    premium: true,
    van: false,
  },
  {
    text: {
      sv: 'Matrix LED-strålkastare',
      nb: 'Matrix LED-lys',
      fi: 'Matrix LED -ajovalot',
      sk: 'Matrix LED svetlomety',
      en: 'Matrix LED headlights',
    },
    premium: true,
  },
  {
    text: {
      sv: 'Fjärrstyrd parkeringsvärmare',
      nb: 'Fjernstyrt parkeringsvarmer',
      fi: 'Kauko-ohjattava lisälämmitin',
      sk: 'Diaľkovo ovládané nezávislé kúrenie',
      en: 'Remote parking heater',
    },
    fuels: ICE,
  },
  { text: { sv: 'Skiljevägg', nb: 'Skillevegg', fi: 'Väliseinä', sk: 'Deliaca priečka', en: 'Bulkhead' }, van: true },
  {
    text: {
      sv: 'Lastrumsbelysning LED',
      nb: 'LED-lys i lasterom',
      fi: 'Tavaratilan LED-valaistus',
      sk: 'LED osvetlenie nákladového priestoru',
      en: 'LED load area lighting',
    },
    van: true,
  },
  {
    text: {
      sv: 'Skjutdörr höger',
      nb: 'Skyvedør høyre',
      fi: 'Liukuovi oikealla',
      sk: 'Posuvné dvere vpravo',
      en: 'Nearside sliding door',
    },
    van: true,
  },
  {
    text: {
      sv: 'Golv och väggar i lastrum',
      nb: 'Gulv og vegger i lasterom',
      fi: 'Tavaratilan lattia ja seinäverhoilu',
      sk: 'Podlaha a obloženie nákladového priestoru',
      en: 'Ply-lined load area',
    },
    van: true,
  },
]

const MIN_ITEMS = 15
const MAX_ITEMS = 40

const fittingCache = new Map<string, readonly Item[]>()

function fittingItems(fuel: Fuel, van: boolean): readonly Item[] {
  const key = `${fuel}|${van}`
  let items = fittingCache.get(key)
  if (!items) {
    items = ITEMS.filter(
      (item) => (!item.fuels || item.fuels.includes(fuel)) && (item.van === undefined || item.van === van),
    )
    fittingCache.set(key, items)
  }
  return items
}

/**
 * 15-40 equipment items suited to the car, in the market's language, in catalogue order. Each
 * item is kept with the probability that gives the drawn count on average (premium items are
 * likelier on premium cars): one random number per item, as 100,000 cars need it cheap.
 */
export function pickEquipment(random: Random, lang: Lang, fuel: Fuel, van: boolean, premium: boolean): string[] {
  const fitting = fittingItems(fuel, van)
  const wanted = Math.min(fitting.length, random.int(MIN_ITEMS, MAX_ITEMS))
  const share = wanted / fitting.length
  const out: string[] = []
  const skipped: Item[] = []
  for (const item of fitting) {
    const p = item.premium ? (premium ? Math.min(1, share * 1.5) : share * 0.5) : share
    if (random.next() < p && out.length < MAX_ITEMS) out.push(item.text[lang])
    else skipped.push(item)
  }
  // Top up to the minimum with the first items left out.
  for (let i = 0; out.length < MIN_ITEMS && i < skipped.length; i++) out.push((skipped[i] as Item).text[lang])
  return out
}

/** Number of equipment items known for a language (for tests). */
export const EQUIPMENT_ITEM_COUNT = ITEMS.length
