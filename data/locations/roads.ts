import { town, type Town } from './towns'

/**
 * The four trunk roads the charging network follows (E4, E6, E18, E20), as the towns they pass
 * in order. Points are laid between consecutive towns, so a route is a polyline of town centres:
 * coarse, but the stations land where the roads run.
 */
export type Road = { name: 'E4' | 'E6' | 'E18' | 'E20'; towns: readonly Town[] }

const route = (name: Road['name'], names: string[]): Road => ({ name, towns: names.map(town) })

export const ROADS: readonly Road[] = [
  route('E4', [
    'Helsingborg',
    'Ljungby',
    'Värnamo',
    'Jönköping',
    'Gränna',
    'Ödeshög',
    'Mjölby',
    'Linköping',
    'Norrköping',
    'Nyköping',
    'Södertälje',
    'Stockholm',
    'Märsta',
    'Uppsala',
    'Gävle',
    'Söderhamn',
    'Hudiksvall',
    'Sundsvall',
    'Härnösand',
    'Örnsköldsvik',
    'Umeå',
    'Skellefteå',
    'Piteå',
    'Luleå',
    'Kalix',
    'Haparanda',
  ]),
  route('E6', [
    'Trelleborg',
    'Malmö',
    'Lund',
    'Landskrona',
    'Helsingborg',
    'Ängelholm',
    'Halmstad',
    'Falkenberg',
    'Varberg',
    'Kungsbacka',
    'Mölndal',
    'Göteborg',
    'Kungälv',
    'Stenungsund',
    'Uddevalla',
    'Strömstad',
  ]),
  route('E18', [
    'Karlstad',
    'Kristinehamn',
    'Karlskoga',
    'Örebro',
    'Arboga',
    'Köping',
    'Västerås',
    'Enköping',
    'Bålsta',
    'Stockholm',
    'Åkersberga',
    'Norrtälje',
  ]),
  route('E20', [
    'Göteborg',
    'Lerum',
    'Alingsås',
    'Vårgårda',
    'Skövde',
    'Mariestad',
    'Hova',
    'Örebro',
    'Arboga',
    'Eskilstuna',
    'Strängnäs',
    'Södertälje',
    'Stockholm',
  ]),
]
