import type { Kit } from '../../src/modules/search/documents'
import { carCores, type CarCore, type CarOptions } from './cars'
import type { Fuel } from './catalogue'
import { modelName, trimName } from './catalogue'
import { DEFAULT_SEED } from './dealers'
import { inventoryImageUrl, pictureShape, PICTURE_COLOURS, type CarView } from './images'
import { Random, seedFor } from './random'

/**
 * Workshop kits (accessory packages) of the Finnish group's kits tool: for each model among the
 * first Finnish stock cars, the usual accessories in Finnish, fitted to those very cars. A kit's
 * fitment externalId is a car_id of the cars index, so the tool finds the kits of a car and the
 * car of a kit.
 */

export const DEFAULT_FITTED_CARS = 40

export type KitOptions = Omit<CarOptions, 'count'> & {
  /** How many of the first Finnish cars the kits are fitted to (default 40: about 400 kits). */
  fittedCars?: number
  /**
   * Exactly this many kits (benchmarks: 10,000). The models of the stock give a few thousand;
   * beyond them each kit also comes in dealer editions ('Jälleenmyyjäpaketti 2', 3, …) with their
   * own code and price, fitted to the same cars.
   */
  count?: number
}

type Template = {
  category: string
  sub: string
  /** Variants: sub-sub-category and what it adds to the name. */
  variants: readonly (readonly [subSub: string | null, label: string])[]
  name: string
  description: string
  /** Gross price range in euro. */
  price: readonly [number, number]
  parts: readonly (readonly [name: string, quantity: number])[]
  labour: { code: string; description: string; hours: number } | null
  fuels?: readonly Fuel[]
  /** Which gallery view shows the kit best; none when no picture fits. */
  view: CarView | null
}

const COMBUSTION: readonly Fuel[] = ['petrol', 'diesel', 'hybrid', 'phev']
const PLUG_IN: readonly Fuel[] = ['electric', 'phev']

const TEMPLATES: readonly Template[] = [
  {
    category: 'Renkaat ja vanteet',
    sub: 'Talvirenkaat',
    variants: [
      ['Kitkarenkaat', 'kitkarenkailla'],
      ['Nastarenkaat', 'nastarenkailla'],
    ],
    name: 'Talvipyöräsarja {model} {label}',
    description:
      'Valmiiksi asennettu talvipyöräsarja alkuperäisillä kevytmetallivanteilla ja rengaspaineantureilla. Sisältää renkaiden vaihdon ja tasapainotuksen.',
    price: [1290, 2890],
    parts: [
      ['Kevytmetallivanne', 4],
      ['Talvirengas', 4],
      ['Rengaspaineanturi', 4],
    ],
    labour: { code: 'RENG-VAIHTO', description: 'Pyörien vaihto ja tasapainotus', hours: 0.8 },
    view: 'wheel',
  },
  {
    category: 'Renkaat ja vanteet',
    sub: 'Kesärenkaat',
    variants: [[null, '']],
    name: 'Kesäpyöräsarja {model}',
    description: 'Kesäpyöräsarja tehtaan hyväksymillä renkailla. Hiljainen ja vähän vierintävastusta.',
    price: [1190, 2490],
    parts: [
      ['Kevytmetallivanne', 4],
      ['Kesärengas', 4],
    ],
    labour: { code: 'RENG-VAIHTO', description: 'Pyörien vaihto ja tasapainotus', hours: 0.8 },
    view: 'wheel',
  },
  {
    category: 'Renkaat ja vanteet',
    sub: 'Kevytmetallivanteet',
    variants: [
      ['18"', '18"'],
      ['19"', '19"'],
    ],
    name: 'Kevytmetallivanteet {label} {model}',
    description: 'Alkuperäiset kevytmetallivanteet, neljän kappaleen sarja. Pultit ja keskiökupit sisältyvät.',
    price: [990, 2190],
    parts: [
      ['Kevytmetallivanne', 4],
      ['Keskiökuppi', 4],
    ],
    labour: null,
    view: 'wheel',
  },
  {
    category: 'Kuljetus ja säilytys',
    sub: 'Vetokoukut',
    variants: [
      ['Irrotettava', 'irrotettava'],
      ['Sähkötoiminen', 'sähkötoiminen'],
    ],
    name: 'Vetokoukku {label}, {model}',
    description:
      'Alkuperäinen vetokoukku 13-napaisella sähkösarjalla. Asennus ja ohjelmointi valtuutetussa korjaamossa.',
    price: [890, 1690],
    parts: [
      ['Vetokoukku', 1],
      ['Sähkösarja 13-napainen', 1],
    ],
    labour: { code: 'VK-ASENNUS', description: 'Vetokoukun asennus ja ohjelmointi', hours: 2.5 },
    view: 'rear',
  },
  {
    category: 'Kuljetus ja säilytys',
    sub: 'Kattotelineet',
    variants: [[null, '']],
    name: 'Kattotelineet {model}',
    description: 'Lukittavat alumiiniset kattotelineet, kantavuus 75 kg.',
    price: [290, 490],
    parts: [['Kattotelinesarja', 1]],
    labour: null,
    view: 'side',
  },
  {
    category: 'Kuljetus ja säilytys',
    sub: 'Polkupyörätelineet',
    variants: [[null, '']],
    name: 'Polkupyöräteline vetokoukkuun, {model}',
    description: 'Kallistettava polkupyöräteline kahdelle pyörälle, sopii myös sähköpyörille.',
    price: [590, 890],
    parts: [['Polkupyöräteline', 1]],
    labour: null,
    view: 'rear',
  },
  {
    category: 'Sisätilat',
    sub: 'Lattiamatot',
    variants: [
      ['Kumimatot', 'kumi'],
      ['Tekstiilimatot', 'tekstiili'],
    ],
    name: 'Lattiamattosarja ({label}), {model}',
    description: 'Mittatilaustyönä valmistetut lattiamatot eteen ja taakse, kiinnityspisteet valmiina.',
    price: [99, 249],
    parts: [['Lattiamattosarja', 1]],
    labour: null,
    view: 'cabin',
  },
  {
    category: 'Sisätilat',
    sub: 'Tavaratilan matot',
    variants: [[null, '']],
    name: 'Tavaratilan muotomatto {model}',
    description: 'Korotetuin reunoin valmistettu, pestävä tavaratilan matto.',
    price: [89, 169],
    parts: [['Tavaratilan matto', 1]],
    labour: null,
    view: null,
  },
  {
    category: 'Talvivarusteet',
    sub: 'Lämmittimet',
    variants: [
      ['Lohkolämmitin', 'lohkolämmitin'],
      ['Lohko- ja sisätilanlämmitin', 'lohko- ja sisätilanlämmitin'],
    ],
    name: 'Defa {label}, {model}',
    description: 'Defa-lämmitinjärjestelmä pistorasiaan. Lämmin moottori ja huurteettomat lasit talviaamuina.',
    price: [390, 790],
    parts: [
      ['Lämmitinelementti', 1],
      ['Liitäntäjohto', 1],
    ],
    labour: { code: 'LAMM-ASENNUS', description: 'Lämmittimen asennus', hours: 2 },
    fuels: COMBUSTION,
    view: null,
  },
  {
    category: 'Lataus',
    sub: 'Kotilaturit',
    variants: [[null, '']],
    name: 'Kotilaturi 11 kW {model}',
    description: 'Älykäs 11 kW kotilaturi kiinteällä Tyyppi 2 -kaapelilla. Asennus sisältyy vakioasennuksena.',
    price: [1190, 1690],
    parts: [['Latauslaite 11 kW', 1]],
    labour: { code: 'LAT-ASENNUS', description: 'Kotilaturin vakioasennus', hours: 3 },
    fuels: PLUG_IN,
    view: null,
  },
  {
    category: 'Lataus',
    sub: 'Latauskaapelit',
    variants: [[null, '']],
    name: 'Latauskaapeli Tyyppi 2, {model}',
    description: 'Latauskaapeli julkiseen latausasemaan, 7 m, 32 A.',
    price: [249, 349],
    parts: [['Latauskaapeli Tyyppi 2', 1]],
    labour: null,
    fuels: PLUG_IN,
    view: null,
  },
  {
    category: 'Ulkoilme',
    sub: 'Roiskeläpät',
    variants: [[null, '']],
    name: 'Roiskeläpät edessä ja takana, {model}',
    description: 'Suojaavat korin alaosaa kiviltä ja sohjolta.',
    price: [119, 229],
    parts: [['Roiskeläppäsarja', 1]],
    labour: { code: 'ASENNUS', description: 'Roiskeläppien asennus', hours: 0.5 },
    view: 'side',
  },
  {
    category: 'Huolto',
    sub: 'Huoltopaketit',
    variants: [
      ['Määräaikaishuolto', 'määräaikaishuolto'],
      ['Jarruhuolto', 'jarruhuolto'],
    ],
    name: 'Kiinteähintainen {label}, {model}',
    description: 'Valmistajan ohjelman mukainen huolto alkuperäisillä varaosilla. Huoltokirjan merkintä sisältyy.',
    price: [249, 690],
    parts: [
      ['Huoltosarja', 1],
      ['Moottoriöljy', 5],
    ],
    labour: { code: 'HUOLTO', description: 'Huoltotyö ohjelman mukaan', hours: 1.5 },
    view: null,
  },
]

/** Gross prices end in ,90 as Finnish price lists write them. */
const price90 = (value: number) => Math.max(9.9, Math.round(value) - 0.1)

export function generateKits(options: KitOptions = {}): Kit[] {
  const seed = options.seed ?? DEFAULT_SEED
  const cars = carCores('hedin-fi', options.fittedCars ?? DEFAULT_FITTED_CARS, options).filter(
    (car) => car.kind !== 'sample',
  )
  const byModel = new Map<string, CarCore[]>()
  for (const car of cars) {
    const key = `${car.brand.name}|${car.model.name}`
    byModel.set(key, [...(byModel.get(key) ?? []), car])
  }
  const kits: Kit[] = []
  for (const [key, group] of byModel) {
    const first = group[0]
    if (!first) continue
    const model = modelName(first.model, 'fi')
    const fuels = new Set(group.map((car) => car.powertrain.fuel))
    for (const template of TEMPLATES) {
      if (template.fuels && ![...fuels].some((fuel) => template.fuels?.includes(fuel))) continue
      // Vans get no bicycle racks; everything else applies to every model.
      if (first.model.lcv && template.sub === 'Polkupyörätelineet') continue
      for (const [subSub, label] of template.variants) {
        const random = new Random(seedFor(seed, 'kit', key, template.sub, subSub ?? ''))
        const fitted = group.filter((car) => !template.fuels || template.fuels.includes(car.powertrain.fuel))
        const [low, high] = template.price
        const name = template.name.replace('{model}', `${first.brand.name} ${model}`).replace('{label}', label)
        const partPrefix = first.brand.code
        const colour = random.pick(PICTURE_COLOURS)
        const shape = pictureShape(first.model.body)
        const pictures =
          template.view && random.chance(0.7)
            ? [inventoryImageUrl({ kind: 'car', shape, colour, view: template.view })]
            : []
        kits.push({
          kitId: `FI-${String(100001 + kits.length)}`,
          catalogueId: `HEDIN-FI-${first.brand.code}`,
          kitCode: `${partPrefix}-${random.int(10_000_000, 99_999_999)}`,
          name: name.replace(/\s+/g, ' ').replace(/ ,/g, ',').trim(),
          description: template.description,
          status: random.chance(0.9) ? 'active' : 'inactive',
          images: pictures,
          retailPrice: price90(random.float(low, high)),
          currency: 'EUR',
          kitCategory: template.category,
          kitSubCategory: template.sub,
          kitSubSubCategory: subSub,
          parts: template.parts.map(([partName, quantity]) => ({
            partNumber: `${partPrefix}${random.int(1_000_000, 9_999_999)}`,
            name: partName,
            quantity,
          })),
          vehicleFitmentSpecifications: fitted.map((car) => ({
            externalId: car.id,
            make: car.brand.name,
            model,
            modelYear: car.year,
            version: `${car.powertrain.name} ${trimName(car.trim, 'fi')}`,
          })),
          labourSpecifications: template.labour ? [template.labour] : [],
        })
      }
    }
  }
  return options.count === undefined ? kits : scaledKits(kits, options.count, seed)
}

function scaledKits(base: readonly Kit[], count: number, seed: number): Kit[] {
  const kits = base.slice(0, count)
  for (let edition = 2; kits.length < count && base.length > 0; edition++) {
    for (const kit of base) {
      if (kits.length >= count) break
      const random = new Random(seedFor(seed, 'kit-edition', kit.kitId, String(edition)))
      kits.push({
        ...kit,
        kitId: `FI-${String(100001 + kits.length)}`,
        kitCode: `${kit.kitCode.split('-')[0]}-${random.int(10_000_000, 99_999_999)}`,
        name: `${kit.name} – jälleenmyyjäpaketti ${edition}`,
        status: random.chance(0.9) ? 'active' : 'inactive',
        retailPrice: price90(kit.retailPrice * random.float(0.9, 1.2)),
      })
    }
  }
  return kits
}
