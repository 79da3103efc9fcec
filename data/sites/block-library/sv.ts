import type { BlockLibraryTexts } from './types'

export const sv: BlockLibraryTexts = {
  demo: {
    title: 'Demosidor',
    metaTitle: 'Demosidor för redaktörer',
    metaDescription:
      'Demosidor för redaktörer på {label}: se alla block som går att använda på sajten, med exempelinnehåll, innan du bygger en ny sida.',
    hero: {
      title: 'Demosidor för redaktörer',
      text: 'Här samlar vi sidor som visar vad sajten kan. De syns inte i menyn och indexeras inte av sökmotorer.',
      alt: 'En bilhall i kvällsljus med bilar uppställda framför glasfasaden',
    },
    intro: {
      heading: 'Vad är demosidorna till för?',
      paragraphs: [
        'När du bygger en ny sida väljer du block ur samma bibliotek som resten av sajten. Demosidorna visar varje block med realistiskt innehåll, så att du kan se hur det ser ut på mobil och dator innan du lägger in det själv.',
        'Blocken hämtar färger och typsnitt från sajtens tema. Det du ser här är alltså precis så som blocken visas för besökarna på {label}.',
      ],
    },
    links: {
      heading: 'Demosidor',
      blocks: 'Blockbiblioteket – alla block på en sida',
      carList: 'Bilar i lager',
      home: 'Till startsidan',
    },
  },
  page: {
    title: 'Blockbibliotek',
    metaTitle: 'Blockbibliotek – alla block på en sida',
    metaDescription:
      'Blockbiblioteket visar alla innehållsblock på {label} med exempelinnehåll: hero, kort, textkolumner, karusell, tabell, video och mycket mer.',
  },
  hero: {
    title: 'Blockbibliotek – alla block på en sida',
    text: 'Hero med sökfält: sidans första block, med bild, rubrik, ingress och en knapp. Sökfältet tar besökaren direkt till bilarna i lager.',
    alt: 'En mörk elbil på en kustväg i solnedgång',
    button: 'Se alla bilar i lager',
    searchPlaceholder: 'Sök märke, modell eller ort – t.ex. elbil Göteborg',
  },
  content: {
    heading: 'Brödtext – stycken, rubriker, listor och länkar',
    paragraphs: [
      'Att köpa bil ska vara **enkelt**. Börja med att söka bland bilarna i lager, jämför utrustning och månadskostnad och boka en provkörning på den anläggning som passar dig. Alla bilar har aktuella priser och tydlig information om garanti och servicehistorik.',
      'Vill du byta in din nuvarande bil värderar vi den kostnadsfritt och räknar in värdet i affären. Har bilen ett restlån löser vi det åt dig, och du får en offert svart på vitt innan du bestämmer dig.',
      '### Så går bilköpet till',
      '- Sök och jämför bilar i lager\n- Boka en provkörning när det passar dig\n- Signera avtalet digitalt med BankID',
      'När affären är klar kan du hämta bilen hos oss eller få den levererad hem. Vår verkstad tar sedan hand om service, däckskifte och reparationer under hela ägandet.',
      'Redo att börja? [Se alla bilar i lager]({carList}) eller kontakta närmaste anläggning.',
    ],
  },
  cards: {
    heading: 'Kort – genvägar vidare på sajten',
    items: [
      {
        title: 'Köp bil',
        text: 'Nya och begagnade bilar i lager, med aktuella priser och månadskostnad.',
        link: 'Se bilarna',
      },
      {
        title: 'Provkör',
        text: 'Boka en provkörning på den anläggning som ligger närmast dig – vardag som helg.',
        link: 'Välj bil att provköra',
      },
      {
        title: 'Hitta oss',
        text: 'Adresser, öppettider och telefonnummer till våra bilhallar och verkstäder.',
        link: 'Hitta närmaste anläggning',
      },
    ],
  },
  linkList: {
    heading: 'Länklista – snabbval till sökningar och sidor',
    electric: 'Elbilar i lager',
    phev: 'Laddhybrider i lager',
    allCars: 'Alla bilar i lager',
    sites: 'Våra anläggningar',
    demo: 'Fler demosidor',
  },
  blurbs: {
    image: {
      title: 'Blurb – text och bild sida vid sida',
      paragraphs: [
        'Boka service när det passar dig. Våra verkstäder följer tillverkarens serviceprogram, så nybilsgarantin gäller, och du får en lånebil eller skjuts till jobbet medan vi arbetar.',
        'Du ser priset innan du bokar och får ett sms när bilen är klar att hämta.',
      ],
      link: 'Hitta närmaste verkstad',
      alt: 'En mekaniker som kontrollerar en bil på en lyft i en ljus verkstad',
    },
    dark: {
      title: 'Blurb med mörk bakgrund – för kampanjer',
      paragraphs: [
        'Vinterhjul på köpet när du köper en bil i lager före månadens slut. Kampanjen gäller utvalda nya och begagnade bilar, så långt lagret räcker.',
      ],
      link: 'Se kampanjbilarna',
    },
    video: {
      title: 'Blurb i full höjd med video – för lanseringar',
      paragraphs: [
        'Elbilar med lång räckvidd, snabbladdning och låg månadskostnad. Provkör en vecka och känn efter hur elbilen passar i din vardag.',
      ],
      link: 'Se elbilar i lager',
      alt: 'En elbil som laddas vid en laddstation i skymningen',
      videoTitle: 'En elbil kör längs en kustväg i skymningen',
      phoneVideoTitle: 'En elbil kör längs en kustväg, filmad på höjden',
    },
  },
  carModelCard: {
    heading: 'Bilmodellkort – modeller med kampanj och nyckeltal',
    texts: [
      'Står i lager och kan levereras inom två veckor. Provkör på närmaste anläggning.',
      'Välutrustad med vinterhjul, dragkrok och uppvärmd ratt – redo för svenska vintrar.',
      'Kampanjpris på bilar i lager så länge lagret räcker.',
    ],
    campaign: 'Kampanj',
    link: 'Se {model} i lager',
    labels: { fuel: 'Drivmedel', power: 'Effekt', priceFrom: 'Pris från', warranty: 'Garanti' },
    warrantyValue: '3 år',
  },
  textColumns: {
    three: {
      heading: 'Textkolumner – tre spalter',
      items: [
        {
          title: 'Köp',
          subTitle: 'Nytt eller begagnat',
          paragraphs: ['Tusentals bilar i lager med aktuella priser. Boka provkörning direkt på nätet.'],
        },
        {
          title: 'Finansiera',
          subTitle: 'Lån eller leasing',
          paragraphs: ['Billån från 20 procent kontantinsats eller privatleasing med fast månadskostnad.'],
        },
        {
          title: 'Äg',
          subTitle: 'Service hela vägen',
          paragraphs: ['Service, däckhotell och reparationer hos auktoriserade verkstäder nära dig.'],
        },
      ],
    },
    four: {
      heading: 'Textkolumner – fyra spalter',
      items: [
        { title: 'Kontrollerad', paragraphs: ['Varje begagnad bil kontrolleras i 110 punkter innan den säljs.'] },
        { title: 'Garanti', paragraphs: ['Minst ett års garanti på begagnade bilar, tre år på nya.'] },
        { title: 'Bytesrätt', paragraphs: ['Ångrar du dig har du 14 dagars bytesrätt på bilar i lager.'] },
        { title: 'Inbyte', paragraphs: ['Vi värderar din nuvarande bil och löser eventuellt restlån.'] },
      ],
    },
  },
  accordion: {
    heading: 'Dragspel – frågor och svar',
    items: [
      {
        title: 'Kan jag provköra bilen innan jag bestämmer mig?',
        paragraphs: [
          'Ja. Boka en provkörning på bilens sida eller ring anläggningen. Ta med körkortet, så har vi bilen laddad eller tankad när du kommer.',
        ],
      },
      {
        title: 'Hur går inbyte till?',
        paragraphs: [
          'Fyll i registreringsnumret och mätarställningen så får du ett värderingsbud. Vi tittar på bilen när du kommer in, och värdet räknas av mot den nya bilen.',
          'Har bilen ett restlån löser vi det direkt med banken.',
        ],
      },
      {
        title: 'Kan jag få bilen levererad hem?',
        paragraphs: [
          'Ja, vi levererar till hela landet. Priset för leverans beror på avståndet och visas innan du bekräftar köpet.',
        ],
      },
    ],
  },
  splitHover: {
    items: [
      {
        title: 'Dags för ny bil?',
        text: 'Jämför nya och begagnade bilar i lager och boka en provkörning.',
        button: 'Köp bil',
        alt: 'En ny bil i en ljus bilhall',
      },
      {
        title: 'Ta hand om bilen du har',
        text: 'Service, reparationer och däckbyte hos auktoriserade verkstäder.',
        button: 'Hitta verkstad',
        alt: 'En mekaniker som byter hjul på en bil',
      },
    ],
  },
  heroCarousel: {
    slides: [
      {
        title: 'Elbilar i lager – redo för leverans',
        text: 'Välj bland hundratals elbilar som står klara att köras hem redan i dag.',
        button: 'Se elbilarna',
        alt: 'En vit elbil på en stadsgata i kvällsljus',
        subTitle: 'Boka en provkörning nära dig',
        subTitleLink: 'Hitta närmaste anläggning',
      },
      {
        title: 'Ut på vägarna',
        text: 'Långa mil, tysta kilometer – elbilen tar dig dit du ska.',
        button: 'Se bilar i lager',
        alt: 'En elbil på en slingrande landsväg genom skogen',
        videoTitle: 'En elbil kör på en slingrande landsväg genom skogen',
      },
      {
        title: 'Service som passar din vecka',
        text: 'Boka verkstadstid på nätet och få lånebil medan vi arbetar.',
        button: 'Hitta verkstad',
        alt: 'En verkstad med öppna portar och bilar på lyftar',
      },
    ],
  },
  countdown: {
    heading: 'Nedräkning – tills kampanjen slutar',
    text: 'Vinterhjul på köpet och kampanjränta på utvalda bilar i lager så länge kampanjen pågår.',
    endedText: 'Kampanjen är avslutad. Håll utkik efter nästa!',
    link: 'Se kampanjbilarna',
  },
  table: {
    heading: 'Tabell – jämför med bild, länk och text',
    columns: ['Modell', 'Drivmedel och effekt', 'Pris från', 'Tillgänglighet'],
    priceNote: 'inkl. moms',
    inStock: 'Finns i lager',
    delivery: 'Leverans inom två veckor',
    link: 'Se {model} i lager',
  },
  carOfTheWeek: {
    heading: 'Veckans bil – ett urval bilar i en karusell',
    text: 'Handplockade bilar från våra anläggningar med extra bra pris, utrustning eller leveranstid just den här veckan.',
  },
  carTeaser: {
    heading: 'Biltips – elbilar i lager, lägst pris först',
    text: 'Ett urval bilar ur lagret efter märke, modell, drivmedel, skick eller anläggning. Korten är desamma som i billistan och uppdateras när lagret ändras.',
    seeAll: 'Se alla elbilar i lager',
  },
  siteListTeaser: {
    heading: 'Anläggningsteaser – fyra verkstäder',
    link: 'Se alla verkstäder',
  },
  storiesTeaser: { heading: 'Artikelteaser – de tre senaste artiklarna' },
  videoPlayer: {
    heading: 'Videospelare – en film med startbild',
    title: 'Så laddar du elbilen hemma och på resan',
    caption: 'Vår laddexpert visar hur du laddar hemma, på jobbet och vid snabbladdare längs vägen.',
    posterAlt: 'En elbil ansluten till en laddbox på en garageuppfart',
  },
  horsepower: 'hk',
  carAlt: '{model} i studio, sedd från sidan',
}
