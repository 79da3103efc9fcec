import type { SeedSite } from '../seed-types'

/**
 * RN Automotive (rnautomotive.se) – a local Renault and Dacia dealer in Göteborg. Swedish only,
 * Renault theme. Car list and search are /bilar-i-lager, dealer sites /anlaggningar (settings.ts).
 */
export const site: SeedSite = {
  name: 'rnautomotive',
  pages: [
    {
      path: '/',
      itemId: '{229BF5BF-5F6D-4854-8260-CD3F2074547D}',
      content: {
        sv: {
          title: 'RN Automotive – Renault och Dacia i Göteborg',
          navTitle: 'Start',
          metaTitle: 'Renault och Dacia i Göteborg',
          metaDescription:
            'RN Automotive är din Renault- och Dacia-handlare i Göteborg. Nya och begagnade bilar, elbilar, service och däckhotell på Hisingen och i Mölndal.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'RN Automotive', alt: 'RN Automotive' },
              sticky: false,
              // After the page tree's entries: the brand's own site, which opens in a new tab.
              extraItems: [
                { title: 'Renault.se', link: { label: 'Renault i Sverige', url: 'https://www.renault.se' } },
              ],
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Din Renault- och Dacia-handlare i Göteborg',
              text: 'Nya elbilar, prisvärda familjebilar och en verkstad som kan sina märken. Välkommen till oss på Hisingen och i Mölndal.',
              image: {
                kind: 'hero',
                key: 'rnautomotive-home',
                alt: 'En gul Renault 5 E-Tech vid Göteborgs hamn i kvällssol',
                hue: 45,
              },
              link: { label: 'Se bilar i lager', url: '/bilar-i-lager' },
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Veckans bil',
              text: 'Veckans utvalda Renault och Dacia från våra anläggningar i Västsverige står redo att köras hem.',
            },
            {
              blockType: 'cards',
              heading: 'Våra märken',
              items: [
                {
                  title: 'Renault',
                  text: 'Renault 5 E-Tech, Scenic E-Tech, Austral och Kangoo – elbilar och hybrider för alla behov.',
                  image: { kind: 'logo', brand: 'Renault', alt: 'Renault logotyp' },
                  link: { label: 'Renault i lager', url: '/bilar-i-lager?car_brand=Renault' },
                },
                {
                  title: 'Dacia',
                  text: 'Sandero, Jogger, Duster och Spring – robusta bilar till priser som känns rätt.',
                  image: { kind: 'logo', brand: 'Dacia', alt: 'Dacia logotyp' },
                  link: { label: 'Dacia i lager', url: '/bilar-i-lager?car_brand=Dacia' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Lokalt ägt, lokalt engagerat',
              paragraphs: [
                'Vi har sålt och servat bilar i Göteborg i över tjugo år. Många av våra kunder har köpt sin tredje eller fjärde bil av oss, och det är vi stolta över. Här möts du av säljare och tekniker som känner dig och din bil.',
                'Hos oss kan du provköra, köpa, leasa, serva och förvara dina hjul – allt på samma ställe. Och behöver du en ersättningsbil under verkstadsbesöket ordnar vi det.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Genvägar',
              items: [
                { label: 'Elbilar i lager', url: '/bilar-i-lager?car_fuel=El', hasIcon: true },
                { label: 'Boka service', url: '/service', hasIcon: true },
                { label: 'Öppettider och adresser', url: '/anlaggningar', hasIcon: true },
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Bilar',
                  links: [
                    { label: 'Alla bilar i lager', url: '/bilar-i-lager' },
                    { label: 'Renault', url: '/bilar-i-lager?car_brand=Renault' },
                    { label: 'Dacia', url: '/bilar-i-lager?car_brand=Dacia' },
                    { label: 'Begagnade bilar', url: '/bilar-i-lager?car_is_used=true' },
                  ],
                },
                {
                  title: 'Verkstad',
                  links: [
                    { label: 'Service och reparationer', url: '/service' },
                    { label: 'Däckhotell', url: '/service' },
                  ],
                },
                {
                  title: 'RN Automotive',
                  links: [
                    { label: 'Om oss', url: '/om-oss' },
                    { label: 'Anläggningar', url: '/anlaggningar' },
                    { label: 'Kontakt', url: '/kontakt' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Välkommen in',
                text: 'Växel 031-390 06 50, info@rnautomotive.se. Bilhall vardagar kl. 09.00–18.00, lördag kl. 10.00–14.00. Verkstad vardagar kl. 07.00–17.00.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/bilar-i-lager',
      itemId: '{27E05BFA-EAFA-42D2-8DAD-3068B8B29D1A}',
      content: {
        sv: {
          title: 'Bilar i lager',
          metaTitle: 'Nya och begagnade bilar i lager i Göteborg',
          metaDescription:
            'Se alla nya och begagnade Renault och Dacia i lager hos RN Automotive i Göteborg. Filtrera på modell, bränsle och pris och boka en provkörning.',
          main: [
            {
              blockType: 'carList',
              heading: 'Bilar i lager',
              condition: 'all',
            },
            {
              blockType: 'cards',
              heading: 'Populära modeller',
              items: [
                {
                  title: 'Renault 5 E-Tech',
                  text: 'Eldriven retroikon med upp till 41 mil räckvidd.',
                  image: { kind: 'car', colour: '#F2C230', model: 'Renault 5 E-Tech', alt: 'Gul Renault 5 E-Tech' },
                  link: { label: 'Se Renault 5', url: '/bilar-i-lager?car_brand=Renault&car_fuel=El' },
                },
                {
                  title: 'Dacia Duster',
                  text: 'Fyrhjulsdriven SUV – perfekt för vägen till Bohuslän.',
                  image: { kind: 'car', colour: '#6B7A4F', model: 'Dacia Duster', alt: 'Khakigrön Dacia Duster' },
                  link: { label: 'Se Dacia Duster', url: '/bilar-i-lager?car_brand=Dacia&car_body=SUV' },
                },
                {
                  title: 'Renault Trafic',
                  text: 'Rymlig transportbil för hantverkare, med priser exklusive moms.',
                  image: { kind: 'car', colour: '#F4F4F2', model: 'Renault Trafic', alt: 'Vit Renault Trafic' },
                  link: { label: 'Se transportbilar', url: '/bilar-i-lager?car_vehicle_type_code=LCV' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Byt in din gamla bil',
              paragraphs: [
                'Vi tar gärna emot din nuvarande bil i inbyte, oavsett märke. Ta med den när du kommer på provkörning, så värderar vi den på plats och ger dig ett bud direkt.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/anlaggningar',
      itemId: '{A6EBE104-C5F1-4D98-94D0-675879903511}',
      content: {
        sv: {
          title: 'Anläggningar',
          metaTitle: 'Våra anläggningar på Hisingen och i Mölndal',
          metaDescription:
            'Besök RN Automotive på Hisingen eller i Mölndal. Här hittar du adresser, öppettider och vägbeskrivning till våra bilhallar, verkstäder och däckhotell.',
          main: [
            {
              blockType: 'hero',
              title: 'Två anläggningar i Göteborg',
              text: 'Vi finns på Hisingen och i Mölndal – båda med bilhall, verkstad och däckhotell, nära E6.',
              image: {
                kind: 'hero',
                key: 'rnautomotive-anlaggningar',
                alt: 'Bilhall med gul fasad och Renault-skylt',
                hue: 40,
              },
            },
            {
              blockType: 'cards',
              heading: 'Öppettider',
              items: [
                {
                  title: 'RN Automotive Hisingen',
                  text: 'Hisings Backa, vid Backaplan. Bilhall vardagar 09–18, lördag 10–14. Verkstad vardagar 07–17. Däckhotell på plats.',
                  link: {
                    label: 'Bilar på Hisingen',
                    url: '/bilar-i-lager?car_site_name=RN%20Automotive%20G%C3%B6teborg',
                  },
                },
                {
                  title: 'RN Automotive Mölndal',
                  text: 'Mölndal, vid Kvarnbyn. Bilhall vardagar 09–18, lördag 10–14. Verkstad vardagar 07–16.30.',
                  link: {
                    label: 'Alla bilar i lager',
                    url: '/bilar-i-lager',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Lämna bilen innan jobbet',
              paragraphs: [
                'Båda verkstäderna har nyckelinkast, så att du kan lämna bilen kvällen innan eller tidigt på morgonen. Från Hisingen går spårvagn och buss mot centrum var femte minut, och från Mölndal når du Mölndals station på tio minuter till fots.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service',
      itemId: '{581FE88D-01F7-401C-8A38-4F91B4C57EA9}',
      content: {
        sv: {
          title: 'Service och verkstad',
          navTitle: 'Service',
          metaTitle: 'Service för Renault och Dacia i Göteborg',
          metaDescription:
            'Auktoriserad Renault- och Dacia-verkstad i Göteborg. Boka service, reparation, hjulskifte och däckhotell hos RN Automotive – originaldelar och garanti.',
          main: [
            {
              blockType: 'hero',
              title: 'Auktoriserad verkstad för Renault och Dacia',
              text: 'Våra tekniker är utbildade av Renault och arbetar med originaldelar och tillverkarens diagnosverktyg. Vi servar även andra märken.',
              image: {
                kind: 'hero',
                key: 'rnautomotive-service',
                alt: 'En tekniker arbetar under en bil på lyft',
                hue: 25,
              },
              link: { label: 'Kontakta verkstaden', url: '/kontakt' },
            },
            {
              blockType: 'cards',
              heading: 'Våra tjänster',
              items: [
                {
                  title: 'Service',
                  text: 'Service enligt Renaults och Dacias serviceprogram – nybilsgarantin gäller.',
                },
                {
                  title: 'Elbilsservice',
                  text: 'Certifierade tekniker för högvoltssystem, batterikontroll och uppdateringar.',
                },
                {
                  title: 'Hjulskifte och däckhotell',
                  text: 'Vi skiftar, tvättar och förvarar dina hjul. 1 195 kr per säsong inklusive skifte.',
                },
                {
                  title: 'Reparationer',
                  text: 'Bromsar, kopplingar, AC och felsökning – vi ger alltid prisförslag innan vi börjar.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Förläng garantin med oss',
              paragraphs: [
                'När du servar din Dacia hos oss förlängs garantin med ett år i taget, upp till sju år eller 15 000 mil. Renault-ägare kan teckna Renault Service Avtal med fast månadskostnad för all planerad service.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-oss',
      itemId: '{5895A78A-8A8D-41D1-BC82-FEC518B4ADAD}',
      content: {
        sv: {
          title: 'Om RN Automotive',
          navTitle: 'Om oss',
          metaTitle: 'Om RN Automotive',
          metaDescription:
            'RN Automotive är en lokal bilhandlare i Göteborg med Renault och Dacia. Läs om oss, våra medarbetare och varför kunderna kommer tillbaka år efter år.',
          main: [
            {
              blockType: 'hero',
              title: 'Bilhandlare med göteborgskt hjärta',
              text: 'Ett fyrtiotal medarbetare, två anläggningar och ett enda mål: att du ska vilja komma tillbaka.',
              image: {
                kind: 'hero',
                key: 'rnautomotive-om-oss',
                alt: 'Personalen på RN Automotive framför bilhallen',
                hue: 35,
              },
            },
            {
              blockType: 'content',
              heading: 'Vilka vi är',
              paragraphs: [
                'RN Automotive grundades på Hisingen och har vuxit i takt med våra kunder. I dag är vi en del av Hedin Automotive, vilket ger oss styrkan hos en stor koncern – men vi är fortfarande lika lokala som förr.',
                'Vi sponsrar ungdomsfotbollen på Hisingen, ställer upp med bilar till Göteborgsvarvet och har praktikplatser för elever på fordonsprogrammet. Det är vårt sätt att ge tillbaka till staden.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Våra anläggningar', url: '/anlaggningar', hasIcon: true },
                { label: 'Kontakta oss', url: '/kontakt', hasIcon: true },
              ],
            },
            {
              blockType: 'textColumns',
              heading: 'Därför väljer kunderna oss',
              columns: 3,
              items: [
                {
                  title: 'Lokalt och personligt',
                  paragraphs: ['Du möter samma säljare och tekniker varje gång, som känner både dig och din bil.'],
                },
                {
                  title: 'Renault och Dacia',
                  paragraphs: [
                    'Auktoriserad återförsäljare och verkstad för Renault och Dacia, med originaldelar och garanti.',
                  ],
                },
                {
                  title: 'Allt på ett ställe',
                  paragraphs: ['Bilköp, finansiering, service och däckhotell – samlat hos oss.'],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt',
      itemId: '{8AF31A83-E28E-45D9-8D5D-C8E4DB88EE4B}',
      content: {
        sv: {
          title: 'Kontakt',
          metaTitle: 'Kontakta RN Automotive i Göteborg',
          metaDescription:
            'Kontakta RN Automotive om bilköp, service eller däckhotell. Ring vår växel, mejla oss eller besök någon av våra anläggningar på Hisingen och i Mölndal.',
          main: [
            {
              blockType: 'hero',
              title: 'Kontakta oss',
              text: 'Vi svarar gärna på dina frågor om bilar, service och däck. Ring, mejla eller kom förbi.',
              image: {
                kind: 'hero',
                key: 'rnautomotive-kontakt',
                alt: 'En säljare som hälsar en kund välkommen i bilhallen',
                hue: 55,
              },
            },
            {
              blockType: 'cards',
              heading: 'Så når du oss',
              items: [
                {
                  title: 'Försäljning',
                  text: 'Telefon 031-390 06 50, forsaljning@rnautomotive.se. Vardagar 09–18, lördag 10–14.',
                },
                {
                  title: 'Verkstad och däckhotell',
                  text: 'Telefon 031-390 06 55, verkstad@rnautomotive.se. Vardagar 07–17.',
                },
                {
                  title: 'Besök oss',
                  text: 'Välkommen till Hisings Backa eller Mölndal.',
                  link: { label: 'Adresser och öppettider', url: '/anlaggningar' },
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Se bilar i lager', url: '/bilar-i-lager', hasIcon: true },
                { label: 'Våra verkstadstjänster', url: '/service', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
  ],
}
