import type { SeedSite } from '../seed-types'

/**
 * Hedin Charge (hedincharge.se) – a public EV charging network. Swedish only. The charging-point
 * locator map lives on /laddstationer (every path setting points there, see settings.ts).
 */
export const site: SeedSite = {
  name: 'charge-se',
  pages: [
    {
      path: '/',
      itemId: '{694135B3-E797-40B9-881A-56D196E142A8}',
      content: {
        sv: {
          title: 'Hedin Charge – snabbladdning för elbil i hela Sverige',
          navTitle: 'Start',
          metaTitle: 'Snabbladdning för elbil längs Sveriges vägar',
          metaDescription:
            'Ladda elbilen snabbt och enkelt hos Hedin Charge. Öppna laddstationer med upp till 300 kW längs E4, E6, E18 och E20 – betala med kort eller app.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Charge', alt: 'Hedin Charge' },
              sticky: false,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Ladda på vägen – utan krångel',
              text: 'Snabbladdare med upp till 300 kW, öppna dygnet runt. Koppla in, blippa kortet och ta en kaffe medan bilen laddar.',
              image: {
                kind: 'hero',
                key: 'charge-se-home',
                alt: 'En elbil vid en upplyst snabbladdare en vinterkväll',
                hue: 150,
              },
              link: { label: 'Hitta närmaste laddstation', url: '/laddstationer' },
            },
            {
              blockType: 'cards',
              heading: 'Ladda som det passar dig',
              items: [
                {
                  title: 'Snabbladdning på vägen',
                  text: 'CCS2-laddare med 150–300 kW vid våra stationer längs de stora stråken.',
                  link: { label: 'Se laddstationer', url: '/laddstationer' },
                },
                {
                  title: 'Laddbox hemma',
                  text: 'Ladda billigast över natten med en laddbox som vi installerar åt dig.',
                  link: { label: 'Ladda hemma', url: '/ladda-hemma' },
                },
                {
                  title: 'Laddning på jobbet',
                  text: 'Laddplatser för anställda, besökare och fordonsflotta – med debitering som sköter sig själv.',
                  link: { label: 'Laddning för företag', url: '/foretag' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Öppet för alla elbilar',
              paragraphs: [
                'Du behöver varken medlemskap eller app för att ladda hos oss. Betala direkt med betal- eller kreditkort på laddaren, eller ladda med appen eller laddbrickan från de flesta stora laddoperatörer.',
                'Våra stationer ligger vid Hedin Automotives anläggningar och vid utvalda rastplatser, med toaletter, kaffe och belysning. Alla laddare övervakas dygnet runt och vår support svarar alla dagar om något krånglar.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Populärt just nu',
              items: [
                { label: 'Laddstationer längs E4 och E6', url: '/laddstationer', hasIcon: true },
                { label: 'Aktuella laddpriser', url: '/priser', hasIcon: true },
                { label: 'Support vid laddning', url: '/kontakt', hasIcon: true },
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Ladda',
                  links: [
                    { label: 'Hitta laddstation', url: '/laddstationer' },
                    { label: 'Priser', url: '/priser' },
                    { label: 'Ladda hemma', url: '/ladda-hemma' },
                  ],
                },
                {
                  title: 'För företag',
                  links: [
                    { label: 'Laddlösningar', url: '/foretag' },
                    { label: 'Bli värd för en laddstation', url: '/foretag' },
                  ],
                },
                {
                  title: 'Hedin Charge',
                  links: [
                    { label: 'Om oss', url: '/om-oss' },
                    { label: 'Kontakt och support', url: '/kontakt' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Laddsupport dygnet runt',
                text: 'Problem vid laddaren? Ring 08-465 004 80 – vi svarar alla dagar, dygnet runt. Övriga frågor: kundservice@hedincharge.se.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/laddstationer',
      itemId: '{FBA2F973-BC79-4855-98DF-12233F7725FB}',
      content: {
        sv: {
          title: 'Hitta laddstation',
          navTitle: 'Laddstationer',
          metaTitle: 'Laddstationer för elbil – karta',
          metaDescription:
            'Hitta Hedin Charges laddstationer på kartan. Se antal laddare, effekt och kontakttyp på varje station och få vägbeskrivning till närmaste snabbladdare.',
          main: [
            {
              blockType: 'hero',
              title: 'Hitta din närmaste laddstation',
              text: 'Sök på ort eller adress, eller tryck på Nära mig. På kartan ser du hur många laddare varje station har och vilken effekt de ger.',
              image: {
                kind: 'hero',
                key: 'charge-se-laddstationer',
                alt: 'Flera snabbladdare på rad vid en rastplats',
                hue: 165,
              },
            },
            { blockType: 'locator', type: 'ChargingPoint', emptyText: 'Inga laddstationer hittades', unit: 'km' },
            {
              blockType: 'cards',
              heading: 'Utvalda stationer',
              items: [
                {
                  title: 'Stockholm – Segeltorp',
                  text: '8 snabbladdare, 300 kW, CCS2. Vid E4/E20, öppet dygnet runt.',
                },
                {
                  title: 'Göteborg – Mölndal',
                  text: '6 snabbladdare, 150 kW, CCS2, och 4 normalladdare Typ 2. Nära E6.',
                },
                {
                  title: 'Uppsala – Boländerna',
                  text: '6 snabbladdare, 150 kW, CCS2. Café och toalett inom 100 meter.',
                },
                {
                  title: 'Jönköping – Ljungarum',
                  text: '10 snabbladdare, 300 kW, CCS2. Perfekt stopp mellan Stockholm och Göteborg.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Bra att veta',
              paragraphs: [
                'Alla snabbladdare har CCS2-kontakt, som passar nästan alla elbilar som säljs i Europa i dag. Normalladdarna har Typ 2-uttag – ta med din egen kabel.',
                'Visas en laddare som upptagen på kartan uppdateras statusen varje minut. Har du kört in med en laddhybrid, tänk på att flytta bilen när den är färdigladdad så att nästa förare kan ladda.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/ladda-hemma',
      itemId: '{76260F36-8585-4FF4-A3DD-8DE51354C0F2}',
      content: {
        sv: {
          title: 'Ladda hemma',
          metaTitle: 'Laddbox för villa och bostadsrättsförening',
          metaDescription:
            'Köp laddbox till villan eller laddplatser till bostadsrättsföreningen. Vi installerar, sköter grön teknik-avdraget och hjälper er styra laddningen smart.',
          main: [
            {
              blockType: 'hero',
              title: 'Billigast laddar du hemma',
              text: 'Nio av tio laddningar sker hemma. Med en laddbox och smart styrning laddar du när elen är som billigast.',
              image: {
                kind: 'hero',
                key: 'charge-se-ladda-hemma',
                alt: 'En vägghängd laddbox vid en villa med elbil på uppfarten',
                hue: 110,
              },
              link: { label: 'Be om offert', url: '/kontakt' },
            },
            {
              blockType: 'cards',
              heading: 'Våra hemmaladdningslösningar',
              items: [
                {
                  title: 'Laddbox för villa',
                  text: '11 kW med lastbalansering. Fast pris inklusive standardinstallation, efter grön teknik-avdrag.',
                },
                {
                  title: 'Bostadsrättsförening',
                  text: 'Laddplatser med debitering per kWh, så att bara de som laddar betalar.',
                },
                { title: 'Smart laddning', text: 'Appen laddar bilen de timmar då elpriset är lägst, automatiskt.' },
              ],
            },
            {
              blockType: 'content',
              heading: 'Grön teknik-avdrag',
              paragraphs: [
                'När du installerar en laddbox i ditt hem får du skattereduktion för grön teknik med 50 procent av kostnaden för arbete och material. Vi gör avdraget direkt på fakturan och sköter ansökan hos Skatteverket.',
                'Bostadsrättsföreningar kan i stället söka stöd för laddinfrastruktur. Vi hjälper styrelsen med underlag, kalkyl och ansökan.',
              ],
            },
            {
              blockType: 'accordion',
              heading: 'Frågor om laddbox hemma',
              items: [
                {
                  title: 'Kan jag få skattereduktion för laddboxen?',
                  paragraphs: [
                    'Ja. Som privatperson kan du få skattereduktion för grön teknik med 50 procent av kostnaden för material och arbete när du installerar en laddbox i din bostad.',
                  ],
                },
                {
                  title: 'Behöver jag byta huvudsäkring?',
                  paragraphs: [
                    'Oftast inte. Laddboxen har lastbalansering som sänker laddeffekten när huset använder mycket ström, så att huvudsäkringen inte löser ut.',
                  ],
                },
                {
                  title: 'Hur lång tid tar installationen?',
                  paragraphs: [
                    'En normal installation tar en arbetsdag. Vår elektriker kontaktar dig inom en vecka för att boka tid.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/foretag',
      itemId: '{8A6B2223-3B2E-4470-8BE4-D02193E92D44}',
      content: {
        sv: {
          title: 'Laddlösningar för företag',
          navTitle: 'Företag',
          metaTitle: 'Laddning för företag och fastighetsägare',
          metaDescription:
            'Laddplatser för anställda, kunder och fordonsflotta. Hedin Charge tar hand om installation, drift, betalning och support – ni får nöjda elbilsförare.',
          main: [
            {
              blockType: 'hero',
              title: 'Laddning som en del av er verksamhet',
              text: 'För fastighetsägare, handel, hotell och arbetsgivare. Vi tar helhetsansvar – från projektering till drift och kundsupport.',
              image: { kind: 'hero', key: 'charge-se-foretag', alt: 'Laddplatser framför en kontorsbyggnad', hue: 200 },
              link: { label: 'Kontakta vår företagssäljare', url: '/kontakt' },
            },
            {
              blockType: 'cards',
              heading: 'Så kan vi samarbeta',
              items: [
                {
                  title: 'Laddning för anställda',
                  text: 'Laddplatser på jobbet med rätt förmånsbeskattning och enkel hantering.',
                },
                {
                  title: 'Fordonsflotta',
                  text: 'Depåladdning och laddkort för tjänstebilar, med en samlad faktura per månad.',
                },
                {
                  title: 'Bli värd för en laddstation',
                  text: 'Vi bygger och driver snabbladdare på er tomt – ni får fler besökare och hyresintäkt.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Drift och support ingår',
              paragraphs: [
                'Alla laddare övervakas från vår driftcentral, och vid fel skickar vi tekniker – oftast inom ett dygn. Era användare når vår support dygnet runt, så att ni inte behöver ta några samtal.',
                'Ni väljer själva pris och vem som får ladda. Intäkterna redovisas månadsvis, och statistik över användning och energi finns i vår kundportal.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/priser',
      itemId: '{C69E4D94-1230-47F4-9123-4750934AA571}',
      content: {
        sv: {
          title: 'Priser',
          metaTitle: 'Laddpriser – snabbladdning och normalladdning',
          metaDescription:
            'Se Hedin Charges aktuella priser för snabbladdning och normalladdning. Du betalar per kWh utan startavgift eller abonnemang – med kort eller app.',
          main: [
            {
              blockType: 'hero',
              title: 'Enkla priser, ingen startavgift',
              text: 'Du betalar bara för den energi du laddar. Aktuellt pris visas alltid på laddarens skärm innan du startar.',
              image: {
                kind: 'hero',
                key: 'charge-se-priser',
                alt: 'En laddskärm som visar pris per kilowattimme',
                hue: 130,
              },
            },
            {
              blockType: 'cards',
              heading: 'Aktuella priser',
              items: [
                { title: 'Snabbladdning, 150–300 kW', text: '5,95 kr/kWh inklusive moms.' },
                { title: 'Normalladdning, upp till 22 kW', text: '3,50 kr/kWh inklusive moms.' },
                {
                  title: 'Tidsavgift',
                  text: '2 kr per minut för snabbladdning som pågår mer än 45 minuter efter att bilen är fulladdad.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Så betalar du',
              paragraphs: [
                'Blippa betal- eller kreditkortet på laddaren, skanna QR-koden med mobilen eller använd appen eller laddbrickan från din laddoperatör. Kvitto skickas till din e-post eller finns i appen.',
                'Priserna kan variera mellan stationer och justeras efter elpriset. Företagskunder med avtal får pris enligt avtal och en samlad månadsfaktura.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Företagsavtal', url: '/foretag', hasIcon: true },
                { label: 'Hitta laddstation', url: '/laddstationer', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-oss',
      itemId: '{8297C27F-EFFD-4858-B6A4-7489504DEC76}',
      content: {
        sv: {
          title: 'Om Hedin Charge',
          navTitle: 'Om oss',
          metaTitle: 'Om Hedin Charge',
          metaDescription:
            'Hedin Charge bygger ett öppet snabbladdningsnät för elbilar i Sverige, med förnybar el och stationer där förarna faktiskt vill stanna. Läs mer om oss.',
          main: [
            {
              blockType: 'hero',
              title: 'Vi gör det enkelt att köra el',
              text: 'Hedin Charge startades för att elbilsägare ska kunna resa genom hela Sverige utan att tänka på laddningen.',
              image: {
                kind: 'hero',
                key: 'charge-se-om-oss',
                alt: 'En laddstation vid en landsväg under norrsken',
                hue: 175,
              },
            },
            {
              blockType: 'content',
              heading: 'En del av Hedin Automotive',
              paragraphs: [
                'Hedin Charge är en del av bilhandelskoncernen Hedin Automotive. Vi har sett elbilsförsäljningen växa snabbt – och förstått att laddinfrastrukturen behöver växa lika snabbt.',
                'Därför bygger vi snabbladdare vid våra egna anläggningar och på platser längs de stora vägarna, där det finns mat, kaffe och toaletter. All el vi säljer är förnybar och ursprungsmärkt.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Se våra laddstationer', url: '/laddstationer', hasIcon: true },
                { label: 'Samarbeta med oss', url: '/foretag', hasIcon: true },
                { label: 'Kontakta oss', url: '/kontakt', hasIcon: true },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Laddning där du redan är',
              paragraphs: [
                'Vi bygger laddstationer vid bilhallar, verkstäder och handelsplatser, så att du kan ladda medan du handlar, äter eller väntar på bilen.',
                'All el i våra laddare kommer från förnybara källor.',
              ],
              link: { label: 'Hitta laddstationer', url: '/laddstationer' },
              backgroundColor: 'black',
              imageDesktop: {
                kind: 'hero',
                key: 'charge-se-om-laddning',
                alt: 'En elbil som laddar vid en snabbladdare i skymningen',
                hue: 160,
              },
            },
          ],
        },
      },
    },
    {
      path: '/kontakt',
      itemId: '{A43A29BE-237F-47AD-8F58-D0177E6FB096}',
      content: {
        sv: {
          title: 'Kontakt och support',
          navTitle: 'Kontakt',
          metaTitle: 'Kontakta Hedin Charge',
          metaDescription:
            'Behöver du hjälp vid laddaren? Hedin Charges support svarar dygnet runt. Här hittar du även kontaktuppgifter för kvitton, företagsfrågor och press.',
          main: [
            {
              blockType: 'hero',
              title: 'Vi hjälper dig',
              text: 'Står du vid en laddare som inte startar? Ring vår support – vi kan ofta starta laddningen på distans.',
              image: {
                kind: 'hero',
                key: 'charge-se-kontakt',
                alt: 'En förare som pratar i telefon vid en laddstation',
                hue: 185,
              },
            },
            {
              blockType: 'cards',
              heading: 'Kontaktvägar',
              items: [
                {
                  title: 'Laddsupport',
                  text: '08-465 004 80, dygnet runt alla dagar. Ha stationens namn och laddarens nummer redo.',
                },
                { title: 'Kvitton och betalningar', text: 'kundservice@hedincharge.se – vi svarar inom en arbetsdag.' },
                {
                  title: 'Företag och fastighetsägare',
                  text: 'foretag@hedincharge.se eller 08-465 004 85, vardagar kl. 08.00–17.00.',
                  link: { label: 'Laddlösningar för företag', url: '/foretag' },
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Priser och betalning', url: '/priser', hasIcon: true },
                { label: 'Hitta laddstation', url: '/laddstationer', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
  ],
}
