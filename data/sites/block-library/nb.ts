import type { BlockLibraryTexts } from './types'

export const nb: BlockLibraryTexts = {
  demo: {
    title: 'Demosider',
    metaTitle: 'Demosider for redaktører',
    metaDescription:
      'Demosider for redaktører på {label}: se alle blokkene du kan bruke på nettstedet, med eksempelinnhold, før du bygger en ny side.',
    hero: {
      title: 'Demosider for redaktører',
      text: 'Her samler vi sider som viser hva nettstedet kan. De vises ikke i menyen og indekseres ikke av søkemotorer.',
      alt: 'En bilforretning i kveldslys med biler oppstilt foran glassfasaden',
    },
    intro: {
      heading: 'Hva er demosidene til for?',
      paragraphs: [
        'Når du bygger en ny side, velger du blokker fra det samme biblioteket som resten av nettstedet. Demosidene viser hver blokk med realistisk innhold, slik at du ser hvordan den ser ut på mobil og PC før du legger den inn selv.',
        'Blokkene henter farger og skrifttyper fra nettstedets tema. Det du ser her, er altså nøyaktig slik blokkene vises for besøkende på {label}.',
      ],
    },
    links: {
      heading: 'Demosider',
      blocks: 'Blokkbiblioteket – alle blokker på én side',
      carList: 'Biler på lager',
      home: 'Til forsiden',
    },
  },
  page: {
    title: 'Blokkbibliotek',
    metaTitle: 'Blokkbibliotek – alle blokker på én side',
    metaDescription:
      'Blokkbiblioteket viser alle innholdsblokkene på {label} med eksempelinnhold: hero, kort, tekstkolonner, karusell, tabell, video og mye mer.',
  },
  hero: {
    title: 'Blokkbibliotek – alle blokker på én side',
    text: 'Hero med søkefelt: sidens første blokk, med bilde, overskrift, ingress og en knapp. Søkefeltet tar den besøkende rett til bilene på lager.',
    alt: 'En mørk elbil på en kystvei i solnedgang',
    button: 'Se alle biler på lager',
    searchPlaceholder: 'Søk merke, modell eller sted – f.eks. elbil Bergen',
  },
  content: {
    heading: 'Brødtekst – avsnitt, overskrifter, lister og lenker',
    paragraphs: [
      'Å kjøpe bil skal være **enkelt**. Begynn med å søke blant bilene på lager, sammenlign utstyr og månedskostnad, og bestill en prøvekjøring hos forhandleren som passer deg. Alle biler har oppdaterte priser og tydelig informasjon om garanti og servicehistorikk.',
      'Vil du bytte inn bilen du har, tar vi en gratis verdivurdering og trekker verdien fra i handelen. Har bilen restlån, ordner vi det for deg, og du får et skriftlig tilbud før du bestemmer deg.',
      '### Slik foregår bilkjøpet',
      '- Søk og sammenlign biler på lager\n- Bestill en prøvekjøring når det passer deg\n- Signer avtalen digitalt med BankID',
      'Når handelen er klar, kan du hente bilen hos oss eller få den levert hjem. Verkstedet vårt tar seg deretter av service, hjulskift og reparasjoner så lenge du eier bilen.',
      'Klar til å begynne? [Se alle biler på lager]({carList}) eller kontakt nærmeste forhandler.',
    ],
  },
  cards: {
    heading: 'Kort – snarveier videre på nettstedet',
    items: [
      {
        title: 'Kjøp bil',
        text: 'Nye og brukte biler på lager, med oppdaterte priser og månedskostnad.',
        link: 'Se bilene',
      },
      {
        title: 'Prøvekjør',
        text: 'Bestill en prøvekjøring hos forhandleren nærmest deg – på hverdager og i helgen.',
        link: 'Velg bil å prøvekjøre',
      },
      {
        title: 'Finn oss',
        text: 'Adresser, åpningstider og telefonnumre til våre bilforretninger og verksteder.',
        link: 'Finn nærmeste forhandler',
      },
    ],
  },
  linkList: {
    heading: 'Lenkeliste – snarveier til søk og sider',
    electric: 'Elbiler på lager',
    phev: 'Ladbare hybrider på lager',
    allCars: 'Alle biler på lager',
    sites: 'Våre forhandlere',
    demo: 'Flere demosider',
  },
  blurbs: {
    image: {
      title: 'Blurb – tekst og bilde side om side',
      paragraphs: [
        'Bestill service når det passer deg. Verkstedene våre følger produsentens serviceprogram, så nybilgarantien gjelder, og du får lånebil eller skyss til jobben mens vi jobber.',
        'Du ser prisen før du bestiller, og får en SMS når bilen er klar til henting.',
      ],
      link: 'Finn nærmeste verksted',
      alt: 'En mekaniker som kontrollerer en bil på en løfter i et lyst verksted',
    },
    dark: {
      title: 'Blurb med mørk bakgrunn – for kampanjer',
      paragraphs: [
        'Vinterhjul på kjøpet når du kjøper en bil på lager før månedsslutt. Kampanjen gjelder utvalgte nye og brukte biler, så langt lageret rekker.',
      ],
      link: 'Se kampanjebilene',
    },
    video: {
      title: 'Blurb i full høyde med video – for lanseringer',
      paragraphs: [
        'Elbiler med lang rekkevidde, hurtiglading og lav månedskostnad. Prøvekjør en uke og kjenn etter hvordan elbilen passer i hverdagen din.',
      ],
      link: 'Se elbiler på lager',
      alt: 'En elbil som lades ved en ladestasjon i skumringen',
      videoTitle: 'En elbil kjører langs en kystvei i skumringen',
      phoneVideoTitle: 'En elbil kjører langs en kystvei, filmet på høykant',
    },
  },
  carModelCard: {
    heading: 'Bilmodellkort – modeller med kampanje og nøkkeltall',
    texts: [
      'Står på lager og kan leveres innen to uker. Prøvekjør hos nærmeste forhandler.',
      'Godt utstyrt med vinterhjul, hengerfeste og oppvarmet ratt – klar for norske vintre.',
      'Kampanjepris på biler på lager så langt lageret rekker.',
    ],
    campaign: 'Kampanje',
    link: 'Se {model} på lager',
    labels: { fuel: 'Drivstoff', power: 'Effekt', priceFrom: 'Pris fra', warranty: 'Garanti' },
    warrantyValue: '5 år',
  },
  textColumns: {
    three: {
      heading: 'Tekstkolonner – tre spalter',
      items: [
        {
          title: 'Kjøp',
          subTitle: 'Ny eller brukt',
          paragraphs: ['Tusenvis av biler på lager med oppdaterte priser. Bestill prøvekjøring direkte på nett.'],
        },
        {
          title: 'Finansier',
          subTitle: 'Lån eller leasing',
          paragraphs: ['Billån med egenkapital fra 35 prosent eller privatleasing med fast månedspris.'],
        },
        {
          title: 'Eie',
          subTitle: 'Service hele veien',
          paragraphs: ['Service, dekkhotell og reparasjoner hos autoriserte verksteder nær deg.'],
        },
      ],
    },
    four: {
      heading: 'Tekstkolonner – fire spalter',
      items: [
        { title: 'Kontrollert', paragraphs: ['Hver brukte bil kontrolleres på 110 punkter før den selges.'] },
        { title: 'Garanti', paragraphs: ['Minst ett års garanti på brukte biler, fem år på nye.'] },
        { title: 'Bytterett', paragraphs: ['Angrer du, har du 14 dagers bytterett på biler på lager.'] },
        { title: 'Innbytte', paragraphs: ['Vi verdivurderer bilen du har og innfrir eventuelt restlån.'] },
      ],
    },
  },
  accordion: {
    heading: 'Trekkspill – spørsmål og svar',
    items: [
      {
        title: 'Kan jeg prøvekjøre bilen før jeg bestemmer meg?',
        paragraphs: [
          'Ja. Bestill prøvekjøring på bilens side eller ring forhandleren. Ta med førerkortet, så har vi bilen ladet eller fylt når du kommer.',
        ],
      },
      {
        title: 'Hvordan fungerer innbytte?',
        paragraphs: [
          'Fyll inn registreringsnummer og kilometerstand, så får du et verdianslag. Vi ser på bilen når du kommer, og verdien trekkes fra prisen på den nye bilen.',
          'Har bilen restlån, ordner vi det direkte med banken.',
        ],
      },
      {
        title: 'Kan jeg få bilen levert hjem?',
        paragraphs: [
          'Ja, vi leverer i hele landet. Prisen for levering avhenger av avstanden og vises før du bekrefter kjøpet.',
        ],
      },
    ],
  },
  splitHover: {
    items: [
      {
        title: 'På tide med ny bil?',
        text: 'Sammenlign nye og brukte biler på lager og bestill en prøvekjøring.',
        button: 'Kjøp bil',
        alt: 'En ny bil i en lys bilforretning',
      },
      {
        title: 'Ta vare på bilen du har',
        text: 'Service, reparasjoner og hjulskift hos autoriserte verksteder.',
        button: 'Finn verksted',
        alt: 'En mekaniker som skifter hjul på en bil',
      },
    ],
  },
  heroCarousel: {
    slides: [
      {
        title: 'Elbiler på lager – klare for levering',
        text: 'Velg blant hundrevis av elbiler som står klare til å kjøres hjem allerede i dag.',
        button: 'Se elbilene',
        alt: 'En hvit elbil i en bygate i kveldslys',
        subTitle: 'Bestill en prøvekjøring nær deg',
        subTitleLink: 'Finn nærmeste forhandler',
      },
      {
        title: 'Ut på veien',
        text: 'Lange mil, stille kilometer – elbilen tar deg dit du skal.',
        button: 'Se biler på lager',
        alt: 'En elbil på en svingete landevei gjennom skogen',
        videoTitle: 'En elbil kjører på en svingete landevei gjennom skogen',
      },
      {
        title: 'Service som passer uken din',
        text: 'Bestill verkstedtime på nett og få lånebil mens vi jobber.',
        button: 'Finn verksted',
        alt: 'Et verksted med åpne porter og biler på løftere',
      },
    ],
  },
  countdown: {
    heading: 'Nedtelling – til kampanjen slutter',
    text: 'Vinterhjul på kjøpet og kampanjerente på utvalgte biler på lager så lenge kampanjen varer.',
    endedText: 'Kampanjen er avsluttet. Følg med på den neste!',
    link: 'Se kampanjebilene',
  },
  table: {
    heading: 'Tabell – sammenlign med bilde, lenke og tekst',
    columns: ['Modell', 'Drivstoff og effekt', 'Pris fra', 'Tilgjengelighet'],
    priceNote: 'inkl. mva.',
    inStock: 'På lager',
    delivery: 'Levering innen to uker',
    link: 'Se {model} på lager',
  },
  carOfTheWeek: {
    heading: 'Ukens bil – et utvalg biler i en karusell',
    text: 'Håndplukkede biler fra våre forhandlere med ekstra god pris, utstyr eller leveringstid akkurat denne uken.',
  },
  carTeaser: {
    heading: 'Bilutvalg – elbiler på lager, lavest pris først',
    text: 'Et utvalg biler fra lageret etter merke, modell, drivstoff, tilstand eller forhandler. Kortene er de samme som i billisten og oppdateres når lageret endres.',
    seeAll: 'Se alle elbiler på lager',
  },
  siteListTeaser: {
    heading: 'Forhandlerteaser – fire verksteder',
    link: 'Se alle verksteder',
  },
  storiesTeaser: { heading: 'Artikkelteaser – de tre siste artiklene' },
  videoPlayer: {
    heading: 'Videospiller – en film med startbilde',
    title: 'Slik lader du elbilen hjemme og på tur',
    caption: 'Ladeeksperten vår viser hvordan du lader hjemme, på jobben og ved hurtigladere langs veien.',
    posterAlt: 'En elbil koblet til en ladeboks i en garasjeinnkjørsel',
  },
  horsepower: 'hk',
  carAlt: '{model} i studio, sett fra siden',
}
