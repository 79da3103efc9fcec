import type { SeedSite } from '../seed-types'

/**
 * smart Sverige (smart-sverige.se) – a single-brand store. Swedish only, smart theme.
 * The car list is /kop-bil and the dealer locator /hitta-oss (see settings.ts); the other
 * paths are the targets of the Swedish brand-store redirects (varfor-smart -> /bilagande,
 * om-oss -> /om-smart, ...).
 */
export const site: SeedSite = {
  name: 'brand-se',
  pages: [
    {
      path: '/',
      itemId: '{A1F3D86C-D734-4275-B4D0-D4D10264C03B}',
      content: {
        sv: {
          title: 'smart Sverige – helt eldrivna bilar',
          navTitle: 'Start',
          metaTitle: 'Eldrivna smart #1, #3 och #5',
          metaDescription:
            'Upptäck smart #1, #3 och #5 – helt eldrivna bilar med snabbladdning och premiumkänsla. Boka provkörning hos smart Sverige i Stockholm, Göteborg eller Malmö.',
          header: [
            {
              blockType: 'megaMenu',
              logo: { kind: 'logo', brand: 'smart', alt: 'smart Sverige' },
              items: [
                {
                  title: 'Modeller',
                  url: '/vara-bilmarken',
                  topSelected: true,
                  children: [
                    {
                      title: 'smart #1',
                      url: '/kop-bil?car_model=%231',
                      image: { kind: 'car', colour: '#D3D6D2', model: 'smart #1', alt: 'Ljusgrå smart #1' },
                      children: [
                        { title: 'smart #1 Pro+', url: '/kop-bil?car_model=%231&car_trim_package=Pro%2B' },
                        { title: 'smart #1 Premium', url: '/kop-bil?car_model=%231&car_trim_package=Premium' },
                        { title: 'smart #1 BRABUS', url: '/kop-bil?car_model=%231&car_trim_package=BRABUS' },
                      ],
                    },
                    {
                      title: 'smart #3',
                      url: '/kop-bil?car_model=%233',
                      image: { kind: 'car', colour: '#233140', model: 'smart #3', alt: 'Mörkblå smart #3' },
                      children: [
                        { title: 'smart #3 Pro+', url: '/kop-bil?car_model=%233&car_trim_package=Pro%2B' },
                        { title: 'smart #3 Premium', url: '/kop-bil?car_model=%233&car_trim_package=Premium' },
                        { title: 'smart #3 BRABUS', url: '/kop-bil?car_model=%233&car_trim_package=BRABUS' },
                      ],
                    },
                    {
                      title: 'smart #5',
                      url: '/kop-bil?car_model=%235',
                      image: { kind: 'car', colour: '#8C9A6E', model: 'smart #5', alt: 'Olivgrön smart #5' },
                      children: [
                        { title: 'smart #5 Pro+', url: '/kop-bil?car_model=%235&car_trim_package=Pro%2B' },
                        { title: 'smart #5 Premium', url: '/kop-bil?car_model=%235&car_trim_package=Premium' },
                        { title: 'smart #5 BRABUS', url: '/kop-bil?car_model=%235&car_trim_package=BRABUS' },
                      ],
                    },
                    {
                      title: 'BRABUS – de kraftfullaste',
                      url: '/kop-bil?car_trim_package=BRABUS',
                      image: { kind: 'car', colour: 'red', model: 'smart #3 BRABUS', alt: 'Röd smart #3 BRABUS' },
                    },
                    {
                      title: 'Jämför modellerna',
                      url: '/vara-bilmarken',
                      image: {
                        kind: 'hero',
                        key: 'brand-se-modeller',
                        alt: 'smart #1, #3 och #5 uppställda bredvid varandra i en studio',
                        hue: 180,
                      },
                    },
                  ],
                },
                {
                  title: 'Köp bil',
                  url: '/kop-bil',
                  children: [
                    {
                      title: 'Nya bilar i lager',
                      url: '/kop-bil?car_is_used=false',
                      image: { kind: 'car', colour: 'white', model: 'smart #1', alt: 'Vit smart #1 från sidan' },
                      children: [
                        {
                          title: 'I Stockholm',
                          url: '/kop-bil?car_is_used=false&car_site_region=Stockholms%20l%C3%A4n',
                        },
                        {
                          title: 'I Göteborg',
                          url: '/kop-bil?car_is_used=false&car_site_region=V%C3%A4stra%20G%C3%B6talands%20l%C3%A4n',
                        },
                        { title: 'I Malmö', url: '/kop-bil?car_is_used=false&car_site_region=Sk%C3%A5ne%20l%C3%A4n' },
                      ],
                    },
                    {
                      title: 'Begagnade smart',
                      url: '/kop-bil?car_is_used=true',
                      image: {
                        kind: 'hero',
                        key: 'brand-se-carousel-1',
                        alt: 'En vit smart #1 på en stadsgata i kvällsljus',
                        hue: 210,
                      },
                    },
                    {
                      title: 'Demobilar',
                      url: '/kop-bil?car_is_sample=true',
                      image: {
                        kind: 'hero',
                        key: 'brand-se-carousel-2',
                        alt: 'En röd smart #3 på en kurvig landsväg',
                        hue: 0,
                      },
                    },
                    {
                      title: 'Sälj eller byt in din bil',
                      url: '/salj-din-bil',
                      image: {
                        kind: 'hero',
                        key: 'brand-se-salj',
                        alt: 'En bilnyckel som lämnas över vid en disk',
                        hue: 40,
                      },
                    },
                    // The winter campaign is over; editors keep the entry for next season.
                    { title: 'Vinterhjul på köpet', url: '/kop-bil?car_is_used=false', hideInNavigation: true },
                  ],
                },
                {
                  title: 'Äga en smart',
                  url: '/bilagande',
                  children: [
                    {
                      title: 'Ladda hemma och på vägen',
                      url: '/bilagande',
                      image: {
                        kind: 'hero',
                        key: 'brand-se-carousel-3',
                        alt: 'En smart laddas vid en laddbox i ett garage',
                        hue: 60,
                      },
                    },
                    {
                      title: 'Service och verkstad',
                      url: '/hitta-oss',
                      image: {
                        kind: 'hero',
                        key: 'brand-se-hitta-oss',
                        alt: 'En smart-butik med stora glasfönster i stadsmiljö',
                        hue: 200,
                      },
                    },
                    {
                      title: 'Garantier och vägassistans',
                      url: '/bilagande',
                      image: {
                        kind: 'hero',
                        key: 'brand-se-bilagande',
                        alt: 'En smart #1 laddar på en uppfart en sommarkväll',
                        hue: 120,
                      },
                    },
                  ],
                },
                { title: 'Hitta oss', url: '/hitta-oss' },
                {
                  title: 'Om smart',
                  url: '/om-smart',
                  children: [
                    { title: 'Märkets historia', url: '/om-smart' },
                    { title: 'Kontakta oss', url: '/kontakt' },
                  ],
                },
                { title: 'Boka provkörning', url: '/hitta-oss', type: 'CTAButton', buttonType: 'primary' },
              ],
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Nya smart #5. Större än du tror.',
              text: 'Vår största smart hittills: plats för fem, 630 liter bagage och laddning från 10 till 80 procent på under 20 minuter.',
              image: {
                kind: 'hero',
                key: 'brand-se-home',
                alt: 'En olivgrön smart #5 vid en fjällsjö i morgonljus',
                hue: 95,
              },
              link: { label: 'Boka provkörning', url: '/hitta-oss' },
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Veckans bil',
              text: 'Veckans utvalda smart står klara för leverans och har extra förmånliga villkor.',
            },
            {
              blockType: 'heroCarousel',
              contentPlacementX: 'left',
              contentPlacementY: 'bottom',
              height: 'medium',
              hasMediaButtons: true,
              autoplay: true,
              items: [
                {
                  title: 'smart #1 – kompakt och helt eldriven',
                  text: 'Upp till 440 km räckvidd och 22 kW laddning ombord. Nu med vinterhjul på köpet.',
                  textColor: 'white',
                  button: { label: 'Se smart #1 i lager', url: '/kop-bil?car_model=%231' },
                  buttonType: 'primary',
                  image: {
                    kind: 'hero',
                    key: 'brand-se-carousel-1',
                    alt: 'En vit smart #1 på en stadsgata i kvällsljus',
                    hue: 210,
                  },
                  subTitle: 'Boka en provkörning nära dig',
                  subTitleLink: { label: 'Hitta närmaste butik', url: '/hitta-oss' },
                },
                {
                  title: 'smart #3 – coupé-SUV med sportig själ',
                  text: '0–100 km/h på 3,7 sekunder i BRABUS-utförande och panoramatak som standard.',
                  textColor: 'white',
                  button: { label: 'Se smart #3 i lager', url: '/kop-bil?car_model=%233' },
                  buttonType: 'secondary',
                  image: {
                    kind: 'hero',
                    key: 'brand-se-carousel-2',
                    alt: 'En röd smart #3 på en kurvig landsväg',
                    hue: 0,
                  },
                },
                {
                  title: 'Ladda hemma och på resan',
                  text: 'Vi hjälper dig med laddbox, laddkort och serviceavtal – allt på ett ställe.',
                  textColor: 'dark',
                  textShadow: false,
                  button: { label: 'Läs om bilägande', url: '/bilagande' },
                  buttonType: 'outline',
                  image: {
                    kind: 'hero',
                    key: 'brand-se-carousel-3',
                    alt: 'En smart laddas vid en laddbox i ett garage',
                    hue: 60,
                  },
                },
              ],
            },
            {
              blockType: 'cards',
              heading: 'Hitta din smart',
              items: [
                {
                  title: 'smart #1',
                  text: 'Kompakt utanpå, rymlig inuti. Upp till 44 mil räckvidd enligt WLTP.',
                  image: { kind: 'car', colour: '#D3D6D2', model: 'smart #1', alt: 'Ljusgrå smart #1' },
                  link: { label: 'Se smart #1 i lager', url: '/kop-bil?car_model=%231' },
                },
                {
                  title: 'smart #3',
                  text: 'Coupé-SUV med sportig siluett och 150 kW snabbladdning.',
                  image: { kind: 'car', colour: '#233140', model: 'smart #3', alt: 'Mörkblå smart #3' },
                  link: { label: 'Se smart #3 i lager', url: '/kop-bil?car_model=%233' },
                },
                {
                  title: 'smart #5',
                  text: 'Fyrhjulsdrift, stort bagageutrymme och räckvidd för långresan.',
                  image: { kind: 'car', colour: '#8C9A6E', model: 'smart #5', alt: 'Olivgrön smart #5' },
                  link: { label: 'Se smart #5 i lager', url: '/kop-bil?car_model=%235' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Köp din smart där du vill',
              paragraphs: [
                'Konfigurera din smart på nätet, provkör i en av våra butiker eller låt oss komma hem till dig med en provkörningsbil. Priset är detsamma oavsett var du köper, och våra produktspecialister hjälper dig hela vägen från första frågan till leverans.',
                'Alla nya smart levereras med fem års nybilsgaranti, åtta års batterigaranti och vägassistans i hela Europa.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Genvägar',
              items: [
                { label: 'Bilar i lager', url: '/kop-bil', hasIcon: true },
                { label: 'Ladda och äga en smart', url: '/bilagande', hasIcon: true },
                { label: 'Värdera din nuvarande bil', url: '/salj-din-bil', hasIcon: true },
                { label: 'Hitta närmaste smart-butik', url: '/hitta-oss', hasIcon: true },
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
                    { label: 'Modeller', url: '/vara-bilmarken' },
                    { label: 'Bilar i lager', url: '/kop-bil' },
                    { label: 'Sälj din bil', url: '/salj-din-bil' },
                  ],
                },
                {
                  title: 'Äga en smart',
                  links: [
                    { label: 'Bilägande', url: '/bilagande' },
                    { label: 'Service och verkstad', url: '/hitta-oss' },
                  ],
                },
                {
                  title: 'smart Sverige',
                  links: [
                    { label: 'Om smart', url: '/om-smart' },
                    { label: 'Hitta oss', url: '/hitta-oss' },
                    { label: 'Kontakt', url: '/kontakt' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Kundservice',
                text: 'Ring 08-465 004 60 eller mejla kundservice@smart-sverige.se. Vardagar kl. 09.00–17.00. smart Sverige drivs i samarbete med Hedin Automotive.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/bilagande',
      itemId: '{EB1DF3A9-9552-4142-A44D-4DC00C7BDC1D}',
      content: {
        sv: {
          title: 'Att äga en smart',
          navTitle: 'Bilägande',
          metaTitle: 'Bilägande – laddning, service och garanti',
          metaDescription:
            'Allt om att äga en smart: laddning hemma och på vägen, service, garantier och smart-appen. Vi tar hand om din bil så att du kan fokusera på att köra.',
          main: [
            {
              blockType: 'hero',
              title: 'Enkelt att äga, roligt att köra',
              text: 'Från första laddningen till femte servicen – här är allt du behöver veta om livet med en smart.',
              image: {
                kind: 'hero',
                key: 'brand-se-bilagande',
                alt: 'En smart #1 laddar på en uppfart en sommarkväll',
                hue: 120,
              },
            },
            {
              blockType: 'cards',
              heading: 'Det här ingår',
              items: [
                { title: 'Fem års nybilsgaranti', text: 'Gäller i fem år eller 150 000 km, det som inträffar först.' },
                { title: 'Åtta års batterigaranti', text: 'Högvoltsbatteriet garanteras i åtta år eller 160 000 km.' },
                { title: 'Vägassistans', text: 'Hjälp dygnet runt i hela Europa, även om batteriet tar slut.' },
                {
                  title: 'Uppdateringar över nätet',
                  text: 'Bilen får nya funktioner och förbättringar trådlöst – utan verkstadsbesök.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Ladda hemma och på vägen',
              paragraphs: [
                'De flesta laddar sin smart hemma över natten. Med en 11 kW-laddbox laddas smart #1 från nästan tomt till fullt på cirka sju timmar. Vi hjälper dig att beställa laddbox med installation och grön teknik-avdrag.',
                'På långresan laddar du med upp till 150 kW vid snabbladdare. Bilens navigation planerar laddstoppen åt dig och förvärmer batteriet så att laddningen går så snabbt som möjligt, även en kall vinterdag.',
              ],
            },
            {
              blockType: 'content',
              heading: 'Service',
              paragraphs: [
                'Din smart påminner dig själv när det är dags för service, och du bokar enklast i smart-appen, och vi kan hämta och lämna bilen hemma hos dig inom våra serviceområden i Stockholm, Göteborg och Malmö.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/vara-bilmarken',
      itemId: '{E30CBBA0-6191-498C-AA06-526BB699E8C5}',
      content: {
        sv: {
          title: 'smart-modellerna',
          navTitle: 'Modeller',
          metaTitle: 'Våra bilar – smart #1, #3 och #5',
          metaDescription:
            'Jämför smart #1, smart #3 och smart #5. Se räckvidd, laddtid och utrustning för alla modeller och versioner, från Pro+ till den kraftfulla BRABUS.',
          main: [
            {
              blockType: 'hero',
              title: 'Tre modeller. Ett elektriskt DNA.',
              text: 'Alla smart är helt eldrivna och byggda på samma avancerade plattform. Välj storleken som passar ditt liv.',
              image: {
                kind: 'hero',
                key: 'brand-se-modeller',
                alt: 'smart #1, #3 och #5 uppställda bredvid varandra i en studio',
                hue: 180,
              },
            },
            {
              blockType: 'cards',
              heading: 'Modellerna',
              items: [
                {
                  title: 'smart #1',
                  text: 'Fyra meter lång med skjutbart baksäte och stort panoramatak. Finns som Pro+, Premium och BRABUS med 428 hk.',
                  image: { kind: 'car', colour: '#D3D6D2', model: 'smart #1', alt: 'Ljusgrå smart #1' },
                  link: { label: 'Se smart #1 i lager', url: '/kop-bil?car_model=%231' },
                },
                {
                  title: 'smart #3',
                  text: 'Lägre och sportigare, med upp till 45 mil räckvidd och panoramatak med halo-belysning.',
                  image: { kind: 'car', colour: '#233140', model: 'smart #3', alt: 'Mörkblå smart #3' },
                  link: { label: 'Se smart #3 i lager', url: '/kop-bil?car_model=%233' },
                },
                {
                  title: 'smart #5',
                  text: 'Rymlig SUV med 800-voltssystem, fyrhjulsdrift och upp till 59 mil räckvidd.',
                  image: { kind: 'car', colour: '#8C9A6E', model: 'smart #5', alt: 'Olivgrön smart #5' },
                  link: { label: 'Se smart #5 i lager', url: '/kop-bil?car_model=%235' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Ett märke med två föräldrar',
              paragraphs: [
                'smart utvecklas i dag av Mercedes-Benz och Geely tillsammans. Designen kommer från Mercedes-Benz designstudio, tekniken från Geelys elbilsplattform. Resultatet är bilar med premiumkänsla till ett pris som fler har råd med.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/hitta-oss',
      itemId: '{FDE43A0F-E7EF-4B15-ADE8-0FFCFD928DFD}',
      content: {
        sv: {
          title: 'Hitta oss',
          metaTitle: 'Hitta närmaste smart-butik och verkstad',
          metaDescription:
            'Hitta närmaste smart-butik och auktoriserade smart-verkstad i Sverige. Se adresser och öppettider och boka en provkörning av smart #1, #3 eller #5.',
          main: [
            {
              blockType: 'hero',
              title: 'Välkommen till oss',
              text: 'Provkör, ställ frågor eller lämna in bilen på service. Här hittar du våra butiker och verkstäder.',
              image: {
                kind: 'hero',
                key: 'brand-se-hitta-oss',
                alt: 'En smart-butik med stora glasfönster i stadsmiljö',
                hue: 200,
              },
            },
            {
              blockType: 'cards',
              heading: 'Våra butiker',
              items: [
                {
                  title: 'smart Stockholm',
                  text: 'Bromma. Butik vardagar 10–18, lördag 11–15. Verkstad vardagar 07–17.',
                  link: { label: 'Bilar i Stockholm', url: '/kop-bil?car_site_region=Stockholms%20l%C3%A4n' },
                },
                {
                  title: 'smart Göteborg',
                  text: 'Mölndal. Butik vardagar 10–18, lördag 11–15. Verkstad vardagar 07–16.',
                  link: {
                    label: 'Bilar i Göteborg',
                    url: '/kop-bil?car_site_region=V%C3%A4stra%20G%C3%B6talands%20l%C3%A4n',
                  },
                },
                {
                  title: 'smart Malmö',
                  text: 'Bulltofta. Butik vardagar 10–18, lördag 11–14. Verkstad vardagar 07–16.',
                  link: { label: 'Bilar i Malmö', url: '/kop-bil?car_site_region=Sk%C3%A5ne%20l%C3%A4n' },
                },
                {
                  title: 'smart Uppsala',
                  text: 'Boländerna. Butik vardagar 10–18. Verkstad vardagar 07–16.',
                  link: { label: 'Se alla bilar i lager', url: '/kop-bil' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Provkörning hemma hos dig',
              paragraphs: [
                'Bor du långt från en butik? Inom cirka fem mil från våra butiker kan vi komma hem till dig med en provkörningsbil. Boka en tid via kundservice, så bjuder vi på en timme bakom ratten – utan att du behöver lämna uppfarten.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-smart',
      itemId: '{977BC3C4-9C2B-4EF6-B435-41B64DF5DFB1}',
      content: {
        sv: {
          title: 'Om smart',
          metaTitle: 'Om smart och smart Sverige',
          metaDescription:
            'smart har gått från tvåsitsig stadsbil till en familj av eldrivna SUV:ar. Läs om märkets historia och om smart Sverige, som drivs med Hedin Automotive.',
          main: [
            {
              blockType: 'hero',
              title: 'Från stadsbil till elbilsfamilj',
              text: 'Sedan 1998 har smart utmanat idén om vad en bil ska vara. I dag är alla våra bilar helt eldrivna.',
              image: {
                kind: 'hero',
                key: 'brand-se-om-smart',
                alt: 'En klassisk smart fortwo bredvid en ny smart #1',
                hue: 300,
              },
            },
            {
              blockType: 'content',
              heading: 'Vår historia',
              paragraphs: [
                'Den första smart fortwo rullade ut på Europas gator 1998 – en tvåsitsig bil som kunde parkeras på tvären. Den blev en ikon för smart stadstrafik och var tidigt ute med elektrisk drift.',
                'Sedan 2020 utvecklas smart av Mercedes-Benz och Geely tillsammans. Med smart #1 tog märket steget upp till en rymligare kompakt-SUV, och med #3 och #5 har familjen vuxit till tre helt eldrivna modeller.',
              ],
            },
            {
              blockType: 'content',
              heading: 'smart Sverige',
              paragraphs: [
                'I Sverige säljs och servas smart av Hedin Automotive, med butiker och verkstäder i Stockholm, Göteborg, Malmö och Uppsala. Vi har samlat erfarenheten från en av Sveriges största bilhandlare och kombinerat den med smarts digitala köpupplevelse.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Se modellerna', url: '/vara-bilmarken', hasIcon: true },
                { label: 'Hitta oss', url: '/hitta-oss', hasIcon: true },
                { label: 'Kontakta oss', url: '/kontakt', hasIcon: true },
              ],
            },
            {
              blockType: 'blurb',
              title: 'smart #1 – stor på insidan',
              paragraphs: [
                'smart #1 är en helelektrisk kompakt-SUV med räckvidd för vardagen och plats för hela familjen. Provkör den hos oss och upplev skillnaden själv.',
              ],
              link: { label: 'Se bilar i lager', url: '/kop-bil' },
              reverse: true,
              useMediaAnimations: true,
              imageDesktop: { kind: 'car', colour: 'white', model: 'smart #1', alt: 'Vit smart #1 från sidan' },
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil',
      itemId: '{E155DEF6-7F3C-4B42-A552-8B9153B99DC7}',
      content: {
        sv: {
          title: 'Köp bil',
          metaTitle: 'smart i lager – nya bilar och demobilar',
          metaDescription:
            'Se alla smart i lager med snabb leverans. Filtrera på modell, version och färg, jämför månadskostnad för billån och privatleasing och boka provkörning.',
          main: [
            {
              blockType: 'carList',
              heading: 'smart i lager',
              condition: 'all',
            },
            {
              blockType: 'linkList',
              heading: 'Snabbval',
              items: [
                { label: 'smart #1', url: '/kop-bil?car_model=%231', hasIcon: true },
                { label: 'smart #3', url: '/kop-bil?car_model=%233', hasIcon: true },
                { label: 'smart #5', url: '/kop-bil?car_model=%235', hasIcon: true },
                { label: 'Begagnade smart', url: '/kop-bil?car_is_used=true', hasIcon: true },
              ],
            },
            {
              blockType: 'content',
              heading: 'Privatleasing, billån eller kontant',
              paragraphs: [
                'Privatleasa din smart med fast månadskostnad i 36 månader, eller köp den med billån och låg kontantinsats. Vid privatleasing kan service och vinterhjul ingå.',
                'Att låna kostar pengar! Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Har du en bil att byta in?',
              items: [{ label: 'Värdera din bil', url: '/salj-din-bil', hasIcon: true }],
            },
          ],
        },
      },
    },
    {
      path: '/salj-din-bil',
      itemId: '{1EDC503D-83FB-4E9D-A601-FC47FC97655D}',
      content: {
        sv: {
          title: 'Sälj din bil',
          metaTitle: 'Sälj eller byt in din bil',
          metaDescription:
            'Sälj din nuvarande bil eller byt in den mot en ny smart. Få ett kostnadsfritt bud inom ett dygn – vi löser restlånet och sköter hela ägarbytet åt dig.',
          main: [
            {
              blockType: 'hero',
              title: 'Byt in din bil mot en smart',
              text: 'Ange registreringsnummer och miltal, så får du ett bud inom ett dygn. Vi köper bilar av alla märken och årsmodeller.',
              image: { kind: 'hero', key: 'brand-se-salj', alt: 'En bilnyckel som lämnas över vid en disk', hue: 40 },
            },
            { blockType: 'sellCarForm' },
            {
              blockType: 'cards',
              heading: 'Tre steg till ditt bud',
              items: [
                {
                  title: 'Berätta om bilen',
                  text: 'Registreringsnummer, miltal och eventuella skador eller anmärkningar.',
                },
                { title: 'Få ditt bud', text: 'Vi återkommer med ett bud som gäller i sju dagar.' },
                { title: 'Lämna bilen', text: 'Lämna bilen när du hämtar din nya smart – eller när det passar dig.' },
              ],
            },
            {
              blockType: 'content',
              paragraphs: [
                'Värdet på din bil kan användas som kontantinsats vid billån eller dras av från priset när du köper kontant. Har bilen ett restlån betalar vi det direkt till banken.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt',
      itemId: '{32F8CC2C-E0D0-4FDE-BA98-3E02F148199E}',
      content: {
        sv: {
          title: 'Kontakt',
          metaTitle: 'Kontakta smart Sverige',
          metaDescription:
            'Kontakta smart Sveriges kundservice om provkörning, leverans, laddning eller service. Vi svarar på telefon och e-post vardagar kl. 09.00–17.00.',
          main: [
            {
              blockType: 'hero',
              title: 'Hur kan vi hjälpa dig?',
              text: 'Frågor om en ny bil, en leverans eller din smart-app? Vår kundservice finns här för dig.',
              image: {
                kind: 'hero',
                key: 'brand-se-kontakt',
                alt: 'En produktspecialist visar en smart för en kund',
                hue: 190,
              },
            },
            {
              blockType: 'cards',
              heading: 'Kontaktuppgifter',
              items: [
                { title: 'Telefon', text: '08-465 004 60, vardagar kl. 09.00–17.00.' },
                { title: 'E-post', text: 'kundservice@smart-sverige.se – vi svarar inom ett dygn på vardagar.' },
                {
                  title: 'Vägassistans',
                  text: 'Står du still med bilen? Ring numret i smart-appen eller på insidan av vindrutan – dygnet runt.',
                  link: { label: 'Läs om bilägande', url: '/bilagande' },
                },
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Du kanske letar efter',
              items: [
                { label: 'Våra butiker och verkstäder', url: '/hitta-oss', hasIcon: true },
                { label: 'Sälj eller byt in din bil', url: '/salj-din-bil', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
  ],
}
