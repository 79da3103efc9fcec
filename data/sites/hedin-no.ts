import type { SeedSite } from '../seed-types'

/** Demo content for Hedin Automotive Norge (hedinautomotive.no), Norwegian bokmål. */
export const site: SeedSite = {
  name: 'hedin-no',
  pages: [
    {
      path: '/',
      itemId: '{AA56DF14-9A3B-4461-AE9A-647ED7687AF3}',
      content: {
        nb: {
          title: 'Hedin Automotive Norge',
          navTitle: 'Hjem',
          metaTitle: 'Nye og brukte biler, service og verksted',
          metaDescription:
            'Kjøp ny eller brukt BMW og Mercedes-Benz hos Hedin Automotive i Oslo, Drammen og Bergen. Finansiering, innbytte og verksted – alt på ett sted.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Automotive', alt: 'Hedin Automotive – til forsiden' },
              sticky: true,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Finn din neste bil hos oss',
              text: 'Over 900 nye og brukte biler på lager i Oslo, Drammen og Bergen – med finansiering, innbytte og verksted under samme tak.',
              image: {
                kind: 'hero',
                key: 'no-home',
                alt: 'Elektrisk BMW parkert ved fjorden en sommerkveld',
                hue: 205,
              },
              link: { label: 'Se alle brukte biler', url: '/kjop-bil/alle-brukte-biler' },
              showSearch: true,
              searchPlaceholder: 'Søk på merke, modell eller drivstoff',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Ukens bil',
              text: 'Håndplukkede biler fra våre avdelinger med ekstra god pris, utstyr eller leveringstid akkurat denne uken.',
            },
            {
              blockType: 'cards',
              heading: 'Våre bilmerker',
              items: [
                {
                  title: 'BMW',
                  text: 'Autorisert BMW-forhandler med hele modellprogrammet – fra iX1 til i7 – og egne BMW-verksteder.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW-logo' },
                  link: { label: 'Utforsk BMW', url: '/kjop-bil/vare-bilmerker/bmw' },
                },
                {
                  title: 'Mercedes-Benz',
                  text: 'Personbiler og varebiler fra Mercedes-Benz, med EQ-familien av elbiler i front.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz-logo' },
                  link: { label: 'Utforsk Mercedes-Benz', url: '/kjop-bil/vare-bilmerker/mercedes-benz' },
                },
                {
                  title: 'BMW Motorrad',
                  text: 'Motorsykler, utstyr og klær fra BMW Motorrad – med eget MC-verksted på Økern.',
                  image: { kind: 'logo', brand: 'BMW Motorrad', alt: 'BMW Motorrad-logo' },
                  link: { label: 'Se motorsykler', url: '/motorrad' },
                },
              ],
            },
            {
              blockType: 'cards',
              heading: 'Populært akkurat nå',
              items: [
                {
                  title: 'BMW iX1 xDrive30',
                  text: 'Kompakt elektrisk SUV med firehjulstrekk og inntil 430 km rekkevidde (WLTP). Bestill prøvekjøring i dag.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Hvit BMW iX1 sett forfra' },
                  link: { label: 'Les mer om iX1', url: '/kjop-bil/vare-bilmerker/bmw/ix1' },
                },
                {
                  title: 'Mercedes-Benz EQA 250+',
                  text: 'Romslig og stillegående elbil med god plass til familien og hurtiglading opptil 100 kW.',
                  image: {
                    kind: 'car',
                    colour: 'silver',
                    model: 'Mercedes-Benz EQA',
                    alt: 'Sølvfarget Mercedes-Benz EQA',
                  },
                  link: { label: 'Se Mercedes-Benz', url: '/kjop-bil/vare-bilmerker/mercedes-benz' },
                },
                {
                  title: 'Brukte SUV-er',
                  text: 'Kontrollerte bruktbiler med firehjulstrekk – klare for norske vintre og hyttetur.',
                  image: { kind: 'car', colour: 'black', model: 'BMW X3', alt: 'Svart BMW X3 på vinterføre' },
                  link: { label: 'Se brukte SUV-er', url: '/kjop-bil/biltype/suv' },
                },
              ],
            },
            {
              blockType: 'storiesTeaser',
              heading: 'Aktuelt',
              indexPath: '/aktuelt',
            },
            {
              blockType: 'content',
              heading: 'Trygt bilkjøp fra start til mål',
              paragraphs: [
                'Hos Hedin Automotive får du personlig rådgivning av selgere som kjenner bilene og merkene. Vi hjelper deg med å sammenligne modeller, beregne rekkevidde og finne en finansiering som passer økonomien din.',
                'Alle bruktbiler vi selger er gjennomgått på eget verksted og leveres med EU-kontroll og tilstandsrapport. Har du en bil i dag, gir vi deg et innbyttetilbud samme dag.',
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Kjøp bil',
                  links: [
                    { label: 'Alle brukte biler', url: '/kjop-bil/alle-brukte-biler' },
                    { label: 'Elbiler', url: '/kjop-bil/biltype/elbil' },
                    { label: 'SUV', url: '/kjop-bil/biltype/suv' },
                    { label: 'BMW', url: '/kjop-bil/vare-bilmerker/bmw' },
                    { label: 'Mercedes-Benz', url: '/kjop-bil/vare-bilmerker/mercedes-benz' },
                  ],
                },
                {
                  title: 'Service',
                  links: [
                    { label: 'Service og verksted', url: '/service-og-verksted' },
                    { label: 'BMW Motorrad', url: '/motorrad' },
                    { label: 'Finn oss', url: '/finn-oss' },
                  ],
                },
                {
                  title: 'Hedin Automotive',
                  links: [
                    { label: 'Om oss', url: '/om-hedin-automotive' },
                    { label: 'Aktuelt', url: '/aktuelt' },
                    { label: 'Artikler', url: '/aktuelt/artikler' },
                    { label: 'Varsling', url: '/whistleblower' },
                  ],
                },
                {
                  title: 'Personvern',
                  links: [
                    { label: 'Personvernerklæring', url: '/personvern' },
                    { label: 'Informasjonskapsler', url: '/cookies' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Kundesenter',
                text: 'Ring oss på 22 02 55 00 (hverdager 08–18, lørdag 10–15) eller send e-post til kundesenter@hedinautomotive.no.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil',
      itemId: '{785ADCA5-4C62-4E9D-B55C-33EF31741D78}',
      content: {
        nb: {
          title: 'Kjøp bil',
          metaTitle: 'Kjøp ny eller brukt bil',
          metaDescription:
            'Kjøp ny eller brukt bil hos Hedin Automotive. Velg blant BMW, Mercedes-Benz og bruktbiler av alle merker, med finansiering og innbytte.',
          main: [
            {
              blockType: 'hero',
              title: 'Kjøp bil hos Hedin Automotive',
              text: 'Ny elbil, trygg bruktbil eller firmabil – vi hjelper deg hele veien fra prøvekjøring til levering.',
              image: {
                kind: 'hero',
                key: 'no-kjop-bil',
                alt: 'Kunde får overlevert nøklene til ny bil i showroom',
                hue: 30,
              },
              link: { label: 'Se biler på lager', url: '/kjop-bil/alle-brukte-biler' },
            },
            {
              blockType: 'cards',
              heading: 'Hvordan vil du finne bilen?',
              items: [
                {
                  title: 'Etter bilmerke',
                  text: 'Utforsk modellene fra BMW og Mercedes-Benz, og se hva som er på lager hos oss.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW i4', alt: 'Blå BMW i4 i showroom' },
                  link: { label: 'Våre bilmerker', url: '/kjop-bil/vare-bilmerker' },
                },
                {
                  title: 'Etter biltype',
                  text: 'SUV, stasjonsvogn eller elbil? Finn riktig bil ut fra hvordan du bruker den.',
                  image: {
                    kind: 'car',
                    colour: 'grey',
                    model: 'Mercedes-Benz GLC',
                    alt: 'Grå Mercedes-Benz GLC på fjellovergang',
                  },
                  link: { label: 'Velg biltype', url: '/kjop-bil/biltype' },
                },
                {
                  title: 'Brukte biler',
                  text: 'Over 600 kontrollerte bruktbiler med tilstandsrapport og garanti.',
                  image: { kind: 'car', colour: 'red', model: 'BMW 1-serie', alt: 'Rød BMW 1-serie parkert i bygate' },
                  link: { label: 'Alle brukte biler', url: '/kjop-bil/alle-brukte-biler' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Finansiering og innbytte',
              paragraphs: [
                'Vi samarbeider med ledende banker og finansieringsselskaper og gir deg et konkret tilbud på billån eller privatleasing i løpet av kort tid. Månedsprisen avhenger av egenkapital, løpetid og kilometer per år.',
                'Skal du bytte inn bilen din? Registrer registreringsnummer og kilometerstand hos selgeren, så gjør vi en takst på verkstedet og trekker verdien fra kjøpesummen.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Snarveier',
              items: [
                { label: 'Brukte elbiler', url: '/kjop-bil/alle-brukte-biler?car_fuel=Elektrisk', hasIcon: true },
                { label: 'Brukte BMW', url: '/kjop-bil/alle-brukte-biler?car_brand=BMW', hasIcon: true },
                {
                  label: 'Brukte Mercedes-Benz',
                  url: '/kjop-bil/alle-brukte-biler?car_brand=Mercedes-Benz',
                  hasIcon: true,
                },
                {
                  label: 'Bestill prøvekjøring av BMW iX1',
                  url: '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring',
                  hasIcon: true,
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/alle-brukte-biler',
      itemId: '{EC4AC1DA-E921-477C-897D-021E5F41FBEE}',
      content: {
        nb: {
          title: 'Alle brukte biler',
          navTitle: 'Brukte biler',
          metaTitle: 'Brukte biler til salgs',
          metaDescription:
            'Se alle brukte biler til salgs hos Hedin Automotive i Oslo, Drammen og Bergen. Kontrollerte biler med tilstandsrapport, garanti og finansiering.',
          main: [
            {
              blockType: 'carList',
              heading: 'Alle brukte biler',
              condition: 'used',
            },
            {
              blockType: 'content',
              heading: 'Slik kontrollerer vi bruktbilene',
              paragraphs: [
                'Hver bruktbil går gjennom en grundig kontroll på over 100 punkter før den legges ut for salg. Vi sjekker bremser, dekk, batteritilstand og servicehistorikk, og utbedrer feil før levering.',
                'Bilene selges med minimum tre måneders garanti, og biler under fem år leveres med merkenes egne bruktbilprogrammer, for eksempel BMW Premium Selection og Mercedes-Benz Certified.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Populære søk',
              items: [
                { label: 'Brukte elbiler', url: '/kjop-bil/alle-brukte-biler?car_fuel=Elektrisk', hasIcon: true },
                { label: 'Brukte BMW', url: '/kjop-bil/alle-brukte-biler?car_brand=BMW', hasIcon: true },
                {
                  label: 'Brukte Mercedes-Benz',
                  url: '/kjop-bil/alle-brukte-biler?car_brand=Mercedes-Benz',
                  hasIcon: true,
                },
                { label: 'Brukte SUV-er', url: '/kjop-bil/biltype/suv', hasIcon: true },
                { label: 'Finn avdelingen nærmest deg', url: '/finn-oss', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/vare-bilmerker',
      itemId: '{31DEDAFF-3057-47CF-B2F9-1B557DC85612}',
      content: {
        nb: {
          title: 'Våre bilmerker',
          navTitle: 'Bilmerker',
          metaTitle: 'Våre bilmerker – BMW og Mercedes-Benz',
          metaDescription:
            'Hedin Automotive er autorisert forhandler for BMW, Mercedes-Benz og BMW Motorrad i Norge. Se modellene, bestill prøvekjøring og få et tilbud.',
          main: [
            {
              blockType: 'hero',
              title: 'Våre bilmerker',
              text: 'Vi er autorisert forhandler og verksted for noen av verdens mest anerkjente bilmerker.',
              image: {
                kind: 'hero',
                key: 'no-bilmerker',
                alt: 'Showroom med BMW og Mercedes-Benz side om side',
                hue: 220,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'BMW',
                  text: 'Sportslige kjøreegenskaper og et bredt utvalg elbiler, fra iX1 og i4 til iX og i7.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW-logo' },
                  link: { label: 'Til BMW', url: '/kjop-bil/vare-bilmerker/bmw' },
                },
                {
                  title: 'Mercedes-Benz',
                  text: 'Komfort, sikkerhet og elektriske EQ-modeller – og varebiler for næringslivet.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz-logo' },
                  link: { label: 'Til Mercedes-Benz', url: '/kjop-bil/vare-bilmerker/mercedes-benz' },
                },
                {
                  title: 'BMW Motorrad',
                  text: 'Adventure-, touring- og sportsmotorsykler med eget verksted og utstyrsbutikk.',
                  image: { kind: 'logo', brand: 'BMW Motorrad', alt: 'BMW Motorrad-logo' },
                  link: { label: 'Til BMW Motorrad', url: '/motorrad' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Autorisert forhandler og verksted',
              paragraphs: [
                'Som autorisert forhandler bruker vi originaldeler og merkenes egne diagnoseverktøy, og teknikerne våre kurses jevnlig av produsentene. Det sikrer garantien og bilens verdi ved videresalg.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/vare-bilmerker/bmw',
      itemId: '{CC643B37-A47B-4047-8104-74AF76E42455}',
      brandDesign: 'bmw',
      content: {
        nb: {
          title: 'BMW',
          metaTitle: 'BMW – nye og brukte biler',
          metaDescription:
            'Ny eller brukt BMW hos Hedin Automotive i Oslo, Drammen og Bergen. Se elbilene iX1, i4 og iX, bestill prøvekjøring og få et finansieringstilbud.',
          main: [
            {
              blockType: 'hero',
              title: 'BMW hos Hedin Automotive',
              text: 'Kjøreglede i elektrisk form. Opplev hele BMW-modellprogrammet hos oss på Økern, i Drammen og på Kokstad.',
              image: { kind: 'hero', key: 'no-bmw', alt: 'BMW i4 i bevegelse på kystvei', hue: 210 },
              link: { label: 'Se BMW på lager', url: '/kjop-bil/alle-brukte-biler?car_brand=BMW' },
            },
            {
              blockType: 'cards',
              heading: 'Elektriske BMW-modeller',
              items: [
                {
                  title: 'BMW iX1',
                  text: 'Kompakt SUV med firehjulstrekk, høy sittestilling og inntil 430 km rekkevidde.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Hvit BMW iX1' },
                  link: { label: 'Les mer', url: '/kjop-bil/vare-bilmerker/bmw/ix1' },
                },
                {
                  title: 'BMW i4',
                  text: 'Elektrisk Gran Coupé med stor bagasjeluke og inntil 590 km rekkevidde.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW i4', alt: 'Blå BMW i4' },
                  link: {
                    label: 'Se brukte elektriske BMW',
                    url: '/kjop-bil/alle-brukte-biler?car_brand=BMW&car_fuel=Elektrisk',
                  },
                },
                {
                  title: 'BMW iX',
                  text: 'Teknologisk flaggskip-SUV med romslig interiør og lading opptil 195 kW.',
                  image: { kind: 'car', colour: 'grey', model: 'BMW iX', alt: 'Grå BMW iX' },
                  link: { label: 'Se brukte iX', url: '/kjop-bil/alle-brukte-biler?car_brand=BMW&car_model=iX' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'BMW Service Inclusive',
              paragraphs: [
                'Med BMW Service Inclusive er planlagt service, arbeid og originaldeler inkludert i opptil fem år eller 100 000 km. Du får forutsigbare kostnader og en bil som alltid er vedlikeholdt etter fabrikkens anbefalinger.',
                'BMW-verkstedene våre har egne EV-teknikere og kan utføre batteritester, programvareoppdateringer og reparasjoner på alle elektriske BMW-modeller.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Mer om BMW',
              items: [
                {
                  label: 'Bestill prøvekjøring av BMW iX1',
                  url: '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring',
                  hasIcon: true,
                },
                { label: 'Bestill service på din BMW', url: '/service-og-verksted', hasIcon: true },
                { label: 'BMW Motorrad', url: '/motorrad', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/vare-bilmerker/mercedes-benz',
      itemId: '{471E6999-FC94-4FD0-AF8F-CA1111A4B36F}',
      brandDesign: 'mercedes',
      content: {
        nb: {
          title: 'Mercedes-Benz',
          metaTitle: 'Mercedes-Benz – personbiler og varebiler',
          metaDescription:
            'Ny eller brukt Mercedes-Benz hos Hedin Automotive. Utforsk EQA, EQB, EQE og GLC, bestill prøvekjøring og få tilbud på finansiering og service.',
          main: [
            {
              blockType: 'hero',
              title: 'Mercedes-Benz hos Hedin Automotive',
              text: 'Komfort, sikkerhet og elektrisk fremdrift – nå med kampanjerente på utvalgte EQ-modeller.',
              image: {
                kind: 'hero',
                key: 'no-mercedes',
                alt: 'Mercedes-Benz EQE foran moderne arkitektur i Bjørvika',
                hue: 195,
              },
              link: { label: 'Se Mercedes-Benz på lager', url: '/kjop-bil/alle-brukte-biler?car_brand=Mercedes-Benz' },
            },
            {
              blockType: 'cards',
              heading: 'Utvalgte modeller',
              items: [
                {
                  title: 'Mercedes-Benz EQA',
                  text: 'Kompakt elektrisk SUV med høy komfort og plass til både barnevogn og hyttebagasje.',
                  image: {
                    kind: 'car',
                    colour: 'silver',
                    model: 'Mercedes-Benz EQA',
                    alt: 'Sølvfarget Mercedes-Benz EQA',
                  },
                  link: { label: 'Se EQA', url: '/kjop-bil/alle-brukte-biler?car_brand=Mercedes-Benz&car_model=EQA' },
                },
                {
                  title: 'Mercedes-Benz EQE SUV',
                  text: 'Stillegående og romslig med luftfjæring og inntil 550 km rekkevidde.',
                  image: {
                    kind: 'car',
                    colour: 'black',
                    model: 'Mercedes-Benz EQE SUV',
                    alt: 'Svart Mercedes-Benz EQE SUV',
                  },
                  link: {
                    label: 'Se brukte elektriske Mercedes-Benz',
                    url: '/kjop-bil/alle-brukte-biler?car_brand=Mercedes-Benz&car_fuel=Elektrisk',
                  },
                },
                {
                  title: 'Mercedes-Benz GLC',
                  text: 'Ladbar hybrid med over 100 km elektrisk rekkevidde og 4MATIC firehjulstrekk.',
                  image: { kind: 'car', colour: 'white', model: 'Mercedes-Benz GLC', alt: 'Hvit Mercedes-Benz GLC' },
                  link: { label: 'Se GLC', url: '/kjop-bil/alle-brukte-biler?car_brand=Mercedes-Benz&car_model=GLC' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Service på din Mercedes-Benz',
              paragraphs: [
                'Våre Mercedes-Benz-verksteder i Oslo og Bergen utfører service etter fabrikkens intervaller med originaldeler. Du får gratis Mercedes-Benz Mobilo veihjelp etter hver service hos oss.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/vare-bilmerker/bmw/ix1',
      itemId: '{70612A5F-BC21-4A64-AFBB-1C4FAAF5C853}',
      brandDesign: 'bmw',
      content: {
        nb: {
          title: 'BMW iX1',
          metaTitle: 'BMW iX1 – elektrisk kompakt-SUV',
          metaDescription:
            'BMW iX1 med firehjulstrekk og inntil 430 km rekkevidde. Se pris, utstyr og ladetider, og bestill prøvekjøring hos Hedin Automotive i dag.',
          main: [
            {
              blockType: 'hero',
              title: 'BMW iX1',
              text: 'Helelektrisk, firehjulstrukket og klar for norske vinterveier. Fra kr 489 900 levert Oslo.',
              image: { kind: 'hero', key: 'no-bmw-ix1', alt: 'BMW iX1 på snødekt fjellvei', hue: 190 },
              link: { label: 'Bestill prøvekjøring', url: '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring' },
            },
            {
              blockType: 'content',
              heading: 'Kompakt utenpå, romslig inni',
              paragraphs: [
                'BMW iX1 xDrive30 har to elmotorer med til sammen 313 hk og firehjulstrekk. Med 490 liter bagasjerom og skyvbar baksete er den like praktisk på hverdagen som på vei til hytta.',
                'Bilen lader med opptil 130 kW på hurtiglader, og går fra 10 til 80 prosent på omtrent 29 minutter. Hjemme lader du med 11 kW, eller 22 kW som tilvalg.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Velg utstyrsnivå',
              items: [
                {
                  title: 'iX1 eDrive20',
                  text: 'Forhjulstrekk, 204 hk og inntil 475 km rekkevidde. Fra kr 449 900.',
                  image: { kind: 'car', colour: 'grey', model: 'BMW iX1 eDrive20', alt: 'Grå BMW iX1 eDrive20' },
                  link: { label: 'Prøvekjør', url: '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring' },
                },
                {
                  title: 'iX1 xDrive30',
                  text: 'Firehjulstrekk, 313 hk og varmepumpe som standard. Fra kr 489 900.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1 xDrive30', alt: 'Hvit BMW iX1 xDrive30' },
                  link: { label: 'Prøvekjør', url: '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring' },
                },
                {
                  title: 'iX1 xDrive30 M Sport',
                  text: 'Sportsseter, adaptivt M-understell og 20-tommers felger. Fra kr 539 900.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW iX1 M Sport', alt: 'Blå BMW iX1 M Sport' },
                  link: { label: 'Prøvekjør', url: '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring' },
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Se brukte BMW iX1 på lager',
                  url: '/kjop-bil/alle-brukte-biler?car_brand=BMW&car_model=iX1',
                  hasIcon: true,
                },
                { label: 'Alle elbiler', url: '/kjop-bil/biltype/elbil', hasIcon: true },
                { label: 'Tilbake til BMW', url: '/kjop-bil/vare-bilmerker/bmw', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/vare-bilmerker/bmw/ix1/provekjoring',
      itemId: '{4F32F7F6-DC42-4BBE-8289-7137E5E28B78}',
      brandDesign: 'bmw',
      content: {
        nb: {
          title: 'Prøvekjør BMW iX1',
          navTitle: 'Prøvekjøring',
          metaTitle: 'Bestill prøvekjøring av BMW iX1',
          metaDescription:
            'Bestill prøvekjøring av BMW iX1 hos Hedin Automotive på Økern, i Drammen eller på Kokstad. Velg tidspunkt selv – vi har bilen klar og ladet.',
          main: [
            {
              blockType: 'hero',
              title: 'Prøvekjør BMW iX1',
              text: 'Kjenn på akselerasjonen, test lading og plass – en prøvetur tar omtrent 45 minutter.',
              image: {
                kind: 'hero',
                key: 'no-bmw-ix1-provekjoring',
                alt: 'Selger overleverer nøkkelkort til BMW iX1 for prøvekjøring',
                hue: 175,
              },
            },
            {
              blockType: 'content',
              heading: 'Slik foregår prøvekjøringen',
              paragraphs: [
                'Velg avdeling og ønsket tidspunkt, så bekrefter en av våre BMW-rådgivere avtalen innen én arbeidsdag. Ta med gyldig førerkort.',
                'Ønsker du å teste bilen over lengre tid, kan du låne en iX1 over helgen. Spør selgeren om tilgjengelighet når du bestiller.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Velg avdeling',
              items: [
                {
                  title: 'Hedin Automotive Økern',
                  text: 'Økernveien 145, 0580 Oslo. Åpent hverdager 09–18 og lørdag 10–15.',
                  link: { label: 'Se kart og åpningstider', url: '/finn-oss' },
                },
                {
                  title: 'Hedin Automotive Drammen',
                  text: 'Lierstranda 101, 3414 Lierstranda. Åpent hverdager 09–17 og lørdag 10–14.',
                  link: { label: 'Se kart og åpningstider', url: '/finn-oss' },
                },
                {
                  title: 'Hedin Automotive Bergen',
                  text: 'Kokstadflaten 2, 5257 Kokstad. Åpent hverdager 09–17 og lørdag 10–14.',
                  link: { label: 'Se kart og åpningstider', url: '/finn-oss' },
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/biltype',
      itemId: '{C91DD0DF-0D86-45C4-B2F8-AC1F73751B5B}',
      content: {
        nb: {
          title: 'Biltype',
          metaTitle: 'Finn bil etter biltype',
          metaDescription:
            'Finn riktig bil etter biltype: elbil, SUV, stasjonsvogn eller varebil. Se nye og brukte biler hos Hedin Automotive og få personlig rådgivning.',
          main: [
            {
              blockType: 'hero',
              title: 'Hvilken biltype passer deg?',
              text: 'Fra pendling i byen til langtur med tilhenger – vi hjelper deg å velge riktig.',
              image: { kind: 'hero', key: 'no-biltype', alt: 'Tre ulike biltyper parkert foran hytte', hue: 100 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Elbil',
                  text: 'Lave driftskostnader, stillegående kjøring og lading hjemme i carporten.',
                  image: { kind: 'car', colour: 'white', model: 'BMW i4', alt: 'Hvit BMW i4 ved ladestasjon' },
                  link: { label: 'Se elbiler', url: '/kjop-bil/biltype/elbil' },
                },
                {
                  title: 'SUV',
                  text: 'Høy sittestilling, firehjulstrekk og god plass til familie og utstyr.',
                  image: { kind: 'car', colour: 'black', model: 'BMW X5', alt: 'Svart BMW X5' },
                  link: { label: 'Se SUV-er', url: '/kjop-bil/biltype/suv' },
                },
                {
                  title: 'Varebil',
                  text: 'Mercedes-Benz eVito og eSprinter for håndverkere og næringsliv.',
                  image: {
                    kind: 'car',
                    colour: 'white',
                    model: 'Mercedes-Benz eVito',
                    alt: 'Hvit Mercedes-Benz eVito',
                  },
                  link: { label: 'Se varebiler', url: '/kjop-bil/alle-brukte-biler?car_vehicle_type_code=LCV' },
                },
              ],
            },
            {
              blockType: 'content',
              paragraphs: [
                'Usikker på hva du trenger? Tenk gjennom hvor langt du kjører i året, hvor mange som skal være med, og om du trenger hengerfeste. Selgerne våre setter gjerne opp en sammenligning av to–tre aktuelle modeller.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/biltype/suv',
      itemId: '{42461A64-2597-4B07-BC21-88717B2505EB}',
      content: {
        nb: {
          title: 'SUV',
          metaTitle: 'SUV – nye og brukte SUV-er til salgs',
          metaDescription:
            'Se nye og brukte SUV-er fra BMW og Mercedes-Benz hos Hedin Automotive. Firehjulstrekk, hengerfeste og god plass – klar for norske forhold.',
          main: [
            {
              blockType: 'hero',
              title: 'SUV for norske forhold',
              text: 'Firehjulstrekk, god bakkeklaring og hengervekt til både båt og campingvogn.',
              image: { kind: 'hero', key: 'no-suv', alt: 'SUV på grusvei i høstfjellet', hue: 35 },
              link: { label: 'Se brukte SUV-er', url: '/kjop-bil/alle-brukte-biler?car_body=SUV' },
            },
            {
              blockType: 'cards',
              heading: 'Populære SUV-er',
              items: [
                {
                  title: 'BMW X3',
                  text: 'Ladbar hybrid eller diesel – med opptil 2 500 kg hengervekt.',
                  image: { kind: 'car', colour: 'grey', model: 'BMW X3', alt: 'Grå BMW X3' },
                  link: { label: 'Se BMW X3', url: '/kjop-bil/alle-brukte-biler?car_brand=BMW&car_model=X3' },
                },
                {
                  title: 'Mercedes-Benz GLE',
                  text: 'Sjuseter med luftfjæring og ladbar hybrid med over 90 km elektrisk rekkevidde.',
                  image: { kind: 'car', colour: 'black', model: 'Mercedes-Benz GLE', alt: 'Svart Mercedes-Benz GLE' },
                  link: {
                    label: 'Se Mercedes-Benz SUV-er',
                    url: '/kjop-bil/alle-brukte-biler?car_brand=Mercedes-Benz&car_body=SUV',
                  },
                },
                {
                  title: 'BMW iX1',
                  text: 'Helelektrisk kompakt-SUV med firehjulstrekk og varmepumpe.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Hvit BMW iX1' },
                  link: { label: 'Les om iX1', url: '/kjop-bil/vare-bilmerker/bmw/ix1' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Tips før du kjøper SUV',
              paragraphs: [
                'Sjekk tillatt hengervekt og kuletrykk dersom du skal trekke båt eller campingvogn. Mange elektriske SUV-er kan trekke 1 200–2 000 kg, men rekkevidden blir kortere med tilhenger.',
              ],
            },
            {
              blockType: 'carModelCard',
              heading: 'Populære elektriske SUV-er',
              items: [
                {
                  title: 'BMW iX1 xDrive30',
                  text: 'Kompakt SUV med firehjulstrekk og god plass til familien.',
                  image: { kind: 'car', colour: 'grey', model: 'BMW iX1', alt: 'Grå BMW iX1 fra siden' },
                  link: { label: 'Les om iX1', url: '/kjop-bil/vare-bilmerker/bmw/ix1' },
                  isCampaign: true,
                  campaign: 'Kampanjerente 3,9 %',
                  labels: [
                    { label: 'Rekkevidde (WLTP)', value: '440 km' },
                    { label: 'Effekt', value: '313 hk' },
                    { label: 'Hengervekt', value: '1 200 kg' },
                  ],
                },
                {
                  title: 'Mercedes-Benz EQB 300 4MATIC',
                  text: 'Romslig elbil med plass til sju og firehjulstrekk.',
                  image: {
                    kind: 'car',
                    colour: 'white',
                    model: 'Mercedes-Benz EQB',
                    alt: 'Hvit Mercedes-Benz EQB fra siden',
                  },
                  link: { label: 'Se Mercedes-Benz', url: '/kjop-bil/vare-bilmerker/mercedes-benz' },
                  labels: [
                    { label: 'Rekkevidde (WLTP)', value: '423 km' },
                    { label: 'Sitteplasser', value: '7' },
                    { label: 'Effekt', value: '228 hk' },
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/biltype/elbil',
      itemId: '{7AF772DD-6235-4F6E-B8FF-1F0CCE7703BD}',
      content: {
        nb: {
          title: 'Elbil',
          metaTitle: 'Elbil – nye og brukte elbiler',
          metaDescription:
            'Kjøp ny eller brukt elbil hos Hedin Automotive. Vi hjelper deg med rekkevidde, lading hjemme og batteritest, og har over 300 elbiler på lager.',
          main: [
            {
              blockType: 'hero',
              title: 'Elbil fra Hedin Automotive',
              text: 'Over 300 nye og brukte elbiler på lager – alle bruktbiler leveres med batteritest.',
              image: { kind: 'hero', key: 'no-elbil', alt: 'Elbil lader ved hurtiglader i skumringen', hue: 150 },
              link: { label: 'Se brukte elbiler', url: '/kjop-bil/alle-brukte-biler?car_fuel=Elektrisk' },
            },
            {
              blockType: 'content',
              heading: 'Trygt kjøp av brukt elbil',
              paragraphs: [
                'Batteriet er elbilens viktigste komponent. Derfor får du en sertifisert batteritest (SoH) med alle brukte elbiler vi selger, slik at du vet nøyaktig hvor mye kapasitet som er igjen.',
                'De fleste produsenter gir åtte års eller 160 000 km garanti på høyspenningsbatteriet, og garantien følger bilen ved eierskifte.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Elbiler vi anbefaler',
              items: [
                {
                  title: 'BMW iX1',
                  text: 'Firehjulstrekk og inntil 430 km rekkevidde.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Hvit BMW iX1' },
                  link: { label: 'Les mer', url: '/kjop-bil/vare-bilmerker/bmw/ix1' },
                },
                {
                  title: 'BMW i4',
                  text: 'Sportslig Gran Coupé med inntil 590 km rekkevidde.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW i4', alt: 'Blå BMW i4' },
                  link: { label: 'Se BMW', url: '/kjop-bil/vare-bilmerker/bmw' },
                },
                {
                  title: 'Mercedes-Benz EQB',
                  text: 'Elektrisk familiebil med mulighet for sju seter.',
                  image: { kind: 'car', colour: 'grey', model: 'Mercedes-Benz EQB', alt: 'Grå Mercedes-Benz EQB' },
                  link: { label: 'Se Mercedes-Benz', url: '/kjop-bil/vare-bilmerker/mercedes-benz' },
                },
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Les mer',
              items: [
                { label: 'Råd om lading hjemme', url: '/aktuelt/artikler', hasIcon: true },
                { label: 'Service på elbil', url: '/service-og-verksted', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-og-verksted',
      itemId: '{12DE4B83-064D-4C83-BE16-343E16E273C4}',
      content: {
        nb: {
          title: 'Service og verksted',
          navTitle: 'Verksted',
          metaTitle: 'Service og verksted – bestill time',
          metaDescription:
            'Bestill service, EU-kontroll, dekkskift eller reparasjon hos Hedin Automotive. Autoriserte verksteder for BMW og Mercedes-Benz i Oslo og Bergen.',
          main: [
            {
              blockType: 'hero',
              title: 'Service og verksted',
              text: 'Autoriserte verksteder med originaldeler, merkeutdannede teknikere og leiebil ved behov.',
              image: { kind: 'hero', key: 'no-verksted', alt: 'Tekniker utfører service på BMW i løftebukk', hue: 25 },
            },
            {
              blockType: 'cards',
              heading: 'Våre verkstedtjenester',
              items: [
                {
                  title: 'Service',
                  text: 'Service etter fabrikkens intervaller – garantien beholdes, og servicehistorikken registreres digitalt.',
                  link: { label: 'Finn verksted', url: '/finn-oss' },
                },
                {
                  title: 'EU-kontroll',
                  text: 'Periodisk kjøretøykontroll på alle bilmerker, gjerne samtidig med service.',
                  link: { label: 'Finn verksted', url: '/finn-oss' },
                },
                {
                  title: 'Dekkskift og dekkhotell',
                  text: 'Vi skifter, vasker og lagrer hjulene dine. Bestill tidlig før sesongstart i oktober og april.',
                  link: { label: 'Finn verksted', url: '/finn-oss' },
                },
                {
                  title: 'Skadeverksted',
                  text: 'Godkjent skadeverksted for alle store forsikringsselskaper, med lakk og oppretting.',
                  link: { label: 'Finn verksted', url: '/finn-oss' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Service på elbil',
              paragraphs: [
                'Elbiler trenger mindre vedlikehold, men bremser, kupéfilter, hjuloppheng og programvare må fortsatt følges opp. Teknikerne våre er sertifisert for arbeid på høyspenningsanlegg.',
                'Lever bilen før kl. 08 og hent den etter jobb. Trenger du bil i mellomtiden, kan du reservere en leiebil eller bruke vår gratis shuttle i Oslo sentrum.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-og-verksted/bestill-service',
      itemId: '{5C1D7A20-8E3B-4F61-9B2A-7D4E0C9F1A36}',
      content: {
        nb: {
          title: 'Bestill service',
          metaTitle: 'Bestill service – bil og motorsykkel',
          metaDescription:
            'Send en forespørsel om service, EU-kontroll, dekkskift eller reparasjon. Velg verksted og ønsket dato, så bekrefter vi timen.',
          main: [
            {
              blockType: 'hero',
              title: 'Bestill service',
              text: 'Bil eller motorsykkel: velg verksted og ønsket dato, så bekrefter vi timen.',
              image: {
                kind: 'hero',
                key: 'no-bestill-service',
                alt: 'Tekniker tar imot en kunde i verkstedmottaket',
                hue: 205,
              },
            },
            { blockType: 'serviceRequestForm', heading: 'Bestill verkstedtime', motorcycleDealer: '2102' },
            {
              blockType: 'content',
              heading: 'Slik fungerer det',
              paragraphs: [
                'Fyll ut skjemaet med registreringsnummer og ønsket dato. Verkstedet kontakter deg for å bekrefte tidspunktet, vanligvis innen én arbeidsdag.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/aktuelt',
      itemId: '{2F960CF0-2695-40E4-B632-38CB9CCB8A62}',
      content: {
        nb: {
          title: 'Aktuelt',
          metaTitle: 'Aktuelt – nyheter og kampanjer',
          metaDescription:
            'Nyheter, kampanjer og arrangementer fra Hedin Automotive Norge. Les om nye elbiler, servicetilbud, firmabil og åpne dager i Oslo, Drammen og Bergen.',
          main: [
            {
              blockType: 'hero',
              title: 'Aktuelt',
              text: 'Siste nytt om modeller, kampanjer og arrangementer hos oss.',
              image: { kind: 'hero', key: 'no-aktuelt', alt: 'Lanseringskveld i showroom med publikum', hue: 280 },
            },
            {
              blockType: 'storiesList',
              heading: 'Siste nytt',
              showDates: true,
              layout: 'grid',
              highlightLatestStory: true,
            },
            {
              blockType: 'content',
              heading: 'Har du et tips til oss?',
              paragraphs: [
                'Vet du om noe som skjer i nærmiljøet ditt, eller har du spørsmål du vil vi skal skrive om? Ta kontakt med nærmeste avdeling – vi hører gjerne fra deg.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/aktuelt/*',
      navigation: { hidden: true },
      itemId: '{0D9E8F7A-6B5C-4D3E-9F2A-1B0C9D8E7F6A}',
      content: {
        nb: {
          title: 'Aktuelt',
          metaTitle: 'Aktuelt',
          metaDescription:
            'Nyheter, kampanjer og gode råd fra Hedin Automotive Norge – om elbil, service, firmabil og bagasjeplass.',
          main: [{ blockType: 'storyArticle', showPrevNext: true }],
        },
      },
    },
    {
      path: '/aktuelt/artikler',
      itemId: '{AE4FB95B-CE49-42D1-9E62-A2FDCC4DA5AA}',
      content: {
        nb: {
          title: 'Artikler',
          metaTitle: 'Artikler og råd om bil og elbil',
          metaDescription:
            'Praktiske råd om bilkjøp, lading av elbil, firmabil og vinterkjøring. Les artiklene fra fagfolkene hos Hedin Automotive og ta bedre valg.',
          main: [
            {
              blockType: 'hero',
              title: 'Artikler og råd',
              text: 'Fagfolkene våre deler erfaringer om alt fra hjemmelading til bagasjeplass.',
              image: { kind: 'hero', key: 'no-artikler', alt: 'Hjemmelader montert på husvegg', hue: 160 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Slik velger du riktig hjemmelader',
                  text: 'Hvor mye effekt trenger du, og hva må elektrikeren sjekke i sikringsskapet? Vi går gjennom det viktigste.',
                  link: { label: 'Se elbiler', url: '/kjop-bil/biltype/elbil' },
                },
                {
                  title: 'Vinterkjøring med elbil',
                  text: 'Forvarming, varmepumpe og riktig dekktrykk gir deg lengre rekkevidde når det er kaldt.',
                  link: { label: 'Bestill dekkskift', url: '/service-og-verksted' },
                },
                {
                  title: 'Disse bilene har størst bagasjerom',
                  text: 'Vi har målt bagasjerommet i ti populære SUV-er og stasjonsvogner – med barnevogn og skiboks.',
                  link: { label: 'Se SUV-er', url: '/kjop-bil/biltype/suv' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Har du spørsmål?',
              paragraphs: [
                'Savner du svar på noe? Ta kontakt med nærmeste avdeling, så hjelper vi deg gjerne videre – enten det gjelder bilkjøp, lading eller service.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/finn-oss',
      itemId: '{10094A79-8E4C-4206-AEF2-5B42240CAC4E}',
      content: {
        nb: {
          title: 'Finn oss',
          metaTitle: 'Finn oss – avdelinger og åpningstider',
          metaDescription:
            'Finn din nærmeste Hedin Automotive-avdeling i Oslo, Drammen eller Bergen. Se adresser, åpningstider og telefonnummer til salg og verksted.',
          main: [
            {
              blockType: 'hero',
              title: 'Finn oss',
              text: 'Salg, verksted og delelager i Oslo, Drammen og Bergen.',
              image: {
                kind: 'hero',
                key: 'no-finn-oss',
                alt: 'Fasaden til Hedin Automotive på Økern i kveldslys',
                hue: 230,
              },
            },
            {
              blockType: 'cards',
              heading: 'Våre avdelinger',
              items: [
                {
                  title: 'Hedin Automotive Økern',
                  text: 'Økernveien 145, 0580 Oslo. BMW, Mercedes-Benz og BMW Motorrad. Salg 22 02 55 10, verksted 22 02 55 20.',
                },
                {
                  title: 'Hedin Automotive Drammen',
                  text: 'Lierstranda 101, 3414 Lierstranda. BMW og bruktbil. Salg 32 21 40 00, verksted 32 21 40 10.',
                },
                {
                  title: 'Hedin Automotive Bergen',
                  text: 'Kokstadflaten 2, 5257 Kokstad. BMW og Mercedes-Benz. Salg 55 11 60 00, verksted 55 11 60 10.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Åpningstider',
              paragraphs: [
                'Bilsalg: mandag–fredag 09–17 (Økern til 18), lørdag 10–14. Verksted: mandag–fredag 07–16. Delelager: mandag–fredag 07.30–16.',
                'I juli og i romjulen har vi redusert åpningstid. Se oppdaterte tider i kartet før du besøker oss.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-hedin-automotive',
      itemId: '{ED6F2BD8-9941-4ED9-836A-252B34304A70}',
      content: {
        nb: {
          title: 'Om Hedin Automotive',
          navTitle: 'Om oss',
          metaTitle: 'Om Hedin Automotive Norge',
          metaDescription:
            'Hedin Automotive er en av Europas største bilforhandlere, med avdelinger i Oslo, Drammen og Bergen. Les om historien, verdiene og ledige stillinger.',
          main: [
            {
              blockType: 'hero',
              title: 'Om Hedin Automotive',
              text: 'Et familieeid selskap med røtter tilbake til 1985 – og et mål om å gjøre bilhold enkelt.',
              image: { kind: 'hero', key: 'no-om-oss', alt: 'Ansatte samlet foran bilhallen', hue: 45 },
            },
            {
              blockType: 'content',
              heading: 'Hvem vi er',
              paragraphs: [
                'Hedin Automotive ble grunnlagt i Sverige og er i dag en av Europas største bilforhandlergrupper, med virksomhet i blant annet Norge, Sverige, Finland, Slovakia og Storbritannia.',
                'I Norge har vi rundt 450 medarbeidere fordelt på salg, verksted, skade og deler. Vi er autorisert forhandler for BMW, Mercedes-Benz og BMW Motorrad, og selger bruktbiler av alle merker.',
                'Vi tror på langsiktige kundeforhold. Derfor investerer vi i utdanning av teknikere, i ladeinfrastruktur på alle anlegg og i digitale verktøy som gjør det enkelt å bestille service og følge bilen din.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Les mer',
              items: [
                { label: 'Varsling av kritikkverdige forhold', url: '/whistleblower', hasIcon: true },
                { label: 'Personvernerklæring', url: '/personvern', hasIcon: true },
                { label: 'Finn oss', url: '/finn-oss', hasIcon: true },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Et familieeid bilkonsern med lokale forhandlere',
              paragraphs: [
                'Hedin Automotive eies fortsatt av familien som startet selskapet. I Norge har vi forhandlere fra Oslo til Trondheim med salg av nye og brukte biler, verksted og dekkhotell.',
                'Vi tror på lokale team som kjenner kundene sine, og på et konsern som gir dem bredt utvalg, gode finansieringsløsninger og moderne verksteder.',
              ],
              link: { label: 'Finn din forhandler', url: '/finn-oss' },
              reverse: true,
              centerContent: true,
              imageDesktop: {
                kind: 'hero',
                key: 'hedin-no-familie',
                alt: 'Ansatte foran en av Hedin Automotives bilforretninger',
                hue: 190,
              },
            },
          ],
        },
      },
    },
    {
      path: '/motorrad',
      itemId: '{F470CD5E-B2AA-4900-9E0B-81C3C4953DA5}',
      brandDesign: 'bmw',
      content: {
        nb: {
          title: 'BMW Motorrad',
          navTitle: 'Motorrad',
          metaTitle: 'BMW Motorrad – motorsykler, utstyr og verksted',
          metaDescription:
            'BMW Motorrad hos Hedin Automotive på Økern: nye og brukte motorsykler, kjøreutstyr og eget MC-verksted. Bestill prøvekjøring av R 1300 GS i dag.',
          main: [
            {
              blockType: 'hero',
              title: 'BMW Motorrad Økern',
              text: 'Nye R 1300 GS er her. Prøvekjør hele modellprogrammet fra april til oktober.',
              image: { kind: 'hero', key: 'no-motorrad', alt: 'BMW R 1300 GS på svingete fjellvei', hue: 10 },
            },
            {
              blockType: 'cards',
              heading: 'Utvalgte modeller',
              items: [
                {
                  title: 'BMW R 1300 GS',
                  text: 'Adventure-klassikeren i ny utgave – lettere, kraftigere og med radarbasert cruisekontroll.',
                  link: { label: 'Ta kontakt', url: '/finn-oss' },
                },
                {
                  title: 'BMW R 1250 RT',
                  text: 'Touring med elektrisk vindskjerm, setevarme og sidevesker som standard.',
                  link: { label: 'Ta kontakt', url: '/finn-oss' },
                },
                {
                  title: 'BMW CE 04',
                  text: 'Elektrisk scooter for bykjøring, kan kjøres med A1-førerkort.',
                  link: { label: 'Ta kontakt', url: '/finn-oss' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'MC-verksted og utstyr',
              paragraphs: [
                'Vårt MC-verksted utfører service, EU-kontroll og dekkskift på alle BMW-motorsykler. Bestill vårservice i god tid – kalenderen fylles raskt i mars og april.',
                'I butikken finner du hjelmer, dresser og tilbehør fra BMW Motorrad, og vi hjelper deg med riktig størrelse og passform.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Bestill MC-service', url: '/service-og-verksted/bestill-service?type=mc', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/cookies',
      navigation: { hidden: true },
      itemId: '{7E1F5449-7EA8-41A8-94D3-F209281A5D0F}',
      content: {
        nb: {
          title: 'Informasjonskapsler',
          navTitle: 'Cookies',
          metaTitle: 'Informasjonskapsler (cookies)',
          metaDescription:
            'Les hvordan Hedin Automotive bruker informasjonskapsler på hedinautomotive.no, hvilke kategorier vi bruker og hvordan du endrer samtykket ditt.',
          main: [
            {
              blockType: 'hero',
              title: 'Informasjonskapsler',
              text: 'Slik bruker vi informasjonskapsler, og slik bestemmer du selv.',
              image: { kind: 'hero', key: 'no-cookies', alt: 'Bærbar PC med nettsiden til Hedin Automotive', hue: 260 },
            },
            {
              blockType: 'content',
              heading: 'Hva er informasjonskapsler?',
              paragraphs: [
                'Informasjonskapsler (cookies) er små tekstfiler som lagres i nettleseren din når du besøker nettstedet vårt. De brukes til å huske valgene dine, måle trafikk og vise relevant markedsføring.',
                'Vi bruker fire kategorier: nødvendige, funksjonelle, statistiske og markedsføringsmessige informasjonskapsler. Kun de nødvendige settes uten samtykke.',
                'Du kan når som helst endre eller trekke tilbake samtykket ditt via lenken «Innstillinger for informasjonskapsler» nederst på siden, eller slette informasjonskapsler i nettleseren.',
              ],
            },
            {
              blockType: 'linkList',
              items: [{ label: 'Les personvernerklæringen', url: '/personvern', hasIcon: true }],
            },
          ],
        },
      },
    },
    {
      path: '/personvern',
      navigation: { hidden: true },
      itemId: '{338EB912-87D8-4E0B-A3A7-2D31C628F52E}',
      content: {
        nb: {
          title: 'Personvernerklæring',
          navTitle: 'Personvern',
          metaTitle: 'Personvernerklæring',
          metaDescription:
            'Personvernerklæringen forklarer hvordan Hedin Automotive Norge behandler personopplysninger ved bilkjøp, service og besøk på nettstedet vårt.',
          main: [
            {
              blockType: 'hero',
              title: 'Personvernerklæring',
              text: 'Vi tar vare på opplysningene dine og behandler dem i tråd med personvernforordningen (GDPR).',
              image: { kind: 'hero', key: 'no-personvern', alt: 'Hengelås på et tastatur', hue: 240 },
            },
            {
              blockType: 'content',
              heading: 'Hvilke opplysninger vi behandler',
              paragraphs: [
                'Når du kjøper bil, bestiller service eller kontakter oss, behandler vi navn, kontaktinformasjon, registreringsnummer og opplysninger om kjøretøyet. Behandlingsgrunnlaget er avtale, rettslig forpliktelse eller berettiget interesse.',
                'Opplysningene lagres så lenge det er nødvendig for formålet, og regnskapsopplysninger i fem år etter bokføringsloven. Vi deler opplysninger med produsenter og finansieringspartnere kun når det er nødvendig for å levere tjenesten.',
              ],
            },
            {
              blockType: 'content',
              heading: 'Dine rettigheter',
              paragraphs: [
                'Du har rett til innsyn, retting, sletting og dataportabilitet, og kan protestere mot behandling basert på berettiget interesse. Henvendelser sendes til personvern@hedinautomotive.no.',
                'Mener du at vi behandler opplysninger i strid med regelverket, kan du klage til Datatilsynet.',
              ],
            },
            {
              blockType: 'linkList',
              items: [{ label: 'Informasjonskapsler', url: '/cookies', hasIcon: true }],
            },
          ],
        },
      },
    },
    {
      path: '/whistleblower',
      navigation: { hidden: true },
      itemId: '{C8083092-CC51-4CA0-893A-D600FEA4C927}',
      content: {
        nb: {
          title: 'Varsling av kritikkverdige forhold',
          navTitle: 'Varsling',
          metaTitle: 'Varsling – whistleblower',
          metaDescription:
            'Varsle om kritikkverdige forhold i Hedin Automotive trygt og anonymt. Les hvordan varslingskanalen fungerer og hvordan saken din blir behandlet.',
          main: [
            {
              blockType: 'hero',
              title: 'Varsling',
              text: 'Vi ønsker en åpen kultur der kritikkverdige forhold blir sagt fra om og fulgt opp.',
              image: { kind: 'hero', key: 'no-varsling', alt: 'To kolleger i rolig samtale', hue: 300 },
            },
            {
              blockType: 'content',
              heading: 'Slik varsler du',
              paragraphs: [
                'Både ansatte, innleide, kunder og leverandører kan varsle om forhold som korrupsjon, svindel, brudd på konkurranseregler, trakassering eller fare for liv og helse.',
                'Varslingskanalen driftes av en uavhengig tredjepart, og du kan velge å være anonym. Alle varsler behandles konfidensielt av et eget varslingsutvalg, og du får bekreftelse på mottak innen sju dager.',
                'Gjengjeldelse mot den som varsler i god tro, er forbudt etter arbeidsmiljøloven.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Om Hedin Automotive', url: '/om-hedin-automotive', hasIcon: true },
                { label: 'Personvernerklæring', url: '/personvern', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
  ],
}
