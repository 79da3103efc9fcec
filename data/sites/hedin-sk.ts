import type { SeedSite } from '../seed-types'

/** Demo content for Hedin Automotive Slovensko (hedinautomotive.sk), Slovak. */
export const site: SeedSite = {
  name: 'hedin-sk',
  pages: [
    {
      path: '/',
      itemId: '{215CEF68-B378-442B-9676-FD9375478BE4}',
      content: {
        sk: {
          title: 'Hedin Automotive Slovensko',
          navTitle: 'Úvod',
          metaTitle: 'Nové a ojazdené vozidlá, servis a financovanie',
          metaDescription:
            'Kúpte si nové alebo ojazdené auto v Hedin Automotive v Bratislave, Košiciach a Žiline. Financovanie, výkup vozidla a autorizovaný servis na jednom mieste.',
          header: [
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Automotive', alt: 'Hedin Automotive – na úvodnú stránku' },
              sticky: false,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Nájdite svoje ďalšie auto',
              text: 'Viac ako 400 nových a ojazdených vozidiel skladom v Bratislave, Košiciach a Žiline – s financovaním a servisom pod jednou strechou.',
              image: {
                kind: 'hero',
                key: 'sk-home',
                alt: 'Elektromobil na nábreží Dunaja v Bratislave pri západe slnka',
                hue: 25,
              },
              link: { label: 'Pozrieť všetky vozidlá', url: '/kupit-auto/vsetky-vozidla' },
              showSearch: true,
              searchPlaceholder: 'Hľadajte podľa značky, modelu alebo paliva',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Auto týždňa',
              text: 'Vybrali sme pre vás najlepšie vozidlá týždňa z našich pobočiek – pozrite si ich a dohodnite si testovaciu jazdu.',
            },
            {
              blockType: 'cards',
              heading: 'Naše značky',
              items: [
                {
                  title: 'Mercedes-Benz',
                  text: 'Osobné a úžitkové vozidlá vrátane elektrickej rady EQ.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Logo Mercedes-Benz' },
                  link: { label: 'Pozrieť vozidlá', url: '/kupit-auto/vsetky-vozidla?car_brand=Mercedes-Benz' },
                },
                {
                  title: 'Ford',
                  text: 'Kuga, Explorer a dodávky Transit pre podnikateľov.',
                  image: { kind: 'logo', brand: 'Ford', alt: 'Logo Ford' },
                  link: { label: 'Pozrieť vozidlá', url: '/kupit-auto/vsetky-vozidla?car_brand=Ford' },
                },
                {
                  title: 'Renault',
                  text: 'Elektrické modely Renault 5 E-Tech a Scenic E-Tech aj úsporné hybridy.',
                  image: { kind: 'logo', brand: 'Renault', alt: 'Logo Renault' },
                  link: { label: 'Pozrieť vozidlá', url: '/kupit-auto/vsetky-vozidla?car_brand=Renault' },
                },
                {
                  title: 'Dacia',
                  text: 'Duster, Sandero a Jogger – rozumné autá za rozumnú cenu.',
                  image: { kind: 'logo', brand: 'Dacia', alt: 'Logo Dacia' },
                  link: { label: 'Pozrieť vozidlá', url: '/kupit-auto/vsetky-vozidla?car_brand=Dacia' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Všetko pre vaše auto na jednom mieste',
              paragraphs: [
                'V Hedin Automotive vám poradia skúsení predajcovia, pripravíme pre vás výhodné financovanie a vaše doterajšie auto vykúpime alebo započítame na protiúčet.',
                'Každé ojazdené vozidlo prechádza kontrolou v našom servise a pri elektromobiloch vykonávame test stavu batérie ešte pred odovzdaním.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Rýchle odkazy',
              items: [
                { label: 'Objednať servis', url: '/servis', hasIcon: true },
                { label: 'Výhody nákupu u nás', url: '/vyhody-hedin-automotive', hasIcon: true },
                { label: 'Predajne a otváracie hodiny', url: '/kontakty', hasIcon: true },
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Kúpiť auto',
                  links: [
                    { label: 'Všetky vozidlá', url: '/kupit-auto/vsetky-vozidla' },
                    { label: 'Elektromobily', url: '/kupit-auto/vsetky-vozidla?car_fuel=Elektro' },
                    { label: 'Financovanie', url: '/kupit-auto' },
                  ],
                },
                {
                  title: 'Služby',
                  links: [
                    { label: 'Servis', url: '/servis' },
                    { label: 'Výhody Hedin Automotive', url: '/vyhody-hedin-automotive' },
                  ],
                },
                {
                  title: 'Hedin Automotive',
                  links: [
                    { label: 'O nás', url: '/o-hedin-automotive' },
                    { label: 'Kontakty', url: '/kontakty' },
                  ],
                },
              ],
              infoField1: {
                heading: 'Zákaznícka linka',
                text: 'Volajte +421 2 3300 4500 (Po – Pi 8:00 – 18:00) alebo napíšte na info@hedinautomotive.sk.',
              },
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto',
      navigation: { posInMenu: 1 },
      itemId: '{5993FD99-DDFB-47DA-9B6A-A81CA1F5CC3A}',
      content: {
        sk: {
          title: 'Kúpiť auto',
          metaTitle: 'Kúpiť nové alebo ojazdené auto',
          metaDescription:
            'Kúpte si nové alebo ojazdené auto v Hedin Automotive. Vyberte podľa značky, karosérie alebo paliva a získajte ponuku na leasing, úver a výkup.',
          main: [
            {
              blockType: 'hero',
              title: 'Kúpiť auto',
              text: 'Nový elektromobil, spoľahlivé ojazdené auto alebo firemná flotila – pomôžeme vám od testovacej jazdy až po odovzdanie.',
              image: {
                kind: 'hero',
                key: 'sk-kupit-auto',
                alt: 'Zákazník preberá kľúče od nového auta v showroome',
                hue: 35,
              },
              link: { label: 'Všetky vozidlá', url: '/kupit-auto/vsetky-vozidla' },
            },
            {
              blockType: 'cards',
              heading: 'Obľúbené modely',
              items: [
                {
                  title: 'Mercedes-Benz GLC 300 e',
                  text: 'Plug-in hybrid s elektrickým dojazdom vyše 100 km a pohonom 4MATIC.',
                  image: { kind: 'car', colour: 'black', model: 'Mercedes-Benz GLC', alt: 'Čierny Mercedes-Benz GLC' },
                  link: {
                    label: 'Pozrieť ponuku',
                    url: '/kupit-auto/vsetky-vozidla?car_brand=Mercedes-Benz&car_model=GLC',
                  },
                },
                {
                  title: 'Renault 5 E-Tech',
                  text: 'Kultový model v elektrickom prevedení s dojazdom až 410 km (WLTP).',
                  image: { kind: 'car', colour: 'yellow', model: 'Renault 5 E-Tech', alt: 'Žltý Renault 5 E-Tech' },
                  link: {
                    label: 'Pozrieť ponuku',
                    url: '/kupit-auto/vsetky-vozidla?car_brand=Renault&car_model=5%20E-Tech',
                  },
                },
                {
                  title: 'Dacia Duster',
                  text: 'Robustné SUV s pohonom 4x4 alebo hybridom – ideálne na slovenské cesty aj hory.',
                  image: { kind: 'car', colour: 'green', model: 'Dacia Duster', alt: 'Zelená Dacia Duster' },
                  link: { label: 'Pozrieť ponuku', url: '/kupit-auto/vsetky-vozidla?car_brand=Dacia&car_model=Duster' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Financovanie a výkup vozidla',
              paragraphs: [
                'Ponúkame úver, finančný aj operatívny leasing prostredníctvom našich partnerov. O schválení financovania sa zvyčajne dozviete ešte v ten istý deň.',
                'Vaše doterajšie auto akejkoľvek značky ocení náš technik priamo na predajni a sumu odpočítame z ceny nového vozidla.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto/vsetky-vozidla',
      itemId: '{0144A8E0-1CCB-4641-BA5E-2F786BD111A5}',
      content: {
        sk: {
          title: 'Všetky vozidlá',
          metaTitle: 'Všetky vozidlá na predaj',
          metaDescription:
            'Prezrite si všetky nové a ojazdené vozidlá na predaj v Hedin Automotive v Bratislave, Košiciach a Žiline. Filtrujte podľa značky, ceny a paliva.',
          main: [
            {
              blockType: 'carList',
              heading: 'Všetky vozidlá',
              condition: 'all',
            },
            {
              blockType: 'content',
              heading: 'Ako kontrolujeme ojazdené vozidlá',
              paragraphs: [
                'Každé ojazdené vozidlo pred predajom prejde kontrolou vo viac ako 100 bodoch. Preveríme brzdy, pneumatiky, servisnú históriu a pri elektromobiloch aj stav batérie.',
                'Ku každému vozidlu dostanete záruku minimálne 12 mesiacov, platnú STK a EK a overený stav tachometra.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Obľúbené vyhľadávania',
              items: [
                { label: 'Elektromobily', url: '/kupit-auto/vsetky-vozidla?car_fuel=Elektro', hasIcon: true },
                {
                  label: 'Plug-in hybridy',
                  url: '/kupit-auto/vsetky-vozidla?car_fuel=Plug-in%20hybrid',
                  hasIcon: true,
                },
                {
                  label: 'Pohon 4x4',
                  url: '/kupit-auto/vsetky-vozidla?car_drive=Pohon%20v%C5%A1etk%C3%BDch%20kolies',
                  hasIcon: true,
                },
                {
                  label: 'Úžitkové vozidlá',
                  url: '/kupit-auto/vsetky-vozidla?car_vehicle_type_code=LCV',
                  hasIcon: true,
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/o-hedin-automotive',
      navigation: { posInMenu: 4 },
      itemId: '{24B1830A-D8AE-4768-A044-69CB5F214EEF}',
      content: {
        sk: {
          title: 'O Hedin Automotive',
          navTitle: 'O nás',
          metaTitle: 'O spoločnosti Hedin Automotive',
          metaDescription:
            'Hedin Automotive patrí medzi najväčších predajcov áut v Európe. Na Slovensku máme predajne a servisy v Bratislave, Košiciach a Žiline.',
          main: [
            {
              blockType: 'hero',
              title: 'O Hedin Automotive',
              text: 'Rodinná firma, ktorej cieľom je, aby bolo vlastníctvo auta jednoduché.',
              image: {
                kind: 'hero',
                key: 'sk-o-nas',
                alt: 'Tím Hedin Automotive pred predajňou v Bratislave',
                hue: 45,
              },
            },
            {
              blockType: 'content',
              heading: 'Kto sme',
              paragraphs: [
                'Hedin Automotive vznikol vo Švédsku a dnes patrí medzi najväčšie skupiny predajcov automobilov v Európe. Pôsobíme okrem iného na Slovensku, vo Švédsku, v Nórsku, vo Fínsku a vo Veľkej Británii.',
                'Na Slovensku zamestnávame približne 250 ľudí v predaji, servise, karosárni a predaji náhradných dielov. Sme autorizovaným predajcom a servisom viacerých automobilových značiek.',
                'Veríme v dlhodobé vzťahy so zákazníkmi. Preto investujeme do školení technikov, nabíjacej infraštruktúry na všetkých pobočkách a digitálnych služieb, vďaka ktorým si servis objednáte za pár minút.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Viac o nás',
              items: [
                { label: 'Výhody Hedin Automotive', url: '/vyhody-hedin-automotive', hasIcon: true },
                { label: 'Kontakty a pobočky', url: '/kontakty', hasIcon: true },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Súčasť rodinnej skupiny Hedin',
              paragraphs: [
                'Hedin Automotive na Slovensku patrí do švédskej rodinnej skupiny Hedin, jedného z najväčších predajcov automobilov v Európe.',
                'Vďaka tomu vám môžeme ponúknuť široký výber nových aj jazdených vozidiel, autorizovaný servis a výhodné financovanie – s osobným prístupom našich miestnych tímov.',
              ],
              link: { label: 'Výhody Hedin Automotive', url: '/vyhody-hedin-automotive' },
              backgroundColor: 'primary',
              imageDesktop: {
                kind: 'hero',
                key: 'hedin-sk-skupina',
                alt: 'Showroom Hedin Automotive v Bratislave',
                hue: 220,
              },
            },
          ],
        },
      },
    },
    {
      path: '/vyhody-hedin-automotive',
      navigation: { posInMenu: 3 },
      itemId: '{2ABA016B-29CB-4C46-ABA7-1A0A76D554E8}',
      content: {
        sk: {
          title: 'Výhody Hedin Automotive',
          navTitle: 'Výhody',
          metaTitle: 'Prečo nakupovať v Hedin Automotive',
          metaDescription:
            'Predĺžená záruka, servisné zmluvy, výkup vozidla a náhradné auto počas servisu. Zistite, prečo sa oplatí kúpiť si auto v Hedin Automotive.',
          main: [
            {
              blockType: 'hero',
              title: 'Výhody Hedin Automotive',
              text: 'Viac než len predaj áut – staráme sa o vás počas celej doby vlastníctva.',
              image: { kind: 'hero', key: 'sk-vyhody', alt: 'Technik odovzdáva zákazníčke auto po servise', hue: 140 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Predĺžená záruka',
                  text: 'Ku každému novému vozidlu môžete získať predĺženú záruku až na 5 rokov alebo 150 000 km.',
                  link: { label: 'Pozrieť vozidlá', url: '/kupit-auto/vsetky-vozidla' },
                },
                {
                  title: 'Servisná zmluva',
                  text: 'Pravidelné servisné prehliadky s originálnymi dielmi za pevnú mesačnú splátku.',
                  link: { label: 'O servise', url: '/servis' },
                },
                {
                  title: 'Výkup vozidla',
                  text: 'Vaše auto vykúpime za férovú cenu aj bez kúpy nového. Peniaze vám pošleme do 24 hodín.',
                  link: { label: 'Kontaktujte nás', url: '/kontakty' },
                },
                {
                  title: 'Náhradné vozidlo',
                  text: 'Počas dlhšieho servisu vám bezplatne zapožičiame náhradné auto.',
                  link: { label: 'Objednať servis', url: '/servis' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Autorizovaný servis',
              paragraphs: [
                'Ako autorizovaný servis používame diagnostiku a originálne diely výrobcu. Záruka vášho vozidla tak zostáva zachovaná a auto si udrží vyššiu hodnotu pri ďalšom predaji.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakty',
      navigation: { posInMenu: 5 },
      itemId: '{7B14AEAB-2F59-43BD-A26F-C2BBC23235AD}',
      content: {
        sk: {
          title: 'Kontakty',
          metaTitle: 'Kontakty – predajne a servisy',
          metaDescription:
            'Nájdite najbližšiu predajňu a servis Hedin Automotive v Bratislave, Košiciach alebo Žiline. Adresy, otváracie hodiny a telefónne čísla.',
          main: [
            {
              blockType: 'hero',
              title: 'Kontakty',
              text: 'Predaj, servis a náhradné diely na troch pobočkách.',
              image: {
                kind: 'hero',
                key: 'sk-kontakty',
                alt: 'Budova Hedin Automotive v Bratislave vo večernom osvetlení',
                hue: 230,
              },
            },
            {
              blockType: 'cards',
              heading: 'Naše pobočky',
              items: [
                {
                  title: 'Hedin Automotive Bratislava',
                  text: 'Rožňavská 32, 821 04 Bratislava. Predaj +421 2 3300 4510, servis +421 2 3300 4520.',
                  link: { label: 'Objednať servis', url: '/servis' },
                },
                {
                  title: 'Hedin Automotive Košice',
                  text: 'Moldavská cesta 10, 040 11 Košice. Predaj +421 55 7200 110, servis +421 55 7200 120.',
                  link: { label: 'Objednať servis', url: '/servis' },
                },
                {
                  title: 'Hedin Automotive Žilina',
                  text: 'Kamenná 12, 010 01 Žilina. Predaj +421 41 5600 210, servis +421 41 5600 220.',
                  link: { label: 'Objednať servis', url: '/servis' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Otváracie hodiny',
              paragraphs: [
                'Predaj: Po – Pi 8:00 – 18:00, So 9:00 – 13:00. Servis: Po – Pi 7:00 – 17:00. Náhradné diely: Po – Pi 7:30 – 16:30.',
                'Počas štátnych sviatkov sú pobočky zatvorené. Aktuálne informácie nájdete na mape pri každej pobočke.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/servis',
      navigation: { posInMenu: 2 },
      itemId: '{88558BD0-32E4-47CB-BAE0-3D35FE1BBE7B}',
      content: {
        sk: {
          title: 'Servis',
          metaTitle: 'Servis a opravy – objednajte sa online',
          metaDescription:
            'Objednajte si servisnú prehliadku, prezutie pneumatík, STK alebo opravu karosérie v autorizovanom servise Hedin Automotive v Bratislave a Košiciach.',
          main: [
            {
              blockType: 'hero',
              title: 'Servis a opravy',
              text: 'Autorizovaný servis s originálnymi dielmi a náhradným vozidlom podľa potreby.',
              image: { kind: 'hero', key: 'sk-servis', alt: 'Servisný technik kontroluje auto na zdviháku', hue: 15 },
            },
            {
              blockType: 'cards',
              heading: 'Naše služby',
              items: [
                {
                  title: 'Servisná prehliadka',
                  text: 'Podľa plánu výrobcu, so zápisom do digitálnej servisnej knižky.',
                  link: { label: 'Kontaktovať servis', url: '/kontakty' },
                },
                {
                  title: 'Pneuservis a uskladnenie',
                  text: 'Sezónne prezutie, vyváženie kolies a uskladnenie pneumatík v našom pneuhoteli.',
                  link: { label: 'Kontaktovať servis', url: '/kontakty' },
                },
                {
                  title: 'Príprava na STK a EK',
                  text: 'Vozidlo pripravíme a pristavíme na technickú a emisnú kontrolu za vás.',
                  link: { label: 'Kontaktovať servis', url: '/kontakty' },
                },
                {
                  title: 'Karosáreň a lakovňa',
                  text: 'Opravy po nehode s priamou likvidáciou poistnej udalosti u všetkých veľkých poisťovní.',
                  link: { label: 'Kontaktovať servis', url: '/kontakty' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Servis elektromobilov',
              paragraphs: [
                'Elektromobily potrebujú menej údržby, no brzdy, kabínový filter, podvozok a aktualizácie softvéru treba kontrolovať pravidelne. Naši technici majú oprávnenie na prácu s vysokonapäťovými systémami.',
                'Auto nám môžete odovzdať ráno pred ôsmou a vyzdvihnúť si ho po práci. Na pobočkách v Bratislave a Košiciach si ho počas čakania aj nabijete.',
              ],
            },
            {
              blockType: 'accordion',
              heading: 'Časté otázky o servise',
              items: [
                {
                  title: 'Zostane mi záruka, ak servisujem u vás?',
                  paragraphs: [
                    'Áno. Sme autorizovaný servis a používame originálne diely podľa servisného plánu výrobcu, takže záruka zostáva v platnosti.',
                  ],
                },
                {
                  title: 'Môžem dostať náhradné vozidlo?',
                  paragraphs: [
                    'Náhradné vozidlo si môžete rezervovať spolu s termínom servisu. Počas servisnej prehliadky je bezplatné, platíte len palivo.',
                  ],
                },
                {
                  title: 'Ako dlho trvá servisná prehliadka?',
                  paragraphs: [
                    'Bežná prehliadka trvá dve až štyri hodiny. Ak vozidlo privezete ráno, väčšinou je hotové v ten istý deň popoludní.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
  ],
}
