import type { BlockLibraryTexts } from './types'

export const en: BlockLibraryTexts = {
  demo: {
    title: 'Demo pages',
    metaTitle: 'Demo pages for editors',
    metaDescription:
      'Demo pages for editors of {label}: see every block you can use on the site, with sample content, before you build a new page.',
    hero: {
      title: 'Demo pages for editors',
      text: 'These pages show what the site can do. They are left out of the menu and are not indexed by search engines.',
      alt: 'A car showroom at dusk with cars lined up in front of the glass facade',
    },
    intro: {
      heading: 'What are the demo pages for?',
      paragraphs: [
        'When you build a new page, you choose blocks from the same library as the rest of the site. The demo pages show every block with realistic content, so you can see how it looks on a phone and a desktop before you add it yourself.',
        "The blocks take their colours and fonts from the site's theme, so what you see here is exactly how visitors to {label} will see them.",
      ],
    },
    links: {
      heading: 'Demo pages',
      blocks: 'The block library – every block on one page',
      carList: 'Cars in stock',
      home: 'Back to the home page',
    },
  },
  page: {
    title: 'Block library',
    metaTitle: 'Block library – every block on one page',
    metaDescription:
      'The block library shows every content block of {label} with sample content: hero, cards, text columns, carousel, table, video and more.',
  },
  hero: {
    title: 'Block library – every block on one page',
    text: "Hero with search: a page's first block, with a picture, a heading, an introduction and a button. The search bar takes visitors straight to the cars in stock.",
    alt: 'A dark electric car on a coast road at sunset',
    button: 'See all cars in stock',
    searchPlaceholder: 'Search make, model or town – e.g. electric Birmingham',
  },
  content: {
    heading: 'Rich text – paragraphs, headings, lists and links',
    paragraphs: [
      'Buying a car should be **simple**. Start by searching the cars in stock, compare equipment and monthly payments, and book a test drive at the dealership that suits you. Every car shows an up-to-date price and clear details of its warranty and service history.',
      'If you would like to part-exchange your current car, we value it free of charge and take the value off the price. If there is outstanding finance, we settle it for you, and you get a written quote before you decide.',
      '### How buying a car works',
      '- Search and compare the cars in stock\n- Book a test drive when it suits you\n- Sign the agreement online',
      'Once everything is agreed, collect the car from us or have it delivered to your door. Our workshops then look after servicing, tyres and repairs for as long as you own it.',
      'Ready to start? [See all cars in stock]({carList}) or contact your nearest dealership.',
    ],
  },
  cards: {
    heading: 'Cards – shortcuts to other pages',
    items: [
      {
        title: 'Buy a car',
        text: 'New and used cars in stock, with up-to-date prices and monthly payments.',
        link: 'See the cars',
      },
      {
        title: 'Test drive',
        text: 'Book a test drive at the dealership nearest to you – on weekdays or at the weekend.',
        link: 'Choose a car to test drive',
      },
      {
        title: 'Find us',
        text: 'Addresses, opening hours and phone numbers of our showrooms and workshops.',
        link: 'Find your nearest dealership',
      },
    ],
  },
  linkList: {
    heading: 'Link list – quick links to searches and pages',
    electric: 'Electric cars in stock',
    phev: 'Plug-in hybrids in stock',
    allCars: 'All cars in stock',
    sites: 'Our dealerships',
    demo: 'More demo pages',
  },
  blurbs: {
    image: {
      title: 'Blurb – text beside a picture',
      paragraphs: [
        "Book a service when it suits you. Our workshops follow the manufacturer's service schedule, so your warranty stays valid, and you get a courtesy car or a lift to work while we do the job.",
        'You see the price before you book and get a text message when the car is ready to collect.',
      ],
      link: 'Find your nearest workshop',
      alt: 'A technician inspecting a car on a lift in a bright workshop',
    },
    dark: {
      title: 'Blurb on a dark background – for offers',
      paragraphs: [
        'Free winter wheels when you buy a car in stock before the end of the month. The offer applies to selected new and used cars while stocks last.',
      ],
      link: 'See the offer cars',
    },
    video: {
      title: 'Full-height blurb with video – for launches',
      paragraphs: [
        'Electric cars with a long range, rapid charging and low monthly payments. Test drive one for a week and see how it fits into your everyday life.',
      ],
      link: 'See electric cars in stock',
      alt: 'An electric car charging at a charging station at dusk',
      videoTitle: 'An electric car driving along a coast road at dusk',
      phoneVideoTitle: 'An electric car driving along a coast road, filmed in portrait',
    },
  },
  carModelCard: {
    heading: 'Car model cards – models with offers and key figures',
    texts: [
      'In stock and ready for delivery within two weeks. Test drive it at your nearest dealership.',
      'Well equipped with winter wheels, a tow bar and a heated steering wheel – ready for cold mornings.',
      'Offer price on cars in stock while stocks last.',
    ],
    campaign: 'Offer',
    link: 'See {model} in stock',
    labels: { fuel: 'Fuel', power: 'Power', priceFrom: 'Price from', warranty: 'Warranty' },
    warrantyValue: '3 years',
  },
  textColumns: {
    three: {
      heading: 'Text columns – three columns',
      items: [
        {
          title: 'Buy',
          subTitle: 'New or used',
          paragraphs: ['Thousands of cars in stock with up-to-date prices. Book a test drive online.'],
        },
        {
          title: 'Finance',
          subTitle: 'PCP, HP or leasing',
          paragraphs: ['Personal Contract Purchase, Hire Purchase or contract hire with fixed monthly payments.'],
        },
        {
          title: 'Own',
          subTitle: 'Servicing all the way',
          paragraphs: ['Servicing, MOTs and repairs at manufacturer-approved workshops near you.'],
        },
      ],
    },
    four: {
      heading: 'Text columns – four columns',
      items: [
        { title: 'Inspected', paragraphs: ['Every used car passes a 110-point inspection before it is sold.'] },
        { title: 'Warranty', paragraphs: ['At least 12 months on used cars and three years on new ones.'] },
        { title: 'Exchange', paragraphs: ['Changed your mind? Exchange a car in stock within 14 days.'] },
        { title: 'Part exchange', paragraphs: ['We value your current car and settle any outstanding finance.'] },
      ],
    },
  },
  accordion: {
    heading: 'Accordion – questions and answers',
    items: [
      {
        title: 'Can I test drive the car before I decide?',
        paragraphs: [
          "Yes. Book a test drive on the car's page or call the dealership. Bring your driving licence and we will have the car charged or fuelled when you arrive.",
        ],
      },
      {
        title: 'How does part exchange work?',
        paragraphs: [
          'Enter your registration number and mileage to get a valuation. We look at the car when you come in, and the value is taken off the price of your new car.',
          'If there is outstanding finance on the car, we settle it directly with the lender.',
        ],
      },
      {
        title: 'Can the car be delivered to my home?',
        paragraphs: [
          'Yes, we deliver across the UK. The delivery charge depends on the distance and is shown before you confirm your order.',
        ],
      },
    ],
  },
  splitHover: {
    items: [
      {
        title: 'Time for a new car?',
        text: 'Compare new and used cars in stock and book a test drive.',
        button: 'Buy a car',
        alt: 'A new car in a bright showroom',
      },
      {
        title: 'Look after the car you have',
        text: 'Servicing, repairs and tyres at manufacturer-approved workshops.',
        button: 'Find a workshop',
        alt: 'A technician changing a wheel on a car',
      },
    ],
  },
  heroCarousel: {
    slides: [
      {
        title: 'Electric cars in stock – ready to drive away',
        text: 'Choose from hundreds of electric cars ready to take home today.',
        button: 'See the electric cars',
        alt: 'A white electric car on a city street in the evening light',
        subTitle: 'Book a test drive near you',
        subTitleLink: 'Find your nearest dealership',
      },
      {
        title: 'Out on the open road',
        text: 'Long drives, quiet miles – an electric car takes you where you want to go.',
        button: 'See cars in stock',
        alt: 'An electric car on a winding country road through a forest',
        videoTitle: 'An electric car driving on a winding country road through a forest',
      },
      {
        title: 'Servicing that fits your week',
        text: 'Book a workshop slot online and get a courtesy car while we work.',
        button: 'Find a workshop',
        alt: 'A workshop with open doors and cars on lifts',
      },
    ],
  },
  countdown: {
    heading: 'Countdown – until an offer ends',
    text: 'Free winter wheels and reduced-rate finance on selected cars in stock while the offer lasts.',
    endedText: 'The offer has ended. Keep an eye out for the next one!',
    link: 'See the offer cars',
  },
  table: {
    heading: 'Table – compare with pictures, links and text',
    columns: ['Model', 'Fuel and power', 'Price from', 'Availability'],
    priceNote: 'incl. VAT',
    inStock: 'In stock',
    delivery: 'Delivery within two weeks',
    link: 'See {model} in stock',
  },
  carOfTheWeek: {
    heading: 'Car of the week – selected cars in a carousel',
    text: 'Hand-picked cars from our dealerships with an especially good price, specification or delivery time this week.',
  },
  carTeaser: {
    heading: 'Car teaser – electric cars in stock, lowest price first',
    text: "A selection of cars from stock by brand, model, fuel, condition or dealer. The cards are the car list's own and update as the stock changes.",
    seeAll: 'See all electric cars in stock',
  },
  siteListTeaser: {
    heading: 'Dealer teaser – four workshops',
    link: 'See all workshops',
  },
  storiesTeaser: { heading: 'Stories teaser – the three latest stories' },
  videoPlayer: {
    heading: 'Video player – a film with a poster image',
    title: 'How to charge your electric car at home and on the road',
    caption: 'Our charging expert shows how to charge at home, at work and at rapid chargers along the way.',
    posterAlt: 'An electric car plugged into a wallbox on a driveway',
  },
  horsepower: 'hp',
  carAlt: '{model} in a studio, seen from the side',
}
