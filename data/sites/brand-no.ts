import type { SeedSite } from '../seed-types'

/** Demo content for MINI Norge (mini-norge.no), a MINI brand store run by Hedin Automotive. Norwegian bokmål. */
export const site: SeedSite = {
  name: 'brand-no',
  pages: [
    {
      path: '/',
      itemId: '{9F1604B9-5F8C-41D1-8555-84D5D78E82D4}',
      content: {
        nb: {
          title: 'MINI Norge',
          navTitle: 'Hjem',
          metaTitle: 'Elektriske MINI-modeller i Oslo, Drammen og Bergen',
          metaDescription:
            'Opplev nye MINI Cooper, Aceman og Countryman hos MINI Norge i Oslo, Drammen og Bergen. Bestill prøvekjøring, se biler på lager og få et tilbud.',
          header: [
            {
              blockType: 'megaMenu',
              logo: { kind: 'logo', brand: 'MINI', alt: 'MINI Norge – til forsiden' },
              items: [
                {
                  title: 'Modeller',
                  url: '/kjop-bil',
                  topSelected: true,
                  children: [
                    {
                      title: 'MINI Cooper',
                      url: '/kjop-bil?car_model=Cooper',
                      image: { kind: 'car', colour: 'green', model: 'MINI Cooper E', alt: 'Grønn MINI Cooper E' },
                      children: [
                        { title: 'Cooper Essential', url: '/kjop-bil?car_model=Cooper&car_trim_package=Essential' },
                        { title: 'Cooper Classic', url: '/kjop-bil?car_model=Cooper&car_trim_package=Classic' },
                        { title: 'Cooper Favoured', url: '/kjop-bil?car_model=Cooper&car_trim_package=Favoured' },
                      ],
                    },
                    {
                      title: 'MINI Aceman',
                      url: '/kjop-bil?car_model=Aceman',
                      image: { kind: 'car', colour: 'yellow', model: 'MINI Aceman', alt: 'Gul MINI Aceman' },
                      children: [
                        { title: 'Aceman Classic', url: '/kjop-bil?car_model=Aceman&car_trim_package=Classic' },
                        { title: 'Aceman Favoured', url: '/kjop-bil?car_model=Aceman&car_trim_package=Favoured' },
                      ],
                    },
                    {
                      title: 'MINI Countryman',
                      url: '/kjop-bil?car_model=Countryman',
                      image: { kind: 'car', colour: 'gray', model: 'MINI Countryman', alt: 'Grå MINI Countryman' },
                      children: [
                        { title: 'Elektrisk Countryman', url: '/kjop-bil?car_model=Countryman&car_fuel=Elektrisk' },
                        { title: 'Countryman bensin', url: '/kjop-bil?car_model=Countryman&car_fuel=Bensin' },
                      ],
                    },
                    {
                      title: 'John Cooper Works',
                      url: '/kjop-bil?car_trim_package=JCW%20Trim',
                      image: { kind: 'car', colour: 'red', model: 'MINI Cooper SE', alt: 'Rød MINI Cooper SE' },
                    },
                    {
                      title: 'Brukte MINI',
                      url: '/kjop-bil?car_is_used=true',
                      image: {
                        kind: 'car',
                        colour: 'white',
                        model: 'MINI Countryman E',
                        alt: 'Hvit MINI Countryman E',
                      },
                    },
                  ],
                },
                {
                  title: 'Kjøp bil',
                  url: '/kjop-bil',
                  children: [
                    {
                      title: 'Alle biler på lager',
                      url: '/kjop-bil',
                      image: {
                        kind: 'hero',
                        key: 'mini-no-home',
                        alt: 'Grønn MINI Cooper E i bygate i Oslo',
                        hue: 140,
                      },
                    },
                    {
                      title: 'Elbiler på lager',
                      url: '/kjop-bil?car_fuel=Elektrisk',
                      image: {
                        kind: 'hero',
                        key: 'brand-no-carousel-1',
                        alt: 'En gul MINI Aceman ved fjorden',
                        hue: 50,
                      },
                    },
                    {
                      title: 'Lager nær deg',
                      children: [
                        { title: 'Oslo', url: '/kjop-bil?car_site_city=Oslo' },
                        { title: 'Bergen', url: '/kjop-bil?car_site_city=Bergen' },
                        { title: 'Stavanger', url: '/kjop-bil?car_site_city=Stavanger' },
                      ],
                    },
                    {
                      title: 'Våre bilmerker',
                      url: '/vare-bilmerker',
                      image: { kind: 'hero', key: 'mini-no-bilmerker', alt: 'MINI- og BMW-biler i showroom', hue: 200 },
                    },
                  ],
                },
                {
                  title: 'Bileierskap',
                  url: '/bileierskap',
                  children: [
                    { title: 'Service og verksted', url: '/bileierskap' },
                    { title: 'Dekkhotell og dekkskift', url: '/bileierskap' },
                    { title: 'Lading hjemme', url: '/bileierskap' },
                  ],
                },
                {
                  title: 'Om MINI',
                  url: '/om-mini',
                  children: [
                    { title: 'Historien om MINI', url: '/om-mini' },
                    { title: 'Om MINI Norge', url: '/om-mini/om-oss' },
                  ],
                },
                { title: 'Finn oss', url: '/finn-oss' },
                { title: 'Kontakt', url: '/kontakt' },
                { title: 'Bestill prøvekjøring', url: '/kontakt', type: 'CTAButton', buttonType: 'primary' },
              ],
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Big love. Helt elektrisk.',
              text: 'Nye MINI Cooper E er her – fra kr 319 900 og med inntil 305 km rekkevidde. Kom innom for en prøvetur.',
              image: { kind: 'hero', key: 'mini-no-home', alt: 'Grønn MINI Cooper E i bygate i Oslo', hue: 140 },
              link: { label: 'Se biler på lager', url: '/kjop-bil' },
              showSearch: true,
              searchPlaceholder: 'Søk etter modell, farge eller utstyr',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Ukens bil',
              text: 'Ukens utvalgte MINI står klare for levering og har ekstra gode betingelser.',
            },
            {
              blockType: 'heroCarousel',
              contentPlacementX: 'center',
              contentPlacementY: 'center',
              height: 'default',
              hasMediaButtons: true,
              autoplay: true,
              autoplayDelay: 6,
              items: [
                {
                  title: 'MINI Aceman – elektrisk crossover',
                  text: 'Fem dører, plass til fem og opptil 405 km rekkevidde. Prøvekjør den i dag.',
                  textColor: 'white',
                  button: { label: 'Se MINI Aceman', url: '/kjop-bil?car_model=Aceman' },
                  image: { kind: 'hero', key: 'brand-no-carousel-1', alt: 'En gul MINI Aceman ved fjorden', hue: 50 },
                },
                {
                  title: 'MINI Countryman SE ALL4',
                  text: 'Firehjulstrekk, 313 hk og 460 liter bagasjerom – klar for norsk vinter.',
                  textColor: 'white',
                  button: { label: 'Se MINI Countryman', url: '/kjop-bil?car_model=Countryman' },
                  buttonType: 'secondary',
                  image: {
                    kind: 'hero',
                    key: 'brand-no-carousel-2',
                    alt: 'En grå MINI Countryman på en snødekt fjellvei',
                    hue: 190,
                  },
                  subTitle: 'Besøk oss på Økern, Lierstranda eller Kokstad',
                  subTitleLink: { label: 'Finn oss', url: '/finn-oss' },
                },
                {
                  title: 'Service og dekkskift hos MINI',
                  text: 'Autorisert verksted med originaldeler og programvareoppdateringer.',
                  textColor: 'white',
                  button: { label: 'Om bileierskap', url: '/bileierskap' },
                  buttonType: 'outline',
                  image: {
                    kind: 'hero',
                    key: 'brand-no-carousel-3',
                    alt: 'En MINI på løftebukk i verkstedet',
                    hue: 280,
                  },
                },
              ],
            },
            {
              blockType: 'cards',
              heading: 'Finn din MINI',
              items: [
                {
                  title: 'MINI Cooper E',
                  text: 'Den ikoniske tredøreren – nå helelektrisk, med rundt OLED-display og go-kart-følelse.',
                  image: { kind: 'car', colour: 'green', model: 'MINI Cooper E', alt: 'Grønn MINI Cooper E' },
                  link: { label: 'Se MINI Cooper', url: '/kjop-bil?car_model=Cooper' },
                },
                {
                  title: 'MINI Aceman',
                  text: 'Elektrisk crossover med fem dører og plass til fem – like lekker som den er praktisk.',
                  image: { kind: 'car', colour: 'yellow', model: 'MINI Aceman', alt: 'Gul MINI Aceman' },
                  link: { label: 'Se MINI Aceman', url: '/kjop-bil?car_model=Aceman' },
                },
                {
                  title: 'MINI Countryman SE ALL4',
                  text: 'Største MINI noensinne – firehjulstrekk, 313 hk og 460 liter bagasjerom.',
                  image: { kind: 'car', colour: 'gray', model: 'MINI Countryman', alt: 'Grå MINI Countryman' },
                  link: { label: 'Se MINI Countryman', url: '/kjop-bil?car_model=Countryman' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Velkommen til MINI Norge',
              paragraphs: [
                'Hos oss får du prøvekjøre alle MINI-modellene, sette sammen din egen bil og få hjelp med finansiering og innbytte. Vi har butikker på Økern i Oslo, på Lierstranda i Drammen og på Kokstad i Bergen.',
                'Når bilen er din, tar vårt autoriserte MINI-verksted seg av service, dekkskift og programvareoppdateringer – så du kan bruke tiden på å kjøre.',
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
                    { label: 'MINI Cooper', url: '/kjop-bil?car_model=Cooper' },
                    { label: 'MINI Aceman', url: '/kjop-bil?car_model=Aceman' },
                    { label: 'MINI Countryman', url: '/kjop-bil?car_model=Countryman' },
                    { label: 'Alle biler på lager', url: '/kjop-bil' },
                  ],
                },
                {
                  title: 'Eierskap',
                  links: [
                    { label: 'Bileierskap og service', url: '/bileierskap' },
                    { label: 'Våre bilmerker', url: '/vare-bilmerker' },
                  ],
                },
                {
                  title: 'MINI Norge',
                  links: [
                    { label: 'Om MINI', url: '/om-mini' },
                    { label: 'Om oss', url: '/om-mini/om-oss' },
                    { label: 'Finn oss', url: '/finn-oss' },
                    { label: 'Kontakt', url: '/kontakt' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Kontakt oss',
                text: 'Kundeservice: 22 02 57 00 (hverdager 09–17). E-post: post@mini-norge.no. MINI Norge drives av Hedin Automotive Norge AS.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap',
      itemId: '{7BB378A3-80E0-4296-AB79-5D31949556D0}',
      content: {
        nb: {
          title: 'Bileierskap',
          metaTitle: 'Bileierskap – service, lading og avtaler',
          metaDescription:
            'Alt om å eie en MINI: service hos autorisert verksted, MINI Service Inclusive, lading hjemme og veihjelp. Bestill verkstedtime hos MINI Norge.',
          main: [
            {
              blockType: 'hero',
              title: 'Enkelt å eie en MINI',
              text: 'Service, lading og veihjelp – samlet hos oss, slik at du kan bruke tiden på å kjøre.',
              image: {
                kind: 'hero',
                key: 'mini-no-bileierskap',
                alt: 'MINI Cooper E lader i garasje med hjemmelader',
                hue: 120,
              },
            },
            {
              blockType: 'cards',
              heading: 'Dette får du hos oss',
              items: [
                {
                  title: 'MINI Service Inclusive',
                  text: 'All planlagt service med originaldeler i opptil fem år eller 100 000 km – til fast pris.',
                  link: { label: 'Kontakt verkstedet', url: '/kontakt' },
                },
                {
                  title: 'Lading hjemme',
                  text: 'Vi leverer MINI Wallbox og setter deg i kontakt med sertifisert elektriker for montering.',
                  link: { label: 'Spør en rådgiver', url: '/kontakt' },
                },
                {
                  title: 'Dekkhotell',
                  text: 'Vi skifter, vasker og lagrer hjulene dine. Få SMS når det er tid for sesongskift.',
                  link: { label: 'Finn verksted', url: '/finn-oss' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'MINI Mobile Care',
              paragraphs: [
                'Alle nye MINI-biler leveres med MINI Mobile Care veihjelp i hele Europa. Etter hver service hos et autorisert MINI-verksted forlenges veihjelpen automatisk til neste service.',
                'Med MINI-appen ser du ladestatus, forvarmer kupeen og får beskjed når det nærmer seg service. Verkstedet kan også se feilmeldinger på forhånd, slik at deler er klare når du kommer.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-mini',
      itemId: '{9CDDBAB8-C4DB-48B5-9677-3831CF7383B9}',
      content: {
        nb: {
          title: 'Om MINI',
          metaTitle: 'Om MINI – fra 1959 til elektrisk',
          metaDescription:
            'Fra Alec Issigonis sin originale Mini i 1959 til dagens helelektriske MINI Cooper. Les historien bak det britiske ikonet og veien videre.',
          main: [
            {
              blockType: 'hero',
              title: 'Et britisk ikon siden 1959',
              text: 'Liten utenpå, stor inni – og fortsatt like full av personlighet.',
              image: {
                kind: 'hero',
                key: 'mini-no-om-mini',
                alt: 'Klassisk Mini og ny MINI Cooper side om side',
                hue: 0,
              },
            },
            {
              blockType: 'content',
              heading: 'Historien',
              paragraphs: [
                'Den første Minien ble tegnet av Alec Issigonis og lansert i 1959. Tverrstilt motor og hjul helt ut i hjørnene ga plass til fire voksne i en bil på bare tre meter.',
                'Med seire i Monte Carlo-rallyet på 1960-tallet ble Mini Cooper en legende. Siden 2001 har MINI vært en del av BMW Group, og i dag er hele modellprogrammet tilgjengelig som elbil.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Les mer',
              items: [
                { label: 'Om oss i MINI Norge', url: '/om-mini/om-oss', hasIcon: true },
                { label: 'Se dagens modeller', url: '/kjop-bil', hasIcon: true },
              ],
            },
            {
              blockType: 'splitHover',
              items: [
                {
                  title: 'Finn din nye MINI',
                  text: 'Se nye og brukte MINI-er på lager hos oss.',
                  button: { label: 'Kjøp bil', url: '/kjop-bil' },
                  image: {
                    kind: 'hero',
                    key: 'brand-no-split-kjop',
                    alt: 'En MINI Cooper parkert i en bygate',
                    hue: 150,
                  },
                },
                {
                  title: 'Besøk oss',
                  text: 'Prøvekjør, få råd om lading eller bestill service.',
                  button: { label: 'Finn oss', url: '/finn-oss' },
                  image: { kind: 'hero', key: 'brand-no-split-besok', alt: 'MINI-forhandlerens showroom', hue: 330 },
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-mini/om-oss',
      itemId: '{56A76C69-C9A8-4D43-A012-9E415C94482D}',
      content: {
        nb: {
          title: 'Om oss',
          metaTitle: 'Om MINI Norge og Hedin Automotive',
          metaDescription:
            'MINI Norge drives av Hedin Automotive, med butikker og verksted i Oslo, Drammen og Bergen. Møt teamet og les om hvordan vi jobber med kundene.',
          main: [
            {
              blockType: 'hero',
              title: 'Om MINI Norge',
              text: 'Vi er rundt 60 MINI-entusiaster fordelt på salg, verksted og kundeservice.',
              image: { kind: 'hero', key: 'mini-no-om-oss', alt: 'Medarbeidere i MINI-butikken på Økern', hue: 15 },
            },
            {
              blockType: 'content',
              heading: 'Hvem vi er',
              paragraphs: [
                'MINI Norge drives av Hedin Automotive Norge AS, som er autorisert forhandler for MINI og BMW. Vi har butikker og verksted i Oslo, Drammen og Bergen.',
                'Selgerne våre er sertifiserte MINI-rådgivere, og teknikerne er utdannet ved BMW Groups eget opplæringssenter. Vi er stolte av at over 90 prosent av kundene anbefaler oss videre.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Finn oss', url: '/finn-oss', hasIcon: true },
                { label: 'Kontakt oss', url: '/kontakt', hasIcon: true },
                { label: 'Våre bilmerker', url: '/vare-bilmerker', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/vare-bilmerker',
      itemId: '{DEE524DA-0793-4680-931B-31891C498B26}',
      content: {
        nb: {
          title: 'Våre bilmerker',
          navTitle: 'Bilmerker',
          metaTitle: 'Våre bilmerker – MINI og BMW',
          metaDescription:
            'Hos MINI Norge finner du hele MINI-programmet, John Cooper Works og et utvalg brukte BMW. Se hva vi har på lager og bestill en prøvetur.',
          main: [
            {
              blockType: 'hero',
              title: 'Våre bilmerker',
              text: 'MINI i alle varianter – og brukte BMW-modeller fra samme verksted.',
              image: { kind: 'hero', key: 'mini-no-bilmerker', alt: 'MINI- og BMW-biler i showroom', hue: 200 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'MINI',
                  text: 'Cooper, Aceman og Countryman – som elbil eller med bensinmotor.',
                  image: { kind: 'logo', brand: 'MINI', alt: 'MINI-logo' },
                  link: { label: 'Se MINI på lager', url: '/kjop-bil?car_brand=MINI' },
                },
                {
                  title: 'John Cooper Works',
                  text: 'Racinggener fra Nürburgring med inntil 258 hk og sportsunderstell.',
                  image: { kind: 'logo', brand: 'John Cooper Works', alt: 'John Cooper Works-logo' },
                  link: { label: 'Se JCW-modeller', url: '/kjop-bil?car_brand=MINI&car_trim_package=JCW%20Trim' },
                },
                {
                  title: 'BMW',
                  text: 'Kontrollerte brukte BMW-modeller med BMW Premium Selection-garanti.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW-logo' },
                  link: { label: 'Spør oss om brukte BMW', url: '/kontakt' },
                },
              ],
            },
            {
              blockType: 'content',
              paragraphs: [
                'Alle bilene selges og vedlikeholdes av Hedin Automotive, og du får samme service og garanti uansett hvilket merke du velger.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/finn-oss',
      itemId: '{9CD07BA2-0087-48CB-A85D-849E31DF0DBC}',
      content: {
        nb: {
          title: 'Finn oss',
          metaTitle: 'Finn oss – MINI i Oslo, Drammen og Bergen',
          metaDescription:
            'Finn nærmeste MINI-butikk og verksted. Vi holder til på Økern i Oslo, på Lierstranda i Drammen og på Kokstad i Bergen. Se åpningstider her.',
          main: [
            {
              blockType: 'hero',
              title: 'Finn oss',
              text: 'Tre butikker med salg, verksted og ladestasjoner for kunder.',
              image: {
                kind: 'hero',
                key: 'mini-no-finn-oss',
                alt: 'MINI-butikken på Økern med lys i vinduene',
                hue: 220,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'MINI Oslo',
                  text: 'Økernveien 147, 0580 Oslo. Salg: hverdager 09–18, lørdag 10–15. Verksted: hverdager 07–16.',
                  link: { label: 'Kontakt MINI Oslo', url: '/kontakt' },
                },
                {
                  title: 'MINI Drammen',
                  text: 'Lierstranda 103, 3414 Lierstranda. Salg: hverdager 09–17, lørdag 10–14. Verksted: hverdager 07–16.',
                  link: { label: 'Kontakt MINI Drammen', url: '/kontakt' },
                },
                {
                  title: 'MINI Bergen',
                  text: 'Kokstadflaten 4, 5257 Kokstad. Salg: hverdager 09–17, lørdag 10–14. Verksted: hverdager 07–16.',
                  link: { label: 'Kontakt MINI Bergen', url: '/kontakt' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Parkering og lading',
              paragraphs: [
                'Alle butikkene har gratis kundeparkering og hurtiglader for kunder som venter på service. Bestill gjerne time før du kommer, så har vi en rådgiver klar.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil',
      itemId: '{A51C4E59-1FC6-4132-9FCA-460A55D3ECE6}',
      content: {
        nb: {
          title: 'Kjøp bil',
          metaTitle: 'Kjøp MINI – nye og brukte biler på lager',
          metaDescription:
            'Se nye og brukte MINI-biler på lager hos MINI Norge. Filtrer på modell, farge og pris, og få tilbud på billån, privatleasing og innbytte.',
          main: [
            {
              blockType: 'carList',
              heading: 'Biler på lager',
              condition: 'all',
            },
            {
              blockType: 'cards',
              heading: 'Populære modeller',
              items: [
                {
                  title: 'MINI Cooper SE',
                  text: '218 hk, 54,2 kWh batteri og inntil 402 km rekkevidde. Fra kr 359 900.',
                  image: { kind: 'car', colour: 'red', model: 'MINI Cooper SE', alt: 'Rød MINI Cooper SE' },
                  link: { label: 'Se Cooper SE', url: '/kjop-bil?car_model=Cooper' },
                },
                {
                  title: 'MINI Aceman SE',
                  text: 'Fem dører, 218 hk og inntil 406 km rekkevidde. Fra kr 389 900.',
                  image: { kind: 'car', colour: 'blue', model: 'MINI Aceman SE', alt: 'Blå MINI Aceman SE' },
                  link: { label: 'Se Aceman', url: '/kjop-bil?car_model=Aceman' },
                },
                {
                  title: 'MINI Countryman E',
                  text: 'Romslig familie-SUV med inntil 462 km rekkevidde. Fra kr 429 900.',
                  image: { kind: 'car', colour: 'white', model: 'MINI Countryman E', alt: 'Hvit MINI Countryman E' },
                  link: { label: 'Se Countryman', url: '/kjop-bil?car_model=Countryman' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Finansiering og innbytte',
              paragraphs: [
                'Velg mellom billån og privatleasing gjennom MINI Financial Services. Vi gir deg et uforpliktende tilbud med månedspris, etableringsgebyr og effektiv rente før du bestemmer deg.',
                'Har du en bil i dag, tar vi den gjerne i innbytte – uansett merke.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt',
      itemId: '{7BF4C513-BA22-4562-B01A-A9CB348ABFC5}',
      content: {
        nb: {
          title: 'Kontakt oss',
          navTitle: 'Kontakt',
          metaTitle: 'Kontakt MINI Norge',
          metaDescription:
            'Kontakt MINI Norge for prøvekjøring, tilbud på ny bil eller time på verkstedet. Ring, send e-post eller kom innom en av våre tre butikker.',
          main: [
            {
              blockType: 'hero',
              title: 'Kontakt oss',
              text: 'Vi svarer på e-post innen én arbeidsdag.',
              image: { kind: 'hero', key: 'mini-no-kontakt', alt: 'MINI-rådgiver i telefonen ved skranken', hue: 330 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Salg og prøvekjøring',
                  text: 'Telefon 22 02 57 10, e-post salg@mini-norge.no. Hverdager 09–17, lørdag 10–14.',
                  link: { label: 'Se biler på lager', url: '/kjop-bil' },
                },
                {
                  title: 'Verksted og service',
                  text: 'Telefon 22 02 57 20, e-post verksted@mini-norge.no. Hverdager 07–16.',
                  link: { label: 'Om bileierskap', url: '/bileierskap' },
                },
                {
                  title: 'Kundeservice',
                  text: 'Telefon 22 02 57 00, e-post post@mini-norge.no. Spørsmål om faktura, garanti eller tidligere kjøp.',
                  link: { label: 'Finn butikk', url: '/finn-oss' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Besøksadresser',
              paragraphs: [
                'MINI Oslo, Økernveien 147, 0580 Oslo · MINI Drammen, Lierstranda 103, 3414 Lierstranda · MINI Bergen, Kokstadflaten 4, 5257 Kokstad.',
              ],
            },
          ],
        },
      },
    },
  ],
}
