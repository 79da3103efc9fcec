import type { SeedSite } from '../seed-types'

/** Demo content for Hedin Automotive Suomi (hedinautomotive.fi): Finnish (default), Finland Swedish and English. */
export const site: SeedSite = {
  name: 'hedin-fi',
  pages: [
    {
      path: '/',
      itemId: '{B1AEAB21-67F8-43E0-AE6F-1A5C53B5BF11}',
      content: {
        fi: {
          title: 'Hedin Automotive Suomi',
          navTitle: 'Etusivu',
          metaTitle: 'Uudet ja käytetyt autot, huolto ja rahoitus',
          metaDescription:
            'Osta uusi tai käytetty auto Hedin Automotivelta Helsingistä, Espoosta tai Tampereelta. Rahoitus, vaihtoauton hyvitys ja merkkihuolto samasta paikasta.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Automotive', alt: 'Hedin Automotive – etusivulle' },
              sticky: false,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Löydä seuraava autosi',
              text: 'Yli 700 uutta ja käytettyä autoa varastossa Helsingissä, Espoossa ja Tampereella – rahoitus ja huolto samasta paikasta.',
              image: { kind: 'hero', key: 'fi-home', alt: 'Sähköauto rantatiellä Helsingissä kesäiltana', hue: 200 },
              link: { label: 'Selaa kaikkia autoja', url: '/osta-auto/kaikki-autot' },
              showSearch: true,
              searchPlaceholder: 'Hae merkillä, mallilla tai käyttövoimalla',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Viikon auto',
              text: 'Poimimme toimipisteistämme tämän viikon parhaat autot – tutustu niihin ja varaa koeajo.',
            },
            {
              blockType: 'cards',
              heading: 'Merkkimme',
              items: [
                {
                  title: 'Mercedes-Benz',
                  text: 'Henkilö- ja pakettiautot sekä sähköinen EQ-mallisto.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benzin logo' },
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot?car_brand=Mercedes-Benz' },
                },
                {
                  title: 'BMW',
                  text: 'Ajamisen iloa – myös täyssähköisenä iX1:stä i7:ään.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW:n logo' },
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot?car_brand=BMW' },
                },
                {
                  title: 'Ford',
                  text: 'Mustang Mach-E, Explorer ja Transit-pakettiautot yrityksille.',
                  image: { kind: 'logo', brand: 'Ford', alt: 'Fordin logo' },
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot?car_brand=Ford' },
                },
                {
                  title: 'Renault',
                  text: 'Edulliset sähköautot kaupunkiin, kuten Renault 5 E-Tech ja Mégane E-Tech.',
                  image: { kind: 'logo', brand: 'Renault', alt: 'Renaultin logo' },
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot?car_brand=Renault' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Huoletonta autoilua',
              paragraphs: [
                'Hedin Automotivella saat kaiken autoiluun liittyvän samasta paikasta: asiantuntevan myyjän, kilpailukykyisen rahoituksen, vaihtoauton hyvityksen ja valtuutetun merkkihuollon.',
                'Kaikki myymämme käytetyt autot on tarkastettu omalla korjaamollamme, ja sähköautoille teemme akun kuntotestin ennen luovutusta.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Pikalinkit',
              items: [
                { label: 'Varaa huoltoaika', url: '/huolto', hasIcon: true },
                { label: 'Huoltosopimukset', url: '/auton-omistaminen', hasIcon: true },
                { label: 'Toimipisteet ja aukioloajat', url: '/loyda-meidat', hasIcon: true },
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Osta auto',
                  links: [
                    { label: 'Kaikki autot', url: '/osta-auto/kaikki-autot' },
                    { label: 'Sähköautot', url: '/osta-auto/kaikki-autot?car_fuel=Sähkö' },
                    { label: 'Rahoitus', url: '/osta-auto' },
                  ],
                },
                {
                  title: 'Palvelut',
                  links: [
                    { label: 'Huolto', url: '/huolto' },
                    { label: 'Auton omistaminen', url: '/auton-omistaminen' },
                  ],
                },
                {
                  title: 'Hedin Automotive',
                  links: [
                    { label: 'Meistä', url: '/meista' },
                    { label: 'Löydä meidät', url: '/loyda-meidat' },
                    { label: 'Yhteystiedot', url: '/yhteystiedot' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Asiakaspalvelu',
                text: 'Soita 010 550 3000 (ma–pe 8–17) tai lähetä sähköpostia osoitteeseen asiakaspalvelu@hedinautomotive.fi.',
              },
            },
          ],
        },
        sv: {
          title: 'Hedin Automotive Finland',
          navTitle: 'Startsida',
          metaTitle: 'Nya och begagnade bilar, service och finansiering',
          metaDescription:
            'Köp ny eller begagnad bil hos Hedin Automotive i Helsingfors, Esbo och Tammerfors. Finansiering, inbyte och märkesservice på ett och samma ställe.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Automotive', alt: 'Hedin Automotive – till startsidan' },
              sticky: false,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Hitta din nästa bil',
              text: 'Över 700 nya och begagnade bilar i lager i Helsingfors, Esbo och Tammerfors – med finansiering och service under samma tak.',
              image: {
                kind: 'hero',
                key: 'fi-home-sv',
                alt: 'Elbil på strandvägen i Helsingfors en sommarkväll',
                hue: 200,
              },
              link: { label: 'Se alla bilar', url: '/osta-auto/kaikki-autot' },
              showSearch: true,
              searchPlaceholder: 'Sök på märke, modell eller drivmedel',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Veckans bil',
              text: 'Vi har plockat ut veckans bästa bilar från våra anläggningar – ta en titt och boka en provkörning.',
            },
            {
              blockType: 'cards',
              heading: 'Våra bilmärken',
              items: [
                {
                  title: 'Mercedes-Benz',
                  text: 'Person- och paketbilar samt den eldrivna EQ-serien.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logotyp' },
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot?car_brand=Mercedes-Benz' },
                },
                {
                  title: 'BMW',
                  text: 'Körglädje – även helt eldrivet, från iX1 till i7.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW logotyp' },
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot?car_brand=BMW' },
                },
                {
                  title: 'Ford',
                  text: 'Mustang Mach-E, Explorer och Transit-paketbilar för företag.',
                  image: { kind: 'logo', brand: 'Ford', alt: 'Ford logotyp' },
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot?car_brand=Ford' },
                },
                {
                  title: 'Renault',
                  text: 'Prisvärda elbilar för stan, som Renault 5 E-Tech och Mégane E-Tech.',
                  image: { kind: 'logo', brand: 'Renault', alt: 'Renault logotyp' },
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot?car_brand=Renault' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Bekymmersfritt bilägande',
              paragraphs: [
                'Hos Hedin Automotive får du allt som har med bilen att göra på ett ställe: kunniga säljare, förmånlig finansiering, ett bra pris för din inbytesbil och auktoriserad märkesservice.',
                'Alla begagnade bilar vi säljer har kontrollerats på vår egen verkstad, och för elbilar gör vi ett batteritest före leveransen.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Snabblänkar',
              items: [
                { label: 'Boka servicetid', url: '/huolto', hasIcon: true },
                { label: 'Serviceavtal', url: '/auton-omistaminen', hasIcon: true },
                { label: 'Anläggningar och öppettider', url: '/loyda-meidat', hasIcon: true },
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Köp bil',
                  links: [
                    { label: 'Alla bilar', url: '/osta-auto/kaikki-autot' },
                    { label: 'Elbilar', url: '/osta-auto/kaikki-autot?car_fuel=Sähkö' },
                    { label: 'Finansiering', url: '/osta-auto' },
                  ],
                },
                {
                  title: 'Tjänster',
                  links: [
                    { label: 'Service', url: '/huolto' },
                    { label: 'Bilägande', url: '/auton-omistaminen' },
                  ],
                },
                {
                  title: 'Hedin Automotive',
                  links: [
                    { label: 'Om oss', url: '/meista' },
                    { label: 'Hitta oss', url: '/loyda-meidat' },
                    { label: 'Kontaktuppgifter', url: '/yhteystiedot' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Kundtjänst',
                text: 'Ring 010 550 3000 (mån–fre 8–17) eller skicka e-post till asiakaspalvelu@hedinautomotive.fi. Vi betjänar även på svenska.',
              },
            },
          ],
        },
        en: {
          title: 'Hedin Automotive Finland',
          navTitle: 'Home',
          metaTitle: 'New and used cars, servicing and finance',
          metaDescription:
            'Buy a new or used car from Hedin Automotive in Helsinki, Espoo and Tampere. Finance, part exchange and manufacturer-approved servicing in one place.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Automotive', alt: 'Hedin Automotive – back to the home page' },
              sticky: false,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Find your next car',
              text: 'More than 700 new and used cars in stock in Helsinki, Espoo and Tampere – with finance and servicing under one roof.',
              image: {
                kind: 'hero',
                key: 'fi-home-en',
                alt: 'Electric car on a seaside road in Helsinki on a summer evening',
                hue: 200,
              },
              link: { label: 'Browse all cars', url: '/osta-auto/kaikki-autot' },
              showSearch: true,
              searchPlaceholder: 'Search by make, model or fuel type',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Car of the week',
              text: 'We have picked this week’s best cars from our dealerships – take a look and book a test drive.',
            },
            {
              blockType: 'cards',
              heading: 'Our brands',
              items: [
                {
                  title: 'Mercedes-Benz',
                  text: 'Cars and vans, plus the all-electric EQ range.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logo' },
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot?car_brand=Mercedes-Benz' },
                },
                {
                  title: 'BMW',
                  text: 'Sheer driving pleasure – fully electric too, from the iX1 to the i7.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW logo' },
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot?car_brand=BMW' },
                },
                {
                  title: 'Ford',
                  text: 'Mustang Mach-E, Explorer and Transit vans for business customers.',
                  image: { kind: 'logo', brand: 'Ford', alt: 'Ford logo' },
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot?car_brand=Ford' },
                },
                {
                  title: 'Renault',
                  text: 'Affordable electric cars for the city, such as the Renault 5 E-Tech and Mégane E-Tech.',
                  image: { kind: 'logo', brand: 'Renault', alt: 'Renault logo' },
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot?car_brand=Renault' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Motoring made easy',
              paragraphs: [
                'At Hedin Automotive you will find everything to do with your car in one place: knowledgeable sales advisers, competitive finance, a fair price for your part exchange and manufacturer-approved servicing.',
                'Every used car we sell has been inspected in our own workshop, and electric cars receive a battery health test before handover.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Quick links',
              items: [
                { label: 'Book a service', url: '/huolto', hasIcon: true },
                { label: 'Service plans', url: '/auton-omistaminen', hasIcon: true },
                { label: 'Locations and opening hours', url: '/loyda-meidat', hasIcon: true },
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Buy a car',
                  links: [
                    { label: 'All cars', url: '/osta-auto/kaikki-autot' },
                    { label: 'Electric cars', url: '/osta-auto/kaikki-autot?car_fuel=Sähkö' },
                    { label: 'Finance', url: '/osta-auto' },
                  ],
                },
                {
                  title: 'Services',
                  links: [
                    { label: 'Servicing', url: '/huolto' },
                    { label: 'Car ownership', url: '/auton-omistaminen' },
                  ],
                },
                {
                  title: 'Hedin Automotive',
                  links: [
                    { label: 'About us', url: '/meista' },
                    { label: 'Find us', url: '/loyda-meidat' },
                    { label: 'Contact details', url: '/yhteystiedot' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Customer service',
                text: 'Call 010 550 3000 (Mon–Fri 8am–5pm) or email asiakaspalvelu@hedinautomotive.fi. Our staff are happy to help in English.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/osta-auto',
      navigation: { posInMenu: 1 },
      itemId: '{B39AE704-8299-4222-A835-047F4A46D9CF}',
      content: {
        fi: {
          title: 'Osta auto',
          metaTitle: 'Osta uusi tai käytetty auto',
          metaDescription:
            'Osta uusi tai käytetty auto Hedin Automotivelta. Valitse merkin, korityypin tai käyttövoiman mukaan ja pyydä tarjous rahoituksesta ja vaihtoautosta.',
          main: [
            {
              blockType: 'hero',
              title: 'Osta auto',
              text: 'Uusi sähköauto, luotettava käytetty auto tai työsuhdeauto – autamme koeajosta luovutukseen.',
              image: {
                kind: 'hero',
                key: 'fi-osta-auto',
                alt: 'Asiakas vastaanottaa uuden auton avaimet näyttelytilassa',
                hue: 30,
              },
              link: { label: 'Selaa kaikkia autoja', url: '/osta-auto/kaikki-autot' },
            },
            {
              blockType: 'cards',
              heading: 'Suosittuja juuri nyt',
              items: [
                {
                  title: 'Mercedes-Benz EQA 250+',
                  text: 'Tilava ja hiljainen sähkö-SUV, jopa 560 km toimintamatka (WLTP).',
                  image: {
                    kind: 'car',
                    colour: 'silver',
                    model: 'Mercedes-Benz EQA',
                    alt: 'Hopeanvärinen Mercedes-Benz EQA',
                  },
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot?car_brand=Mercedes-Benz&car_fuel=Sähkö' },
                },
                {
                  title: 'BMW iX1 xDrive30',
                  text: 'Neliveto ja lämpöpumppu vakiona – tehty Suomen talveen.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Valkoinen BMW iX1' },
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot?car_brand=BMW&car_model=iX1' },
                },
                {
                  title: 'Ford Transit Custom',
                  text: 'Pakettiauto yrittäjälle, myös täyssähköisenä E-Transit Custom -mallina.',
                  image: {
                    kind: 'car',
                    colour: 'blue',
                    model: 'Ford Transit Custom',
                    alt: 'Sininen Ford Transit Custom',
                  },
                  link: {
                    label: 'Katso autot',
                    url: '/osta-auto/kaikki-autot?car_brand=Ford&car_model=Transit%20Custom',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Rahoitus ja vaihtoauto',
              paragraphs: [
                'Tarjoamme osamaksun, yksityisleasingin ja yritysleasingin yhteistyökumppaniemme kautta. Saat rahoituspäätöksen yleensä saman päivän aikana.',
                'Otamme vaihdossa kaikkien merkkien autot. Arvioimme autosi paikan päällä, ja hyvitys vähennetään suoraan uuden auton hinnasta.',
              ],
            },
          ],
        },
        sv: {
          title: 'Köp bil',
          metaTitle: 'Köp ny eller begagnad bil',
          metaDescription:
            'Köp ny eller begagnad bil hos Hedin Automotive. Välj efter märke, karosstyp eller drivmedel och begär en offert på finansiering och inbyte.',
          main: [
            {
              blockType: 'hero',
              title: 'Köp bil',
              text: 'Ny elbil, pålitlig bytesbil eller förmånsbil – vi hjälper dig från provkörning till leverans.',
              image: {
                kind: 'hero',
                key: 'fi-osta-auto-sv',
                alt: 'Kund får nycklarna till sin nya bil i bilhallen',
                hue: 30,
              },
              link: { label: 'Se alla bilar', url: '/osta-auto/kaikki-autot' },
            },
            {
              blockType: 'cards',
              heading: 'Populära just nu',
              items: [
                {
                  title: 'Mercedes-Benz EQA 250+',
                  text: 'Rymlig och tyst el-SUV med upp till 560 km räckvidd (WLTP).',
                  image: {
                    kind: 'car',
                    colour: 'silver',
                    model: 'Mercedes-Benz EQA',
                    alt: 'Silverfärgad Mercedes-Benz EQA',
                  },
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot?car_brand=Mercedes-Benz&car_fuel=Sähkö' },
                },
                {
                  title: 'BMW iX1 xDrive30',
                  text: 'Fyrhjulsdrift och värmepump som standard – byggd för finländska vintrar.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Vit BMW iX1' },
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot?car_brand=BMW&car_model=iX1' },
                },
                {
                  title: 'Ford Transit Custom',
                  text: 'Paketbil för företagare, även som helt eldriven E-Transit Custom.',
                  image: { kind: 'car', colour: 'blue', model: 'Ford Transit Custom', alt: 'Blå Ford Transit Custom' },
                  link: {
                    label: 'Se bilarna',
                    url: '/osta-auto/kaikki-autot?car_brand=Ford&car_model=Transit%20Custom',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Finansiering och inbyte',
              paragraphs: [
                'Vi erbjuder avbetalning, privatleasing och företagsleasing via våra samarbetspartner. Du får oftast ett finansieringsbeslut samma dag.',
                'Vi tar emot bilar av alla märken i inbyte. Vi värderar din bil på plats och drar av inbytespriset direkt från priset på den nya bilen.',
              ],
            },
          ],
        },
        en: {
          title: 'Buy a car',
          metaTitle: 'Buy a new or used car',
          metaDescription:
            'Buy a new or used car from Hedin Automotive. Choose by make, body type or fuel, and ask us for a quote on finance and your part exchange today.',
          main: [
            {
              blockType: 'hero',
              title: 'Buy a car',
              text: 'A new electric car, a reliable used car or a company car – we will help you from test drive to handover.',
              image: {
                kind: 'hero',
                key: 'fi-osta-auto-en',
                alt: 'Customer receiving the keys to a new car in the showroom',
                hue: 30,
              },
              link: { label: 'Browse all cars', url: '/osta-auto/kaikki-autot' },
            },
            {
              blockType: 'cards',
              heading: 'Popular right now',
              items: [
                {
                  title: 'Mercedes-Benz EQA 250+',
                  text: 'Spacious and quiet electric SUV with a range of up to 560 km (WLTP).',
                  image: { kind: 'car', colour: 'silver', model: 'Mercedes-Benz EQA', alt: 'Silver Mercedes-Benz EQA' },
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot?car_brand=Mercedes-Benz&car_fuel=Sähkö' },
                },
                {
                  title: 'BMW iX1 xDrive30',
                  text: 'All-wheel drive and a heat pump as standard – built for Finnish winters.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'White BMW iX1' },
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot?car_brand=BMW&car_model=iX1' },
                },
                {
                  title: 'Ford Transit Custom',
                  text: 'A van for business owners, also available as the all-electric E-Transit Custom.',
                  image: { kind: 'car', colour: 'blue', model: 'Ford Transit Custom', alt: 'Blue Ford Transit Custom' },
                  link: {
                    label: 'View cars',
                    url: '/osta-auto/kaikki-autot?car_brand=Ford&car_model=Transit%20Custom',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Finance and part exchange',
              paragraphs: [
                'We offer hire purchase, personal leasing and business leasing through our finance partners. In most cases you will receive a decision the same day.',
                'We accept cars of every make in part exchange. We value your car on site and deduct the amount directly from the price of your new car.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/osta-auto/kaikki-autot',
      itemId: '{275B07C7-69B9-43DB-8A64-10E52FC43CB7}',
      content: {
        fi: {
          title: 'Kaikki autot',
          metaTitle: 'Kaikki myytävät autot',
          metaDescription:
            'Selaa kaikkia Hedin Automotiven myytäviä uusia ja käytettyjä autoja Helsingissä, Espoossa ja Tampereella. Rajaa hakua merkin, hinnan ja käyttövoiman mukaan.',
          main: [
            {
              blockType: 'carList',
              heading: 'Kaikki autot',
              condition: 'all',
            },
            {
              blockType: 'content',
              heading: 'Näin tarkastamme käytetyt autot',
              paragraphs: [
                'Jokainen käytetty auto käy läpi yli 100 kohdan tarkastuksen ennen myyntiä. Tarkistamme jarrut, renkaat, huoltohistorian ja sähköautojen akun kunnon.',
                'Autoille myönnetään vähintään kolmen kuukauden takuu, ja alle viisivuotiaat autot kuuluvat usein valmistajan omaan vaihtoautoohjelmaan.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Suositut haut',
              items: [
                { label: 'Sähköautot', url: '/osta-auto/kaikki-autot?car_fuel=Sähkö', hasIcon: true },
                { label: 'Lataushybridit', url: '/osta-auto/kaikki-autot?car_fuel=Lataushybridi', hasIcon: true },
                { label: 'Nelivetoiset', url: '/osta-auto/kaikki-autot?car_drive=Neliveto', hasIcon: true },
                { label: 'Pakettiautot', url: '/osta-auto/kaikki-autot?car_vehicle_type_code=LCV', hasIcon: true },
              ],
            },
          ],
        },
        sv: {
          title: 'Alla bilar',
          metaTitle: 'Alla bilar till salu',
          metaDescription:
            'Se alla nya och begagnade bilar till salu hos Hedin Automotive i Helsingfors, Esbo och Tammerfors. Filtrera på märke, pris och drivmedel.',
          main: [
            {
              blockType: 'carList',
              heading: 'Alla bilar',
              condition: 'all',
            },
            {
              blockType: 'content',
              heading: 'Så kontrollerar vi bytesbilarna',
              paragraphs: [
                'Varje begagnad bil genomgår en kontroll på över 100 punkter innan den säljs. Vi kontrollerar bromsar, däck, servicehistorik och batteriets skick på elbilar.',
                'Bilarna säljs med minst tre månaders garanti, och bilar under fem år ingår ofta i tillverkarens eget program för begagnade bilar.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Populära sökningar',
              items: [
                { label: 'Elbilar', url: '/osta-auto/kaikki-autot?car_fuel=Sähkö', hasIcon: true },
                { label: 'Laddhybrider', url: '/osta-auto/kaikki-autot?car_fuel=Lataushybridi', hasIcon: true },
                { label: 'Fyrhjulsdrivna', url: '/osta-auto/kaikki-autot?car_drive=Neliveto', hasIcon: true },
                { label: 'Paketbilar', url: '/osta-auto/kaikki-autot?car_vehicle_type_code=LCV', hasIcon: true },
              ],
            },
          ],
        },
        en: {
          title: 'All cars',
          metaTitle: 'All cars for sale',
          metaDescription:
            'Browse every new and used car for sale at Hedin Automotive in Helsinki, Espoo and Tampere. Filter your search by make, price and fuel type.',
          main: [
            {
              blockType: 'carList',
              heading: 'All cars',
              condition: 'all',
            },
            {
              blockType: 'content',
              heading: 'How we check our used cars',
              paragraphs: [
                'Every used car passes a check of more than 100 points before it goes on sale. We inspect the brakes, tyres, service history and, on electric cars, the condition of the battery.',
                'Cars come with at least three months’ warranty, and cars under five years old are often covered by the manufacturer’s own approved used programme.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Popular searches',
              items: [
                { label: 'Electric cars', url: '/osta-auto/kaikki-autot?car_fuel=Sähkö', hasIcon: true },
                { label: 'Plug-in hybrids', url: '/osta-auto/kaikki-autot?car_fuel=Lataushybridi', hasIcon: true },
                { label: 'Four-wheel drive', url: '/osta-auto/kaikki-autot?car_drive=Neliveto', hasIcon: true },
                { label: 'Vans', url: '/osta-auto/kaikki-autot?car_vehicle_type_code=LCV', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/meista',
      navigation: { posInMenu: 4 },
      itemId: '{AB75C2C7-8053-4DD0-BFED-B10E4E7F8FDC}',
      content: {
        fi: {
          title: 'Meistä',
          metaTitle: 'Tietoa Hedin Automotivesta',
          metaDescription:
            'Hedin Automotive on yksi Euroopan suurimmista autokauppaketjuista. Suomessa meillä on toimipisteet Helsingissä, Espoossa ja Tampereella.',
          main: [
            {
              blockType: 'hero',
              title: 'Meistä',
              text: 'Perheyritys, jonka tavoitteena on tehdä autoilusta helppoa.',
              image: {
                kind: 'hero',
                key: 'fi-meista',
                alt: 'Hedin Automotiven henkilökuntaa toimipisteen edessä',
                hue: 45,
              },
            },
            {
              blockType: 'content',
              heading: 'Keitä olemme',
              paragraphs: [
                'Hedin Automotive on perustettu Ruotsissa, ja nykyään se on yksi Euroopan suurimmista autokauppaketjuista. Toimimme muun muassa Suomessa, Ruotsissa, Norjassa, Slovakiassa ja Isossa-Britanniassa.',
                'Suomessa työllistämme noin 300 autoalan ammattilaista myynnissä, huollossa, korikorjaamossa ja varaosissa. Olemme valtuutettu jälleenmyyjä ja huoltokorjaamo useille automerkeille.',
                'Uskomme pitkiin asiakassuhteisiin. Siksi panostamme mekaanikoiden koulutukseen, latausinfraan kaikissa toimipisteissä ja digitaalisiin palveluihin, joilla huollon varaaminen käy vaivattomasti.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Lue lisää',
              items: [
                { label: 'Löydä meidät', url: '/loyda-meidat', hasIcon: true },
                { label: 'Yhteystiedot', url: '/yhteystiedot', hasIcon: true },
                { label: 'Miksi Hedin Automotive?', url: '/auton-omistaminen', hasIcon: true },
              ],
            },
            {
              blockType: 'textColumns',
              heading: 'Miksi Hedin Automotive',
              columns: 3,
              items: [
                {
                  title: 'Laaja valikoima',
                  subTitle: 'Uudet ja käytetyt',
                  paragraphs: ['Valitse sadoista uusista ja käytetyistä autoista eri merkeiltä – yhdestä paikasta.'],
                },
                {
                  title: 'Valtuutetut korjaamot',
                  subTitle: 'Alkuperäiset osat',
                  paragraphs: ['Huollamme autosi valmistajan ohjeiden mukaan, jolloin takuu pysyy voimassa.'],
                },
                {
                  title: 'Joustava rahoitus',
                  subTitle: 'Selkeät kuukausierät',
                  paragraphs: ['Rahoitus ja leasing räätälöidään tarpeisiisi, ja näet kokonaiskustannuksen heti.'],
                },
              ],
            },
          ],
        },
        sv: {
          title: 'Om oss',
          metaTitle: 'Om Hedin Automotive',
          metaDescription:
            'Hedin Automotive är en av Europas största bilhandelskoncerner. I Finland har vi anläggningar i Helsingfors, Esbo och Tammerfors. Läs mer om oss.',
          main: [
            {
              blockType: 'hero',
              title: 'Om oss',
              text: 'Ett familjeföretag med målet att göra bilägandet enkelt.',
              image: {
                kind: 'hero',
                key: 'fi-meista-sv',
                alt: 'Personal från Hedin Automotive framför anläggningen',
                hue: 45,
              },
            },
            {
              blockType: 'content',
              heading: 'Vilka vi är',
              paragraphs: [
                'Hedin Automotive grundades i Sverige och är i dag en av Europas största bilhandelskoncerner, med verksamhet bland annat i Finland, Sverige, Norge, Slovakien och Storbritannien.',
                'I Finland har vi cirka 300 medarbetare inom försäljning, service, karosseriverkstad och reservdelar. Vi är auktoriserad återförsäljare och verkstad för flera bilmärken.',
                'Vi tror på långsiktiga kundrelationer. Därför satsar vi på utbildning av våra mekaniker, laddinfrastruktur vid alla anläggningar och digitala tjänster som gör det enkelt att boka service.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Läs mer',
              items: [
                { label: 'Hitta oss', url: '/loyda-meidat', hasIcon: true },
                { label: 'Kontaktuppgifter', url: '/yhteystiedot', hasIcon: true },
                { label: 'Varför Hedin Automotive?', url: '/auton-omistaminen', hasIcon: true },
              ],
            },
            {
              blockType: 'textColumns',
              heading: 'Varför Hedin Automotive',
              columns: 3,
              items: [
                {
                  title: 'Stort utbud',
                  subTitle: 'Nya och begagnade',
                  paragraphs: ['Välj bland hundratals nya och begagnade bilar av olika märken – på ett ställe.'],
                },
                {
                  title: 'Auktoriserade verkstäder',
                  subTitle: 'Originaldelar',
                  paragraphs: [
                    'Vi servar din bil enligt tillverkarens anvisningar, så att garantin fortsätter att gälla.',
                  ],
                },
                {
                  title: 'Flexibel finansiering',
                  subTitle: 'Tydliga månadskostnader',
                  paragraphs: ['Lån och leasing anpassas efter dina behov, och du ser totalkostnaden direkt.'],
                },
              ],
            },
          ],
        },
        en: {
          title: 'About us',
          metaTitle: 'About Hedin Automotive',
          metaDescription:
            'Hedin Automotive is one of Europe’s largest car retail groups. In Finland we have locations in Helsinki, Espoo and Tampere. Find out more about us.',
          main: [
            {
              blockType: 'hero',
              title: 'About us',
              text: 'A family-owned business on a mission to make motoring simple.',
              image: {
                kind: 'hero',
                key: 'fi-meista-en',
                alt: 'Hedin Automotive team outside the dealership',
                hue: 45,
              },
            },
            {
              blockType: 'content',
              heading: 'Who we are',
              paragraphs: [
                'Hedin Automotive was founded in Sweden and is today one of Europe’s largest car retail groups, operating in Finland, Sweden, Norway, Slovakia and the United Kingdom, among other markets.',
                'In Finland we employ around 300 people across sales, servicing, bodywork and parts. We are an authorised retailer and repairer for several car brands.',
                'We believe in long-term customer relationships. That is why we invest in technician training, charging infrastructure at every site and digital services that make booking a service effortless.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Read more',
              items: [
                { label: 'Find us', url: '/loyda-meidat', hasIcon: true },
                { label: 'Contact details', url: '/yhteystiedot', hasIcon: true },
                { label: 'Why Hedin Automotive?', url: '/auton-omistaminen', hasIcon: true },
              ],
            },
            {
              blockType: 'textColumns',
              heading: 'Why Hedin Automotive',
              columns: 3,
              items: [
                {
                  title: 'A wide choice',
                  subTitle: 'New and used',
                  paragraphs: ['Choose from hundreds of new and used cars of many brands – all in one place.'],
                },
                {
                  title: 'Authorised workshops',
                  subTitle: 'Genuine parts',
                  paragraphs: ["We service your car to the manufacturer's schedule, so your warranty stays valid."],
                },
                {
                  title: 'Flexible finance',
                  subTitle: 'Clear monthly payments',
                  paragraphs: [
                    'Loans and leasing are tailored to your needs, and you see the total cost straight away.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen',
      navigation: { posInMenu: 3 },
      itemId: '{30E86CD7-C3A6-4C11-887D-86F37C742192}',
      content: {
        fi: {
          title: 'Auton omistaminen',
          metaTitle: 'Auton omistaminen – huoltosopimukset ja rahoitus',
          metaDescription:
            'Tee auton omistamisesta helppoa: huoltosopimus, rengashotelli, jatkoturva ja yksityisleasing samasta paikasta. Tutustu Hedin Automotiven palveluihin.',
          main: [
            {
              blockType: 'hero',
              title: 'Helppoa auton omistamista',
              text: 'Kiinteä kuukausihinta, ennakoitavat kulut ja aina huollettu auto.',
              image: { kind: 'hero', key: 'fi-omistaminen', alt: 'Sähköauto latautumassa kotipihalla', hue: 130 },
            },
            {
              blockType: 'cards',
              heading: 'Palvelumme',
              items: [
                {
                  title: 'Huoltosopimus',
                  text: 'Kaikki määräaikaishuollot alkuperäisosilla kiinteään kuukausihintaan jopa viiden vuoden ajan.',
                  link: { label: 'Varaa huolto', url: '/huolto' },
                },
                {
                  title: 'Rengashotelli',
                  text: 'Vaihdamme, pesemme ja säilytämme renkaasi. Saat tekstiviestimuistutuksen ennen kauden vaihtoa.',
                  link: { label: 'Rengaspalvelut', url: '/huolto' },
                },
                {
                  title: 'Yksityisleasing',
                  text: 'Uusi auto kiinteällä kuukausimaksulla ilman käsirahaa. Huolto ja renkaat voi liittää sopimukseen.',
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Miksi Hedin Automotive?',
              paragraphs: [
                'Valtuutettuna merkkikorjaamona käytämme valmistajan diagnostiikkalaitteita ja alkuperäisosia, mikä säilyttää auton takuun ja jälleenmyyntiarvon.',
                'Kun huollat autosi meillä, saat valmistajan tiepalvelun voimaan seuraavaan huoltoon asti – myös ulkomailla.',
              ],
            },
          ],
        },
        sv: {
          title: 'Bilägande',
          metaTitle: 'Bilägande – serviceavtal och finansiering',
          metaDescription:
            'Gör bilägandet enkelt: serviceavtal, däckhotell, förlängd garanti och privatleasing på ett ställe. Läs mer om tjänsterna hos Hedin Automotive.',
          main: [
            {
              blockType: 'hero',
              title: 'Enkelt bilägande',
              text: 'Fast månadskostnad, förutsägbara utgifter och en bil som alltid är servad.',
              image: { kind: 'hero', key: 'fi-omistaminen-sv', alt: 'Elbil som laddas på gården hemma', hue: 130 },
            },
            {
              blockType: 'cards',
              heading: 'Våra tjänster',
              items: [
                {
                  title: 'Serviceavtal',
                  text: 'Alla planerade servicebesök med originaldelar till fast månadspris i upp till fem år.',
                  link: { label: 'Boka service', url: '/huolto' },
                },
                {
                  title: 'Däckhotell',
                  text: 'Vi byter, tvättar och förvarar dina däck. Du får en påminnelse per sms före säsongsbytet.',
                  link: { label: 'Däcktjänster', url: '/huolto' },
                },
                {
                  title: 'Privatleasing',
                  text: 'Ny bil till fast månadsavgift utan kontantinsats. Service och däck kan ingå i avtalet.',
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Varför Hedin Automotive?',
              paragraphs: [
                'Som auktoriserad märkesverkstad använder vi tillverkarens diagnosutrustning och originaldelar, vilket bevarar bilens garanti och andrahandsvärde.',
                'När du servar bilen hos oss gäller tillverkarens vägassistans fram till nästa service – även utomlands.',
              ],
            },
          ],
        },
        en: {
          title: 'Car ownership',
          metaTitle: 'Car ownership – service plans and finance',
          metaDescription:
            'Make car ownership easy with a service plan, tyre hotel, extended warranty and personal leasing in one place. Discover Hedin Automotive’s services.',
          main: [
            {
              blockType: 'hero',
              title: 'Car ownership made easy',
              text: 'A fixed monthly price, predictable costs and a car that is always properly serviced.',
              image: {
                kind: 'hero',
                key: 'fi-omistaminen-en',
                alt: 'Electric car charging on a home driveway',
                hue: 130,
              },
            },
            {
              blockType: 'cards',
              heading: 'Our services',
              items: [
                {
                  title: 'Service plan',
                  text: 'All scheduled servicing with genuine parts for a fixed monthly price for up to five years.',
                  link: { label: 'Book a service', url: '/huolto' },
                },
                {
                  title: 'Tyre hotel',
                  text: 'We change, wash and store your tyres, and send you a text reminder before the seasonal changeover.',
                  link: { label: 'Tyre services', url: '/huolto' },
                },
                {
                  title: 'Personal leasing',
                  text: 'A new car for a fixed monthly fee with no deposit. Servicing and tyres can be included in the agreement.',
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Why Hedin Automotive?',
              paragraphs: [
                'As an authorised repairer we use the manufacturer’s diagnostic equipment and genuine parts, which protects your warranty and your car’s resale value.',
                'When you service your car with us, the manufacturer’s roadside assistance stays valid until your next service – abroad as well.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/loyda-meidat',
      navigation: { posInMenu: 5 },
      itemId: '{6C42554A-2167-460D-85E8-6D4D2253A79E}',
      content: {
        fi: {
          title: 'Löydä meidät',
          metaTitle: 'Toimipisteet ja aukioloajat',
          metaDescription:
            'Löydä lähin Hedin Automotiven toimipiste Helsingistä, Espoosta tai Tampereelta. Katso osoitteet, aukioloajat ja myynnin sekä huollon puhelinnumerot.',
          main: [
            {
              blockType: 'hero',
              title: 'Löydä meidät',
              text: 'Myynti, huolto ja varaosat kolmessa toimipisteessä.',
              image: {
                kind: 'hero',
                key: 'fi-loyda-meidat',
                alt: 'Hedin Automotiven toimipiste Konalassa iltavalaistuksessa',
                hue: 225,
              },
            },
            {
              blockType: 'cards',
              heading: 'Toimipisteemme',
              items: [
                {
                  title: 'Hedin Automotive Helsinki',
                  text: 'Konalantie 47, 00390 Helsinki. Myynti 010 550 3010, huolto 010 550 3020.',
                  link: { label: 'Yhteystiedot', url: '/yhteystiedot' },
                },
                {
                  title: 'Hedin Automotive Espoo',
                  text: 'Suomenlahdentie 1, 02230 Espoo. Myynti 010 550 3110, huolto 010 550 3120.',
                  link: { label: 'Yhteystiedot', url: '/yhteystiedot' },
                },
                {
                  title: 'Hedin Automotive Tampere',
                  text: 'Lempääläntie 21, 33820 Tampere. Myynti 010 550 3210, huolto 010 550 3220.',
                  link: { label: 'Yhteystiedot', url: '/yhteystiedot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Aukioloajat',
              paragraphs: [
                'Myynti: ma–pe 9–18, la 10–15. Huolto: ma–pe 7–17. Varaosat: ma–pe 7.30–16.30.',
                'Juhannuksena ja joulun aikaan aukioloajat voivat poiketa. Tarkista ajantasaiset tiedot kartalta ennen käyntiä.',
              ],
            },
          ],
        },
        sv: {
          title: 'Hitta oss',
          metaTitle: 'Anläggningar och öppettider',
          metaDescription:
            'Hitta närmaste anläggning hos Hedin Automotive i Helsingfors, Esbo eller Tammerfors. Se adresser, öppettider och telefonnummer till försäljning och service.',
          main: [
            {
              blockType: 'hero',
              title: 'Hitta oss',
              text: 'Försäljning, service och reservdelar på tre anläggningar.',
              image: {
                kind: 'hero',
                key: 'fi-loyda-meidat-sv',
                alt: 'Hedin Automotives anläggning i Kånala i kvällsbelysning',
                hue: 225,
              },
            },
            {
              blockType: 'cards',
              heading: 'Våra anläggningar',
              items: [
                {
                  title: 'Hedin Automotive Helsingfors',
                  text: 'Kånalavägen 47, 00390 Helsingfors. Försäljning 010 550 3010, service 010 550 3020.',
                  link: { label: 'Kontaktuppgifter', url: '/yhteystiedot' },
                },
                {
                  title: 'Hedin Automotive Esbo',
                  text: 'Finska viksvägen 1, 02230 Esbo. Försäljning 010 550 3110, service 010 550 3120.',
                  link: { label: 'Kontaktuppgifter', url: '/yhteystiedot' },
                },
                {
                  title: 'Hedin Automotive Tammerfors',
                  text: 'Lempääläntie 21, 33820 Tammerfors. Försäljning 010 550 3210, service 010 550 3220.',
                  link: { label: 'Kontaktuppgifter', url: '/yhteystiedot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Öppettider',
              paragraphs: [
                'Försäljning: mån–fre 9–18, lör 10–15. Service: mån–fre 7–17. Reservdelar: mån–fre 7.30–16.30.',
                'Under midsommar och julen kan öppettiderna avvika. Kontrollera aktuella tider på kartan före besöket.',
              ],
            },
          ],
        },
        en: {
          title: 'Find us',
          metaTitle: 'Locations and opening hours',
          metaDescription:
            'Find your nearest Hedin Automotive location in Helsinki, Espoo or Tampere. See addresses, opening hours and phone numbers for sales and servicing.',
          main: [
            {
              blockType: 'hero',
              title: 'Find us',
              text: 'Sales, servicing and parts at three locations.',
              image: {
                kind: 'hero',
                key: 'fi-loyda-meidat-en',
                alt: 'Hedin Automotive dealership in Konala lit up in the evening',
                hue: 225,
              },
            },
            {
              blockType: 'cards',
              heading: 'Our locations',
              items: [
                {
                  title: 'Hedin Automotive Helsinki',
                  text: 'Konalantie 47, 00390 Helsinki. Sales 010 550 3010, servicing 010 550 3020.',
                  link: { label: 'Contact details', url: '/yhteystiedot' },
                },
                {
                  title: 'Hedin Automotive Espoo',
                  text: 'Suomenlahdentie 1, 02230 Espoo. Sales 010 550 3110, servicing 010 550 3120.',
                  link: { label: 'Contact details', url: '/yhteystiedot' },
                },
                {
                  title: 'Hedin Automotive Tampere',
                  text: 'Lempääläntie 21, 33820 Tampere. Sales 010 550 3210, servicing 010 550 3220.',
                  link: { label: 'Contact details', url: '/yhteystiedot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Opening hours',
              paragraphs: [
                'Sales: Mon–Fri 9am–6pm, Sat 10am–3pm. Servicing: Mon–Fri 7am–5pm. Parts: Mon–Fri 7.30am–4.30pm.',
                'Opening hours may differ over Midsummer and Christmas. Please check the map for up-to-date times before you visit.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/huolto',
      navigation: { posInMenu: 2 },
      itemId: '{FEFEAB89-013C-4ED0-A787-6DF9125D674F}',
      content: {
        fi: {
          title: 'Huolto',
          metaTitle: 'Huolto ja korjaamo – varaa aika',
          metaDescription:
            'Varaa määräaikaishuolto, rengasvaihto tai korjaus Hedin Automotiven valtuutetulta merkkikorjaamolta Helsingissä, Espoossa tai Tampereella.',
          main: [
            {
              blockType: 'hero',
              title: 'Huolto ja korjaamo',
              text: 'Valtuutettu merkkihuolto alkuperäisosilla – sijaisauto tarvittaessa.',
              image: { kind: 'hero', key: 'fi-huolto', alt: 'Mekaanikko huoltaa autoa nostimella', hue: 20 },
            },
            {
              blockType: 'cards',
              heading: 'Korjaamopalvelut',
              items: [
                {
                  title: 'Määräaikaishuolto',
                  text: 'Huolto valmistajan ohjelman mukaan. Takuu säilyy ja huoltohistoria tallentuu sähköisesti.',
                  link: { label: 'Löydä korjaamo', url: '/loyda-meidat' },
                },
                {
                  title: 'Rengasvaihto',
                  text: 'Kausivaihto, renkaiden pesu ja rengashotelli. Varaa aika hyvissä ajoin ennen lokakuuta.',
                  link: { label: 'Rengashotelli', url: '/auton-omistaminen' },
                },
                {
                  title: 'Kolarikorjaus',
                  text: 'Korikorjaukset ja maalaus kaikkien suurten vakuutusyhtiöiden kanssa.',
                  link: { label: 'Ota yhteyttä', url: '/yhteystiedot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Sähköauton huolto',
              paragraphs: [
                'Sähköauto tarvitsee vähemmän huoltoa, mutta jarrut, raitisilmasuodatin, alusta ja ohjelmistopäivitykset on silti tarkastettava säännöllisesti. Mekaanikkomme on koulutettu korkeajännitetöihin.',
                'Tuo auto aamulla ennen kahdeksaa ja hae se töiden jälkeen. Tarvittaessa varaamme sinulle sijaisauton.',
              ],
            },
          ],
        },
        sv: {
          title: 'Service',
          metaTitle: 'Service och verkstad – boka tid',
          metaDescription:
            'Boka planerad service, däckbyte eller reparation hos Hedin Automotives auktoriserade märkesverkstad i Helsingfors, Esbo eller Tammerfors.',
          main: [
            {
              blockType: 'hero',
              title: 'Service och verkstad',
              text: 'Auktoriserad märkesservice med originaldelar – och ersättningsbil vid behov.',
              image: { kind: 'hero', key: 'fi-huolto-sv', alt: 'Mekaniker servar en bil på en lyft', hue: 20 },
            },
            {
              blockType: 'cards',
              heading: 'Verkstadstjänster',
              items: [
                {
                  title: 'Planerad service',
                  text: 'Service enligt tillverkarens program. Garantin bevaras och servicehistoriken sparas digitalt.',
                  link: { label: 'Hitta verkstad', url: '/loyda-meidat' },
                },
                {
                  title: 'Däckbyte',
                  text: 'Säsongsbyte, däcktvätt och däckhotell. Boka i god tid före oktober.',
                  link: { label: 'Däckhotell', url: '/auton-omistaminen' },
                },
                {
                  title: 'Krockreparation',
                  text: 'Karosseri- och lackreparationer i samarbete med alla stora försäkringsbolag.',
                  link: { label: 'Kontakta oss', url: '/yhteystiedot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Service av elbil',
              paragraphs: [
                'En elbil behöver mindre service, men bromsar, kupéfilter, chassi och programuppdateringar ska ändå kontrolleras regelbundet. Våra mekaniker är utbildade för arbete med högvoltssystem.',
                'Lämna bilen före klockan åtta och hämta den efter jobbet. Vid behov bokar vi en ersättningsbil åt dig.',
              ],
            },
          ],
        },
        en: {
          title: 'Servicing',
          metaTitle: 'Servicing and repairs – book online',
          metaDescription:
            'Book scheduled servicing, a tyre change or repairs at Hedin Automotive’s manufacturer-authorised workshops in Helsinki, Espoo or Tampere.',
          main: [
            {
              blockType: 'hero',
              title: 'Servicing and repairs',
              text: 'Manufacturer-approved servicing with genuine parts – and a courtesy car when you need one.',
              image: { kind: 'hero', key: 'fi-huolto-en', alt: 'Technician servicing a car on a lift', hue: 20 },
            },
            {
              blockType: 'cards',
              heading: 'Workshop services',
              items: [
                {
                  title: 'Scheduled servicing',
                  text: 'Servicing to the manufacturer’s schedule. Your warranty is protected and your service history is recorded digitally.',
                  link: { label: 'Find a workshop', url: '/loyda-meidat' },
                },
                {
                  title: 'Tyre changes',
                  text: 'Seasonal tyre changes, tyre washing and tyre hotel. Book well before October.',
                  link: { label: 'Tyre hotel', url: '/auton-omistaminen' },
                },
                {
                  title: 'Accident repairs',
                  text: 'Bodywork and paint repairs, working with all the major insurers.',
                  link: { label: 'Contact us', url: '/yhteystiedot' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Electric car servicing',
              paragraphs: [
                'Electric cars need less maintenance, but brakes, cabin filters, suspension and software updates still need regular checks. Our technicians are trained to work on high-voltage systems.',
                'Drop your car off before 8am and collect it after work. If you need one, we will book a courtesy car for you.',
              ],
            },
          ],
        },
      },
    },
    {
      // The dealer staff's accessory-kit tool, opened from the dealer system with a session link.
      path: '/varustepaketit',
      navigation: { hidden: true },
      noIndex: true,
      itemId: '{3F6C2A91-7D4E-4B8A-9E51-0C2D7A6B4F18}',
      content: {
        fi: {
          title: 'Varustepaketit',
          metaTitle: 'Varustepaketit – jälleenmyyjän työkalu',
          metaDescription:
            'Jälleenmyyjän työkalu varustepakettien valintaan ja tarjouksen lähettämiseen asiakkaan autolle.',
          main: [{ blockType: 'kitsTool' }],
        },
        sv: {
          title: 'Tillbehörspaket',
          metaTitle: 'Tillbehörspaket – återförsäljarens verktyg',
          metaDescription:
            'Återförsäljarens verktyg för att välja tillbehörspaket och skicka en offert för kundens bil.',
          main: [{ blockType: 'kitsTool' }],
        },
        en: {
          title: 'Accessory kits',
          metaTitle: 'Accessory kits – dealer tool',
          metaDescription: "The dealer's tool for choosing accessory kits and sending a quote for the customer's car.",
          main: [{ blockType: 'kitsTool' }],
        },
      },
    },
    {
      path: '/yhteystiedot',
      navigation: { posInMenu: 6 },
      itemId: '{66364CA7-B216-4042-9C82-BCAEC3803C66}',
      content: {
        fi: {
          title: 'Yhteystiedot',
          metaTitle: 'Ota yhteyttä Hedin Automotiveen',
          metaDescription:
            'Ota yhteyttä Hedin Automotiveen: myynti, huolto, varaosat ja asiakaspalvelu. Vastaamme sähköposteihin yhden arkipäivän kuluessa.',
          main: [
            {
              blockType: 'hero',
              title: 'Yhteystiedot',
              text: 'Palvelemme puhelimitse, sähköpostitse ja toimipisteissämme.',
              image: { kind: 'hero', key: 'fi-yhteystiedot', alt: 'Asiakaspalvelija kuulokkeet päässä', hue: 320 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Myynti',
                  text: 'Puh. 010 550 3010, myynti@hedinautomotive.fi. Ma–pe 9–18, la 10–15.',
                  link: { label: 'Katso autot', url: '/osta-auto/kaikki-autot' },
                },
                {
                  title: 'Huolto ja varaosat',
                  text: 'Puh. 010 550 3020, huolto@hedinautomotive.fi. Ma–pe 7–17.',
                  link: { label: 'Varaa huolto', url: '/huolto' },
                },
                {
                  title: 'Asiakaspalvelu',
                  text: 'Puh. 010 550 3000, asiakaspalvelu@hedinautomotive.fi. Laskutus, takuu ja palautteet.',
                  link: { label: 'Toimipisteet', url: '/loyda-meidat' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Yritystiedot',
              paragraphs: [
                'Hedin Automotive Finland Oy, Konalantie 47, 00390 Helsinki. Puhelinmaksut: 010-numeroihin soitettaessa peritään operaattorin hinnaston mukainen maksu.',
              ],
            },
          ],
        },
        sv: {
          title: 'Kontaktuppgifter',
          metaTitle: 'Kontakta Hedin Automotive',
          metaDescription:
            'Kontakta Hedin Automotive: försäljning, service, reservdelar och kundtjänst. Vi besvarar e-post inom en arbetsdag och betjänar gärna på svenska.',
          main: [
            {
              blockType: 'hero',
              title: 'Kontaktuppgifter',
              text: 'Vi betjänar per telefon, e-post och på våra anläggningar.',
              image: { kind: 'hero', key: 'fi-yhteystiedot-sv', alt: 'Kundtjänstmedarbetare med headset', hue: 320 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Försäljning',
                  text: 'Tfn 010 550 3010, myynti@hedinautomotive.fi. Mån–fre 9–18, lör 10–15.',
                  link: { label: 'Se bilarna', url: '/osta-auto/kaikki-autot' },
                },
                {
                  title: 'Service och reservdelar',
                  text: 'Tfn 010 550 3020, huolto@hedinautomotive.fi. Mån–fre 7–17.',
                  link: { label: 'Boka service', url: '/huolto' },
                },
                {
                  title: 'Kundtjänst',
                  text: 'Tfn 010 550 3000, asiakaspalvelu@hedinautomotive.fi. Fakturor, garanti och respons.',
                  link: { label: 'Anläggningar', url: '/loyda-meidat' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Företagsuppgifter',
              paragraphs: [
                'Hedin Automotive Finland Oy, Kånalavägen 47, 00390 Helsingfors. Samtal till 010-nummer debiteras enligt operatörens prislista.',
              ],
            },
          ],
        },
        en: {
          title: 'Contact us',
          navTitle: 'Contact',
          metaTitle: 'Contact Hedin Automotive Finland',
          metaDescription:
            'Contact Hedin Automotive for sales, servicing, parts or customer service. We reply to emails within one working day and are happy to help in English.',
          main: [
            {
              blockType: 'hero',
              title: 'Contact us',
              text: 'Reach us by phone, by email or in person at our locations.',
              image: {
                kind: 'hero',
                key: 'fi-yhteystiedot-en',
                alt: 'Customer service adviser wearing a headset',
                hue: 320,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Sales',
                  text: 'Tel. 010 550 3010, myynti@hedinautomotive.fi. Mon–Fri 9am–6pm, Sat 10am–3pm.',
                  link: { label: 'View cars', url: '/osta-auto/kaikki-autot' },
                },
                {
                  title: 'Servicing and parts',
                  text: 'Tel. 010 550 3020, huolto@hedinautomotive.fi. Mon–Fri 7am–5pm.',
                  link: { label: 'Book a service', url: '/huolto' },
                },
                {
                  title: 'Customer service',
                  text: 'Tel. 010 550 3000, asiakaspalvelu@hedinautomotive.fi. Invoices, warranty and feedback.',
                  link: { label: 'Our locations', url: '/loyda-meidat' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Company details',
              paragraphs: [
                'Hedin Automotive Finland Oy, Konalantie 47, 00390 Helsinki. Calls to 010 numbers are charged at your operator’s standard rate.',
              ],
            },
          ],
        },
      },
    },
  ],
}
