import type { SeedSite } from '../seed-types'

/**
 * Hedin Automotive Sverige (hedinautomotive.se) – the group's Swedish multi-brand site.
 * Swedish only. The car list lives at /kop-bil/alla-bilar-i-lager (see settings.ts), and the
 * paths below are the targets of the Swedish redirect table, so they must all exist.
 */
export const site: SeedSite = {
  name: 'hedin-se',
  pages: [
    // ───────────────────────────── Startsida ─────────────────────────────
    {
      path: '/',
      itemId: '{3D1DD01E-6CFE-4E0F-AA9C-286D0DF58F1F}',
      content: {
        sv: {
          title: 'Hedin Automotive – bilar, service och däck i hela Sverige',
          navTitle: 'Start',
          metaTitle: 'Nya och begagnade bilar, service och däck',
          metaDescription:
            'Hitta din nästa bil bland tusentals nya och begagnade bilar i lager. Boka service, däckbyte och däckhotell hos Hedin Automotive – nära dig i hela Sverige.',
          header: [
            {
              blockType: 'alert',
              enabled: true,
              type: 'Light',
              icon: 'CampaignAlert',
              title: 'Vinterkampanj:',
              text: 'Vinterhjul på köpet när du köper en bil i lager före 31 januari.',
            },
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Automotive', alt: 'Hedin Automotive' },
              sticky: true,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Hitta bilen som passar ditt liv',
              text: 'Tusentals nya och begagnade bilar i lager på våra anläggningar från Malmö till Luleå. Sök, jämför och boka en provkörning redan i dag.',
              image: {
                kind: 'hero',
                key: 'hedin-se-home',
                alt: 'En mörkblå elbil på en landsväg i solnedgång',
                hue: 215,
              },
              link: { label: 'Se alla bilar i lager', url: '/kop-bil/alla-bilar-i-lager' },
              showSearch: true,
              searchPlaceholder: 'Sök märke, modell eller ort – t.ex. BMW iX1 Uppsala',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Veckans bil',
              text: 'Handplockade bilar från våra anläggningar med extra bra pris, utrustning eller leveranstid just den här veckan.',
            },
            {
              blockType: 'carTeaser',
              heading: 'Nya elbilar i lager',
              text: 'Nya elbilar som står klara hos oss – kör hem din nya bil utan lång leveranstid.',
              fuels: ['El'],
              condition: 'new',
              sort: 'newest',
              limit: 8,
              seeAllLabel: 'Se alla nya elbilar i lager',
            },
            {
              blockType: 'cards',
              heading: 'Vad kan vi hjälpa dig med i dag?',
              items: [
                {
                  title: 'Köp bil',
                  text: 'Nya bilar, begagnade bilar med garanti och demobilar – alla med aktuella priser och månadskostnad.',
                  link: { label: 'Till bilarna', url: '/kop-bil/alla-bilar-i-lager' },
                },
                {
                  title: 'Boka verkstad',
                  text: 'Service, reparation och hjulskifte för alla bilmärken. Välj anläggning och tid direkt på nätet.',
                  link: { label: 'Boka tid', url: '/service-och-verkstad/boka-bilverkstad' },
                },
                {
                  title: 'Däckhotell',
                  text: 'Vi tvättar, kontrollerar och förvarar dina hjul – och skiftar när säsongen byts.',
                  link: { label: 'Om däckhotellet', url: '/service-och-verkstad/dackhotell' },
                },
                {
                  title: 'Sälj din bil',
                  text: 'Få ett kostnadsfritt värderingsbud på några minuter. Vi tar hand om lån och avregistrering.',
                  link: { label: 'Värdera bilen', url: '/salj-bil' },
                },
              ],
            },
            {
              blockType: 'cards',
              heading: 'Våra bilmärken',
              items: [
                {
                  title: 'BMW',
                  text: 'Körglädje i elektrisk, laddhybrid- och bensinform.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW logotyp' },
                  link: { label: 'Upptäck BMW', url: '/kop-bil/bilmarken/bmw' },
                },
                {
                  title: 'Mercedes-Benz',
                  text: 'Komfort och säkerhet – från A-Klass till EQS SUV.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logotyp' },
                  link: { label: 'Upptäck Mercedes-Benz', url: '/kop-bil/bilmarken/mercedes-benz' },
                },
                {
                  title: 'MINI',
                  text: 'Stor personlighet i ett kompakt format.',
                  image: { kind: 'logo', brand: 'MINI', alt: 'MINI logotyp' },
                  link: { label: 'Upptäck MINI', url: '/kop-bil/bilmarken/mini' },
                },
                {
                  title: 'Renault',
                  text: 'Prisvärda elbilar och smarta hybrider för vardagen.',
                  image: { kind: 'logo', brand: 'Renault', alt: 'Renault logotyp' },
                  link: { label: 'Upptäck Renault', url: '/kop-bil/bilmarken/renault' },
                },
                {
                  title: 'Dacia',
                  text: 'Allt du behöver, inget du inte behöver.',
                  image: { kind: 'logo', brand: 'Dacia', alt: 'Dacia logotyp' },
                  link: { label: 'Upptäck Dacia', url: '/kop-bil/bilmarken/dacia' },
                },
                {
                  title: 'smart',
                  text: 'Eldrivna SUV:ar med premiumkänsla.',
                  image: { kind: 'logo', brand: 'smart', alt: 'smart logotyp' },
                  link: { label: 'Upptäck smart', url: '/kop-bil/bilmarken/smart' },
                },
              ],
            },
            {
              blockType: 'siteListTeaser',
              heading: 'Nära dig i Stockholm',
              region: 'Stockholms län',
              linkLabel: 'Se alla anläggningar',
            },
            {
              blockType: 'storiesTeaser',
              heading: 'Livet med bil',
              indexPath: '/livet-med-bil',
            },
            {
              blockType: 'linkList',
              heading: 'Populära sökningar',
              items: [
                { label: 'Elbilar i lager', url: '/kop-bil/alla-bilar-i-lager?car_fuel=El', hasIcon: true },
                {
                  label: 'Laddhybrider i lager',
                  url: '/kop-bil/alla-bilar-i-lager?car_fuel=Laddhybrid',
                  hasIcon: true,
                },
                {
                  label: 'Begagnade BMW',
                  url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_is_used=true',
                  hasIcon: true,
                },
                {
                  label: 'Transportbilar',
                  url: '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=LCV',
                  hasIcon: true,
                },
                {
                  label: 'Bilar i Stockholmsområdet',
                  url: '/kop-bil/alla-bilar-i-lager?car_site_region=Stockholms%20l%C3%A4n',
                  hasIcon: true,
                },
                { label: 'Aktuella bilkampanjer', url: '/kop-bil/kampanjer/bilkampanjer', hasIcon: true },
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
                    { label: 'Alla bilar i lager', url: '/kop-bil/alla-bilar-i-lager' },
                    { label: 'Begagnade bilar', url: '/kop-bil/begagnade-bilar-i-lager' },
                    { label: 'Nya bilar', url: '/kop-bil/nya-bilar-i-lager' },
                    { label: 'Kampanjer', url: '/kop-bil/kampanjer' },
                    { label: 'Företagsbilar', url: '/kop-bil/foretag' },
                    { label: 'Finansiering', url: '/kop-bil/finansiering' },
                  ],
                },
                {
                  title: 'Service & däck',
                  links: [
                    { label: 'Boka bilverkstad', url: '/service-och-verkstad/boka-bilverkstad' },
                    { label: 'Våra verkstadstjänster', url: '/service-och-verkstad/vara-verkstadstjanster' },
                    { label: 'Däckhotell', url: '/service-och-verkstad/dackhotell' },
                    { label: 'Däck och biltillbehör', url: '/dack-och-biltillbehor' },
                    { label: 'Laddbox', url: '/dack-och-biltillbehor/laddbox' },
                    { label: 'Webbshop', url: '/webbshop' },
                  ],
                },
                {
                  title: 'Hedin Automotive',
                  links: [
                    { label: 'Om oss', url: '/om-hedin-automotive' },
                    { label: 'Våra anläggningar', url: '/anlaggningar' },
                    { label: 'Livet med bil', url: '/livet-med-bil' },
                    { label: 'Sälj din bil', url: '/salj-bil' },
                    { label: 'Kontakta oss', url: '/om-hedin-automotive/kontakt' },
                  ],
                },
                {
                  title: 'Kundinformation',
                  links: [
                    { label: 'Integritetspolicy', url: '/integritetspolicy' },
                    { label: 'Cookies', url: '/cookies' },
                    { label: 'Kundcenter', url: '/om-hedin-automotive/kontakt' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Kundcenter',
                text: 'Ring 08-465 004 20 eller mejla kundcenter@hedinautomotive.se. Vi svarar vardagar kl. 08.00–18.00 och lördagar kl. 10.00–14.00.',
              },
              infoField2: {
                heading: 'Besök oss',
                text: 'Du hittar oss på över 40 orter från Malmö till Luleå. Alla anläggningar har provkörningsbilar, verkstad och däckhotell.',
              },
              brandsHeading: 'Våra bilmärken',
              brands: [
                { name: 'BMW', logo: { kind: 'logo', brand: 'BMW', alt: 'BMW logotyp' } },
                { name: 'Mercedes-Benz', logo: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logotyp' } },
                { name: 'MINI', logo: { kind: 'logo', brand: 'MINI', alt: 'MINI logotyp' } },
                { name: 'Renault', logo: { kind: 'logo', brand: 'Renault', alt: 'Renault logotyp' } },
                { name: 'Dacia', logo: { kind: 'logo', brand: 'Dacia', alt: 'Dacia logotyp' } },
                { name: 'smart', logo: { kind: 'logo', brand: 'smart', alt: 'smart logotyp' } },
              ],
              socialLinks: [
                { icon: 'facebook', url: 'https://www.facebook.com/hedinautomotive' },
                { icon: 'instagram', url: 'https://www.instagram.com/hedinautomotive' },
                { icon: 'youtube', url: 'https://www.youtube.com/@hedinautomotive' },
                { icon: 'linkedin', url: 'https://www.linkedin.com/company/hedin-automotive' },
              ],
              highlightedLink: { label: 'Boka verkstadstid', url: '/service-och-verkstad/boka-bilverkstad' },
            },
          ],
        },
      },
    },

    // ───────────────────────────── Köp bil ─────────────────────────────
    {
      path: '/kop-bil',
      navigation: { posInMenu: 1 },
      itemId: '{265E0724-6EE3-45E2-98D6-F2E68E96D6B1}',
      content: {
        sv: {
          title: 'Köp bil',
          metaTitle: 'Köp ny eller begagnad bil',
          metaDescription:
            'Köp ny eller begagnad bil hos Hedin Automotive. Jämför tusentals bilar i lager, välj lån eller leasing och byt in din gamla bil – tryggt och enkelt.',
          main: [
            {
              blockType: 'hero',
              title: 'Köp bil – tryggt, enkelt och nära dig',
              text: 'Oavsett om du letar efter en ny elbil, en begagnad kombi med garanti eller en tjänstebil till företaget hittar du den här.',
              image: { kind: 'hero', key: 'hedin-se-kop-bil', alt: 'Rader av nya bilar i en ljus bilhall', hue: 205 },
              link: { label: 'Visa alla bilar i lager', url: '/kop-bil/alla-bilar-i-lager' },
            },
            {
              blockType: 'cards',
              heading: 'Börja din bilaffär här',
              items: [
                {
                  title: 'Begagnade bilar',
                  text: 'Noga kontrollerade bilar med garanti, servicehistorik och 14 dagars bytesrätt.',
                  link: { label: 'Se begagnade bilar', url: '/kop-bil/begagnade-bilar-i-lager' },
                },
                {
                  title: 'Nya bilar i lager',
                  text: 'Nya bilar som står klara för leverans – ofta inom en vecka.',
                  link: { label: 'Se nya bilar', url: '/kop-bil/nya-bilar-i-lager' },
                },
                {
                  title: 'Bilmärken',
                  text: 'BMW, Mercedes-Benz, MINI, Renault, Dacia och smart – samlat på ett ställe.',
                  link: { label: 'Välj bilmärke', url: '/kop-bil/bilmarken' },
                },
                {
                  title: 'Biltyper',
                  text: 'SUV, kombi, halvkombi eller transportbil? Börja med karossen.',
                  link: { label: 'Välj biltyp', url: '/kop-bil/biltyp' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Så går en bilaffär till hos oss',
              paragraphs: [
                'Hitta bilen på nätet, boka en provkörning och kom in till anläggningen när det passar dig. Din säljare går igenom bilen, finansieringen och eventuellt inbyte, och du får en offert svart på vitt innan du bestämmer dig.',
                'Vill du göra affären hemifrån går det lika bra. Vi skickar avtalet digitalt för signering med BankID och levererar bilen till närmaste anläggning eller hem till dörren.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Mer om att köpa bil',
              items: [
                { label: 'Billån och privatleasing', url: '/kop-bil/finansiering', hasIcon: true },
                { label: 'Företagsbilar och förmånsbilar', url: '/kop-bil/foretag', hasIcon: true },
                { label: 'Aktuella kampanjer', url: '/kop-bil/kampanjer', hasIcon: true },
                { label: 'Byt in din nuvarande bil', url: '/salj-bil', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/alla-bilar-i-lager',
      itemId: '{64830E32-6294-4128-B608-F3BC44EAA6C3}',
      content: {
        sv: {
          title: 'Alla bilar i lager',
          navTitle: 'Alla bilar',
          metaTitle: 'Alla bilar i lager – nya och begagnade',
          metaDescription:
            'Sök bland alla nya och begagnade bilar i lager hos Hedin Automotive. Filtrera på märke, bränsle, pris och ort och boka provkörning direkt på nätet.',
          main: [
            {
              blockType: 'carList',
              heading: 'Alla bilar i lager',
              condition: 'all',
            },
            {
              blockType: 'linkList',
              heading: 'Snabbval',
              items: [
                { label: 'Elbilar', url: '/kop-bil/alla-bilar-i-lager?car_fuel=El', hasIcon: true },
                { label: 'Laddhybrider', url: '/kop-bil/alla-bilar-i-lager?car_fuel=Laddhybrid', hasIcon: true },
                { label: 'Personbilar', url: '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=PC', hasIcon: true },
                {
                  label: 'Transportbilar',
                  url: '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=LCV',
                  hasIcon: true,
                },
                {
                  label: 'Stockholm',
                  url: '/kop-bil/alla-bilar-i-lager?car_site_region=Stockholms%20l%C3%A4n',
                  hasIcon: true,
                },
                {
                  label: 'Västra Götaland',
                  url: '/kop-bil/alla-bilar-i-lager?car_site_region=V%C3%A4stra%20G%C3%B6talands%20l%C3%A4n',
                  hasIcon: true,
                },
                {
                  label: 'Skåne',
                  url: '/kop-bil/alla-bilar-i-lager?car_site_region=Sk%C3%A5ne%20l%C3%A4n',
                  hasIcon: true,
                },
                {
                  label: 'Uppsala',
                  url: '/kop-bil/alla-bilar-i-lager?car_site_region=Uppsala%20l%C3%A4n',
                  hasIcon: true,
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Hittar du inte rätt bil?',
              paragraphs: [
                'Nya bilar kommer in varje dag, och många byts in innan de hunnit publiceras. Spara din sökning eller ring närmaste anläggning, så letar vi upp bilen åt dig – även från våra andra anläggningar runt om i landet.',
                'Alla priser är inklusive moms om inget annat anges. Transportbilar visas exklusive moms, och bilar med avdragsgill moms är tydligt märkta.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/begagnade-bilar-i-lager',
      itemId: '{41F1EBAE-91A9-480A-ADF8-0F9F4080CA00}',
      content: {
        sv: {
          title: 'Begagnade bilar i lager',
          navTitle: 'Begagnade bilar',
          metaTitle: 'Begagnade bilar med garanti',
          metaDescription:
            'Köp begagnad bil med garanti hos Hedin Automotive. Alla bilar är kontrollerade, servade och har 14 dagars bytesrätt. Hitta din nästa bil i dag.',
          main: [
            {
              blockType: 'carList',
              heading: 'Begagnade bilar med garanti',
              condition: 'used',
            },
            {
              blockType: 'cards',
              heading: 'Därför köper du begagnat hos oss',
              items: [
                {
                  title: 'Kontrollerad i 110 punkter',
                  text: 'Bromsar, däck, batteri och elektronik granskas av våra tekniker innan bilen ställs ut.',
                },
                {
                  title: 'Garanti i upp till 24 månader',
                  text: 'Begagnatgaranti ingår på de flesta bilar och kan förlängas när du köper.',
                },
                {
                  title: '14 dagars bytesrätt',
                  text: 'Ångrar du dig kan du byta till en annan bil inom 14 dagar eller 1 000 km.',
                },
                {
                  title: 'Fri provkörning',
                  text: 'Boka en provkörning på nätet eller kom förbi – vi har bilen tankad eller laddad.',
                },
              ],
            },
            {
              blockType: 'cards',
              heading: 'Populära begagnade modeller just nu',
              items: [
                {
                  title: 'BMW X3 xDrive30e',
                  text: 'Laddhybrid med fyrhjulsdrift och dragkrok – ett säkert kort för familjen.',
                  image: { kind: 'car', colour: '#2E3A46', model: 'BMW X3', alt: 'Mörkgrå BMW X3' },
                  link: {
                    label: 'Se begagnade BMW X3',
                    url: '/kop-bil/begagnade-bilar-i-lager?car_brand=BMW',
                  },
                },
                {
                  title: 'Mercedes-Benz GLC 300e',
                  text: 'Rymlig och tyst, med lång elräckvidd för pendlingen.',
                  image: {
                    kind: 'car',
                    colour: '#C9CCD1',
                    model: 'Mercedes-Benz GLC',
                    alt: 'Silverfärgad Mercedes-Benz GLC',
                  },
                  link: {
                    label: 'Se begagnade Mercedes-Benz',
                    url: '/kop-bil/begagnade-bilar-i-lager?car_brand=Mercedes-Benz',
                  },
                },
                {
                  title: 'Renault Zoe',
                  text: 'En smidig elbil för stan till en låg månadskostnad.',
                  image: { kind: 'car', colour: '#1F5FA8', model: 'Renault Zoe', alt: 'Blå Renault Zoe' },
                  link: {
                    label: 'Se begagnade Renault',
                    url: '/kop-bil/begagnade-bilar-i-lager?car_brand=Renault',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Byt in din gamla bil',
              paragraphs: [
                'Har du en bil att lämna i utbyte värderar vi den direkt när du är på plats, eller på nätet innan du kommer. Vi löser eventuellt restlån och sköter ägarbytet hos Transportstyrelsen.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/nya-bilar-i-lager',
      itemId: '{A3E609B7-FF8F-4359-8AF0-8B3B862D786D}',
      content: {
        sv: {
          title: 'Nya bilar i lager',
          navTitle: 'Nya bilar',
          metaTitle: 'Nya bilar i lager – snabb leverans',
          metaDescription:
            'Nya bilar i lager med snabb leverans från BMW, Mercedes-Benz, MINI, Renault, Dacia och smart. Se pris, månadskostnad och utrustning hos Hedin Automotive.',
          main: [
            {
              blockType: 'carList',
              heading: 'Nya bilar – redo att köras hem',
              condition: 'new',
            },
            {
              blockType: 'cards',
              heading: 'Nyheter i lager',
              items: [
                {
                  title: 'BMW iX1 eDrive20',
                  text: 'Kompakt elektrisk SUV med upp till 47 mil räckvidd enligt WLTP.',
                  image: { kind: 'car', colour: '#F2F2F0', model: 'BMW iX1', alt: 'Vit BMW iX1' },
                  link: { label: 'Se BMW i lager', url: '/kop-bil/nya-bilar-i-lager?car_brand=BMW' },
                },
                {
                  title: 'Mercedes-Benz EQA',
                  text: 'Premium i kompakt format, med snabbladdning och adaptiv farthållare som standard.',
                  image: { kind: 'car', colour: '#1B1C1E', model: 'Mercedes-Benz EQA', alt: 'Svart Mercedes-Benz EQA' },
                  link: {
                    label: 'Se Mercedes-Benz i lager',
                    url: '/kop-bil/nya-bilar-i-lager?car_brand=Mercedes-Benz',
                  },
                },
                {
                  title: 'Dacia Duster',
                  text: 'Tuff SUV med fyrhjulsdrift och hybrid – till ett pris som känns rätt.',
                  image: { kind: 'car', colour: '#6B7A4F', model: 'Dacia Duster', alt: 'Grön Dacia Duster' },
                  link: {
                    label: 'Se Dacia i lager',
                    url: '/kop-bil/nya-bilar-i-lager?car_brand=Dacia',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Ny bil med alla fördelar',
              paragraphs: [
                'En ny bil från oss levereras med full nybilsgaranti, vagnskadegaranti och vägassistans enligt tillverkarens villkor. Vi går igenom bilens funktioner vid leveransen och parkopplar telefonen, så att allt fungerar från första kilometern.',
                'Välj mellan kontant köp, billån med låg kontantinsats eller privatleasing där service ingår. Din säljare räknar gärna på alternativen åt dig.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken',
      itemId: '{D60895DC-3043-451A-A1A9-BD89062D6ABE}',
      content: {
        sv: {
          title: 'Våra bilmärken',
          navTitle: 'Bilmärken',
          metaTitle: 'Bilmärken hos Hedin Automotive',
          metaDescription:
            'Hedin Automotive är auktoriserad återförsäljare för BMW, Mercedes-Benz, MINI, Renault, Dacia och smart. Välj märke och se modeller, kampanjer och lager.',
          main: [
            {
              blockType: 'hero',
              title: 'Sex bilmärken, en trygg bilhandlare',
              text: 'Vi är auktoriserad återförsäljare och verkstad för några av Europas mest efterfrågade bilmärken.',
              image: {
                kind: 'hero',
                key: 'hedin-se-bilmarken',
                alt: 'Bilar av olika märken parkerade i rad',
                hue: 230,
              },
            },
            {
              blockType: 'cards',
              heading: 'Välj bilmärke',
              items: [
                {
                  title: 'BMW',
                  text: 'Från eldrivna i4 och iX till klassiska 3-serie Touring.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW logotyp' },
                  link: { label: 'Till BMW', url: '/kop-bil/bilmarken/bmw' },
                },
                {
                  title: 'Mercedes-Benz',
                  text: 'Personbilar och transportbilar med stjärnan i fronten.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logotyp' },
                  link: { label: 'Till Mercedes-Benz', url: '/kop-bil/bilmarken/mercedes-benz' },
                },
                {
                  title: 'MINI',
                  text: 'Ikonisk design, gokartkänsla och nu helt elektrisk.',
                  image: { kind: 'logo', brand: 'MINI', alt: 'MINI logotyp' },
                  link: { label: 'Till MINI', url: '/kop-bil/bilmarken/mini' },
                },
                {
                  title: 'Renault',
                  text: 'Renault 5 E-Tech, Scenic och Austral – fransk elektrifiering.',
                  image: { kind: 'logo', brand: 'Renault', alt: 'Renault logotyp' },
                  link: { label: 'Till Renault', url: '/kop-bil/bilmarken/renault' },
                },
                {
                  title: 'Dacia',
                  text: 'Prisvärda, robusta bilar för alla vägar.',
                  image: { kind: 'logo', brand: 'Dacia', alt: 'Dacia logotyp' },
                  link: { label: 'Till Dacia', url: '/kop-bil/bilmarken/dacia' },
                },
                {
                  title: 'smart',
                  text: 'Rymliga elbilar med snabbladdning och premiumkänsla.',
                  image: { kind: 'logo', brand: 'smart', alt: 'smart logotyp' },
                  link: { label: 'Till smart', url: '/kop-bil/bilmarken/smart' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Begagnade bilar av alla märken',
              paragraphs: [
                'Utöver våra egna märken har vi alltid ett stort urval begagnade bilar av andra fabrikat – från Volvo och Volkswagen till Toyota och Tesla. Alla kontrolleras på samma sätt och säljs med garanti.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Se bilar i lager per märke',
              items: [
                { label: 'BMW i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW', hasIcon: true },
                {
                  label: 'Mercedes-Benz i lager',
                  url: '/kop-bil/alla-bilar-i-lager?car_brand=Mercedes-Benz',
                  hasIcon: true,
                },
                { label: 'MINI i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=MINI', hasIcon: true },
                { label: 'Renault i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=Renault', hasIcon: true },
                { label: 'Dacia i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=Dacia', hasIcon: true },
                { label: 'smart i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=smart', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken/bmw',
      itemId: '{2A98F5CB-B294-4B41-B299-0065EBF725AE}',
      brandDesign: 'bmw',
      content: {
        sv: {
          title: 'BMW',
          metaTitle: 'BMW – nya och begagnade BMW',
          metaDescription:
            'Köp ny eller begagnad BMW hos Hedin Automotive. Upptäck elektriska BMW i4, iX1 och iX, boka provkörning och låt våra BMW-tekniker sköta servicen.',
          main: [
            {
              blockType: 'hero',
              title: 'BMW – Sheer Driving Pleasure',
              text: 'Från den elektriska BMW i4 till familjevänliga X5 laddhybrid. Provkör hos din närmaste BMW-anläggning.',
              image: { kind: 'hero', key: 'hedin-se-bmw', alt: 'En blå BMW i4 på en kurvig kustväg', hue: 208 },
              link: { label: 'Se BMW i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW' },
            },
            { blockType: 'carBreadcrumb', structuredData: true },
            {
              blockType: 'cards',
              heading: 'Populära BMW-modeller',
              items: [
                {
                  title: 'BMW i4 eDrive40',
                  text: 'Gran Coupé med bakhjulsdrift och upp till 58 mil räckvidd.',
                  image: { kind: 'car', colour: '#1C4E8A', model: 'BMW i4', alt: 'Blå BMW i4' },
                  link: { label: 'Se BMW i4', url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_fuel=El' },
                },
                {
                  title: 'BMW iX1 xDrive30',
                  text: 'Fyrhjulsdriven kompakt-SUV som klarar svenska vintrar.',
                  image: { kind: 'car', colour: '#E9E9E6', model: 'BMW iX1', alt: 'Vit BMW iX1' },
                  link: { label: 'Se BMW iX1', url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_body=SUV' },
                },
                {
                  title: 'BMW X5 xDrive50e',
                  text: 'Laddhybrid med 2,7 tons dragvikt och runt 100 km elräckvidd.',
                  image: { kind: 'car', colour: '#2B2D30', model: 'BMW X5', alt: 'Svart BMW X5' },
                  link: { label: 'Se BMW X5', url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_fuel=Laddhybrid' },
                },
                {
                  title: 'BMW 3-serie Touring',
                  text: 'Den sportiga kombin för dig som vill ha både plats och körglädje.',
                  image: {
                    kind: 'car',
                    colour: '#7B8087',
                    model: 'BMW 3-serie Touring',
                    alt: 'Grå BMW 3-serie Touring',
                  },
                  link: { label: 'Se BMW 3-serie', url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_body=Kombi' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Auktoriserad BMW-återförsäljare',
              paragraphs: [
                'Våra BMW-anläggningar i Stockholm, Uppsala och Göteborg har certifierade säljare och tekniker som utbildats av BMW Sverige. Vi hjälper dig att konfigurera din nya BMW, hittar rätt finansiering och tar hand om bilen under hela ägandet.',
                'BMW Service Inclusive kan läggas till vid köpet och täcker ordinarie service i upp till fem år. På verkstaden används alltid originaldelar, och bilens digitala servicehistorik uppdateras direkt.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Mer om BMW',
              items: [
                {
                  label: 'Begagnade BMW',
                  url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_is_used=true',
                  hasIcon: true,
                },
                { label: 'BMW-kampanjer', url: '/kop-bil/kampanjer/bilkampanjer', hasIcon: true },
                { label: 'Boka service för din BMW', url: '/service-och-verkstad/boka-bilverkstad', hasIcon: true },
                { label: 'BMW som företagsbil', url: '/kop-bil/foretag', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken/mercedes-benz',
      itemId: '{AFC8EE00-32A1-4790-982E-A30173F44C23}',
      brandDesign: 'mercedes',
      content: {
        sv: {
          title: 'Mercedes-Benz',
          metaTitle: 'Mercedes-Benz personbilar och transportbilar',
          metaDescription:
            'Hedin Automotive säljer och servar Mercedes-Benz personbilar och transportbilar. Se EQA, GLC och Vito i lager, boka provkörning eller service online.',
          main: [
            {
              blockType: 'hero',
              title: 'Mercedes-Benz – det bästa eller inget',
              text: 'Elegans, säkerhet och teknik i varje detalj. Upptäck allt från eldrivna EQ-modeller till arbetsvilliga transportbilar.',
              image: {
                kind: 'hero',
                key: 'hedin-se-mercedes',
                alt: 'En silverfärgad Mercedes-Benz i en modern stadsmiljö kvällstid',
                hue: 220,
              },
              link: { label: 'Se Mercedes-Benz i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=Mercedes-Benz' },
            },
            {
              blockType: 'cards',
              heading: 'Utvalda modeller',
              items: [
                {
                  title: 'Mercedes-Benz GLC 300e',
                  text: 'Laddhybrid med över 100 km elräckvidd och 4MATIC fyrhjulsdrift.',
                  image: {
                    kind: 'car',
                    colour: '#B8BCC2',
                    model: 'Mercedes-Benz GLC',
                    alt: 'Silverfärgad Mercedes-Benz GLC',
                  },
                  link: {
                    label: 'Se GLC i lager',
                    url: '/kop-bil/alla-bilar-i-lager?car_brand=Mercedes-Benz&car_fuel=Laddhybrid',
                  },
                },
                {
                  title: 'Mercedes-Benz EQE SUV',
                  text: 'Helelektrisk lyx med luftfjädring och plats för hela familjen.',
                  image: {
                    kind: 'car',
                    colour: '#3A4B5C',
                    model: 'Mercedes-Benz EQE SUV',
                    alt: 'Mörkblå Mercedes-Benz EQE SUV',
                  },
                  link: {
                    label: 'Se elbilar från Mercedes-Benz',
                    url: '/kop-bil/alla-bilar-i-lager?car_brand=Mercedes-Benz&car_fuel=El',
                  },
                },
                {
                  title: 'Mercedes-Benz Vito',
                  text: 'Transportbilen för hantverkaren – med avdragsgill moms och smarta inredningar.',
                  image: { kind: 'car', colour: '#F4F4F2', model: 'Mercedes-Benz Vito', alt: 'Vit Mercedes-Benz Vito' },
                  link: {
                    label: 'Se transportbilar',
                    url: '/kop-bil/alla-bilar-i-lager?car_brand=Mercedes-Benz&car_vehicle_type_code=LCV',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Mercedes-Benz hos Hedin Automotive',
              paragraphs: [
                'Vi har representerat Mercedes-Benz i många år och finns i bland annat Stockholm, Göteborg och Malmö. Hos oss får du personlig rådgivning, en provkörning som passar ditt schema och en leverans där vi tar god tid på oss.',
                'Med Mercedes-Benz ServiceAvtal betalar du en fast månadskostnad för all ordinarie service. Våra verkstäder är auktoriserade för både personbilar och transportbilar.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Genvägar',
              items: [
                {
                  label: 'Begagnade Mercedes-Benz',
                  url: '/kop-bil/alla-bilar-i-lager?car_brand=Mercedes-Benz&car_is_used=true',
                  hasIcon: true,
                },
                { label: 'Boka service', url: '/service-och-verkstad/boka-bilverkstad', hasIcon: true },
                { label: 'Finansiering och leasing', url: '/kop-bil/finansiering', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken/mini',
      itemId: '{1A90CD1D-A437-4314-891A-FE27A8BD27D0}',
      brandDesign: 'mini',
      content: {
        sv: {
          title: 'MINI',
          metaTitle: 'MINI – nya och begagnade MINI',
          metaDescription:
            'Upptäck nya MINI Cooper, Countryman och Aceman hos Hedin Automotive. Se MINI i lager, boka provkörning och välj privatleasing med service inkluderad.',
          main: [
            {
              blockType: 'hero',
              title: 'MINI – Big Love',
              text: 'Den nya generationen MINI är elektrisk, uppkopplad och lika rolig att köra som alltid.',
              image: {
                kind: 'hero',
                key: 'hedin-se-mini',
                alt: 'En röd MINI Cooper med vitt tak på en kullerstensgata',
                hue: 355,
              },
              link: { label: 'Se MINI i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=MINI' },
            },
            {
              blockType: 'cards',
              heading: 'Hitta din MINI',
              items: [
                {
                  title: 'MINI Cooper E',
                  text: 'Den klassiska tredörrars-MINI:n, nu helt eldriven.',
                  image: { kind: 'car', colour: '#C1272D', model: 'MINI Cooper', alt: 'Röd MINI Cooper' },
                  link: { label: 'Se MINI Cooper', url: '/kop-bil/alla-bilar-i-lager?car_brand=MINI&car_fuel=El' },
                },
                {
                  title: 'MINI Aceman',
                  text: 'Kompakt crossover med fem dörrar och plats för vänner.',
                  image: { kind: 'car', colour: '#3F6B4A', model: 'MINI Aceman', alt: 'Grön MINI Aceman' },
                  link: { label: 'Se MINI Aceman', url: '/kop-bil/alla-bilar-i-lager?car_brand=MINI' },
                },
                {
                  title: 'MINI Countryman',
                  text: 'Största MINI:n någonsin, med ALL4 fyrhjulsdrift.',
                  image: { kind: 'car', colour: '#D9D6CF', model: 'MINI Countryman', alt: 'Beige MINI Countryman' },
                  link: { label: 'Se MINI Countryman', url: '/kop-bil/alla-bilar-i-lager?car_brand=MINI&car_body=SUV' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Gör den till din egen',
              paragraphs: [
                'Ingen MINI är den andra lik. Välj färg på tak och speglar, mönster på instrumentpanelen och en av MINI Experience-lägena som ändrar både ljud och ljus i kupén. Våra MINI-säljare hjälper dig att bygga din bil eller hitta en som redan står i lager.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Begagnade MINI',
                  url: '/kop-bil/alla-bilar-i-lager?car_brand=MINI&car_is_used=true',
                  hasIcon: true,
                },
                { label: 'Privatleasing och billån', url: '/kop-bil/finansiering', hasIcon: true },
                { label: 'Boka service för din MINI', url: '/service-och-verkstad/boka-bilverkstad', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken/renault',
      itemId: '{26BC1E72-0ADD-46E1-A5D8-273C4468D270}',
      brandDesign: 'renault',
      content: {
        sv: {
          title: 'Renault',
          metaTitle: 'Renault – elbilar och hybrider',
          metaDescription:
            'Köp eller leasa Renault 5 E-Tech, Scenic E-Tech, Austral eller Kangoo hos Hedin Automotive. Se Renault i lager och boka en provkörning hos oss.',
          main: [
            {
              blockType: 'hero',
              title: 'Renault – elbilar för alla',
              text: 'Med Renault 5 E-Tech och Scenic E-Tech blir elbilen både rolig och prisvärd. Kom och provkör.',
              image: {
                kind: 'hero',
                key: 'hedin-se-renault',
                alt: 'En gul Renault 5 E-Tech framför en fransk stadsfasad',
                hue: 48,
              },
              link: { label: 'Se Renault i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=Renault' },
            },
            {
              blockType: 'cards',
              heading: 'Renaults modeller',
              items: [
                {
                  title: 'Renault 5 E-Tech',
                  text: 'Retroikonen är tillbaka – eldriven, med upp till 41 mil räckvidd.',
                  image: { kind: 'car', colour: '#F2C230', model: 'Renault 5 E-Tech', alt: 'Gul Renault 5 E-Tech' },
                  link: { label: 'Se Renault 5', url: '/kop-bil/alla-bilar-i-lager?car_brand=Renault&car_fuel=El' },
                },
                {
                  title: 'Renault Scenic E-Tech',
                  text: 'Årets bil i Europa 2024, med 62 mil räckvidd och stort bagageutrymme.',
                  image: {
                    kind: 'car',
                    colour: '#5E6B78',
                    model: 'Renault Scenic E-Tech',
                    alt: 'Grå Renault Scenic E-Tech',
                  },
                  link: {
                    label: 'Se Renault Scenic',
                    url: '/kop-bil/alla-bilar-i-lager?car_brand=Renault&car_body=SUV',
                  },
                },
                {
                  title: 'Renault Austral full hybrid',
                  text: 'Självladdande hybrid med låg förbrukning och fyrhjulsstyrning.',
                  image: { kind: 'car', colour: '#8A1F2B', model: 'Renault Austral', alt: 'Vinröd Renault Austral' },
                  link: {
                    label: 'Se Renault Austral',
                    url: '/kop-bil/alla-bilar-i-lager?car_brand=Renault&car_fuel=Hybrid',
                  },
                },
                {
                  title: 'Renault Kangoo Van E-Tech',
                  text: 'Eldriven transportbil för hantverkare och budfirmor.',
                  image: { kind: 'car', colour: '#FFFFFF', model: 'Renault Kangoo Van', alt: 'Vit Renault Kangoo Van' },
                  link: {
                    label: 'Se Renault transportbilar',
                    url: '/kop-bil/alla-bilar-i-lager?car_brand=Renault&car_vehicle_type_code=LCV',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Renault-specialister sedan länge',
              paragraphs: [
                'Hos Hedin Automotive säljer och servar vi Renault i bland annat Stockholm, Göteborg och Malmö. Våra tekniker har behörighet för högvoltssystem och arbetar med Renaults originaldelar och diagnosverktyg.',
                'Fråga oss om Renault-privatleasing med service och vinterhjul inkluderat – ett enkelt sätt att köra elbil till en fast månadskostnad.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken/dacia',
      itemId: '{06F22538-9014-490D-B5A6-E1915CEA2FBA}',
      brandDesign: 'dacia',
      content: {
        sv: {
          title: 'Dacia',
          metaTitle: 'Dacia – prisvärda bilar',
          metaDescription:
            'Dacia Sandero, Jogger, Duster och Bigster – prisvärda bilar med låg driftskostnad. Se Dacia i lager hos Hedin Automotive och boka en provkörning.',
          main: [
            {
              blockType: 'hero',
              title: 'Dacia – smart på riktigt',
              text: 'Robusta bilar med allt du behöver och inget du inte behöver. Perfekt för både grusvägen till stugan och vardagen i stan.',
              image: { kind: 'hero', key: 'hedin-se-dacia', alt: 'En khakigrön Dacia Duster på en skogsväg', hue: 95 },
              link: { label: 'Se Dacia i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=Dacia' },
            },
            {
              blockType: 'cards',
              heading: 'Dacias modeller',
              items: [
                {
                  title: 'Dacia Sandero Stepway',
                  text: 'En av Sveriges mest prisvärda crossovers, med markfrigång för vinterväglag.',
                  image: {
                    kind: 'car',
                    colour: '#C46A2B',
                    model: 'Dacia Sandero Stepway',
                    alt: 'Orange Dacia Sandero Stepway',
                  },
                  link: { label: 'Se Sandero', url: '/kop-bil/alla-bilar-i-lager?car_brand=Dacia' },
                },
                {
                  title: 'Dacia Jogger',
                  text: 'Sju sittplatser och hybriddrift – familjebilen som räcker till alla.',
                  image: { kind: 'car', colour: '#4B5A66', model: 'Dacia Jogger', alt: 'Gråblå Dacia Jogger' },
                  link: { label: 'Se Jogger', url: '/kop-bil/alla-bilar-i-lager?car_brand=Dacia&car_model=Jogger' },
                },
                {
                  title: 'Dacia Duster 4x4',
                  text: 'Fyrhjulsdriven SUV för dig som behöver ta dig fram, året runt.',
                  image: { kind: 'car', colour: '#6B7A4F', model: 'Dacia Duster', alt: 'Khakigrön Dacia Duster' },
                  link: { label: 'Se Duster', url: '/kop-bil/alla-bilar-i-lager?car_brand=Dacia&car_body=SUV' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Låg kostnad hela vägen',
              paragraphs: [
                'Dacia är byggda för att vara enkla att äga. Låga inköpspriser, snåla motorer och prisvärda reservdelar gör att totalkostnaden håller sig nere – år efter år.',
                'Alla nya Dacia har tre års nybilsgaranti, och hos oss kan du förlänga den till sju år när du servar bilen på en auktoriserad verkstad.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken/smart',
      itemId: '{C5CFB973-9E32-42D3-9810-569CE99EB9EF}',
      brandDesign: 'smart',
      content: {
        sv: {
          title: 'smart',
          metaTitle: 'smart #1, #3 och #5 – helt eldrivna',
          metaDescription:
            'smart #1, #3 och #5 är eldrivna SUV:ar med snabbladdning och premiumutrustning. Se smart i lager hos Hedin Automotive och boka en provkörning i dag.',
          main: [
            {
              blockType: 'hero',
              title: 'smart – elbilar med stora ambitioner',
              text: 'Den nya generationen smart är rymlig, snabbladdad och full av smarta detaljer. Upplev den i vår hall.',
              image: {
                kind: 'hero',
                key: 'hedin-se-smart',
                alt: 'En ljusgrå smart #1 vid en laddstation i stan',
                hue: 165,
              },
              link: { label: 'Se smart i lager', url: '/kop-bil/alla-bilar-i-lager?car_brand=smart' },
            },
            {
              blockType: 'cards',
              heading: 'smart-familjen',
              items: [
                {
                  title: 'smart #1',
                  text: 'Kompakt SUV med stor innerrymd och upp till 44 mil räckvidd.',
                  image: { kind: 'car', colour: '#D3D6D2', model: 'smart #1', alt: 'Ljusgrå smart #1' },
                  link: { label: 'Se smart #1', url: '/kop-bil/alla-bilar-i-lager?car_brand=smart' },
                },
                {
                  title: 'smart #3',
                  text: 'Coupé-SUV med sportig profil och 150 kW snabbladdning.',
                  image: { kind: 'car', colour: '#233140', model: 'smart #3', alt: 'Mörkblå smart #3' },
                  link: { label: 'Se smart #3', url: '/kop-bil/alla-bilar-i-lager?car_brand=smart' },
                },
                {
                  title: 'smart #5',
                  text: 'Den största smart:en, byggd för långresan med familjen.',
                  image: { kind: 'car', colour: '#8C9A6E', model: 'smart #5', alt: 'Olivgrön smart #5' },
                  link: { label: 'Se smart #5', url: '/kop-bil/alla-bilar-i-lager?car_brand=smart&car_body=SUV' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Köp och service under samma tak',
              paragraphs: [
                'Hedin Automotive är smarts partner i Sverige. Du provkör och köper hos oss, och vi tar hand om service, däckbyte och garantiärenden på våra verkstäder. Vill du ha en laddbox hemma ordnar vi installationen också.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Installera laddbox', url: '/dack-och-biltillbehor/laddbox', hasIcon: true },
                { label: 'Privatleasing och billån', url: '/kop-bil/finansiering', hasIcon: true },
                { label: 'Boka service', url: '/service-och-verkstad/boka-bilverkstad', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/biltyp',
      itemId: '{695A75A0-68B4-4D7F-B7D6-BDBB1448AC3E}',
      content: {
        sv: {
          title: 'Välj biltyp',
          navTitle: 'Biltyper',
          metaTitle: 'Bilar efter biltyp – SUV, kombi och elbil',
          metaDescription:
            'Hitta rätt biltyp för ditt liv: SUV, kombi, halvkombi, sedan eller transportbil. Jämför bilar i lager hos Hedin Automotive och boka en provkörning.',
          main: [
            {
              blockType: 'hero',
              title: 'Vilken bil passar dig?',
              text: 'Börja med hur du lever. Barnvagnar, hundburar, golfbagar eller verktyg – det finns en kaross som passar.',
              image: {
                kind: 'hero',
                key: 'hedin-se-biltyp',
                alt: 'En SUV, en kombi och en halvkombi sida vid sida',
                hue: 185,
              },
            },
            {
              blockType: 'cards',
              heading: 'Bläddra efter kaross',
              items: [
                {
                  title: 'SUV',
                  text: 'Hög sittposition, bra markfrigång och ofta fyrhjulsdrift.',
                  image: { kind: 'car', colour: '#3D4A57', model: 'BMW X3', alt: 'Mörkgrå SUV' },
                  link: { label: 'Se SUV:ar', url: '/kop-bil/alla-bilar-i-lager?car_body=SUV' },
                },
                {
                  title: 'Kombi',
                  text: 'Det svenska folkhemmets favorit – stort bagage, låg förbrukning.',
                  image: { kind: 'car', colour: '#9AA3AB', model: 'BMW 3-serie Touring', alt: 'Silverfärgad kombi' },
                  link: { label: 'Se kombibilar', url: '/kop-bil/alla-bilar-i-lager?car_body=Kombi' },
                },
                {
                  title: 'Halvkombi',
                  text: 'Smidig i stan, lätt att parkera och prisvärd i drift.',
                  image: { kind: 'car', colour: '#F2C230', model: 'Renault 5 E-Tech', alt: 'Gul halvkombi' },
                  link: { label: 'Se halvkombi', url: '/kop-bil/alla-bilar-i-lager?car_body=Halvkombi' },
                },
                {
                  title: 'Sedan',
                  text: 'Elegant, tyst och bekväm på långa resor.',
                  image: { kind: 'car', colour: '#1B1C1E', model: 'Mercedes-Benz E-Klass', alt: 'Svart sedan' },
                  link: { label: 'Se sedaner', url: '/kop-bil/alla-bilar-i-lager?car_body=Sedan' },
                },
                {
                  title: 'Transportbil',
                  text: 'Skåpbilar och pickuper för företaget – priser exklusive moms.',
                  image: { kind: 'car', colour: '#F4F4F2', model: 'Mercedes-Benz Sprinter', alt: 'Vit transportbil' },
                  link: {
                    label: 'Se transportbilar',
                    url: '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=LCV',
                  },
                },
                {
                  title: 'Elbil',
                  text: 'Alla våra helt eldrivna bilar, oavsett kaross.',
                  image: { kind: 'car', colour: '#D3D6D2', model: 'smart #1', alt: 'Ljusgrå elbil' },
                  link: { label: 'Se elbilar', url: '/kop-bil/alla-bilar-i-lager?car_fuel=El' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Osäker på vad du behöver?',
              paragraphs: [
                'Berätta hur du använder bilen i vardagen – hur långt du pendlar, hur många ni är och om du drar släp – så föreslår våra säljare ett par alternativ att provköra. Det kostar ingenting och du förbinder dig inte till något.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/foretag',
      itemId: '{77B253C0-6EF6-4504-B7AC-3494BA4C43D7}',
      content: {
        sv: {
          title: 'Företagsbilar och tjänstebilar',
          navTitle: 'Företag',
          metaTitle: 'Företagsbil, tjänstebil och företagsleasing',
          metaDescription:
            'Företagsleasing, förmånsbilar och transportbilar för företag i alla storlekar. Hedin Automotive hjälper er med fordonsflottan – från offert till service.',
          main: [
            {
              blockType: 'hero',
              title: 'Bilar för företag i alla storlekar',
              text: 'Från den första tjänstebilen till en fordonsflotta på hundratals bilar. Vi har en egen avdelning för företagskunder.',
              image: {
                kind: 'hero',
                key: 'hedin-se-foretag',
                alt: 'Företagsbilar parkerade utanför ett kontor',
                hue: 210,
              },
              link: { label: 'Kontakta företagssäljare', url: '/om-hedin-automotive/kontakt' },
            },
            {
              blockType: 'cards',
              heading: 'Våra företagslösningar',
              items: [
                {
                  title: 'Företagsleasing',
                  text: 'Operationell eller finansiell leasing med fast månadskostnad. Service och däck kan ingå.',
                  link: { label: 'Läs om finansiering', url: '/kop-bil/finansiering' },
                },
                {
                  title: 'Förmånsbilar',
                  text: 'Elbilar och laddhybrider med lågt förmånsvärde – sök på förmånsvärde direkt i listan.',
                  link: { label: 'Se elbilar', url: '/kop-bil/alla-bilar-i-lager?car_fuel=El' },
                },
                {
                  title: 'Transportbilar',
                  text: 'Skåp, chassi och pickup med inredning, dragkrok och lastsäkring efter era behov.',
                  link: {
                    label: 'Se transportbilar',
                    url: '/kop-bil/alla-bilar-i-lager?car_vehicle_type_code=LCV',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'En kontakt för hela fordonsflottan',
              paragraphs: [
                'Som företagskund får du en personlig kontaktperson som samordnar inköp, leveranser, service och däckbyten för alla era bilar – oavsett märke och oavsett var i Sverige de står.',
                'Vi tar fram förmånsvärden och totalkostnadskalkyler per bil, hjälper till med laddlösningar på arbetsplatsen och ser till att verkstadstiderna passar er verksamhet. Många av våra verkstäder har öppet från kl. 07.00.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Bra att veta för företag',
              items: [
                { label: 'Laddbox till arbetsplatsen', url: '/dack-och-biltillbehor/laddbox', hasIcon: true },
                { label: 'Service och verkstad för företag', url: '/service-och-verkstad', hasIcon: true },
                { label: 'Däckhotell för hela flottan', url: '/service-och-verkstad/dackhotell', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/kampanjer',
      itemId: '{B271EC52-A12F-4636-9083-28CECF6191F2}',
      content: {
        sv: {
          title: 'Kampanjer',
          metaTitle: 'Aktuella kampanjer på bil, service och däck',
          metaDescription:
            'Se aktuella kampanjer hos Hedin Automotive: kampanjpriser på nya och begagnade bilar, förmånlig privatleasing och erbjudanden på service och däck.',
          main: [
            {
              blockType: 'hero',
              title: 'Aktuella erbjudanden',
              text: 'Kampanjpriser på bilar i lager, låg ränta på billån och paketpriser på däck och service. Erbjudandena gäller så långt lagret räcker.',
              image: {
                kind: 'hero',
                key: 'hedin-se-kampanjer',
                alt: 'En bil med kampanjskylt i en solig bilhall',
                hue: 12,
              },
              link: { label: 'Se alla bilkampanjer', url: '/kop-bil/kampanjer/bilkampanjer' },
            },
            {
              blockType: 'cards',
              heading: 'Kampanjer just nu',
              items: [
                {
                  title: 'Bilkampanjer',
                  text: 'Sänkta priser och extrautrustning på utvalda nya bilar i lager.',
                  link: { label: 'Till bilkampanjerna', url: '/kop-bil/kampanjer/bilkampanjer' },
                },
                {
                  title: 'Kompletta vinterhjul',
                  text: 'Köp kompletta vinterhjul med montering och första säsongen på däckhotellet ingår.',
                  link: { label: 'Till däck och fälgar', url: '/dack-och-biltillbehor' },
                },
                {
                  title: 'Fast pris på service',
                  text: 'Fast pris på ordinarie service för bilar som är äldre än fem år.',
                  link: { label: 'Boka service', url: '/service-och-verkstad/boka-bilverkstad' },
                },
              ],
            },
            {
              blockType: 'content',
              paragraphs: [
                'Kampanjerna gäller på deltagande anläggningar och kan inte kombineras med andra erbjudanden om inget annat anges. Fråga din säljare eller servicetekniker om vad som gäller hos just din anläggning.',
              ],
            },
            {
              blockType: 'carModelCard',
              heading: 'Kampanjmodeller i lager',
              items: [
                {
                  title: 'BMW iX1 xDrive30',
                  text: 'Helelektrisk SUV med fyrhjulsdrift och vinterhjul på köpet.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Vit BMW iX1 från sidan' },
                  link: { label: 'Se bilar i lager', url: '/kop-bil/nya-bilar-i-lager' },
                  isCampaign: true,
                  campaign: 'Vinterhjul ingår',
                  labels: [
                    { label: 'Räckvidd (WLTP)', value: '440 km' },
                    { label: 'Effekt', value: '313 hk' },
                    { label: 'Laddtid 10–80 %', value: '29 min' },
                    { label: 'Pris från', value: '569 900 kr' },
                  ],
                },
                {
                  title: 'Mercedes-Benz GLC 300 e',
                  text: 'Laddhybrid med lång elräckvidd för pendling och dragkrok som tillval.',
                  image: {
                    kind: 'car',
                    colour: 'black',
                    model: 'Mercedes-Benz GLC',
                    alt: 'Svart Mercedes-Benz GLC från sidan',
                  },
                  link: { label: 'Se bilar i lager', url: '/kop-bil/nya-bilar-i-lager' },
                  isCampaign: true,
                  labels: [
                    { label: 'Elräckvidd (WLTP)', value: '118 km' },
                    { label: 'Systemeffekt', value: '313 hk' },
                    { label: 'Drivning', value: '4MATIC' },
                    { label: 'Pris från', value: '749 900 kr' },
                  ],
                },
                {
                  title: 'Renault Scenic E-Tech',
                  text: 'Rymlig elbil för familjen, utsedd till Årets bil i Europa 2024.',
                  image: { kind: 'car', colour: 'blue', model: 'Renault Scenic', alt: 'Blå Renault Scenic från sidan' },
                  link: { label: 'Se bilar i lager', url: '/kop-bil/nya-bilar-i-lager' },
                  labels: [
                    { label: 'Räckvidd (WLTP)', value: '625 km' },
                    { label: 'Effekt', value: '220 hk' },
                    { label: 'Pris från', value: '479 900 kr' },
                  ],
                },
              ],
            },
            { blockType: 'loanWarning' },
          ],
        },
      },
    },
    {
      path: '/kop-bil/kampanjer/bilkampanjer',
      itemId: '{CB225939-69BB-4E18-A53D-E1E198E0E913}',
      content: {
        sv: {
          title: 'Bilkampanjer',
          metaTitle: 'Bilkampanjer – kampanjpris på bilar i lager',
          metaDescription:
            'Fynda din nästa bil! Se Hedin Automotives bilkampanjer med kampanjpris, låg ränta och förmånlig privatleasing på nya och begagnade bilar i lager.',
          main: [
            {
              blockType: 'hero',
              title: 'Bilkampanjer',
              text: 'Utvalda bilar i lager med kampanjpris eller extra förmånlig finansiering. Kampanjerna uppdateras varje vecka.',
              image: {
                kind: 'hero',
                key: 'hedin-se-bilkampanjer',
                alt: 'En nytvättad bil med röda ballonger vid entrén',
                hue: 5,
              },
              link: { label: 'Se alla bilar i lager', url: '/kop-bil/alla-bilar-i-lager' },
            },
            {
              blockType: 'countdown',
              heading: 'Vinterkampanjen slutar snart',
              text: 'Kompletta vinterhjul på köpet och kampanjränta på utvalda bilar i lager – så länge kampanjen pågår.',
              target: { daysAfterSeed: 24 },
              units: ['days', 'hours', 'minutes', 'seconds'],
              endedText: 'Vinterkampanjen är avslutad. Håll utkik efter veckans nya kampanjbilar!',
              link: {
                label: 'Se kampanjbilarna',
                url: '/kop-bil/alla-bilar-i-lager?car_campaigns=Vinterhjul%20p%C3%A5%20k%C3%B6pet',
              },
            },
            {
              blockType: 'cards',
              heading: 'Veckans kampanjbilar',
              items: [
                {
                  title: 'Renault Scenic E-Tech – privatleasing',
                  text: 'Fast månadskostnad med service och vinterhjul inkluderat, 36 månader och 1 500 mil per år.',
                  image: {
                    kind: 'car',
                    colour: '#5E6B78',
                    model: 'Renault Scenic E-Tech',
                    alt: 'Grå Renault Scenic E-Tech',
                  },
                  link: {
                    label: 'Se Renault Scenic',
                    url: '/kop-bil/alla-bilar-i-lager?car_brand=Renault&car_fuel=El',
                  },
                },
                {
                  title: 'BMW iX1 – kampanjränta',
                  text: 'Billån med sänkt ränta och 20 procent kontantinsats på nya iX1 i lager.',
                  image: { kind: 'car', colour: '#E9E9E6', model: 'BMW iX1', alt: 'Vit BMW iX1' },
                  link: { label: 'Se BMW iX1', url: '/kop-bil/alla-bilar-i-lager?car_brand=BMW&car_is_used=false' },
                },
                {
                  title: 'Dacia Jogger – vinterpaket',
                  text: 'Kompletta vinterhjul och dragkrok på köpet vid köp av ny Jogger i lager.',
                  image: { kind: 'car', colour: '#4B5A66', model: 'Dacia Jogger', alt: 'Gråblå Dacia Jogger' },
                  link: { label: 'Se Dacia Jogger', url: '/kop-bil/alla-bilar-i-lager?car_brand=Dacia' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Villkor',
              paragraphs: [
                'Kampanjerna gäller bilar i lager hos Hedin Automotive och så långt lagret räcker. Angivna månadskostnader förutsätter godkänd kreditprövning. Bilden kan visa extrautrustning.',
                'Att låna kostar pengar! Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/finansiering',
      itemId: '{456360BD-D173-460E-9FAB-4B6D8452D4A6}',
      content: {
        sv: {
          title: 'Finansiering – billån och leasing',
          navTitle: 'Finansiering',
          metaTitle: 'Billån, privatleasing och företagsleasing',
          metaDescription:
            'Billån, privatleasing eller företagsleasing? Hedin Automotive hjälper dig hitta rätt finansiering för din bil, med snabbt besked och signering med BankID.',
          main: [
            {
              blockType: 'hero',
              title: 'Finansiera din bil på ditt sätt',
              text: 'Vi samarbetar med ledande finansbolag och hjälper dig jämföra billån och leasing – så att månadskostnaden blir rätt från början.',
              image: {
                kind: 'hero',
                key: 'hedin-se-finansiering',
                alt: 'Ett par som skriver under ett avtal hos en bilhandlare',
                hue: 160,
              },
            },
            {
              blockType: 'cards',
              heading: 'Välj finansieringsform',
              items: [
                {
                  title: 'Billån',
                  text: 'Du äger bilen och betalar av den i din egen takt. Kontantinsats från 20 procent och löptid upp till 84 månader.',
                },
                {
                  title: 'Privatleasing',
                  text: 'Fast månadskostnad utan kontantinsats. Du lämnar tillbaka bilen när avtalet är slut – service kan ingå.',
                },
                {
                  title: 'Företagsleasing',
                  text: 'Operationell eller finansiell leasing för företag, med momsavdrag enligt gällande regler.',
                  link: { label: 'Läs mer om företagsbilar', url: '/kop-bil/foretag' },
                },
              ],
            },
            {
              blockType: 'table',
              heading: 'Jämför billån och leasing',
              columns: ['Finansieringsform', 'Kontantinsats', 'Löptid', 'När avtalet tar slut'],
              rows: [
                [
                  {
                    type: 'link',
                    header: 'Billån',
                    lineOne: 'Du äger bilen',
                    lineOneBold: true,
                    lineTwo: 'Räntan beror på bil och kreditprövning',
                    link: { label: 'Se bilar i lager', url: '/kop-bil/alla-bilar-i-lager' },
                  },
                  { type: 'text', lineOne: 'Från 20 %', lineTwo: 'Inbytesbil kan räknas in' },
                  { type: 'text', lineOne: '12–84 månader' },
                  { type: 'text', lineOne: 'Bilen är din', lineTwo: 'Lösen när som helst' },
                ],
                [
                  {
                    type: 'link',
                    header: 'Privatleasing',
                    lineOne: 'Fast månadskostnad',
                    lineOneBold: true,
                    lineTwo: 'Service kan ingå',
                    link: { label: 'Se bilar i lager', url: '/kop-bil/alla-bilar-i-lager' },
                  },
                  { type: 'text', lineOne: 'Ingen' },
                  { type: 'text', lineOne: '24–48 månader', lineTwo: '1 000–3 000 mil per år' },
                  { type: 'text', lineOne: 'Du lämnar tillbaka bilen', lineTwo: 'Övermil och skador debiteras' },
                ],
                [
                  {
                    type: 'link',
                    header: 'Företagsleasing',
                    lineOne: 'Operationell eller finansiell',
                    lineOneBold: true,
                    lineTwo: 'Momsavdrag enligt gällande regler',
                    link: { label: 'Läs om företagsbilar', url: '/kop-bil/foretag' },
                  },
                  { type: 'text', lineOne: 'Enligt avtal' },
                  { type: 'text', lineOne: '24–60 månader' },
                  { type: 'text', lineOne: 'Återlämning eller köp', lineTwo: 'Restvärde enligt avtal' },
                ],
              ],
            },
            {
              blockType: 'content',
              heading: 'Så fungerar det',
              paragraphs: [
                'Välj bil och finansieringsform tillsammans med din säljare eller direkt på bilens sida. Ansökan görs digitalt och besked lämnas oftast inom några minuter. Avtalet signeras med BankID.',
                'Vill du byta in din nuvarande bil räknas värdet in som kontantinsats. Har bilen ett restlån löser vi det åt dig i samband med affären.',
                'Att låna kostar pengar! Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Se bilar i lager', url: '/kop-bil/alla-bilar-i-lager', hasIcon: true },
                { label: 'Värdera din bil för inbyte', url: '/salj-bil', hasIcon: true },
              ],
            },
          ],
        },
      },
    },

    // ───────────────────────────── Hitta anläggning (locator) ─────────────────────────────
    {
      path: '/hitta-anlaggning',
      navigation: { hidden: true },
      itemId: '{9E940BEC-F9D3-4429-A001-6EE545F97BD1}',
      content: {
        sv: {
          title: 'Hitta anläggning',
          navTitle: 'Hitta anläggning',
          metaTitle: 'Hitta närmaste Hedin-anläggning på kartan',
          metaDescription:
            'Se alla Hedin Automotives anläggningar i Sverige på kartan. Sök på ort, adress eller postnummer, eller visa de närmaste anläggningarna där du är.',
          main: [
            {
              blockType: 'hero',
              title: 'Hitta anläggning',
              text: 'Sök på ort, adress eller postnummer, eller tryck på Nära mig. Välj en anläggning för öppettider, vägbeskrivning och länk till anläggningens sida.',
              image: {
                kind: 'hero',
                key: 'hedin-se-hitta-anlaggning',
                alt: 'En karta över Sverige med Hedins anläggningar utmärkta',
                hue: 230,
              },
            },
            { blockType: 'locator', type: 'Location', unit: 'km' },
            {
              blockType: 'linkList',
              heading: 'Mer om våra anläggningar',
              items: [{ label: 'Alla anläggningar', url: '/anlaggningar', hasIcon: true }],
            },
          ],
        },
      },
    },
    // ───────────────────────────── Anläggningar ─────────────────────────────
    {
      path: '/anlaggningar',
      navigation: { posInMenu: 6 },
      itemId: '{9125CB1C-E778-49E6-B263-03DC53E5DBD4}',
      content: {
        sv: {
          title: 'Våra anläggningar',
          navTitle: 'Anläggningar',
          metaTitle: 'Hitta din närmaste Hedin-anläggning',
          metaDescription:
            'Hitta närmaste Hedin Automotive-anläggning för bilköp, service och däckbyte. Se adresser, öppettider och bilmärken i Stockholm, Göteborg, Malmö och Uppsala.',
          main: [
            {
              blockType: 'hero',
              title: 'Hitta din närmaste anläggning',
              text: 'Vi finns på över trettio orter i Sverige. Sök på ort eller använd din position för att hitta närmaste bilhall och verkstad.',
              image: {
                kind: 'hero',
                key: 'hedin-se-anlaggningar',
                alt: 'En Hedin-anläggning med glasfasad i skymningen',
                hue: 240,
              },
            },
            {
              blockType: 'cards',
              heading: 'Våra största orter',
              items: [
                {
                  title: 'Stockholm',
                  text: 'Segeltorp, Bromma, Danderyd och Kungens kurva. Bilhall vardagar 09–18, lördag 10–15. Verkstad vardagar 07–17.',
                  link: {
                    label: 'Bilar i Stockholm',
                    url: '/kop-bil/alla-bilar-i-lager?car_site_region=Stockholms%20l%C3%A4n',
                  },
                },
                {
                  title: 'Göteborg',
                  text: 'Mölndal och Hisingen. Bilhall vardagar 09–18, lördag 10–14. Verkstad vardagar 07–17.',
                  link: {
                    label: 'Bilar i Göteborg',
                    url: '/kop-bil/alla-bilar-i-lager?car_site_city=G%C3%B6teborg',
                  },
                },
                {
                  title: 'Malmö',
                  text: 'Bulltofta och Svågertorp. Bilhall vardagar 09–18, lördag 10–14. Verkstad vardagar 07–16.30.',
                  link: {
                    label: 'Bilar i Skåne',
                    url: '/kop-bil/alla-bilar-i-lager?car_site_region=Sk%C3%A5ne%20l%C3%A4n',
                  },
                },
                {
                  title: 'Uppsala',
                  text: 'Boländerna. Bilhall vardagar 09–18, lördag 10–14. Verkstad och däckhotell vardagar 07–17.',
                  link: {
                    label: 'Bilar i Uppsala',
                    url: '/kop-bil/alla-bilar-i-lager?car_site_region=Uppsala%20l%C3%A4n',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Bilhall, verkstad och däckhotell',
              paragraphs: [
                'De flesta av våra anläggningar har både försäljning, auktoriserad verkstad och däckhotell. På vissa orter finns även skadeverkstad, lackering och snabbservice utan tidsbokning. På anläggningens sida ser du vilka märken och tjänster som finns just där.',
                'Öppettiderna kan avvika kring helger. Under däcksäsongen i oktober–november och mars–april har många verkstäder förlängda öppettider.',
              ],
            },
          ],
        },
      },
    },

    // ───────────────────────────── Service och verkstad ─────────────────────────────
    {
      path: '/service-och-verkstad',
      navigation: { posInMenu: 3 },
      itemId: '{970999D0-6668-496C-8697-44D1D556FBD9}',
      content: {
        sv: {
          title: 'Service och verkstad',
          navTitle: 'Service & verkstad',
          metaTitle: 'Bilservice och verkstad för alla bilmärken',
          metaDescription:
            'Auktoriserad bilverkstad för alla bilmärken. Boka service, reparation, hjulskifte och däckhotell hos Hedin Automotive – med originaldelar och garanti.',
          main: [
            {
              blockType: 'hero',
              title: 'Service och verkstad för alla bilmärken',
              text: 'Våra tekniker servar din bil enligt tillverkarens program, så att garantin gäller. Boka tid på nätet dygnet runt.',
              image: {
                kind: 'hero',
                key: 'hedin-se-service',
                alt: 'En tekniker i verkstadskläder som kontrollerar ett hjul',
                hue: 28,
              },
              link: { label: 'Boka verkstad', url: '/service-och-verkstad/boka-bilverkstad' },
            },
            {
              blockType: 'cards',
              heading: 'Vad behöver din bil?',
              items: [
                {
                  title: 'Boka bilverkstad',
                  text: 'Service, felsökning och reparation. Välj anläggning, tjänst och tid på några minuter.',
                  link: { label: 'Boka tid', url: '/service-och-verkstad/boka-bilverkstad' },
                },
                {
                  title: 'Våra verkstadstjänster',
                  text: 'Från AC-service och bromsbyte till skadereparation och kamremsbyte.',
                  link: { label: 'Se alla tjänster', url: '/service-och-verkstad/vara-verkstadstjanster' },
                },
                {
                  title: 'Däckhotell',
                  text: 'Förvaring, tvätt och kontroll av dina hjul mellan säsongerna.',
                  link: { label: 'Läs om däckhotell', url: '/service-och-verkstad/dackhotell' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Därför väljer du vår verkstad',
              paragraphs: [
                'Vi använder originaldelar eller delar av motsvarande kvalitet och lämnar garanti på utfört arbete. Efter servicen uppdateras bilens digitala servicebok och du får ett sms när bilen är klar att hämta.',
                'Behöver du ta dig vidare under tiden? På de flesta anläggningar kan du låna eller hyra en ersättningsbil, eller vänta i vår lounge med kaffe och wifi.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/boka-bilverkstad',
      itemId: '{749A7612-0394-40B7-9469-2F46E065D3D9}',
      content: {
        sv: {
          title: 'Boka bilverkstad',
          navTitle: 'Boka verkstad',
          metaTitle: 'Boka service och verkstadstid online',
          metaDescription:
            'Boka service, reparation eller hjulskifte online hos Hedin Automotive. Ange registreringsnummer, välj anläggning och tid – bekräftelse direkt via e-post.',
          main: [
            {
              blockType: 'hero',
              title: 'Boka verkstadstid på nätet',
              text: 'Ange registreringsnummer, välj tjänst och en tid som passar. Du får en bekräftelse direkt och en påminnelse dagen innan.',
              image: {
                kind: 'hero',
                key: 'hedin-se-boka-verkstad',
                alt: 'En bil på en lyft i en ljus och ren verkstad',
                hue: 32,
              },
            },
            {
              blockType: 'serviceBooking',
              contactEmail: 'kundservice@hedin.se',
              damageInspectionUrl: 'https://www.hedinbil.se/skadeverkstad',
            },
            {
              blockType: 'content',
              heading: 'Så här bokar du',
              paragraphs: [
                'Fyll i bilens registreringsnummer så hämtar vi automatiskt uppgifter om märke, modell och rekommenderad service. Välj sedan den anläggning som ligger närmast dig och vilka tjänster du vill boka.',
                'Är du osäker på vad bilen behöver kan du beskriva problemet i fritext, så ringer en servicetekniker upp innan besöket. Behöver du ändra eller avboka gör du det enklast via länken i bekräftelsemejlet, senast 24 timmar innan.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Bra att veta inför besöket',
              items: [
                {
                  title: 'Lämna bilen tidigt',
                  text: 'De flesta verkstäder öppnar kl. 07.00 och har nyckelinkast för lämning kvällen innan.',
                },
                {
                  title: 'Ersättningsbil',
                  text: 'Boka lånebil eller hyrbil samtidigt som verkstadstiden, så står den klar när du kommer.',
                },
                {
                  title: 'Betala som du vill',
                  text: 'Kort, Swish, faktura eller delbetalning – du väljer när du hämtar bilen.',
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Se alla verkstadstjänster',
                  url: '/service-och-verkstad/vara-verkstadstjanster',
                  hasIcon: true,
                },
                { label: 'Hitta närmaste verkstad', url: '/anlaggningar', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/vara-verkstadstjanster',
      itemId: '{EF403604-EDC6-4684-8E9C-970C00AF9773}',
      content: {
        sv: {
          title: 'Våra verkstadstjänster',
          navTitle: 'Verkstadstjänster',
          metaTitle: 'Verkstadstjänster – service, reparation och skador',
          metaDescription:
            'Service, bromsar, AC, hjulinställning, glasbyte och skadereparation. Se Hedin Automotives verkstadstjänster och boka tid hos en verkstad nära dig.',
          main: [
            {
              blockType: 'hero',
              title: 'Allt din bil behöver, under samma tak',
              text: 'Våra verkstäder har utrustning och kompetens för allt från ett enkelt oljebyte till avancerad felsökning på elbilar.',
              image: {
                kind: 'hero',
                key: 'hedin-se-verkstadstjanster',
                alt: 'En tekniker som kopplar in diagnosutrustning i en elbil',
                hue: 20,
              },
              link: { label: 'Boka verkstad', url: '/service-och-verkstad/boka-bilverkstad' },
            },
            {
              blockType: 'cards',
              heading: 'Populära tjänster',
              items: [
                {
                  title: 'Service enligt tillverkarens program',
                  text: 'Behåll nybilsgarantin och bilens andrahandsvärde med stämplad servicebok.',
                },
                { title: 'Bromsar och avgassystem', text: 'Kontroll och byte av skivor, belägg och bromsvätska.' },
                { title: 'AC-service', text: 'Rengöring och påfyllning av köldmedium för ett friskt klimat i bilen.' },
                { title: 'Hjulinställning', text: 'Mätning och justering som sparar både däck och bränsle.' },
                {
                  title: 'Glas och stenskott',
                  text: 'Stenskottslagning och vindrutebyte, ofta utan självrisk via försäkringen.',
                },
                {
                  title: 'Skade- och lackverkstad',
                  text: 'Vi reparerar efter olyckan och sköter kontakten med ditt försäkringsbolag.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Service på elbil och laddhybrid',
              paragraphs: [
                'Elbilar behöver också service. Vi kontrollerar bromsar, som lätt rostar när de används sällan, samt batteriets hälsa, kylsystem och laddutrustning. Våra tekniker är utbildade och certifierade för arbete med högvoltssystem.',
              ],
            },
            {
              blockType: 'accordion',
              heading: 'Vanliga frågor om service',
              items: [
                {
                  title: 'Behåller jag nybilsgarantin om jag servar hos er?',
                  paragraphs: [
                    'Ja. Vi är auktoriserade av tillverkarna och följer deras serviceprogram med originaldelar, så garantin gäller precis som vanligt.',
                  ],
                },
                {
                  title: 'Kan jag få en lånebil medan bilen är på verkstaden?',
                  paragraphs: [
                    'De flesta anläggningar har lånebilar som du kan boka samtidigt som du bokar verkstadstiden. Lånebilen är kostnadsfri vid service; du betalar bara drivmedlet.',
                  ],
                },
                {
                  title: 'Hur lång tid tar en ordinarie service?',
                  paragraphs: [
                    'En ordinarie service tar normalt två till fyra timmar. Lämnar du bilen på morgonen är den oftast klar samma eftermiddag.',
                  ],
                },
                {
                  title: 'Vad händer om ni hittar fel som inte ingår i servicen?',
                  paragraphs: [
                    'Vi kontaktar dig alltid innan vi gör något arbete som inte ingår i beställningen, och du får ett pris innan du bestämmer dig.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/dackhotell',
      itemId: '{D6EDBCD1-2B0C-40FE-9DA4-003E0058550B}',
      content: {
        sv: {
          title: 'Däckhotell',
          metaTitle: 'Däckhotell – förvaring och hjulskifte',
          metaDescription:
            'Låt oss förvara dina hjul på däckhotell. Vi tvättar, kontrollerar mönsterdjup och skiftar hjul varje säsong – boka hjulskifte hos Hedin Automotive.',
          main: [
            {
              blockType: 'hero',
              title: 'Däckhotell – slipp bära och förvara',
              text: 'Vi förvarar dina sommar- eller vinterhjul torrt och säkert, och skiftar när det är dags. Du får sms när det är tid att boka.',
              image: {
                kind: 'hero',
                key: 'hedin-se-dackhotell',
                alt: 'Rader av märkta hjul i ett däckhotell',
                hue: 35,
              },
              link: { label: 'Boka hjulskifte', url: '/service-och-verkstad/boka-bilverkstad' },
            },
            {
              blockType: 'tireHotel',
              heading: 'Boka hjulskifte på däckhotellet',
              mailbox: 'dackhotell@hedinautomotive.example',
              contactUs: { label: 'Kontakta oss', url: '/anlaggningar' },
              bookService: { label: 'Boka service', url: '/service-och-verkstad/boka-bilverkstad' },
              tireHotelInformationUrl: '/service-och-verkstad/dackhotell#det-har-ingar',
            },
            {
              blockType: 'cards',
              heading: 'Det här ingår',
              items: [
                { title: 'Hjulskifte', text: 'Skifte två gånger per år, inklusive åtdragning med momentnyckel.' },
                {
                  title: 'Tvätt och kontroll',
                  text: 'Hjulen tvättas och vi mäter mönsterdjup och kontrollerar skador.',
                },
                {
                  title: 'Säker förvaring',
                  text: 'Försäkrad förvaring i klimatanpassat lager, märkt med ditt registreringsnummer.',
                },
                {
                  title: 'Däckrapport',
                  text: 'Du får en rapport om däckens skick och en rekommendation inför nästa säsong.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'När ska jag byta till vinterdäck?',
              paragraphs: [
                'Vinterdäck är lag mellan 1 december och 31 mars när det råder vinterväglag. Dubbdäck får användas från 1 oktober till 15 april, eller längre om vädret kräver det. Vi rekommenderar att du bokar i god tid – de mest populära tiderna i oktober och april tar snabbt slut.',
                'Är dina däck slitna hjälper vi dig att välja nya. Vinterdäck bör ha minst 5 mm mönsterdjup för att ge bra grepp, även om lagkravet är 3 mm.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Köp nya däck och fälgar', url: '/dack-och-biltillbehor', hasIcon: true },
                { label: 'Handla däck i webbshopen', url: '/webbshop', hasIcon: true },
              ],
            },
          ],
        },
      },
    },

    // ───────────────────────────── Däck och biltillbehör ─────────────────────────────
    {
      path: '/dack-och-biltillbehor',
      navigation: { posInMenu: 4 },
      itemId: '{99DE4D2A-4B9D-44D5-9577-343128AB351F}',
      content: {
        sv: {
          title: 'Däck och biltillbehör',
          navTitle: 'Däck & tillbehör',
          metaTitle: 'Däck, fälgar och biltillbehör',
          metaDescription:
            'Köp sommardäck, vinterdäck och kompletta hjul med montering hos Hedin Automotive. Vi har även laddboxar, takboxar, dragkrok och originaltillbehör.',
          main: [
            {
              blockType: 'hero',
              title: 'Däck, fälgar och tillbehör',
              text: 'Kompletta hjul, monterade och balanserade, och originaltillbehör som gör bilen ännu bättre.',
              image: { kind: 'hero', key: 'hedin-se-dack', alt: 'Nya vinterdäck på lättmetallfälgar', hue: 30 },
              link: { label: 'Till webbshopen', url: '/webbshop' },
            },
            {
              blockType: 'cards',
              heading: 'Sortiment',
              items: [
                {
                  title: 'Sommar- och vinterdäck',
                  text: 'Premiumdäck från Michelin, Continental och Nokian, med montering på din anläggning.',
                  link: { label: 'Handla däck', url: '/webbshop' },
                },
                {
                  title: 'Laddbox',
                  text: 'Ladda hemma med en laddbox som installeras av certifierad elektriker.',
                  link: { label: 'Läs om laddbox', url: '/dack-och-biltillbehor/laddbox' },
                },
                {
                  title: 'Dragkrok och takbox',
                  text: 'Originaltillbehör för cykelsemestern, fjällresan och flytten.',
                  link: { label: 'Se tillbehör', url: '/webbshop' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Monterat och klart',
              paragraphs: [
                'När du köper kompletta hjul av oss monterar vi dem på bilen, kontrollerar däcktrycksgivarna och kan förvara dina gamla hjul på däckhotellet. Du behöver inte bära något.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Däckhotell', url: '/service-och-verkstad/dackhotell', hasIcon: true },
                { label: 'Boka hjulskifte', url: '/service-och-verkstad/boka-bilverkstad', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/laddbox',
      itemId: '{F1693863-055E-4AF0-8096-262E1030FE0C}',
      content: {
        sv: {
          title: 'Laddbox för hemmet',
          navTitle: 'Laddbox',
          metaTitle: 'Laddbox med installation',
          metaDescription:
            'Köp laddbox med installation av certifierad elektriker. Hedin Automotive hjälper dig med lastbalansering och Grön teknik-avdraget – ladda elbilen hemma.',
          main: [
            {
              blockType: 'hero',
              title: 'Ladda hemma – enkelt och säkert',
              text: 'En laddbox laddar elbilen upp till fem gånger snabbare än ett vanligt vägguttag. Vi sköter allt från offert till installation.',
              image: {
                kind: 'hero',
                key: 'hedin-se-laddbox',
                alt: 'En laddbox på en husvägg med en elbil inkopplad',
                hue: 140,
              },
              link: { label: 'Kontakta oss om laddbox', url: '/om-hedin-automotive/kontakt' },
            },
            {
              blockType: 'content',
              heading: 'Så går det till',
              paragraphs: [
                'Du fyller i några uppgifter om ditt hus och din elcentral, och en av våra partnerelektriker återkommer med ett fast pris. Installationen tar oftast en halv dag, och laddboxen levereras med lastbalansering så att huvudsäkringen inte löser ut.',
                'Med skattereduktionen för grön teknik får du tillbaka 50 procent av kostnaden för material och arbete, upp till 50 000 kronor per person och år. Vi gör avdraget direkt på fakturan.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Välj rätt laddbox',
              items: [
                {
                  title: '11 kW, tre faser',
                  text: 'Passar de flesta villor och laddar en genomsnittlig elbil full över natten.',
                },
                { title: 'Uppkopplad laddbox', text: 'Styr laddningen i appen och ladda när elpriset är som lägst.' },
                {
                  title: 'För bostadsrättsföreningen',
                  text: 'Vi hjälper föreningen med laddplatser, debitering och bidrag.',
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Se elbilar i lager', url: '/kop-bil/alla-bilar-i-lager?car_fuel=El', hasIcon: true },
                { label: 'Laddlösningar för företag', url: '/kop-bil/foretag', hasIcon: true },
              ],
            },
          ],
        },
      },
    },

    // ───────────────────────────── Livet med bil ─────────────────────────────
    {
      path: '/livet-med-bil',
      navigation: { posInMenu: 5 },
      itemId: '{220D4A8F-580C-4D38-8634-A9C97A27A3E5}',
      content: {
        sv: {
          title: 'Livet med bil',
          metaTitle: 'Livet med bil – tips och råd för bilägare',
          metaDescription:
            'Tips och råd för bilägare: vinterkörning, elbilsladdning, däckval och service. Läs artiklar från Hedin Automotives experter och få ut mer av din bil.',
          main: [
            {
              blockType: 'hero',
              title: 'Livet med bil',
              text: 'Råd från våra tekniker, säljare och däckexperter – för dig som vill att bilen ska hålla länge och fungera året runt.',
              image: {
                kind: 'hero',
                key: 'hedin-se-livet-med-bil',
                alt: 'En familj packar bilen inför en sommarresa',
                hue: 45,
              },
            },
            {
              blockType: 'storiesList',
              heading: 'Senaste artiklarna',
              showDates: true,
              layout: 'list',
              highlightLatestStory: false,
            },
            {
              blockType: 'content',
              heading: 'Fem tips för en längre bilhälsa',
              paragraphs: [
                'Följ serviceintervallen, även om bilen känns bra. Håll koll på däcktrycket en gång i månaden. Tvätta bilen ofta under vintern så att vägsaltet inte får fäste. Byt torkarblad varje höst. Och lyssna på bilen – ett nytt ljud är ofta det första tecknet på att något behöver åtgärdas.',
              ],
            },
            {
              blockType: 'splitHover',
              items: [
                {
                  title: 'Dags för ny bil?',
                  text: 'Jämför tusentals nya och begagnade bilar i lager hos våra anläggningar.',
                  button: { label: 'Köp bil', url: '/kop-bil' },
                  image: { kind: 'hero', key: 'hedin-se-split-kop', alt: 'En ny bil i en ljus bilhall', hue: 205 },
                },
                {
                  title: 'Ta hand om bilen du har',
                  text: 'Service, reparationer och däckbyte hos auktoriserade verkstäder.',
                  button: { label: 'Service och verkstad', url: '/service-och-verkstad' },
                  image: {
                    kind: 'hero',
                    key: 'hedin-se-split-verkstad',
                    alt: 'En mekaniker som byter hjul på en bil',
                    hue: 25,
                  },
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/livet-med-bil/*',
      navigation: { hidden: true },
      itemId: '{5A4B3C2D-1E0F-4A9B-8C7D-6E5F4A3B2C1D}',
      content: {
        sv: {
          title: 'Livet med bil',
          metaTitle: 'Livet med bil',
          metaDescription:
            'Tips och råd för bilägare från Hedin Automotives experter: vinterkörning, däck, elbilsladdning, service och resor.',
          main: [{ blockType: 'storyArticle', showPrevNext: true }],
        },
      },
    },

    // ───────────────────────────── Om Hedin Automotive ─────────────────────────────
    {
      path: '/om-hedin-automotive',
      navigation: { posInMenu: 7, navigable: false },
      itemId: '{54A92A70-0F3B-45F2-BBDD-214FE08DA77A}',
      content: {
        sv: {
          title: 'Om Hedin Automotive',
          navTitle: 'Om oss',
          metaTitle: 'Om Hedin Automotive',
          metaDescription:
            'Hedin Automotive är en svensk familjeägd bilhandelskoncern med anläggningar i hela Sverige. Läs om vår historia, våra bilmärken och lediga jobb.',
          main: [
            {
              blockType: 'hero',
              title: 'Familjeägt sedan starten',
              text: 'Det som började som en liten bilfirma är i dag en av Europas största bilhandelskoncerner – fortfarande familjeägd.',
              image: { kind: 'hero', key: 'hedin-se-om-oss', alt: 'Medarbetare i Hedin Automotives bilhall', hue: 215 },
            },
            {
              blockType: 'content',
              heading: 'Vi gör bilägandet enkelt',
              paragraphs: [
                'Hedin Automotive säljer nya och begagnade bilar, transportbilar och tillbehör, och driver verkstäder, skadeverkstäder och däckhotell i hela Sverige. Vi representerar några av världens mest kända bilmärken och har tusentals medarbetare i Sverige.',
                'Vår idé är enkel: bilaffären och bilägandet ska kännas tryggt. Därför satsar vi på utbildade medarbetare, tydliga priser och anläggningar där du kan göra allt på ett ställe.',
                'Vi tar också ansvar för omställningen. Våra anläggningar drivs med förnybar el, vi bygger ut laddinfrastrukturen genom Hedin Charge och hjälper varje år tusentals kunder att byta till elbil.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Mer om oss',
              items: [
                { label: 'Våra bilmärken', url: '/kop-bil/bilmarken', hasIcon: true },
                { label: 'Våra anläggningar', url: '/anlaggningar', hasIcon: true },
                { label: 'Kontakta oss', url: '/om-hedin-automotive/kontakt', hasIcon: true },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Från en bilfirma i Stockholm till hela Europa',
              titleTag: 'h2',
              paragraphs: [
                'Hedin Automotive grundades som en liten bilfirma och har vuxit steg för steg, alltid med samma ägarfamilj. I dag finns vi på hundratals orter i Sverige och i flera andra europeiska länder.',
                'Storleken gör att vi kan erbjuda ett brett utbud av bilmärken, egna verkstäder och förmånlig finansiering – men det är fortfarande den lokala anläggningen och dess medarbetare som gör skillnaden för dig som kund.',
              ],
              link: { label: 'Hitta din anläggning', url: '/anlaggningar' },
              backgroundColor: 'surface',
              useTextAnimations: true,
              useMediaAnimations: true,
              imageDesktop: {
                kind: 'hero',
                key: 'hedin-se-historia',
                alt: 'En av Hedin Automotives första bilhallar',
                hue: 35,
              },
              imagePhone: {
                kind: 'hero',
                key: 'hedin-se-historia-mobil',
                alt: 'En av Hedin Automotives första bilhallar',
                hue: 35,
              },
            },
            {
              blockType: 'textColumns',
              heading: 'Det här står vi för',
              columns: 3,
              items: [
                {
                  title: 'Tydliga priser',
                  subTitle: 'Inga överraskningar',
                  paragraphs: [
                    'Priset du ser är priset du betalar. Vi visar alltid totalkostnad för billån och leasing, och ger fast pris på service innan vi börjar arbetet.',
                  ],
                },
                {
                  title: 'Kunniga medarbetare',
                  subTitle: 'Utbildade av tillverkarna',
                  paragraphs: [
                    'Våra säljare och tekniker utbildas löpande av bilmärkena vi representerar, så att du får rätt råd och rätt reparation från början.',
                  ],
                },
                {
                  title: 'Ansvar för omställningen',
                  subTitle: 'Förnybar el på anläggningarna',
                  paragraphs: [
                    'Vi driver anläggningarna med förnybar el, bygger ut laddstationer och hjälper varje år tusentals kunder att byta till elbil.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-hedin-automotive/kontakt',
      itemId: '{07ED9675-B6A4-4BF6-AC3F-7932CDAC65BC}',
      content: {
        sv: {
          title: 'Kontakta oss',
          navTitle: 'Kontakt',
          metaTitle: 'Kontakta Hedin Automotive kundcenter',
          metaDescription:
            'Kontakta Hedin Automotive om bilköp, service, däckhotell eller reklamationer. Ring kundcenter, mejla oss eller hitta kontaktuppgifter till din anläggning.',
          main: [
            {
              blockType: 'hero',
              title: 'Vi hjälper dig gärna',
              text: 'Ring, mejla eller besök din närmaste anläggning. Vårt kundcenter svarar på frågor om allt från bilköp till fakturor.',
              image: {
                kind: 'hero',
                key: 'hedin-se-kontakt',
                alt: 'En kundtjänstmedarbetare med headset som ler',
                hue: 200,
              },
            },
            { blockType: 'embeddedForm', heading: 'Skriv till oss', form: 'kontakt' },
            {
              blockType: 'cards',
              heading: 'Kontaktvägar',
              items: [
                {
                  title: 'Kundcenter',
                  text: 'Telefon 08-465 004 20. Vardagar kl. 08.00–18.00, lördagar kl. 10.00–14.00.',
                },
                { title: 'E-post', text: 'kundcenter@hedinautomotive.se – vi svarar inom en arbetsdag.' },
                {
                  title: 'Din anläggning',
                  text: 'Kontakta säljare och verkstad direkt på den anläggning du besöker.',
                  link: { label: 'Hitta anläggning', url: '/anlaggningar' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Synpunkter och reklamationer',
              paragraphs: [
                'Är du inte nöjd med en bil eller ett verkstadsbesök vill vi veta det. Kontakta i första hand den anläggning där du gjorde affären. Löser vi det inte där tar vårt kundcenter över ärendet och återkommer inom fem arbetsdagar.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/salj-bil',
      navigation: { posInMenu: 2 },
      itemId: '{671A4C06-358D-4255-801C-722B2AC71E3B}',
      content: {
        sv: {
          title: 'Sälj din bil',
          navTitle: 'Sälj bil',
          metaTitle: 'Sälj bilen snabbt och tryggt',
          metaDescription:
            'Sälj din bil till Hedin Automotive. Få ett kostnadsfritt bud på några minuter, vi löser eventuellt lån och pengarna sätts in på ditt konto samma dag.',
          main: [
            {
              blockType: 'hero',
              title: 'Sälj bilen till oss',
              text: 'Ange registreringsnummer och miltal, så får du ett bud utan förpliktelser. Vi köper bilar av alla märken.',
              image: {
                kind: 'hero',
                key: 'hedin-se-salj-bil',
                alt: 'En bilägare lämnar över nycklarna vid en anläggning',
                hue: 170,
              },
            },
            { blockType: 'sellCarForm' },
            {
              blockType: 'cards',
              heading: 'Så enkelt är det',
              items: [
                {
                  title: '1. Värdera',
                  text: 'Fyll i registreringsnummer, miltal och bilens skick. Det tar två minuter.',
                },
                { title: '2. Få bud', text: 'En av våra inköpare återkommer med ett bud, oftast samma dag.' },
                {
                  title: '3. Lämna bilen',
                  text: 'Kom till närmaste anläggning. Vi kontrollerar bilen och betalar direkt.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Inga krångliga provturer med främlingar',
              paragraphs: [
                'Att sälja bilen privat kan ge några tusenlappar extra, men också veckor av annonser, visningar och risk för bedrägerier. Hos oss får du ett tryggt bud, vi löser eventuellt restlån hos banken och sköter ägarbytet. Vill du köpa en ny bil samtidigt räknas värdet in som kontantinsats.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Byt upp dig – se bilar i lager', url: '/kop-bil/alla-bilar-i-lager', hasIcon: true },
                { label: 'Hitta närmaste anläggning', url: '/anlaggningar', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/webbshop',
      navigation: { posInMenu: 8 },
      itemId: '{E74A6DC4-6CC0-4556-9E4C-603BAF11536E}',
      content: {
        sv: {
          title: 'Webbshop',
          metaTitle: 'Webbshop – däck, fälgar och tillbehör',
          metaDescription:
            'Handla däck, kompletta hjul och biltillbehör i Hedin Automotives webbshop. Sök på registreringsnummer, betala tryggt och välj montering på din anläggning.',
          main: [
            {
              blockType: 'hero',
              title: 'Handla däck och tillbehör online',
              text: 'Sök på ditt registreringsnummer så visar vi bara det som passar din bil. Välj hemleverans eller montering hos oss.',
              image: {
                kind: 'hero',
                key: 'hedin-se-webbshop',
                alt: 'Kompletta vinterhjul staplade i en butik',
                hue: 25,
              },
            },
            {
              blockType: 'cards',
              heading: 'Populära kategorier',
              items: [
                {
                  title: 'Vinterdäck',
                  text: 'Dubbade och odubbade däck från ledande tillverkare, testade för nordiska förhållanden.',
                },
                {
                  title: 'Kompletta hjul',
                  text: 'Däck och fälg monterade, balanserade och med TPMS-givare – klara att sätta på.',
                },
                {
                  title: 'Biltillbehör',
                  text: 'Gummimattor, takräcken, cykelhållare och bagagerumsskydd i originalutförande.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Trygg e-handel',
              paragraphs: [
                'Du betalar med kort, Swish eller faktura. Vi lämnar 14 dagars öppet köp på omonterade produkter och fri frakt till valfri Hedin-anläggning. Har du bokat montering får du en bekräftelse med tid och plats direkt efter köpet.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Däckhotell', url: '/service-och-verkstad/dackhotell', hasIcon: true },
                { label: 'Laddbox', url: '/dack-och-biltillbehor/laddbox', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/dackkop-tack',
      navigation: { hidden: true },
      // A payment result: only reached from the checkout, never a search result.
      noIndex: true,
      itemId: '{F930F02A-0F6F-4B59-874E-E0CC456A8B65}',
      content: {
        sv: {
          title: 'Tack för ditt köp',
          metaTitle: 'Tack för ditt däckköp',
          metaDescription:
            'Tack för ditt däckköp hos Hedin Automotive! Din betalning är genomförd och en orderbekräftelse med monteringstid har skickats till din e-postadress.',
          main: [
            {
              blockType: 'hero',
              title: 'Tack för ditt köp!',
              text: 'Betalningen är genomförd. Vi har skickat en orderbekräftelse till din e-postadress.',
              image: {
                kind: 'hero',
                key: 'hedin-se-dackkop-tack',
                alt: 'Nymonterade däck på en bil som är klar att köra',
                hue: 145,
              },
            },
            {
              blockType: 'content',
              heading: 'Vad händer nu?',
              paragraphs: [
                'Har du valt montering hos oss står dina nya däck klara på anläggningen vid den tid du bokat. Ta med dig hjullåsnyckeln om bilen har låsbultar.',
                'Har du valt leverans hem skickar vi ett sms med spårningslänk när paketet lämnar vårt lager, vanligtvis inom två arbetsdagar.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Förvara dina gamla hjul på däckhotell',
                  url: '/service-och-verkstad/dackhotell',
                  hasIcon: true,
                },
                { label: 'Tillbaka till webbshopen', url: '/webbshop', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/dackkop-fel',
      navigation: { hidden: true },
      // A payment result: only reached from the checkout, never a search result.
      noIndex: true,
      itemId: '{D03390AA-C65C-41E7-8BF4-CDF7ED7DD920}',
      content: {
        sv: {
          title: 'Betalningen gick inte igenom',
          metaTitle: 'Något gick fel med betalningen',
          metaDescription:
            'Betalningen för ditt däckköp kunde inte genomföras och inga pengar har dragits. Försök igen eller kontakta Hedin Automotives kundcenter så hjälper vi dig.',
          main: [
            {
              blockType: 'hero',
              title: 'Betalningen gick inte igenom',
              text: 'Ingen betalning har dragits och ordern är inte lagd. Det kan bero på ett tillfälligt fel hos banken eller att köpet avbröts.',
              image: {
                kind: 'hero',
                key: 'hedin-se-dackkop-fel',
                alt: 'Ett däck lutat mot en vägg i dämpat ljus',
                hue: 0,
              },
              link: { label: 'Försök igen', url: '/webbshop' },
            },
            {
              blockType: 'content',
              heading: 'Så löser du det',
              paragraphs: [
                'Kontrollera att kortet är giltigt och har täckning, eller välj ett annat betalsätt som Swish eller faktura. Om problemet kvarstår kan du ringa vårt kundcenter på 08-465 004 20, så lägger vi ordern åt dig.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Kontakta kundcenter', url: '/om-hedin-automotive/kontakt', hasIcon: true },
                { label: 'Till däck och tillbehör', url: '/dack-och-biltillbehor', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/integritetspolicy',
      navigation: { hidden: true },
      itemId: '{CFEDF34B-47FA-4F7A-A353-3B51D33D0D23}',
      content: {
        sv: {
          title: 'Integritetspolicy',
          metaTitle: 'Integritetspolicy',
          metaDescription:
            'Så behandlar Hedin Automotive dina personuppgifter vid bilköp, verkstadsbesök och på webben. Läs om dina rättigheter enligt dataskyddsförordningen (GDPR).',
          main: [
            {
              blockType: 'hero',
              title: 'Integritetspolicy',
              text: 'Vi värnar om din personliga integritet. Här förklarar vi vilka uppgifter vi samlar in, varför och hur länge vi sparar dem.',
              image: { kind: 'hero', key: 'hedin-se-integritet', alt: 'Ett hänglås på ett tangentbord', hue: 250 },
            },
            {
              blockType: 'content',
              heading: 'Personuppgiftsansvarig',
              paragraphs: [
                'Hedin Automotive AB är personuppgiftsansvarig för de personuppgifter som behandlas när du köper bil, bokar service eller använder vår webbplats. Vi behandlar dina uppgifter i enlighet med dataskyddsförordningen (GDPR).',
              ],
            },
            {
              blockType: 'content',
              heading: 'Vilka uppgifter vi behandlar',
              paragraphs: [
                'Vi behandlar namn, kontaktuppgifter, personnummer vid kreditprövning, registreringsnummer och uppgifter om din bil och dess service. Uppgifterna används för att fullgöra avtal, uppfylla lagkrav som bokföringslagen och, om du samtyckt, för att skicka erbjudanden.',
                'Du har rätt att begära utdrag, rättelse eller radering av dina uppgifter och att invända mot direktmarknadsföring. Kontakta vårt dataskyddsombud på dataskydd@hedinautomotive.se. Du kan även lämna klagomål till Integritetsskyddsmyndigheten (IMY).',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Om cookies', url: '/cookies', hasIcon: true },
                { label: 'Kontakta oss', url: '/om-hedin-automotive/kontakt', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/cookies',
      navigation: { hidden: true },
      itemId: '{0382D5EF-D589-4362-BA68-D67CD7246987}',
      content: {
        sv: {
          title: 'Cookies',
          metaTitle: 'Om cookies på hedinautomotive.se',
          metaDescription:
            'Läs om hur hedinautomotive.se använder cookies för att webbplatsen ska fungera, för statistik och för marknadsföring, och hur du ändrar ditt samtycke.',
          main: [
            {
              blockType: 'hero',
              title: 'Cookies',
              text: 'Vi använder cookies för att webbplatsen ska fungera och för att förbättra din upplevelse. Du bestämmer själv vilka du godkänner.',
              image: {
                kind: 'hero',
                key: 'hedin-se-cookies',
                alt: 'En datorskärm med en bilsajt i ett mörkt rum',
                hue: 260,
              },
            },
            {
              blockType: 'content',
              heading: 'Vad är cookies?',
              paragraphs: [
                'En cookie är en liten textfil som sparas i din webbläsare när du besöker en webbplats. Den gör det möjligt att till exempel komma ihåg dina sökfilter, de bilar du jämför och ditt val av anläggning.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Cookies vi använder',
              items: [
                {
                  title: 'Nödvändiga',
                  text: 'Krävs för att webbplatsen och bokningar ska fungera. De kan inte stängas av.',
                },
                {
                  title: 'Statistik',
                  text: 'Hjälper oss att förstå hur webbplatsen används så att vi kan förbättra den.',
                },
                {
                  title: 'Marknadsföring',
                  text: 'Används för att visa relevanta erbjudanden på andra webbplatser och i sociala medier.',
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [{ label: 'Läs vår integritetspolicy', url: '/integritetspolicy', hasIcon: true }],
            },
          ],
        },
      },
    },
  ],
}
