import type { Lang } from '../seed-types'
import type { Random } from './random'
import { fill } from './text'

/**
 * A few sentences about the car in the market's language, as a salesperson would write them:
 * an opening for used, new or sample cars, one or two facts, and a closing invitation.
 */

type Kind = 'used' | 'new' | 'sample'

type Templates = {
  open: Record<Kind, readonly string[]>
  middle: readonly string[]
  electric: readonly string[]
  close: readonly string[]
}

const TEMPLATES: Record<Lang, Templates> = {
  sv: {
    open: {
      used: [
        'Välvårdad {brand} {model} {version} från {year} som har gått {mileage}.',
        'Nu har vi fått in en fin {brand} {model} i färgen {colour}, årsmodell {year}.',
        'Här erbjuder vi en {brand} {model} {version} med låga mil – {mileage}.',
      ],
      new: [
        'Ny {brand} {model} {version} i lager för snabb leverans.',
        'Fabriksny {brand} {model} i {colour}, klar att köras hem.',
      ],
      sample: [
        'Konfigurera din nya {brand} {model} {version}.',
        'Beställ en ny {brand} {model} med utrustningsnivån {trim}.',
      ],
    },
    middle: [
      'Bilen har fullständig servicehistorik och två nycklar.',
      'Den är utrustad med bland annat {equipment}.',
      'Bilen är kontrollerad i vår verkstad och levereras nyservad.',
      'Passar perfekt för familjen med gott om utrymme och hög säkerhet.',
    ],
    electric: ['Räckvidden är upp till {range} enligt WLTP och den laddar snabbt med upp till {dc} kW.'],
    close: [
      'Välkommen till oss på {site} för en provkörning!',
      'Kontakta oss för mer information eller boka en provkörning.',
      'Vi tar gärna din nuvarande bil i inbyte.',
    ],
  },
  nb: {
    open: {
      used: [
        'Velholdt {brand} {model} {version} fra {year}, kjørt {mileage}.',
        'Nå har vi fått inn en pen {brand} {model} i fargen {colour}, årsmodell {year}.',
        'Her tilbyr vi en {brand} {model} {version} med lav kilometerstand – {mileage}.',
      ],
      new: [
        'Ny {brand} {model} {version} på lager for rask levering.',
        'Fabrikkny {brand} {model} i {colour}, klar for levering.',
      ],
      sample: [
        'Konfigurer din nye {brand} {model} {version}.',
        'Bestill en ny {brand} {model} med utstyrsnivå {trim}.',
      ],
    },
    middle: [
      'Bilen har full servicehistorikk og to nøkler.',
      'Den er utstyrt med blant annet {equipment}.',
      'Bilen er kontrollert på vårt verksted og leveres nyservet.',
      'Perfekt for familien med god plass og høy sikkerhet.',
    ],
    electric: ['Rekkevidden er opptil {range} etter WLTP, og den hurtiglader med opptil {dc} kW.'],
    close: [
      'Velkommen til oss på {site} for prøvekjøring!',
      'Kontakt oss for mer informasjon eller bestill prøvekjøring.',
      'Vi tar gjerne din nåværende bil i innbytte.',
    ],
  },
  fi: {
    open: {
      used: [
        'Hyväkuntoinen {brand} {model} {version} vuodelta {year}, ajettu {mileage}.',
        'Myynnissä siisti {brand} {model}, väri {colour}, vuosimalli {year}.',
        'Tarjoamme vähän ajetun {brand} {model} {version} – mittarissa {mileage}.',
      ],
      new: [
        'Uusi {brand} {model} {version} varastossa nopealla toimituksella.',
        'Tehdasuusi {brand} {model}, väri {colour}, heti ajoon.',
      ],
      sample: ['Kokoa oma uusi {brand} {model} {version}.', 'Tilaa uusi {brand} {model} varustetasolla {trim}.'],
    },
    middle: [
      'Autolla on täydellinen huoltohistoria ja kaksi avainta.',
      'Varusteina muun muassa {equipment}.',
      'Auto on tarkastettu korjaamollamme ja toimitetaan juuri huollettuna.',
      'Tilava ja turvallinen auto perheen käyttöön.',
    ],
    electric: ['Toimintamatka on jopa {range} (WLTP), ja pikalataus onnistuu jopa {dc} kW:n teholla.'],
    close: [
      'Tervetuloa koeajolle toimipisteeseemme {site}!',
      'Ota yhteyttä, niin kerromme lisää tai sovitaan koeajo.',
      'Otamme nykyisen autosi vaihdossa.',
    ],
  },
  sk: {
    open: {
      used: [
        'Udržiavaný {brand} {model} {version} z roku {year} s najazdenými {mileage}.',
        'Ponúkame pekný {brand} {model} vo farbe {colour}, rok výroby {year}.',
        'Predávame {brand} {model} {version} s nízkym nájazdom – {mileage}.',
      ],
      new: [
        'Nový {brand} {model} {version} skladom s rýchlym dodaním.',
        'Úplne nový {brand} {model} vo farbe {colour}, pripravený na odovzdanie.',
      ],
      sample: [
        'Nakonfigurujte si nový {brand} {model} {version}.',
        'Objednajte si nový {brand} {model} vo výbave {trim}.',
      ],
    },
    middle: [
      'Vozidlo má kompletnú servisnú históriu a dva kľúče.',
      'Vo výbave nájdete okrem iného {equipment}.',
      'Vozidlo prešlo kontrolou v našom servise a odovzdáme ho po servisnej prehliadke.',
      'Priestranné a bezpečné auto pre celú rodinu.',
    ],
    electric: ['Dojazd je až {range} podľa WLTP a rýchlo sa nabíja výkonom až {dc} kW.'],
    close: [
      'Príďte si auto vyskúšať na našu pobočku {site}!',
      'Kontaktujte nás pre viac informácií alebo si dohodnite testovaciu jazdu.',
      'Vaše súčasné auto radi vykúpime na protiúčet.',
    ],
  },
  en: {
    open: {
      used: [
        'A well-kept {year} {brand} {model} {version} with {mileage} on the clock.',
        'Just arrived: a smart {brand} {model} in {colour}, first registered in {year}.',
        'We are pleased to offer this low-mileage {brand} {model} {version} – {mileage}.',
      ],
      new: [
        'A brand-new {brand} {model} {version} in stock for quick delivery.',
        'Factory-fresh {brand} {model} in {colour}, ready to drive away.',
      ],
      sample: ['Build your new {brand} {model} {version}.', 'Order a new {brand} {model} in {trim} specification.'],
    },
    middle: [
      'It comes with a full service history and two keys.',
      'Highlights include {equipment}.',
      'The car has passed our multi-point inspection and is freshly serviced.',
      'Plenty of space and top safety ratings make it a great family car.',
    ],
    electric: ['It offers up to {range} of WLTP range and rapid charging at up to {dc} kW.'],
    close: [
      'Visit us at {site} for a test drive.',
      'Contact us for more details or to book a test drive.',
      'Part exchange welcome.',
    ],
  },
}

export type DescriptionValues = {
  kind: Kind
  brand: string
  model: string
  version: string
  trim: string
  year: number
  mileage: string
  colour: string
  site: string
  equipment: readonly string[]
  /** Range and DC charging for electric cars, else null. */
  range: string | null
  dc: number | null
}

export function describe(random: Random, lang: Lang, values: DescriptionValues): string {
  const t = TEMPLATES[lang]
  const equipment = values.equipment
    .slice(0, 3)
    .map((item) => item.toLowerCase())
    .join(', ')
  const vars = {
    brand: values.brand,
    model: values.model,
    version: values.version,
    trim: values.trim,
    year: values.year,
    mileage: values.mileage,
    colour: values.colour.toLowerCase(),
    site: values.site,
    equipment,
    range: values.range ?? '',
    dc: values.dc ?? '',
  }
  // Service history and workshop checks are facts about used cars only.
  const middles = values.kind === 'used' ? t.middle : [t.middle[1], t.middle[3]].filter((s) => s !== undefined)
  const sentences = [
    random.pick(t.open[values.kind]),
    ...random.sample(middles, random.int(1, 2)),
    ...(values.range && values.dc ? t.electric : []),
    random.pick(t.close),
  ]
  return sentences.map((sentence) => fill(sentence, vars)).join(' ')
}
