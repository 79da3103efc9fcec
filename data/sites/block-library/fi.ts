import type { BlockLibraryTexts } from './types'

export const fi: BlockLibraryTexts = {
  demo: {
    title: 'Esittelysivut',
    metaTitle: 'Esittelysivut sisällöntuottajille',
    metaDescription:
      'Esittelysivut sivuston {label} sisällöntuottajille: katso kaikki sivustolla käytettävät lohkot esimerkkisisällöllä ennen kuin teet uuden sivun.',
    hero: {
      title: 'Esittelysivut sisällöntuottajille',
      text: 'Nämä sivut näyttävät, mihin sivusto pystyy. Ne eivät näy valikossa, eivätkä hakukoneet indeksoi niitä.',
      alt: 'Autoliike iltavalaistuksessa, autot rivissä lasijulkisivun edessä',
    },
    intro: {
      heading: 'Mihin esittelysivuja käytetään?',
      paragraphs: [
        'Kun teet uuden sivun, valitset lohkot samasta kirjastosta kuin muu sivusto. Esittelysivuilla jokainen lohko on realistisella sisällöllä, joten näet, miltä se näyttää puhelimessa ja tietokoneella, ennen kuin lisäät sen itse.',
        'Lohkot saavat värinsä ja fonttinsa sivuston teemasta. Näet siis täsmälleen sen, mitä sivuston {label} kävijät näkevät.',
      ],
    },
    links: {
      heading: 'Esittelysivut',
      blocks: 'Lohkokirjasto – kaikki lohkot yhdellä sivulla',
      carList: 'Varastoautot',
      home: 'Etusivulle',
    },
  },
  page: {
    title: 'Lohkokirjasto',
    metaTitle: 'Lohkokirjasto – kaikki lohkot yhdellä sivulla',
    metaDescription:
      'Lohkokirjasto näyttää sivuston {label} kaikki sisältölohkot esimerkkisisällöllä: hero, kortit, tekstipalstat, karuselli, taulukko ja video.',
  },
  hero: {
    title: 'Lohkokirjasto – kaikki lohkot yhdellä sivulla',
    text: 'Hero ja hakukenttä: sivun ensimmäinen lohko, jossa on kuva, otsikko, ingressi ja painike. Hakukenttä vie kävijän suoraan varastoautoihin.',
    alt: 'Tumma sähköauto rannikkotiellä auringonlaskussa',
    button: 'Katso kaikki varastoautot',
    searchPlaceholder: 'Hae merkkiä, mallia tai paikkakuntaa – esim. sähköauto Tampere',
  },
  content: {
    heading: 'Leipäteksti – kappaleet, väliotsikot, listat ja linkit',
    paragraphs: [
      'Auton ostamisen pitää olla **helppoa**. Aloita hakemalla varastoautoista, vertaa varusteita ja kuukausierää ja varaa koeajo sinulle sopivaan toimipisteeseen. Jokaisella autolla on ajantasainen hinta ja selkeät tiedot takuusta ja huoltohistoriasta.',
      'Jos haluat vaihtaa nykyisen autosi, arvioimme sen maksutta ja hyvitämme arvon kaupassa. Jos autossa on lainaa jäljellä, hoidamme sen puolestasi, ja saat kirjallisen tarjouksen ennen kuin päätät.',
      '### Näin autokauppa etenee',
      '- Hae ja vertaa varastoautoja\n- Varaa koeajo sinulle sopivaan aikaan\n- Allekirjoita sopimus sähköisesti',
      'Kun kauppa on tehty, voit noutaa auton meiltä tai saada sen kotiovellesi. Korjaamomme hoitaa sen jälkeen huollot, renkaanvaihdot ja korjaukset koko omistuksen ajan.',
      'Valmis aloittamaan? [Katso kaikki varastoautot]({carList}) tai ota yhteyttä lähimpään toimipisteeseen.',
    ],
  },
  cards: {
    heading: 'Kortit – oikotiet sivuston muille sivuille',
    items: [
      {
        title: 'Osta auto',
        text: 'Uudet ja käytetyt varastoautot ajantasaisine hintoineen ja kuukausierineen.',
        link: 'Katso autot',
      },
      {
        title: 'Koeaja',
        text: 'Varaa koeajo lähimpään toimipisteeseen – arkena tai viikonloppuna.',
        link: 'Valitse koeajettava auto',
      },
      {
        title: 'Löydä meidät',
        text: 'Autoliikkeidemme ja korjaamojemme osoitteet, aukioloajat ja puhelinnumerot.',
        link: 'Löydä lähin toimipiste',
      },
    ],
  },
  linkList: {
    heading: 'Linkkilista – pikalinkit hakuihin ja sivuille',
    electric: 'Sähköautot varastossa',
    phev: 'Lataushybridit varastossa',
    allCars: 'Kaikki varastoautot',
    sites: 'Toimipisteemme',
    demo: 'Lisää esittelysivuja',
  },
  blurbs: {
    image: {
      title: 'Blurb – teksti ja kuva rinnakkain',
      paragraphs: [
        'Varaa huolto silloin, kun sinulle sopii. Korjaamomme noudattavat valmistajan huolto-ohjelmaa, joten uuden auton takuu säilyy, ja saat sijaisauton tai kyydin töihin huollon ajaksi.',
        'Näet hinnan ennen varausta ja saat tekstiviestin, kun auto on valmis noudettavaksi.',
      ],
      link: 'Löydä lähin korjaamo',
      alt: 'Mekaanikko tarkastaa nostimella olevaa autoa valoisassa korjaamossa',
    },
    dark: {
      title: 'Blurb tummalla taustalla – kampanjoihin',
      paragraphs: [
        'Talvirenkaat kaupan päälle, kun ostat varastoauton ennen kuun loppua. Kampanja koskee valittuja uusia ja käytettyjä autoja niin kauan kuin niitä riittää.',
      ],
      link: 'Katso kampanja-autot',
    },
    video: {
      title: 'Täyskorkea blurb ja video – lanseerauksiin',
      paragraphs: [
        'Sähköautoja pitkällä toimintamatkalla, pikalatauksella ja edullisella kuukausierällä. Koeaja viikon ajan ja tunnustele, miten sähköauto sopii arkeesi.',
      ],
      link: 'Katso varastossa olevat sähköautot',
      alt: 'Sähköauto latautumassa latausasemalla hämärässä',
      videoTitle: 'Sähköauto ajaa rannikkotietä hämärässä',
      phoneVideoTitle: 'Sähköauto ajaa rannikkotietä, kuvattu pystyasennossa',
    },
  },
  carModelCard: {
    heading: 'Automallikortit – mallit, kampanjat ja tunnusluvut',
    texts: [
      'Varastossa ja toimitettavissa kahdessa viikossa. Koeaja lähimmässä toimipisteessä.',
      'Hyvin varusteltu: talvirenkaat, vetokoukku ja lämmitettävä ohjauspyörä – valmis Suomen talveen.',
      'Kampanjahinta varastoautoille niin kauan kuin niitä riittää.',
    ],
    campaign: 'Kampanja',
    link: 'Katso {model} varastossa',
    labels: { fuel: 'Käyttövoima', power: 'Teho', priceFrom: 'Hinta alkaen', warranty: 'Takuu' },
    warrantyValue: '3 vuotta',
  },
  textColumns: {
    three: {
      heading: 'Tekstipalstat – kolme palstaa',
      items: [
        {
          title: 'Osta',
          subTitle: 'Uusi tai käytetty',
          paragraphs: ['Tuhansia varastoautoja ajantasaisin hinnoin. Varaa koeajo suoraan verkossa.'],
        },
        {
          title: 'Rahoita',
          subTitle: 'Osamaksu tai leasing',
          paragraphs: ['Osamaksu 20 prosentin käsirahalla tai yksityisleasing kiinteällä kuukausihinnalla.'],
        },
        {
          title: 'Omista',
          subTitle: 'Huolto koko matkan',
          paragraphs: ['Huollot, rengashotelli ja korjaukset valtuutetuissa korjaamoissa lähelläsi.'],
        },
      ],
    },
    four: {
      heading: 'Tekstipalstat – neljä palstaa',
      items: [
        { title: 'Tarkastettu', paragraphs: ['Jokainen käytetty auto tarkastetaan 110 kohdasta ennen myyntiä.'] },
        { title: 'Takuu', paragraphs: ['Vähintään vuoden takuu käytetyille ja kolme vuotta uusille autoille.'] },
        { title: 'Vaihto-oikeus', paragraphs: ['Jos kadut, varastoautolla on 14 päivän vaihto-oikeus.'] },
        { title: 'Vaihtoauto', paragraphs: ['Arvioimme nykyisen autosi ja hoidamme mahdollisen lainan.'] },
      ],
    },
  },
  accordion: {
    heading: 'Haitari – kysymyksiä ja vastauksia',
    items: [
      {
        title: 'Voinko koeajaa auton ennen päätöstä?',
        paragraphs: [
          'Kyllä. Varaa koeajo auton sivulta tai soita toimipisteeseen. Ota ajokortti mukaan, niin auto on ladattu tai tankattu, kun saavut.',
        ],
      },
      {
        title: 'Miten vaihtoauto toimii?',
        paragraphs: [
          'Anna rekisterinumero ja mittarilukema, niin saat hinta-arvion. Katsomme auton, kun tulet paikalle, ja arvo hyvitetään uuden auton hinnasta.',
          'Jos autossa on lainaa, hoidamme sen suoraan rahoitusyhtiön kanssa.',
        ],
      },
      {
        title: 'Voiko auton saada kotiin toimitettuna?',
        paragraphs: [
          'Kyllä, toimitamme autoja koko Suomeen. Toimituksen hinta riippuu etäisyydestä ja näkyy ennen kuin vahvistat oston.',
        ],
      },
    ],
  },
  splitHover: {
    items: [
      {
        title: 'Aika vaihtaa autoa?',
        text: 'Vertaa uusia ja käytettyjä varastoautoja ja varaa koeajo.',
        button: 'Osta auto',
        alt: 'Uusi auto valoisassa autoliikkeessä',
      },
      {
        title: 'Pidä huolta nykyisestä autostasi',
        text: 'Huollot, korjaukset ja renkaanvaihdot valtuutetuissa korjaamoissa.',
        button: 'Löydä korjaamo',
        alt: 'Mekaanikko vaihtaa auton rengasta',
      },
    ],
  },
  heroCarousel: {
    slides: [
      {
        title: 'Sähköautot varastossa – heti toimitukseen',
        text: 'Valitse sadoista sähköautoista, jotka ovat valmiita ajettavaksi kotiin jo tänään.',
        button: 'Katso sähköautot',
        alt: 'Valkoinen sähköauto kaupungin kadulla iltavalossa',
        subTitle: 'Varaa koeajo lähelläsi',
        subTitleLink: 'Löydä lähin toimipiste',
      },
      {
        title: 'Tien päälle',
        text: 'Pitkiä matkoja, hiljaisia kilometrejä – sähköauto vie sinut perille.',
        button: 'Katso varastoautot',
        alt: 'Sähköauto mutkaisella maantiellä metsän halki',
        videoTitle: 'Sähköauto ajaa mutkaista maantietä metsän halki',
      },
      {
        title: 'Huolto, joka sopii viikkoosi',
        text: 'Varaa korjaamoaika verkossa ja saat sijaisauton huollon ajaksi.',
        button: 'Löydä korjaamo',
        alt: 'Korjaamo, jonka ovet ovat auki ja autot nostimilla',
      },
    ],
  },
  countdown: {
    heading: 'Ajastin – kunnes kampanja päättyy',
    text: 'Talvirenkaat kaupan päälle ja kampanjakorko valituille varastoautoille niin kauan kuin kampanja kestää.',
    endedText: 'Kampanja on päättynyt. Pysy kuulolla seuraavaa varten!',
    link: 'Katso kampanja-autot',
  },
  table: {
    heading: 'Taulukko – vertailu kuvin, linkein ja tekstein',
    columns: ['Malli', 'Käyttövoima ja teho', 'Hinta alkaen', 'Saatavuus'],
    priceNote: 'sis. ALV',
    inStock: 'Varastossa',
    delivery: 'Toimitus kahdessa viikossa',
    link: 'Katso {model} varastossa',
  },
  carOfTheWeek: {
    heading: 'Viikon auto – valitut autot karusellissa',
    text: 'Toimipisteidemme käsin poimimat autot, joissa on tällä viikolla erityisen hyvä hinta, varustelu tai toimitusaika.',
  },
  carTeaser: {
    heading: 'Autonostot – sähköautot varastossa, edullisin ensin',
    text: 'Valikoima varastoautoja merkin, mallin, käyttövoiman, kunnon tai toimipisteen mukaan. Kortit ovat samat kuin autolistassa ja päivittyvät varaston muuttuessa.',
    seeAll: 'Katso kaikki varastossa olevat sähköautot',
  },
  siteListTeaser: {
    heading: 'Toimipisteteaser – neljä huoltoa',
    link: 'Katso kaikki huollot',
  },
  storiesTeaser: { heading: 'Artikkelinosto – kolme uusinta artikkelia' },
  videoPlayer: {
    heading: 'Videosoitin – video ja aloituskuva',
    title: 'Näin lataat sähköauton kotona ja matkalla',
    caption: 'Latausasiantuntijamme näyttää, miten lataat kotona, töissä ja pikalatureilla matkan varrella.',
    posterAlt: 'Sähköauto kytkettynä latausasemaan autotallin pihassa',
  },
  horsepower: 'hv',
  carAlt: '{model} studiossa sivulta kuvattuna',
}
