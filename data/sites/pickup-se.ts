import type { SeedSite } from '../seed-types'

/**
 * Pickup Center (pickupcenter.se) – Ford Ranger and F-150 with a dealer locator. Swedish only.
 * Search and car list go to /modeller, the dealer locator (F150Location) is /hitta-aterforsaljare.
 */
export const site: SeedSite = {
  name: 'pickup-se',
  pages: [
    {
      path: '/',
      itemId: '{38A2E3E3-8C94-4670-B76E-4D97EC6E682C}',
      content: {
        sv: {
          title: 'Pickup Center – Ford Ranger och Ford F-150',
          navTitle: 'Start',
          metaTitle: 'Ford Ranger och F-150 – pickuper för jobb och fritid',
          metaDescription:
            'Pickup Center är specialisten på Ford Ranger och Ford F-150 i Sverige. Hitta din pickup, jämför modeller och hitta närmaste återförsäljare och verkstad.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Pickup Center', alt: 'Pickup Center' },
              sticky: false,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Byggd för jobbet. Gjord för äventyret.',
              text: 'Ford Ranger och Ford F-150 – pickuper med dragkraft, lastförmåga och fyrhjulsdrift för svenska förhållanden.',
              image: {
                kind: 'hero',
                key: 'pickup-se-home',
                alt: 'En mörkgrå Ford Ranger på en grusväg i fjällen',
                hue: 30,
              },
              link: { label: 'Hitta återförsäljare', url: '/hitta-aterforsaljare' },
              showSearch: true,
              searchPlaceholder: 'Sök modell eller utrustning – t.ex. Ranger Wildtrak eller F-150 Lariat',
            },
            {
              blockType: 'cards',
              heading: 'Välj din pickup',
              items: [
                {
                  title: 'Ford Ranger',
                  text: 'Europas mest sålda pickup. 3,5 tons dragvikt, cirka ett ton last och även som laddhybrid.',
                  image: { kind: 'car', colour: '#4A4F55', model: 'Ford Ranger', alt: 'Mörkgrå Ford Ranger' },
                  link: { label: 'Upptäck Ranger', url: '/modeller/ranger' },
                },
                {
                  title: 'Ford F-150',
                  text: 'Den amerikanska legenden med V8, enorm kaross och komfort i lyxbilsklass.',
                  image: { kind: 'car', colour: '#8B1E24', model: 'Ford F-150', alt: 'Mörkröd Ford F-150' },
                  link: { label: 'Upptäck F-150', url: '/modeller/f-150' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Specialister på pickup',
              paragraphs: [
                'Pickup Center samlar återförsäljare och verkstäder som kan pickuper på riktigt. Vi hjälper dig att välja rätt hytt, flak och utrustning – och att inreda bilen för jobbet, jakten eller hästtransporten.',
                'Våra återförsäljare finns från Skåne till Norrbotten, och alla verkstäder är utbildade för både Ranger och F-150.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Genvägar',
              items: [
                { label: 'Ranger laddhybrid', url: '/modeller?car_fuel=Laddhybrid', hasIcon: true },
                { label: 'Pickuper i lager', url: '/modeller', hasIcon: true },
                { label: 'Närmaste återförsäljare', url: '/hitta-aterforsaljare', hasIcon: true },
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Modeller',
                  links: [
                    { label: 'Alla modeller', url: '/modeller' },
                    { label: 'Ford Ranger', url: '/modeller/ranger' },
                    { label: 'Ford F-150', url: '/modeller/f-150' },
                  ],
                },
                {
                  title: 'Återförsäljare',
                  links: [
                    { label: 'Hitta återförsäljare', url: '/hitta-aterforsaljare' },
                    { label: 'Service och verkstad', url: '/hitta-aterforsaljare' },
                  ],
                },
                {
                  title: 'Pickup Center',
                  links: [
                    { label: 'Kontakt', url: '/kontakt' },
                    { label: 'Start', url: '/' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Frågor om pickuper?',
                text: 'Ring 08-465 004 90 eller mejla info@pickupcenter.se. Vardagar kl. 08.00–17.00.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/hitta-aterforsaljare',
      itemId: '{5E9A4208-2B6C-47B8-8BCA-57FE0CA9CB6E}',
      content: {
        sv: {
          title: 'Hitta återförsäljare',
          metaTitle: 'Hitta återförsäljare för Ford Ranger och F-150',
          metaDescription:
            'Hitta närmaste återförsäljare och verkstad för Ford Ranger och Ford F-150. Sök på ort, se kontaktuppgifter och boka en provkörning direkt hos handlaren.',
          main: [
            {
              blockType: 'hero',
              title: 'Hitta din närmaste pickup-handlare',
              text: 'Sök på ort eller postnummer, eller tryck på Nära mig. Varje handlare visar telefon, e-post och webbplats.',
              image: {
                kind: 'hero',
                key: 'pickup-se-aterforsaljare',
                alt: 'En rad pickuper framför en bilhall på landsbygden',
                hue: 20,
              },
            },
            { blockType: 'locator', type: 'F150Location', emptyText: 'Inga återförsäljare hittades', unit: 'km' },
            {
              blockType: 'content',
              heading: 'Försäljning och service i hela landet',
              paragraphs: [
                'Alla våra återförsäljare säljer Ford Ranger, och de flesta har även F-150 i lager eller kan ta hem en åt dig. Verkstäderna har utrustning för tunga fordon, så att även stora F-150 får plats på lyften.',
                'Bor du långt från närmaste handlare? Många erbjuder hemleverans och hämtning vid service.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Regioner',
              items: [
                {
                  title: 'Norrland',
                  text: 'Handlare i Luleå, Umeå, Östersund och Sundsvall – vana vid snö och skogsvägar.',
                },
                { title: 'Mellansverige', text: 'Stockholm, Uppsala, Västerås, Örebro och Karlstad.' },
                { title: 'Västsverige', text: 'Göteborg, Borås, Trollhättan och Halmstad.' },
                { title: 'Sydsverige', text: 'Malmö, Helsingborg, Kristianstad, Växjö och Jönköping.' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/modeller',
      itemId: '{4D8B7600-D7DD-424B-88B4-AB80E2E43481}',
      content: {
        sv: {
          title: 'Modeller',
          metaTitle: 'Alla pickup-modeller – Ford Ranger och F-150',
          metaDescription:
            'Jämför Ford Ranger och Ford F-150: motorer, dragvikt, lastförmåga och utrustningsnivåer. Se pickuper i lager och hitta den som passar ditt behov.',
          main: [
            {
              blockType: 'hero',
              title: 'Två pickuper, många möjligheter',
              text: 'Från arbetsbilen med enkelhytt till den fullutrustade F-150 Platinum. Jämför och hitta din modell.',
              image: {
                kind: 'hero',
                key: 'pickup-se-modeller',
                alt: 'Ford Ranger och Ford F-150 sida vid sida',
                hue: 15,
              },
            },
            {
              blockType: 'cards',
              heading: 'Modellerna',
              items: [
                {
                  title: 'Ford Ranger',
                  text: 'XL, XLT, Wildtrak, Platinum och Raptor – diesel, V6 eller laddhybrid.',
                  image: {
                    kind: 'car',
                    colour: '#C56A1B',
                    model: 'Ford Ranger Wildtrak',
                    alt: 'Orange Ford Ranger Wildtrak',
                  },
                  link: { label: 'Läs om Ranger', url: '/modeller/ranger' },
                },
                {
                  title: 'Ford F-150',
                  text: 'XLT, Lariat och Platinum med 5,0-liters V8 och tio stegs automatlåda.',
                  image: { kind: 'car', colour: '#1E2226', model: 'Ford F-150', alt: 'Svart Ford F-150' },
                  link: { label: 'Läs om F-150', url: '/modeller/f-150' },
                },
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Snabbval',
              items: [
                { label: 'Ranger i lager', url: '/modeller?car_model=Ranger', hasIcon: true },
                { label: 'F-150 i lager', url: '/modeller?car_model=F-150', hasIcon: true },
                { label: 'Laddhybrider', url: '/modeller?car_fuel=Laddhybrid', hasIcon: true },
              ],
            },
            {
              blockType: 'splitHover',
              items: [
                {
                  title: 'Ford Ranger',
                  text: 'Arbetsbilen som klarar allt – 3,5 ton dragvikt och över ett ton last.',
                  button: { label: 'Upptäck Ranger', url: '/modeller/ranger' },
                  image: { kind: 'car', colour: 'orange', model: 'Ford Ranger', alt: 'Orange Ford Ranger från sidan' },
                },
                {
                  title: 'Ford F-150',
                  text: 'Amerikas mest sålda pickup, nu hos svenska återförsäljare.',
                  button: { label: 'Upptäck F-150', url: '/modeller/f-150' },
                  image: { kind: 'car', colour: 'black', model: 'Ford F-150', alt: 'Svart Ford F-150 från sidan' },
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/modeller/ranger',
      itemId: '{F81D2D3F-7789-42C6-92CF-DD4756613BCD}',
      content: {
        sv: {
          title: 'Ford Ranger',
          navTitle: 'Ranger',
          metaTitle: 'Ford Ranger – pickup med 3,5 tons dragvikt',
          metaDescription:
            'Ford Ranger finns som diesel, V6 och laddhybrid med 3,5 tons dragvikt och fyrhjulsdrift. Se utrustningsnivåer och hitta en återförsäljare nära dig.',
          main: [
            {
              blockType: 'hero',
              title: 'Ford Ranger',
              text: 'Tuff nog för byggarbetsplatsen, bekväm nog för semesterresan. Nu även som laddhybrid med eldrift till jobbet.',
              image: {
                kind: 'hero',
                key: 'pickup-se-ranger',
                alt: 'En orange Ford Ranger Wildtrak med last på flaket',
                hue: 28,
              },
              link: { label: 'Boka provkörning', url: '/hitta-aterforsaljare' },
            },
            {
              blockType: 'cards',
              heading: 'Välj version',
              items: [
                {
                  title: 'Ranger XLT',
                  text: 'Arbetshästen: dubbelhytt, 2,0 diesel och fyrhjulsdrift. Avdragsgill moms för företag.',
                  image: { kind: 'car', colour: '#F4F4F2', model: 'Ford Ranger XLT', alt: 'Vit Ford Ranger XLT' },
                },
                {
                  title: 'Ranger Wildtrak',
                  text: 'V6-diesel, skinnklädsel och 12-tums skärm. Den populäraste versionen i Sverige.',
                  image: {
                    kind: 'car',
                    colour: '#C56A1B',
                    model: 'Ford Ranger Wildtrak',
                    alt: 'Orange Ford Ranger Wildtrak',
                  },
                },
                {
                  title: 'Ranger PHEV',
                  text: 'Laddhybrid med cirka 4,5 mil eldrift, 3,5 tons dragvikt och 230-voltsuttag på flaket.',
                  image: { kind: 'car', colour: '#4A4F55', model: 'Ford Ranger PHEV', alt: 'Mörkgrå Ford Ranger PHEV' },
                },
                {
                  title: 'Ranger Raptor',
                  text: 'Fox-stötdämpare och 292 hk bensin-V6 – byggd för terrängen.',
                  image: { kind: 'car', colour: '#2F5D8A', model: 'Ford Ranger Raptor', alt: 'Blå Ford Ranger Raptor' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Inredd för ditt jobb',
              paragraphs: [
                'Våra återförsäljare hjälper dig med flakkåpa, lastrullar, verktygsinredning, extraljus och dragkrok redan vid leveransen. Som företag kan du registrera Ranger som lätt lastbil och dra av momsen.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Ranger i lager', url: '/modeller?car_model=Ranger', hasIcon: true },
                { label: 'Jämför med F-150', url: '/modeller/f-150', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/modeller/f-150',
      itemId: '{B117A354-0E90-4EAC-9F80-4AD8386C9B25}',
      content: {
        sv: {
          title: 'Ford F-150',
          navTitle: 'F-150',
          metaTitle: 'Ford F-150 – den amerikanska fullsize-pickupen',
          metaDescription:
            'Ford F-150 med 5,0-liters V8 och tio stegs automat – nu hos svenska återförsäljare. Se utrustningsnivåer och registrering och boka en provkörning.',
          main: [
            {
              blockType: 'hero',
              title: 'Ford F-150',
              text: 'USA:s mest sålda pickup i över fyrtio år. Stor hytt, stark V8 och utrustning som i en lyxbil.',
              image: {
                kind: 'hero',
                key: 'pickup-se-f150',
                alt: 'En mörkröd Ford F-150 på en skogsväg i höstfärger',
                hue: 5,
              },
              link: { label: 'Hitta F-150-återförsäljare', url: '/hitta-aterforsaljare' },
            },
            {
              blockType: 'cards',
              heading: 'Utrustningsnivåer',
              items: [
                {
                  title: 'F-150 XLT',
                  text: 'SuperCrew-hytt, 5,0 V8 och fyrhjulsdrift. Rejäl och rak.',
                  image: {
                    kind: 'car',
                    colour: '#B9BEC4',
                    model: 'Ford F-150 XLT',
                    alt: 'Silverfärgad Ford F-150 XLT',
                  },
                },
                {
                  title: 'F-150 Lariat',
                  text: 'Skinnklädsel, ventilerade säten och B&O-ljud.',
                  image: {
                    kind: 'car',
                    colour: '#8B1E24',
                    model: 'Ford F-150 Lariat',
                    alt: 'Mörkröd Ford F-150 Lariat',
                  },
                },
                {
                  title: 'F-150 Platinum',
                  text: 'Toppversionen med massagestolar, panoramatak och Pro Power Onboard.',
                  image: {
                    kind: 'car',
                    colour: '#1E2226',
                    model: 'Ford F-150 Platinum',
                    alt: 'Svart Ford F-150 Platinum',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Registrering och körkort',
              paragraphs: [
                'F-150 importeras och anpassas för svenska regler, med EU-godkända lampor och registrering som personbil eller lätt lastbil. Din återförsäljare går igenom vad som passar dig och hjälper dig med registreringsbesiktningen.',
                'Tänk på att en tung släpvagn kan kräva utökad behörighet, B96 eller BE. Vi berättar gärna mer när du provkör.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'F-150 i lager', url: '/modeller?car_model=F-150', hasIcon: true },
                { label: 'Jämför med Ranger', url: '/modeller/ranger', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt',
      itemId: '{08A44AC8-9EBB-4E32-8801-2C49EC221668}',
      content: {
        sv: {
          title: 'Kontakt',
          metaTitle: 'Kontakta Pickup Center',
          metaDescription:
            'Frågor om Ford Ranger, F-150, inredning eller registrering? Kontakta Pickup Center via telefon eller e-post, eller vänd dig direkt till närmaste handlare.',
          main: [
            {
              blockType: 'hero',
              title: 'Prata pickup med oss',
              text: 'Vi hjälper dig att hitta rätt modell, rätt utrustning och rätt återförsäljare.',
              image: {
                kind: 'hero',
                key: 'pickup-se-kontakt',
                alt: 'En säljare och en kund vid flaket på en pickup',
                hue: 35,
              },
            },
            {
              blockType: 'cards',
              heading: 'Kontaktuppgifter',
              items: [
                { title: 'Telefon', text: '08-465 004 90, vardagar kl. 08.00–17.00.' },
                { title: 'E-post', text: 'info@pickupcenter.se – vi svarar inom en arbetsdag.' },
                {
                  title: 'Återförsäljare',
                  text: 'Provkörning, offert och service bokar du direkt hos din återförsäljare.',
                  link: { label: 'Hitta återförsäljare', url: '/hitta-aterforsaljare' },
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Ford Ranger', url: '/modeller/ranger', hasIcon: true },
                { label: 'Ford F-150', url: '/modeller/f-150', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
  ],
}
