import type { BlockLibraryTexts } from './types'

export const sk: BlockLibraryTexts = {
  demo: {
    title: 'Ukážkové stránky',
    metaTitle: 'Ukážkové stránky pre redaktorov',
    metaDescription:
      'Ukážkové stránky pre redaktorov webu {label}: pozrite si všetky bloky, ktoré môžete použiť, s ukážkovým obsahom ešte pred tvorbou novej stránky.',
    hero: {
      title: 'Ukážkové stránky pre redaktorov',
      text: 'Tieto stránky ukazujú, čo web dokáže. Nie sú v menu a vyhľadávače ich neindexujú.',
      alt: 'Autosalón vo večernom svetle s autami zoradenými pred presklenou fasádou',
    },
    intro: {
      heading: 'Na čo slúžia ukážkové stránky?',
      paragraphs: [
        'Keď tvoríte novú stránku, vyberáte bloky z tej istej knižnice ako zvyšok webu. Ukážkové stránky zobrazujú každý blok s realistickým obsahom, takže vidíte, ako vyzerá na mobile aj na počítači, skôr než ho pridáte sami.',
        'Bloky preberajú farby a písma z témy webu. To, čo vidíte tu, je teda presne to, čo uvidia návštevníci webu {label}.',
      ],
    },
    links: {
      heading: 'Ukážkové stránky',
      blocks: 'Knižnica blokov – všetky bloky na jednej stránke',
      carList: 'Vozidlá na sklade',
      home: 'Na úvodnú stránku',
    },
  },
  page: {
    title: 'Knižnica blokov',
    metaTitle: 'Knižnica blokov – všetky bloky na jednej stránke',
    metaDescription:
      'Knižnica blokov zobrazuje všetky obsahové bloky webu {label} s ukážkovým obsahom: hero, karty, textové stĺpce, karusel, tabuľku a video.',
  },
  hero: {
    title: 'Knižnica blokov – všetky bloky na jednej stránke',
    text: 'Hero s vyhľadávaním: prvý blok stránky s obrázkom, nadpisom, úvodom a tlačidlom. Vyhľadávacie pole zavedie návštevníka priamo k vozidlám na sklade.',
    alt: 'Tmavý elektromobil na pobrežnej ceste pri západe slnka',
    button: 'Pozrieť všetky vozidlá na sklade',
    searchPlaceholder: 'Hľadajte značku, model alebo mesto – napr. elektromobil Bratislava',
  },
  content: {
    heading: 'Text – odseky, nadpisy, zoznamy a odkazy',
    paragraphs: [
      'Kúpa auta má byť **jednoduchá**. Začnite hľadaním medzi vozidlami na sklade, porovnajte výbavu a mesačnú splátku a rezervujte si testovaciu jazdu v pobočke, ktorá vám vyhovuje. Každé vozidlo má aktuálnu cenu a jasné informácie o záruke a servisnej histórii.',
      'Ak chcete vymeniť svoje súčasné auto, bezplatne ho ohodnotíme a jeho hodnotu odpočítame z ceny. Ak je na aute ešte úver, vybavíme ho za vás a pred rozhodnutím dostanete písomnú ponuku.',
      '### Ako prebieha kúpa auta',
      '- Vyhľadajte a porovnajte vozidlá na sklade\n- Rezervujte si testovaciu jazdu, keď sa vám to hodí\n- Zmluvu podpíšte elektronicky',
      'Po dohode si auto môžete vyzdvihnúť u nás alebo vám ho privezieme domov. Náš servis sa potom postará o údržbu, prezúvanie a opravy počas celej doby vlastníctva.',
      'Chcete začať? [Pozrite si všetky vozidlá na sklade]({carList}) alebo kontaktujte najbližšiu pobočku.',
    ],
  },
  cards: {
    heading: 'Karty – odkazy na ďalšie stránky',
    items: [
      {
        title: 'Kúpiť auto',
        text: 'Nové a jazdené vozidlá na sklade s aktuálnymi cenami a mesačnými splátkami.',
        link: 'Pozrieť vozidlá',
      },
      {
        title: 'Testovacia jazda',
        text: 'Rezervujte si testovaciu jazdu v najbližšej pobočke – cez týždeň aj cez víkend.',
        link: 'Vybrať auto na testovaciu jazdu',
      },
      {
        title: 'Kde nás nájdete',
        text: 'Adresy, otváracie hodiny a telefónne čísla našich predajní a servisov.',
        link: 'Nájsť najbližšiu pobočku',
      },
    ],
  },
  linkList: {
    heading: 'Zoznam odkazov – rýchle odkazy na vyhľadávania a stránky',
    electric: 'Elektromobily na sklade',
    phev: 'Plug-in hybridy na sklade',
    allCars: 'Všetky vozidlá na sklade',
    sites: 'Naše pobočky',
    demo: 'Ďalšie ukážkové stránky',
  },
  blurbs: {
    image: {
      title: 'Blurb – text a obrázok vedľa seba',
      paragraphs: [
        'Objednajte sa na servis, keď sa vám to hodí. Naše servisy dodržiavajú servisný plán výrobcu, takže záruka na nové auto zostáva platná, a počas práce dostanete náhradné vozidlo.',
        'Cenu vidíte ešte pred objednaním a keď je auto pripravené na vyzdvihnutie, pošleme vám SMS.',
      ],
      link: 'Nájsť najbližší servis',
      alt: 'Mechanik kontroluje auto na zdviháku vo svetlej dielni',
    },
    dark: {
      title: 'Blurb na tmavom pozadí – pre kampane',
      paragraphs: [
        'Zimné kolesá zadarmo pri kúpe vozidla na sklade do konca mesiaca. Kampaň platí pre vybrané nové a jazdené vozidlá do vypredania zásob.',
      ],
      link: 'Pozrieť vozidlá v akcii',
    },
    video: {
      title: 'Blurb na celú výšku s videom – pre predstavenia noviniek',
      paragraphs: [
        'Elektromobily s dlhým dojazdom, rýchlym nabíjaním a nízkou mesačnou splátkou. Vyskúšajte si elektromobil na týždeň a zistite, ako zapadne do vášho dňa.',
      ],
      link: 'Pozrieť elektromobily na sklade',
      alt: 'Elektromobil nabíjajúci sa na nabíjacej stanici za súmraku',
      videoTitle: 'Elektromobil ide po pobrežnej ceste za súmraku',
      phoneVideoTitle: 'Elektromobil ide po pobrežnej ceste, natočené na výšku',
    },
  },
  carModelCard: {
    heading: 'Karty modelov – modely s akciou a kľúčovými údajmi',
    texts: [
      'Na sklade a pripravené na odovzdanie do dvoch týždňov. Vyskúšajte ho v najbližšej pobočke.',
      'Bohatá výbava so zimnými kolesami, ťažným zariadením a vyhrievaným volantom – pripravené na zimu.',
      'Akciová cena pre vozidlá na sklade do vypredania zásob.',
    ],
    campaign: 'Akcia',
    link: 'Pozrieť {model} na sklade',
    labels: { fuel: 'Palivo', power: 'Výkon', priceFrom: 'Cena od', warranty: 'Záruka' },
    warrantyValue: '3 roky',
  },
  textColumns: {
    three: {
      heading: 'Textové stĺpce – tri stĺpce',
      items: [
        {
          title: 'Kúpte',
          subTitle: 'Nové alebo jazdené',
          paragraphs: ['Stovky vozidiel na sklade s aktuálnymi cenami. Testovaciu jazdu si rezervujete online.'],
        },
        {
          title: 'Financujte',
          subTitle: 'Úver alebo leasing',
          paragraphs: ['Úver s akontáciou od 20 percent alebo operatívny leasing s pevnou mesačnou splátkou.'],
        },
        {
          title: 'Vlastnite',
          subTitle: 'Servis po celý čas',
          paragraphs: ['Servis, uskladnenie pneumatík a opravy v autorizovaných servisoch blízko vás.'],
        },
      ],
    },
    four: {
      heading: 'Textové stĺpce – štyri stĺpce',
      items: [
        { title: 'Skontrolované', paragraphs: ['Každé jazdené vozidlo prejde pred predajom kontrolou 110 bodov.'] },
        { title: 'Záruka', paragraphs: ['Najmenej rok záruky na jazdené a tri roky na nové vozidlá.'] },
        { title: 'Výmena', paragraphs: ['Ak si to rozmyslíte, vozidlo zo skladu môžete do 14 dní vymeniť.'] },
        { title: 'Protiúčet', paragraphs: ['Ohodnotíme vaše súčasné auto a vyplatíme prípadný zostatok úveru.'] },
      ],
    },
  },
  accordion: {
    heading: 'Akordeón – otázky a odpovede',
    items: [
      {
        title: 'Môžem si auto pred rozhodnutím vyskúšať?',
        paragraphs: [
          'Áno. Testovaciu jazdu si rezervujte na stránke vozidla alebo zavolajte do pobočky. Vezmite si vodičský preukaz a auto vám pripravíme nabité alebo natankované.',
        ],
      },
      {
        title: 'Ako funguje protiúčet?',
        paragraphs: [
          'Zadajte evidenčné číslo a stav tachometra a dostanete odhad ceny. Auto si pozrieme, keď prídete, a jeho hodnotu odpočítame z ceny nového vozidla.',
          'Ak je na aute úver, vyrovnáme ho priamo so spoločnosťou, ktorá ho poskytla.',
        ],
      },
      {
        title: 'Môžete mi auto priviezť domov?',
        paragraphs: [
          'Áno, vozidlá dovážame po celom Slovensku. Cena dovozu závisí od vzdialenosti a uvidíte ju pred potvrdením objednávky.',
        ],
      },
    ],
  },
  splitHover: {
    items: [
      {
        title: 'Je čas na nové auto?',
        text: 'Porovnajte nové a jazdené vozidlá na sklade a rezervujte si testovaciu jazdu.',
        button: 'Kúpiť auto',
        alt: 'Nové auto vo svetlom autosalóne',
      },
      {
        title: 'Postarajte sa o svoje auto',
        text: 'Servis, opravy a prezúvanie v autorizovaných servisoch.',
        button: 'Nájsť servis',
        alt: 'Mechanik vymieňa koleso na aute',
      },
    ],
  },
  heroCarousel: {
    slides: [
      {
        title: 'Elektromobily na sklade – pripravené na odovzdanie',
        text: 'Vyberte si z elektromobilov, ktoré si môžete odviezť domov ešte dnes.',
        button: 'Pozrieť elektromobily',
        alt: 'Biely elektromobil na mestskej ulici vo večernom svetle',
        subTitle: 'Rezervujte si testovaciu jazdu blízko vás',
        subTitleLink: 'Nájsť najbližšiu pobočku',
      },
      {
        title: 'Na cestu',
        text: 'Dlhé trasy, tiché kilometre – elektromobil vás dovezie, kam potrebujete.',
        button: 'Pozrieť vozidlá na sklade',
        alt: 'Elektromobil na kľukatej ceste cez les',
        videoTitle: 'Elektromobil ide po kľukatej ceste cez les',
      },
      {
        title: 'Servis, ktorý sa hodí do vášho týždňa',
        text: 'Objednajte sa do servisu online a počas opravy dostanete náhradné vozidlo.',
        button: 'Nájsť servis',
        alt: 'Servisná dielňa s otvorenými bránami a autami na zdvihákoch',
      },
    ],
  },
  countdown: {
    heading: 'Odpočítavanie – do konca akcie',
    text: 'Zimné kolesá zadarmo a akciová úroková sadzba na vybrané vozidlá na sklade počas trvania akcie.',
    endedText: 'Akcia sa skončila. Sledujte nás, čoskoro príde ďalšia!',
    link: 'Pozrieť vozidlá v akcii',
  },
  table: {
    heading: 'Tabuľka – porovnanie s obrázkom, odkazom a textom',
    columns: ['Model', 'Palivo a výkon', 'Cena od', 'Dostupnosť'],
    priceNote: 'vrátane DPH',
    inStock: 'Na sklade',
    delivery: 'Odovzdanie do dvoch týždňov',
    link: 'Pozrieť {model} na sklade',
  },
  carOfTheWeek: {
    heading: 'Auto týždňa – vybrané vozidlá v karuseli',
    text: 'Vozidlá vybrané našimi pobočkami, ktoré majú tento týždeň mimoriadne dobrú cenu, výbavu alebo termín dodania.',
  },
  carTeaser: {
    heading: 'Výber áut – elektromobily na sklade, od najlacnejšieho',
    text: 'Výber áut zo skladu podľa značky, modelu, paliva, stavu alebo predajcu. Karty sú rovnaké ako v zozname áut a menia sa so stavom skladu.',
    seeAll: 'Zobraziť všetky elektromobily na sklade',
  },
  siteListTeaser: {
    heading: 'Upútavka predajcov – štyri servisy',
    link: 'Zobraziť všetky servisy',
  },
  storiesTeaser: { heading: 'Upútavka na články – tri najnovšie články' },
  videoPlayer: {
    heading: 'Prehrávač videa – video s úvodným obrázkom',
    title: 'Ako nabíjať elektromobil doma a na cestách',
    caption: 'Náš odborník na nabíjanie ukazuje, ako nabíjať doma, v práci a na rýchlonabíjačkách pri ceste.',
    posterAlt: 'Elektromobil pripojený k nabíjacej stanici na príjazdovej ceste',
  },
  horsepower: 'k',
  carAlt: '{model} v štúdiu, pohľad zboku',
}
