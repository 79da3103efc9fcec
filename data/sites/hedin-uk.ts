import type { SeedSite } from '../seed-types'

/** Demo content for Hedin Automotive UK (hedinautomotive.co.uk), a multi-brand retailer. British English. */
export const site: SeedSite = {
  name: 'hedin-uk',
  pages: [
    {
      path: '/',
      itemId: '{4B592CE4-DF2B-4782-BDF4-2762953B9EEE}',
      content: {
        en: {
          title: 'Hedin Automotive UK',
          navTitle: 'Home',
          metaTitle: 'New and used cars, servicing and finance',
          metaDescription:
            'New and approved used BMW, MINI and Mercedes-Benz cars from Hedin Automotive in Birmingham, Coventry and London, with finance, Motability and servicing.',
          header: [
            {
              blockType: 'alert',
              enabled: true,
              type: 'Warning',
              icon: 'WarningAlert',
              title: 'Coventry workshop:',
              text: 'Our Coventry service centre is closed for refurbishment until 14 March. Bookings have moved to Birmingham.',
            },
            {
              blockType: 'navigation',
              logo: { kind: 'logo', brand: 'Hedin Automotive', alt: 'Hedin Automotive UK – home' },
              sticky: true,
            },
          ],
          main: [
            {
              blockType: 'hero',
              title: 'Your next car starts here',
              text: 'Over 1,500 new and approved used cars across the Midlands and London, with finance, part exchange and aftersales under one roof.',
              image: {
                kind: 'hero',
                key: 'uk-home',
                alt: 'BMW i4 driving through the Warwickshire countryside',
                hue: 210,
              },
              link: { label: 'Browse used cars', url: '/buy-car/used-cars' },
              showSearch: true,
              searchPlaceholder: 'Search by make, model or keyword',
            },
            {
              blockType: 'carOfTheWeek',
              heading: 'Car of the week',
              text: 'Hand-picked cars from our dealerships with a standout price, specification or delivery time this week.',
            },
            {
              blockType: 'cards',
              heading: 'Our brands',
              items: [
                {
                  title: 'BMW',
                  text: 'The full BMW range, from the iX1 to the i7, plus BMW Approved Used cars.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW logo' },
                  link: { label: 'Explore BMW', url: '/buy-car/new-cars/bmw' },
                },
                {
                  title: 'MINI',
                  text: 'The all-electric MINI Cooper, Aceman and Countryman – big personality, small footprint.',
                  image: { kind: 'logo', brand: 'MINI', alt: 'MINI logo' },
                  link: { label: 'Explore MINI', url: '/buy-car/new-cars/mini' },
                },
                {
                  title: 'Mercedes-Benz',
                  text: 'Approved used Mercedes-Benz cars and vans, inspected and warranted.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logo' },
                  link: { label: 'Used Mercedes-Benz', url: '/buy-car/used-cars?car_brand=Mercedes-Benz' },
                },
                {
                  title: 'Ford',
                  text: 'Transit and Ranger for business, and family favourites like the Puma and Kuga.',
                  image: { kind: 'logo', brand: 'Ford', alt: 'Ford logo' },
                  link: { label: 'Used Ford', url: '/buy-car/used-cars?car_brand=Ford' },
                },
              ],
            },
            {
              blockType: 'cards',
              heading: 'How can we help?',
              items: [
                {
                  title: 'Latest offers',
                  text: 'Deposit contributions and low-rate PCP on selected new and used models this quarter.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW iX1', alt: 'Blue BMW iX1 on a city street' },
                  link: { label: 'See offers', url: '/buy-car/latest-offers' },
                },
                {
                  title: 'Book a service or MOT',
                  text: 'Manufacturer-trained technicians, genuine parts and a free health check with every visit.',
                  link: { label: 'Book online', url: '/service-and-parts/servicing' },
                },
                {
                  title: 'Sell your car',
                  text: 'Get a free valuation in minutes and we will buy your car, even if you are not buying from us.',
                  link: { label: 'Value my car', url: '/sell-car' },
                },
              ],
            },
            {
              blockType: 'storiesTeaser',
              heading: 'Latest news and events',
              indexPath: '/news-and-events',
            },
            {
              blockType: 'content',
              heading: 'Why buy from Hedin Automotive?',
              paragraphs: [
                'Every approved used car is inspected by manufacturer-trained technicians, comes with at least 12 months’ warranty and a fresh MOT where applicable, and can be reserved online for a fully refundable £99.',
                'Whether you are buying outright, on PCP, through your Motability allowance or as a business, our sales executives will take the time to find the right car and the right way to pay for it.',
              ],
            },
          ],
          footer: [
            {
              blockType: 'footer',
              columns: [
                {
                  title: 'Buy a car',
                  links: [
                    { label: 'Used cars', url: '/buy-car/used-cars' },
                    { label: 'Electric cars', url: '/buy-car/used-cars/electric-cars' },
                    { label: 'New cars', url: '/buy-car/new-cars' },
                    { label: 'Latest offers', url: '/buy-car/latest-offers' },
                    { label: 'Motability', url: '/buy-car/motability' },
                    { label: 'Fleet and business', url: '/buy-car/fleet-and-business-offers' },
                  ],
                },
                {
                  title: 'Service & parts',
                  links: [
                    { label: 'Servicing and MOT', url: '/service-and-parts/servicing' },
                    { label: 'Parts', url: '/service-and-parts/parts' },
                    { label: 'Bodyshop', url: '/service-and-parts/bodyshop' },
                    { label: 'Sell your car', url: '/sell-car' },
                  ],
                },
                {
                  title: 'About us',
                  links: [
                    { label: 'Who are we', url: '/about-us/who-are-we' },
                    { label: 'Find us', url: '/find-us' },
                    { label: 'News and events', url: '/news-and-events' },
                    { label: 'Customer services', url: '/about-us/customer-services' },
                  ],
                },
                {
                  title: 'Legal',
                  links: [
                    { label: 'Privacy policy', url: '/legal/privacy-policy' },
                    { label: 'Terms and conditions of sale', url: '/legal/terms-and-conditions-of-sale' },
                    { label: 'Consumer credit', url: '/legal/consumer-credit' },
                    {
                      label: 'Modern Slavery Act statement',
                      url: '/further-policies-and-statements/modern-slavery-act',
                    },
                  ],
                },
              ],
              infoField1: {
                heading: 'Get in touch',
                text: 'Customer services: 0121 496 0500 (Mon–Fri 9am–5.30pm, Sat 9am–1pm) or customerservices@hedinautomotive.co.uk. Hedin Automotive UK Ltd is authorised and regulated by the Financial Conduct Authority.',
              },
              infoFieldOneChildFullWidth: true,
              brandsHeading: 'Our brands',
              brands: [
                { name: 'BMW', logo: { kind: 'logo', brand: 'BMW', alt: 'BMW logo' } },
                { name: 'MINI', logo: { kind: 'logo', brand: 'MINI', alt: 'MINI logo' } },
                { name: 'Mercedes-Benz', logo: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logo' } },
              ],
              socialLinks: [
                { icon: 'facebook', url: 'https://www.facebook.com/hedinautomotiveuk' },
                { icon: 'instagram', url: 'https://www.instagram.com/hedinautomotiveuk' },
                { icon: 'x', url: 'https://x.com/hedinautouk' },
                { icon: 'linkedin', url: 'https://www.linkedin.com/company/hedin-automotive-uk' },
              ],
              highlightedLink: { label: 'Book a service', url: '/service-and-parts/servicing' },
            },
          ],
        },
      },
    },
    {
      path: '/buy-car',
      itemId: '{E5B4F13C-0558-4B20-AF1E-9D84EC4343ED}',
      content: {
        en: {
          title: 'Buy a car',
          metaTitle: 'Buy a new or used car',
          metaDescription:
            'Buy a new or approved used car from Hedin Automotive. Compare BMW, MINI, Mercedes-Benz and Ford, reserve online and arrange finance and part exchange.',
          main: [
            {
              blockType: 'hero',
              title: 'Buy a car',
              text: 'New, approved used, electric or van – browse our stock, reserve online and collect from your local dealership.',
              image: {
                kind: 'hero',
                key: 'uk-buy-car',
                alt: 'Customer collecting a new MINI from a Coventry showroom',
                hue: 35,
              },
              link: { label: 'Browse used cars', url: '/buy-car/used-cars' },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Used cars',
                  text: 'More than 1,000 approved used cars, each with a multi-point inspection and warranty.',
                  image: {
                    kind: 'car',
                    colour: 'silver',
                    model: 'BMW 3 Series Touring',
                    alt: 'Silver BMW 3 Series Touring',
                  },
                  link: { label: 'Used cars', url: '/buy-car/used-cars' },
                },
                {
                  title: 'New cars',
                  text: 'Configure a new BMW or MINI and order it through your local Hedin dealership.',
                  image: {
                    kind: 'car',
                    colour: 'green',
                    model: 'MINI Cooper E',
                    alt: 'British Racing Green MINI Cooper E',
                  },
                  link: { label: 'New cars', url: '/buy-car/new-cars' },
                },
                {
                  title: 'Electric cars',
                  text: 'Used EVs with a certified battery health report and free home charger advice.',
                  image: { kind: 'car', colour: 'white', model: 'BMW i4', alt: 'White BMW i4 on charge' },
                  link: { label: 'Electric cars', url: '/buy-car/used-cars/electric-cars' },
                },
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Ways to buy',
              items: [
                {
                  label: 'Personal finance (PCP and HP)',
                  url: '/buy-car/finance-and-insurance-options/personal-finance',
                  hasIcon: true,
                },
                { label: 'Motability Scheme', url: '/buy-car/motability', hasIcon: true },
                { label: 'Fleet and business offers', url: '/buy-car/fleet-and-business-offers', hasIcon: true },
                { label: 'Latest offers', url: '/buy-car/latest-offers', hasIcon: true },
                { label: 'Sell or part exchange your car', url: '/sell-car', hasIcon: true },
              ],
            },
            {
              blockType: 'carModelCard',
              heading: 'Popular new models',
              items: [
                {
                  title: 'BMW i4 eDrive40',
                  text: 'An all-electric Gran Coupé with room for five and a long range.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW i4', alt: 'Blue BMW i4 from the side' },
                  link: { label: 'Explore new BMW', url: '/buy-car/new-cars/bmw' },
                  isCampaign: true,
                  campaign: 'Finance offer',
                  labels: [
                    { label: 'Range (WLTP)', value: '365 miles' },
                    { label: 'Power', value: '340 hp' },
                    { label: '0–62 mph', value: '5.7 s' },
                    { label: 'From', value: '£59,995' },
                  ],
                },
                {
                  title: 'MINI Countryman E',
                  text: 'The biggest MINI yet, electric and ready for family life.',
                  image: {
                    kind: 'car',
                    colour: 'green',
                    model: 'MINI Countryman',
                    alt: 'Green MINI Countryman from the side',
                  },
                  link: { label: 'Explore new MINI', url: '/buy-car/new-cars/mini' },
                  labels: [
                    { label: 'Range (WLTP)', value: '287 miles' },
                    { label: 'Power', value: '204 hp' },
                    { label: 'From', value: '£38,000' },
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      // The car detail base (settings.ts): car pages live below it, and the page itself lists all stock.
      path: '/buy-car/car',
      itemId: '{5B7E4C1A-2D3F-4E8A-9B61-0C7D2E3F4A15}',
      content: {
        en: {
          title: 'All cars in stock',
          metaTitle: 'All new and used cars in stock',
          metaDescription:
            'Every new and approved used car in stock at Hedin Automotive UK, from BMW, MINI, Mercedes-Benz and more. Filter, compare and reserve online.',
          main: [
            { blockType: 'carList', heading: 'All cars in stock', condition: 'all' },
            {
              blockType: 'content',
              heading: 'Buying your next car with us',
              paragraphs: [
                'Every car in stock can be reserved online, and each one comes with a full vehicle history check, a minimum of 12 months’ warranty and a 14-day money-back promise.',
                'Tell us about your current car for a part-exchange valuation, or get a personalised finance quote on any car page in a couple of minutes.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Popular searches',
              items: [
                { label: 'Approved used cars', url: '/buy-car/used-cars', hasIcon: true },
                { label: 'New cars', url: '/buy-car/new-cars', hasIcon: true },
                { label: 'Used electric cars', url: '/buy-car/used-cars/electric-cars', hasIcon: true },
                { label: 'Latest offers', url: '/buy-car/latest-offers', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars',
      itemId: '{C8012AED-305D-4C62-A506-5AA4820E626A}',
      content: {
        en: {
          title: 'Used cars',
          metaTitle: 'Approved used cars for sale',
          metaDescription:
            'Browse approved used cars for sale at Hedin Automotive. Every car is inspected, warranted for at least 12 months and can be reserved online for £99.',
          main: [
            {
              blockType: 'carList',
              heading: 'Approved used cars',
              condition: 'used',
            },
            {
              blockType: 'cards',
              heading: 'Shop by brand',
              items: [
                {
                  title: 'Used BMW',
                  text: 'BMW Approved Used with 24 months’ warranty and roadside assistance.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW logo' },
                  link: { label: 'View used BMW', url: '/buy-car/used-cars?car_brand=BMW' },
                },
                {
                  title: 'Used MINI',
                  text: 'MINI Next approved used cars, inspected and prepared to manufacturer standards.',
                  image: { kind: 'logo', brand: 'MINI', alt: 'MINI logo' },
                  link: { label: 'View used MINI', url: '/buy-car/used-cars?car_brand=MINI' },
                },
                {
                  title: 'Used Mercedes-Benz',
                  text: 'Approved used Mercedes-Benz with warranty and a 12-month MOT where applicable.',
                  image: { kind: 'logo', brand: 'Mercedes-Benz', alt: 'Mercedes-Benz logo' },
                  link: { label: 'View used Mercedes-Benz', url: '/buy-car/used-cars?car_brand=Mercedes-Benz' },
                },
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Popular searches',
              items: [
                { label: 'Used electric cars', url: '/buy-car/used-cars/electric-cars', hasIcon: true },
                { label: 'Used vans', url: '/buy-car/used-cars?car_vehicle_type_code=LCV', hasIcon: true },
                { label: 'Used Ford', url: '/buy-car/used-cars?car_brand=Ford', hasIcon: true },
                { label: 'All used cars', url: '/buy-car/used-cars/all-used-cars', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars/all-used-cars',
      itemId: '{BD3107EF-A334-463F-8F30-DB8DD3234332}',
      content: {
        en: {
          title: 'All used cars',
          metaTitle: 'All used cars in stock',
          metaDescription:
            'See every used car in stock across Hedin Automotive dealerships in Birmingham, Coventry and London. Updated daily with prices, mileage and finance quotes.',
          main: [
            {
              blockType: 'carList',
              heading: 'All used cars',
              condition: 'used',
            },
            {
              blockType: 'content',
              heading: 'Our 150-point inspection',
              paragraphs: [
                'Before any used car goes on sale, our technicians carry out a 150-point inspection covering brakes, tyres, steering, suspension, electrics and bodywork. Anything that falls short is repaired or replaced with genuine parts.',
                'We check every car against the HPI register for outstanding finance, write-offs and mileage discrepancies, so you can buy with complete confidence.',
              ],
            },
            {
              blockType: 'content',
              heading: 'Reserve online, collect locally',
              paragraphs: [
                'Found the one? Reserve it online for £99, which is fully refundable and deducted from the price when you buy. We will hold the car for 72 hours while you arrange a test drive, finance or part exchange.',
                'We can also transfer cars between our dealerships, usually within three working days.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Used electric cars', url: '/buy-car/used-cars/electric-cars', hasIcon: true },
                {
                  label: 'Personal finance',
                  url: '/buy-car/finance-and-insurance-options/personal-finance',
                  hasIcon: true,
                },
                { label: 'Find your nearest dealership', url: '/find-us', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars/electric-cars',
      itemId: '{1FF09BBD-5063-4F86-9C02-D67A365F42DC}',
      content: {
        en: {
          title: 'Used electric cars',
          navTitle: 'Electric cars',
          metaTitle: 'Used electric cars for sale',
          metaDescription:
            'Buy a used electric car with confidence. Every EV from Hedin Automotive comes with a certified battery health report, warranty and home charging advice.',
          main: [
            {
              blockType: 'hero',
              title: 'Used electric cars',
              text: 'Every used EV comes with a certified battery health report – so you know exactly what you are buying.',
              image: {
                kind: 'hero',
                key: 'uk-electric-cars',
                alt: 'Electric car charging at a rapid charger at dusk',
                hue: 150,
              },
              link: { label: 'View electric stock', url: '/buy-car/used-cars?car_fuel=Electric' },
            },
            {
              blockType: 'cards',
              heading: 'Popular used EVs',
              items: [
                {
                  title: 'BMW i4 eDrive40',
                  text: 'Up to 365 miles of range (WLTP) and a practical hatchback boot.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW i4', alt: 'Portimao Blue BMW i4' },
                  link: { label: 'View BMW i4', url: '/buy-car/used-cars?car_brand=BMW&car_fuel=Electric' },
                },
                {
                  title: 'MINI Cooper E',
                  text: 'Nimble city car with rapid charging and an 11 kW on-board charger.',
                  image: { kind: 'car', colour: 'yellow', model: 'MINI Cooper E', alt: 'Yellow MINI Cooper E' },
                  link: { label: 'View electric MINI', url: '/buy-car/used-cars?car_brand=MINI&car_fuel=Electric' },
                },
                {
                  title: 'Mercedes-Benz EQA',
                  text: 'Comfortable compact SUV with plenty of space for the school run.',
                  image: { kind: 'car', colour: 'silver', model: 'Mercedes-Benz EQA', alt: 'Silver Mercedes-Benz EQA' },
                  link: {
                    label: 'View Mercedes-Benz EQA',
                    url: '/buy-car/used-cars?car_brand=Mercedes-Benz&car_fuel=Electric',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Charging at home',
              paragraphs: [
                'Most EV drivers do the majority of their charging at home overnight. A 7 kW wallbox will fully charge a typical EV in eight to ten hours, and off-peak electricity tariffs can bring the cost down to a few pence per mile.',
                'Our EV specialists can recommend an approved installer and explain the OZEV grant options available if you live in a flat or rented property.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars',
      itemId: '{F63A6C3D-F68A-4E0D-866D-E10CE8902685}',
      content: {
        en: {
          title: 'New cars',
          metaTitle: 'New BMW and MINI cars',
          metaDescription:
            'Order a new BMW or MINI from Hedin Automotive. Configure your car, book a test drive and get a personalised PCP, lease or Motability quote today.',
          main: [
            {
              blockType: 'hero',
              title: 'New cars',
              text: 'Configure, test drive and order the latest BMW and MINI models through your local Hedin dealership.',
              image: {
                kind: 'hero',
                key: 'uk-new-cars',
                alt: 'New BMW and MINI models under showroom lights',
                hue: 200,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'New BMW',
                  text: 'From the all-electric iX1 to the 5 Series Touring – explore the current BMW range.',
                  image: { kind: 'logo', brand: 'BMW', alt: 'BMW logo' },
                  link: { label: 'New BMW', url: '/buy-car/new-cars/bmw' },
                },
                {
                  title: 'New MINI',
                  text: 'The new MINI family: Cooper, Aceman and Countryman, electric and petrol.',
                  image: { kind: 'logo', brand: 'MINI', alt: 'MINI logo' },
                  link: { label: 'New MINI', url: '/buy-car/new-cars/mini' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Factory order or in stock?',
              paragraphs: [
                'If you want a specific specification, we can place a factory order with typical lead times of 12 to 20 weeks. Need a car sooner? Ask about our new cars in stock and pre-registered models, many of which can be delivered within a fortnight.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Latest new car offers', url: '/buy-car/latest-offers', hasIcon: true },
                { label: 'Motability', url: '/buy-car/motability', hasIcon: true },
                { label: 'Fleet and business', url: '/buy-car/fleet-and-business-offers', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars/bmw',
      itemId: '{36D27069-B97C-406A-873E-31C09CB73D9C}',
      brandDesign: 'bmw',
      content: {
        en: {
          title: 'New BMW',
          metaTitle: 'New BMW cars – Hedin BMW',
          metaDescription:
            'Explore new BMW models at Hedin BMW in Birmingham and Coventry, including the iX1, i4, X3 and 5 Series. Book a test drive and get a tailored PCP quote.',
          main: [
            {
              blockType: 'hero',
              title: 'New BMW at Hedin BMW',
              text: 'Sheer driving pleasure, now with more electric choice than ever. Visit us in Birmingham or Coventry.',
              image: { kind: 'hero', key: 'uk-bmw', alt: 'BMW i5 parked outside Birmingham’s Bullring', hue: 212 },
              link: { label: 'Find a BMW dealership', url: '/find-us?site_departments.brands.name=BMW' },
            },
            {
              blockType: 'cards',
              heading: 'The BMW range',
              items: [
                {
                  title: 'BMW iX1',
                  text: 'Fully electric compact SAV with xDrive and up to 272 miles of range.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'Alpine White BMW iX1' },
                  link: { label: 'See iX1 offers', url: '/buy-car/latest-offers' },
                },
                {
                  title: 'BMW X3',
                  text: 'The new X3 30e plug-in hybrid with around 50 miles of electric range.',
                  image: { kind: 'car', colour: 'grey', model: 'BMW X3', alt: 'Grey BMW X3' },
                  link: { label: 'Used X3 in stock', url: '/buy-car/used-cars?car_brand=BMW&car_model=X3' },
                },
                {
                  title: 'BMW 5 Series Touring',
                  text: 'Executive estate, also available as the all-electric i5 Touring.',
                  image: {
                    kind: 'car',
                    colour: 'black',
                    model: 'BMW 5 Series Touring',
                    alt: 'Black BMW 5 Series Touring',
                  },
                  link: { label: 'Business offers', url: '/buy-car/fleet-and-business-offers' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'BMW Service Inclusive',
              paragraphs: [
                'Add BMW Service Inclusive when you buy and your scheduled servicing is covered for up to five years, with fixed monthly payments and genuine BMW parts fitted by our BMW-trained technicians.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Used BMW', url: '/buy-car/used-cars?car_brand=BMW', hasIcon: true },
                { label: 'Book a BMW service', url: '/service-and-parts/servicing', hasIcon: true },
                { label: 'BMW Motability offers', url: '/buy-car/motability', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars/mini',
      itemId: '{0BAA3E47-6A9E-4F2F-8A7E-D450F1F4CA05}',
      brandDesign: 'mini',
      content: {
        en: {
          title: 'New MINI',
          metaTitle: 'New MINI cars – Hedin MINI',
          metaDescription:
            'Discover the new MINI Cooper, Aceman and Countryman at Hedin MINI Coventry and Birmingham. Book a test drive and build your MINI with our PCP offers.',
          main: [
            {
              blockType: 'hero',
              title: 'The new MINI family',
              text: 'Electric or petrol, three-door or five – find the MINI that fits your life at Hedin MINI.',
              image: { kind: 'hero', key: 'uk-mini', alt: 'MINI Aceman on a cobbled street in Coventry', hue: 130 },
              link: { label: 'Find a MINI dealership', url: '/find-us?site_departments.brands.name=MINI' },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'MINI Cooper',
                  text: 'The iconic three-door, available as the electric Cooper E and SE or with a petrol engine.',
                  image: {
                    kind: 'car',
                    colour: 'green',
                    model: 'MINI Cooper',
                    alt: 'British Racing Green MINI Cooper',
                  },
                  link: { label: 'MINI offers', url: '/buy-car/latest-offers' },
                },
                {
                  title: 'MINI Aceman',
                  text: 'All-electric crossover with five doors and up to 251 miles of range.',
                  image: { kind: 'car', colour: 'yellow', model: 'MINI Aceman', alt: 'Yellow MINI Aceman' },
                  link: { label: 'MINI offers', url: '/buy-car/latest-offers' },
                },
                {
                  title: 'MINI Countryman',
                  text: 'The biggest MINI yet, with ALL4 all-wheel drive and a 460-litre boot.',
                  image: { kind: 'car', colour: 'grey', model: 'MINI Countryman', alt: 'Grey MINI Countryman' },
                  link: { label: 'Motability', url: '/buy-car/motability' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Built in Oxford',
              paragraphs: [
                'MINI has been built at Plant Oxford since 2001, and our Coventry showroom is just an hour up the road. Ask our MINI Brand Experts about personalisation, from roof graphics to John Cooper Works trim.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Used MINI', url: '/buy-car/used-cars?car_brand=MINI', hasIcon: true },
                { label: 'Book a MINI service', url: '/service-and-parts/servicing', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/latest-offers',
      itemId: '{60678366-A61B-46A3-B617-5BB1F1B6DC37}',
      content: {
        en: {
          title: 'Latest offers',
          metaTitle: 'Latest new and used car offers',
          metaDescription:
            'The latest new and used car offers from Hedin Automotive: deposit contributions, low-rate PCP and free servicing on selected BMW, MINI and Ford models.',
          main: [
            {
              blockType: 'hero',
              title: 'Latest offers',
              text: 'Deposit contributions, low-rate finance and complimentary servicing on selected models. Offers end 30 June.',
              image: {
                kind: 'hero',
                key: 'uk-latest-offers',
                alt: 'Showroom with offer signage on a new BMW',
                hue: 350,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'BMW iX1: £2,000 deposit contribution',
                  text: 'On BMW Select PCP agreements for new iX1 models ordered by 30 June. Subject to status.',
                  image: { kind: 'car', colour: 'blue', model: 'BMW iX1', alt: 'Blue BMW iX1' },
                  link: { label: 'New BMW', url: '/buy-car/new-cars/bmw' },
                },
                {
                  title: 'MINI Cooper E: 3.9% APR representative',
                  text: 'Low-rate MINI Select finance on new electric MINI Cooper models in stock.',
                  image: { kind: 'car', colour: 'white', model: 'MINI Cooper E', alt: 'White MINI Cooper E' },
                  link: { label: 'New MINI', url: '/buy-car/new-cars/mini' },
                },
                {
                  title: 'Approved used: first service free',
                  text: 'Buy any approved used car over £15,000 and your first service is on us.',
                  image: {
                    kind: 'car',
                    colour: 'silver',
                    model: 'Mercedes-Benz C-Class',
                    alt: 'Silver Mercedes-Benz C-Class',
                  },
                  link: { label: 'Used cars', url: '/buy-car/used-cars' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Terms apply',
              paragraphs: [
                'Offers are available to UK residents aged 18 and over, subject to status and while stocks last. Finance is provided by selected lenders; guarantees and indemnities may be required. Offers cannot be used in conjunction with any other offer.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Personal finance explained',
                  url: '/buy-car/finance-and-insurance-options/personal-finance',
                  hasIcon: true,
                },
                { label: 'Consumer credit information', url: '/legal/consumer-credit', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/fleet-and-business-offers',
      itemId: '{7C9143A5-9212-4A0A-BB3E-30AEFAFE0D2E}',
      content: {
        en: {
          title: 'Fleet and business offers',
          navTitle: 'Fleet and business',
          metaTitle: 'Fleet and business car and van offers',
          metaDescription:
            'Business contract hire, salary sacrifice and fleet solutions from Hedin Automotive. Low benefit-in-kind electric cars and vans with a dedicated manager.',
          main: [
            {
              blockType: 'hero',
              title: 'Fleet and business',
              text: 'From a single van to a fleet of 500 company cars, our business centre in Birmingham looks after you.',
              image: {
                kind: 'hero',
                key: 'uk-fleet',
                alt: 'Row of electric company cars charging at an office car park',
                hue: 190,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Business contract hire',
                  text: 'Fixed monthly rentals with maintenance options and no residual value risk.',
                  link: { label: 'Talk to our team', url: '/about-us/customer-services' },
                },
                {
                  title: 'Electric company cars',
                  text: 'Benefit-in-kind tax for fully electric cars remains far below petrol and diesel equivalents.',
                  image: { kind: 'car', colour: 'black', model: 'BMW i5', alt: 'Black BMW i5 saloon' },
                  link: { label: 'Used EVs', url: '/buy-car/used-cars/electric-cars' },
                },
                {
                  title: 'Vans and LCVs',
                  text: 'Ford Transit, Transit Custom and E-Transit with racking and livery packages.',
                  image: {
                    kind: 'car',
                    colour: 'white',
                    model: 'Ford Transit Custom',
                    alt: 'White Ford Transit Custom',
                  },
                  link: { label: 'Used vans', url: '/buy-car/used-cars?car_vehicle_type_code=LCV' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'A dedicated account manager',
              paragraphs: [
                'Every business customer has a named account manager who handles quotations, deliveries, servicing and renewals. We also support salary sacrifice schemes, helping your employees drive a new electric car through a tax-efficient arrangement.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/motability',
      itemId: '{15689EC8-2F99-4EA7-A9A6-29AD7A3F87D6}',
      content: {
        en: {
          title: 'Motability',
          metaTitle: 'Motability Scheme cars',
          metaDescription:
            'Use your mobility allowance to lease a new BMW, MINI or Ford through the Motability Scheme. Insurance, servicing and breakdown cover all included.',
          main: [
            {
              blockType: 'hero',
              title: 'The Motability Scheme',
              text: 'Exchange your mobility allowance for a brand-new car, with insurance, servicing and breakdown cover included.',
              image: {
                kind: 'hero',
                key: 'uk-motability',
                alt: 'Motability specialist helping a customer into a MINI Countryman',
                hue: 265,
              },
            },
            {
              blockType: 'content',
              heading: 'Who is eligible?',
              paragraphs: [
                'You can join the Scheme if you receive the Higher Rate Mobility Component of Disability Living Allowance, the Enhanced Rate Mobility Component of Personal Independence Payment, the War Pensioners’ Mobility Supplement, the Armed Forces Independence Payment or the Adult Disability Payment in Scotland.',
                'Your allowance is paid directly to Motability Operations for the three-year lease. Some models require an advance payment, which is shown on the price list each quarter.',
              ],
            },
            {
              blockType: 'cards',
              heading: 'Popular Motability cars',
              items: [
                {
                  title: 'MINI Countryman',
                  text: 'High seating position and wide-opening doors make getting in and out easier.',
                  image: { kind: 'car', colour: 'grey', model: 'MINI Countryman', alt: 'Grey MINI Countryman' },
                  link: { label: 'New MINI', url: '/buy-car/new-cars/mini' },
                },
                {
                  title: 'BMW iX1',
                  text: 'Electric SAV with an automatic tailgate and space for a folding wheelchair.',
                  image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'White BMW iX1' },
                  link: { label: 'New BMW', url: '/buy-car/new-cars/bmw' },
                },
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Find a Motability specialist near you', url: '/find-us', hasIcon: true },
                { label: 'Contact customer services', url: '/about-us/customer-services', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options',
      itemId: '{FB79EB71-A444-4220-BA64-7771F60EAFAE}',
      content: {
        en: {
          title: 'Finance and insurance options',
          navTitle: 'Finance options',
          metaTitle: 'Car finance and insurance options',
          metaDescription:
            'Compare car finance options at Hedin Automotive, from PCP and Hire Purchase to business contract hire and Motability, plus drive-away insurance on many cars.',
          main: [
            {
              blockType: 'hero',
              title: 'Finance and insurance options',
              text: 'Find the right way to pay for your next car, with a quote tailored to your budget and no obligation to proceed.',
              image: {
                kind: 'hero',
                key: 'uk-finance-options',
                alt: 'Sales executive talking a customer through a finance quote on a tablet',
                hue: 70,
              },
              link: { label: 'Personal finance', url: '/buy-car/finance-and-insurance-options/personal-finance' },
            },
            {
              blockType: 'cards',
              heading: 'Ways to pay',
              items: [
                {
                  title: 'Personal finance',
                  text: 'Personal Contract Purchase and Hire Purchase on new and approved used cars, with terms of up to 60 months.',
                  link: {
                    label: 'PCP and HP explained',
                    url: '/buy-car/finance-and-insurance-options/personal-finance',
                  },
                },
                {
                  title: 'Business finance',
                  text: 'Contract hire, lease purchase and salary sacrifice for limited companies, partnerships and sole traders.',
                  link: { label: 'Fleet and business', url: '/buy-car/fleet-and-business-offers' },
                },
                {
                  title: 'Motability',
                  text: 'Exchange your mobility allowance for a new car, with insurance, servicing and breakdown cover included.',
                  link: { label: 'The Motability Scheme', url: '/buy-car/motability' },
                },
              ],
            },
            {
              blockType: 'table',
              // Product descriptions, not offers: a monthly price or a rate here would be credit
              // advertising that needs its full representative example (issue 16). Each car's
              // page shows its own quote with one.
              heading: 'Our finance products',
              columns: ['Car', 'Finance product', 'How it works'],
              rows: [
                [
                  {
                    type: 'image',
                    header: 'MINI Cooper E',
                    image: { kind: 'car', colour: 'green', model: 'MINI Cooper E', alt: 'Green MINI Cooper E' },
                  },
                  {
                    type: 'link',
                    header: 'Personal Contract Purchase',
                    lineOne: 'Lower monthly payments, with a choice at the end',
                    lineOneBold: true,
                    lineTwo: 'Pay the optional final payment, return the car or part-exchange it',
                    link: { label: 'PCP explained', url: '/buy-car/finance-and-insurance-options/personal-finance' },
                  },
                  {
                    type: 'text',
                    lineOne: 'Terms of 24 to 48 months',
                    lineTwo: 'Deposit from 10 % of the price',
                    lineThree: 'Each car’s page shows its representative example',
                  },
                ],
                [
                  {
                    type: 'image',
                    header: 'BMW iX1 xDrive30',
                    image: { kind: 'car', colour: 'white', model: 'BMW iX1', alt: 'White BMW iX1' },
                  },
                  {
                    type: 'link',
                    header: 'Hire Purchase',
                    lineOne: 'Fixed monthly payments over the whole term',
                    lineOneBold: true,
                    lineTwo: 'You own the car after the last payment',
                    link: { label: 'HP explained', url: '/buy-car/finance-and-insurance-options/personal-finance' },
                  },
                  {
                    type: 'text',
                    lineOne: 'Terms of 12 to 60 months',
                    lineTwo: 'Deposit from 10 % of the price',
                    lineThree: 'Each car’s page shows its representative example',
                  },
                ],
                [
                  {
                    type: 'image',
                    header: 'BMW 320d Touring',
                    image: {
                      kind: 'car',
                      colour: 'blue',
                      model: 'BMW 3 Series Touring',
                      alt: 'Blue BMW 3 Series Touring',
                    },
                  },
                  {
                    type: 'link',
                    header: 'Business Contract Hire',
                    lineOne: '36 months, 10,000 miles a year',
                    lineOneBold: true,
                    lineTwo: 'Prices exclude VAT',
                    link: { label: 'Fleet and business', url: '/buy-car/fleet-and-business-offers' },
                  },
                  { type: 'text', lineOne: 'For limited companies and sole traders', lineTwo: 'Ask for a quote' },
                ],
              ],
            },
            {
              blockType: 'content',
              heading: 'How we arrange finance',
              paragraphs: [
                'We are a credit broker, not a lender. We work with the manufacturers’ own finance companies and a small panel of lenders, and we will always explain the APR, the total amount payable and any optional final payment before you sign.',
                'Many of our new and approved used cars come with five days’ free drive-away insurance, so you can leave the showroom straight away and arrange your own cover in your own time.',
                'Finance is subject to status and available to UK residents aged 18 and over. Guarantees and indemnities may be required.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Protection products',
                  url: '/buy-car/finance-and-protection-products/protection-products',
                  hasIcon: true,
                },
                { label: 'Consumer credit information', url: '/legal/consumer-credit', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/personal-finance',
      itemId: '{1A622D67-914A-4C3B-A06C-DAA34F5DF274}',
      content: {
        en: {
          title: 'Personal finance',
          metaTitle: 'Personal car finance – PCP and HP',
          metaDescription:
            'Compare Personal Contract Purchase and Hire Purchase car finance at Hedin Automotive. Flexible deposits, terms of up to 60 months and quick decisions.',
          main: [
            {
              blockType: 'hero',
              title: 'Personal finance',
              text: 'Spread the cost of your next car with a plan that suits your budget.',
              image: {
                kind: 'hero',
                key: 'uk-personal-finance',
                alt: 'Couple reviewing a finance quote with a sales executive',
                hue: 50,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Personal Contract Purchase (PCP)',
                  text: 'Lower monthly payments with an optional final payment. At the end, return the car, part exchange it or pay the balloon and keep it.',
                  link: { label: 'Latest PCP offers', url: '/buy-car/latest-offers' },
                },
                {
                  title: 'Hire Purchase (HP)',
                  text: 'Pay a deposit, then fixed monthly payments over 12 to 60 months. Once the final payment is made, the car is yours.',
                  link: { label: 'Browse used cars', url: '/buy-car/used-cars' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Before you apply',
              paragraphs: [
                'We will run a soft search to give you a personalised quote without affecting your credit score. A full credit check is only carried out once you decide to proceed.',
                'Finance is subject to status and available to UK residents aged 18 and over. Your vehicle may be repossessed if you do not keep up repayments on a loan secured against it.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Protection products',
                  url: '/buy-car/finance-and-protection-products/protection-products',
                  hasIcon: true,
                },
                { label: 'Consumer credit information', url: '/legal/consumer-credit', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products',
      itemId: '{D0CE31E6-CBE9-47DE-8B7E-365E8055DD2E}',
      content: {
        en: {
          title: 'Finance and protection products',
          navTitle: 'Protection',
          metaTitle: 'Finance and protection products',
          metaDescription:
            'Optional protection from Hedin Automotive, including GAP insurance, tyre and alloy wheel cover and cosmetic repair, arranged alongside your car finance.',
          main: [
            {
              blockType: 'hero',
              title: 'Finance and protection products',
              text: 'Optional cover arranged alongside your finance, to protect your car and your monthly budget.',
              image: {
                kind: 'hero',
                key: 'uk-finance-protection',
                alt: 'Technician checking tyre tread depth in a service bay',
                hue: 165,
              },
              link: {
                label: 'View protection products',
                url: '/buy-car/finance-and-protection-products/protection-products',
              },
            },
            {
              blockType: 'linkList',
              heading: 'In this section',
              items: [
                {
                  label: 'GAP, tyre, alloy and cosmetic protection',
                  url: '/buy-car/finance-and-protection-products/protection-products',
                  hasIcon: true,
                },
                {
                  label: 'Personal finance',
                  url: '/buy-car/finance-and-insurance-options/personal-finance',
                  hasIcon: true,
                },
                {
                  label: 'Finance and insurance options',
                  url: '/buy-car/finance-and-insurance-options',
                  hasIcon: true,
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Buying protection with confidence',
              paragraphs: [
                'Protection products are always optional. Your sales executive will explain what each product covers, what it excludes and what it costs, and give you the key facts in writing so you can compare cover elsewhere before you decide.',
                'Hedin Automotive UK Ltd is authorised and regulated by the Financial Conduct Authority for insurance distribution. Most products can be cancelled within 30 days for a full refund, provided no claim has been made.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products',
      itemId: '{984805D2-EDF8-4E0A-90F0-02272BFE6302}',
      content: {
        en: {
          title: 'Protection products',
          metaTitle: 'GAP, tyre, alloy and cosmetic protection',
          metaDescription:
            'Protect your car and your finances with GAP insurance, tyre and alloy wheel cover, cosmetic repair and extended warranty products from Hedin Automotive.',
          main: [
            {
              blockType: 'hero',
              title: 'Protection products',
              text: 'Optional cover to keep your car looking its best and protect you against the unexpected.',
              image: { kind: 'hero', key: 'uk-protection', alt: 'Close-up of an alloy wheel on a new BMW', hue: 180 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'GAP insurance',
                  text: 'If your car is written off or stolen, GAP covers the difference between the insurer’s payout and the invoice price or outstanding finance.',
                },
                {
                  title: 'Tyre and alloy wheel cover',
                  text: 'Repair or replacement of tyres and alloys damaged by potholes, kerbs and punctures.',
                },
                {
                  title: 'Cosmetic repair',
                  text: 'SMART repairs for minor scuffs, scratches and dents – ideal before you hand back a PCP car.',
                },
                {
                  title: 'Extended warranty',
                  text: 'Continue manufacturer-level cover for mechanical and electrical failures once the original warranty ends.',
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Important information',
              paragraphs: [
                'All protection products are optional and are not a condition of buying a car or arranging finance. You have 30 days to cancel GAP insurance, and we will give you a summary of the key terms at least two days before you buy.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Personal finance',
                  url: '/buy-car/finance-and-insurance-options/personal-finance',
                  hasIcon: true,
                },
                { label: 'Make a complaint', url: '/about-us/customer-services', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts',
      itemId: '{6C3E2099-9026-4F8B-8387-F01949CE2C17}',
      content: {
        en: {
          title: 'Service & parts',
          metaTitle: 'Servicing, MOT, parts and bodyshop',
          metaDescription:
            'Servicing, MOTs, genuine parts and accident repairs at Hedin Automotive. Manufacturer-trained technicians, courtesy cars and online booking in minutes.',
          main: [
            {
              blockType: 'hero',
              title: 'Service & parts',
              text: 'Keep your car in top condition with manufacturer-approved servicing, genuine parts and expert bodywork repairs.',
              image: {
                kind: 'hero',
                key: 'uk-service-and-parts',
                alt: 'Technician checking a MINI on a ramp',
                hue: 25,
              },
              link: { label: 'Book a service or MOT', url: '/service-and-parts/servicing' },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Servicing and MOT',
                  text: 'Fixed-price servicing, MOTs from £45 and free video health checks.',
                  link: { label: 'Servicing', url: '/service-and-parts/servicing' },
                },
                {
                  title: 'Parts and accessories',
                  text: 'Genuine parts and accessories for retail and trade customers, with next-day delivery.',
                  link: { label: 'Parts', url: '/service-and-parts/parts' },
                },
                {
                  title: 'Bodyshop',
                  text: 'Manufacturer-approved accident repair centres, working directly with your insurer.',
                  link: { label: 'Bodyshop', url: '/service-and-parts/bodyshop' },
                },
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Find a workshop',
              items: [
                {
                  label: 'BMW service centres',
                  url: '/find-us?site_departments.brands.name=BMW&site_departments.service_name=Service',
                  hasIcon: true,
                },
                {
                  label: 'MINI service centres',
                  url: '/find-us?site_departments.brands.name=MINI&site_departments.service_name=Service',
                  hasIcon: true,
                },
                { label: 'All workshops', url: '/find-us?site_departments.service_name=Service', hasIcon: true },
              ],
            },
            {
              blockType: 'accordion',
              heading: 'Servicing questions',
              items: [
                {
                  title: 'Will servicing with you keep my manufacturer warranty?',
                  paragraphs: [
                    'Yes. We are manufacturer-approved, follow the official service schedule and use genuine parts, so your warranty is unaffected.',
                  ],
                },
                {
                  title: 'Can I have a courtesy car?',
                  paragraphs: [
                    'Most of our retailers offer courtesy cars. Book one with your service appointment; you only pay for the fuel you use.',
                  ],
                },
                {
                  title: 'How long does a service take?',
                  paragraphs: [
                    'A standard service takes two to four hours. If you drop the car off in the morning, it is usually ready the same afternoon.',
                  ],
                },
                {
                  title: 'Do you service electric cars?',
                  paragraphs: [
                    'Yes. Our technicians are trained to work on high-voltage systems, and we check the battery health at every service.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/servicing',
      itemId: '{F51F9D29-41B7-4941-AC03-3135B1DC34B5}',
      content: {
        en: {
          title: 'Servicing and MOT',
          navTitle: 'Servicing',
          metaTitle: 'Book a service or MOT online',
          metaDescription:
            'Book a car service or MOT online at Hedin Automotive. Genuine parts, manufacturer-trained technicians, free courtesy cars and service plans from £25 a month.',
          main: [
            {
              blockType: 'hero',
              title: 'Servicing and MOT',
              text: 'Book online in under two minutes and choose a courtesy car, collection and delivery or a wait-and-relax appointment.',
              image: {
                kind: 'hero',
                key: 'uk-servicing',
                alt: 'Service adviser handing back keys in the workshop reception',
                hue: 20,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Book a service or MOT',
                  text: 'Manufacturer-scheduled servicing that protects your warranty, plus Class 4 MOT testing on site.',
                  link: { label: 'Find a workshop', url: '/find-us?site_departments.service_name=Service' },
                },
                {
                  title: 'Service plans',
                  text: 'Spread the cost of servicing with fixed monthly payments from £25, transferable if you sell the car.',
                  link: { label: 'Ask our team', url: '/about-us/customer-services' },
                },
                {
                  title: 'Roadside assistance',
                  text: 'Manufacturer roadside assistance renewed for 12 months with every qualifying service.',
                  link: { label: 'Customer services', url: '/about-us/customer-services' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Electric and hybrid servicing',
              paragraphs: [
                'Our technicians hold IMI high-voltage qualifications and use the manufacturer’s diagnostic equipment to test battery health, update software and check charging components.',
                'Every service includes a video health check sent to your phone, so you can see any recommended work before we carry it out. Nothing is done without your approval.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/parts',
      itemId: '{43971503-E2E2-4FCE-84A5-3E71DA60DBFB}',
      content: {
        en: {
          title: 'Parts and accessories',
          navTitle: 'Parts',
          metaTitle: 'Genuine parts and accessories',
          metaDescription:
            'Buy genuine BMW, MINI and Ford parts and accessories from Hedin Automotive. Retail and trade accounts, next-day delivery and expert fitting available.',
          main: [
            {
              blockType: 'hero',
              title: 'Parts and accessories',
              text: 'Genuine parts that fit first time, backed by a two-year manufacturer warranty.',
              image: { kind: 'hero', key: 'uk-parts', alt: 'Shelves of boxed genuine parts in a warehouse', hue: 40 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Genuine parts',
                  text: 'Brake pads, wiper blades, filters and more, designed and tested for your car.',
                  link: { label: 'Find a parts desk', url: '/find-us?site_departments.service_name=Parts' },
                },
                {
                  title: 'Accessories',
                  text: 'Roof boxes, cycle carriers, winter tyres and charging cables, with fitting while you wait.',
                  link: { label: 'Find a parts desk', url: '/find-us?site_departments.service_name=Parts' },
                },
                {
                  title: 'Trade parts',
                  text: 'Trade accounts for independent garages and bodyshops, with twice-daily deliveries across the West Midlands.',
                  link: { label: 'Open a trade account', url: '/about-us/customer-services' },
                },
              ],
            },
            {
              blockType: 'content',
              paragraphs: [
                'Our parts desks are open Monday to Friday 8am–5.30pm and Saturday 8.30am–12.30pm. Have your registration or VIN ready and we will confirm availability and price straight away.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bodyshop',
      itemId: '{5A2FC0CA-10D2-4A63-A3FA-885617D8B8F0}',
      content: {
        en: {
          title: 'Bodyshop',
          metaTitle: 'Accident repair and bodyshop',
          metaDescription:
            'Manufacturer-approved accident repairs at the Hedin Automotive bodyshop in Birmingham. We work directly with your insurer and provide a courtesy car.',
          main: [
            {
              blockType: 'hero',
              title: 'Bodyshop and accident repairs',
              text: 'Manufacturer-approved repairs that restore your car to factory standard.',
              image: { kind: 'hero', key: 'uk-bodyshop', alt: 'Paint technician in a spray booth', hue: 5 },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Accident repairs',
                  text: 'Structural repairs to manufacturer specifications, including aluminium and carbon-fibre bodywork.',
                  link: { label: 'Find our bodyshop', url: '/find-us?site_departments.service_name=Bodyshop' },
                },
                {
                  title: 'Onsite repairs',
                  text: 'Mobile SMART repairs for minor scratches, dents and alloy scuffs at your home or workplace.',
                  link: {
                    label: 'Protection products',
                    url: '/buy-car/finance-and-protection-products/protection-products',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Had an accident?',
              paragraphs: [
                'Call us first. We will liaise with your insurer, arrange recovery if your car is not driveable and keep you updated throughout the repair. You are entitled to choose where your car is repaired, even if your insurer suggests otherwise.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/sell-car',
      itemId: '{76DFF171-2AC7-4017-B844-C3237AEF43B9}',
      content: {
        en: {
          title: 'Sell your car',
          metaTitle: 'Sell your car – free online valuation',
          metaDescription:
            'Sell your car to Hedin Automotive. Get a free online valuation in minutes, book an appraisal at your local dealership and get paid the same day.',
          main: [
            {
              blockType: 'hero',
              title: 'Sell your car',
              text: 'Enter your registration and mileage for a free valuation – no obligation and no hidden fees.',
              image: {
                kind: 'hero',
                key: 'uk-sell-car',
                alt: 'Appraiser inspecting a car on a dealership forecourt',
                hue: 90,
              },
            },
            { blockType: 'sellCarForm' },
            {
              blockType: 'content',
              heading: 'How it works',
              paragraphs: [
                'Tell us about your car online and we will give you an instant valuation based on live market data. Book a 20-minute appraisal at your nearest dealership to confirm the price.',
                'Once we have checked the car, the V5C logbook and service history, we will settle any outstanding finance and transfer the money to your bank account the same day.',
              ],
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Part exchange',
                  text: 'Put your car’s value towards any new or used car in our stock.',
                  link: { label: 'Browse used cars', url: '/buy-car/used-cars' },
                },
                {
                  title: 'Any make, any model',
                  text: 'We buy cars and vans of every make, whether or not you are buying from us.',
                  link: { label: 'Find a dealership', url: '/find-us' },
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/find-us',
      itemId: '{C1A82ADB-84AC-4EA9-984C-0C918712639B}',
      content: {
        en: {
          title: 'Find us',
          metaTitle: 'Find a Hedin Automotive dealership',
          metaDescription:
            'Find your nearest Hedin Automotive dealership in Birmingham, Coventry, Solihull or London. Opening hours, directions and contact details for every site.',
          main: [
            {
              blockType: 'hero',
              title: 'Find a dealership',
              text: 'Sales, servicing, parts and bodyshop across the Midlands and London.',
              image: { kind: 'hero', key: 'uk-find-us', alt: 'Hedin BMW Birmingham showroom at dusk', hue: 230 },
            },
            {
              blockType: 'cards',
              heading: 'Our dealerships',
              items: [
                {
                  title: 'Hedin BMW Birmingham',
                  text: 'Lawley Middleway, Birmingham B4 7XH. Sales 0121 496 0510, service 0121 496 0520.',
                  link: { label: 'New BMW', url: '/buy-car/new-cars/bmw' },
                },
                {
                  title: 'Hedin MINI Coventry',
                  text: 'Holyhead Road, Coventry CV5 8JJ. Sales 0121 496 0610, service 0121 496 0620.',
                  link: { label: 'New MINI', url: '/buy-car/new-cars/mini' },
                },
                {
                  title: 'Hedin Automotive Solihull',
                  text: 'Stratford Road, Shirley, Solihull B90 4AX. Approved used cars and bodyshop. 0121 496 0710.',
                  link: { label: 'Used cars', url: '/buy-car/used-cars' },
                },
                {
                  title: 'Hedin Automotive London',
                  text: 'Western Avenue, Park Royal, London W3 0RZ. Sales and servicing. 020 7946 0810.',
                  link: { label: 'Servicing', url: '/service-and-parts/servicing' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Opening hours',
              paragraphs: [
                'Sales: Monday to Friday 9am–7pm, Saturday 9am–6pm, Sunday 10.30am–4.30pm. Service: Monday to Friday 7.30am–6pm, Saturday 8am–12.30pm.',
                'Bank holiday opening hours may vary; please check the map before you travel.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/news-and-events',
      itemId: '{C5A803EF-D685-4F7E-831C-CDB373BCB1AD}',
      content: {
        en: {
          title: 'News and events',
          metaTitle: 'News and events',
          metaDescription:
            'News, launches and events from Hedin Automotive UK: new model reveals, EV open days, charity partnerships and updates from our dealerships.',
          main: [
            {
              blockType: 'hero',
              title: 'News and events',
              text: 'The latest from our dealerships, our brands and our community.',
              image: { kind: 'hero', key: 'uk-news', alt: 'Guests at a new model launch evening', hue: 285 },
            },
            {
              blockType: 'storiesList',
              heading: 'Latest stories',
              showDates: true,
              layout: 'grid',
              highlightLatestStory: true,
            },
            {
              blockType: 'linkList',
              heading: 'Stay in touch',
              items: [
                { label: 'Latest offers', url: '/buy-car/latest-offers', hasIcon: true },
                { label: 'Contact customer services', url: '/about-us/customer-services', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/news-and-events/*',
      navigation: { hidden: true },
      itemId: '{7F0B1C2D-3E4F-4A5B-8C6D-9E0F1A2B3C4D}',
      content: {
        en: {
          title: 'News and events',
          metaTitle: 'News and events',
          metaDescription:
            'News, launches, events and advice from Hedin Automotive UK: every story from our dealerships, brands and community.',
          main: [{ blockType: 'storyArticle', showPrevNext: true }],
        },
      },
    },
    {
      path: '/legal',
      navigation: { hidden: true },
      itemId: '{E2EE0F74-3F66-4982-9AC9-F81CA4B39A54}',
      content: {
        en: {
          title: 'Legal information',
          navTitle: 'Legal',
          metaTitle: 'Legal information and policies',
          metaDescription:
            'Legal information from Hedin Automotive UK, including our privacy policy, terms and conditions of vehicle sale and our consumer credit disclosure.',
          main: [
            {
              blockType: 'hero',
              title: 'Legal information',
              text: 'The policies and terms that apply when you use our website, buy a vehicle or arrange finance with us.',
              image: { kind: 'hero', key: 'uk-legal', alt: 'Bound policy documents on a dealership desk', hue: 275 },
            },
            {
              blockType: 'linkList',
              heading: 'Policies and terms',
              items: [
                { label: 'Privacy policy', url: '/legal/privacy-policy', hasIcon: true },
                { label: 'Terms and conditions of sale', url: '/legal/terms-and-conditions-of-sale', hasIcon: true },
                { label: 'Consumer credit', url: '/legal/consumer-credit', hasIcon: true },
                { label: 'Further policies and statements', url: '/further-policies-and-statements', hasIcon: true },
              ],
            },
            {
              blockType: 'content',
              heading: 'Company information',
              paragraphs: [
                'Hedin Automotive UK Ltd is a company registered in England and Wales and part of the Hedin Automotive group. We are authorised and regulated by the Financial Conduct Authority for consumer credit broking and insurance distribution.',
                'If you have a question about any of these documents, or would like a copy in large print or another format, please contact our customer services team and we will be happy to help.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/legal/privacy-policy',
      itemId: '{6D5B284B-EB8A-4B5D-9246-45E1C76ECD59}',
      content: {
        en: {
          title: 'Privacy policy',
          metaTitle: 'Privacy policy',
          metaDescription:
            'How Hedin Automotive UK collects, uses and protects your personal data under UK GDPR and the Data Protection Act 2018, and how to exercise your rights.',
          main: [
            {
              blockType: 'hero',
              title: 'Privacy policy',
              text: 'We respect your privacy and are committed to protecting your personal data.',
              image: { kind: 'hero', key: 'uk-privacy', alt: 'Padlock icon over a laptop keyboard', hue: 240 },
            },
            {
              blockType: 'content',
              heading: 'What we collect and why',
              paragraphs: [
                'Hedin Automotive UK Ltd is the data controller for personal data collected through this website and our dealerships. We collect your name, contact details, vehicle details and, where you apply for finance, information needed for credit checks.',
                'We use this data to provide the products and services you ask for, to meet our legal and regulatory obligations, and – where you have agreed – to send you marketing about offers and events. You can withdraw consent at any time.',
              ],
            },
            {
              blockType: 'content',
              heading: 'Your rights',
              paragraphs: [
                'Under UK GDPR you have the right to access, correct, erase and port your data, and to object to or restrict processing. To make a request, email dataprotection@hedinautomotive.co.uk.',
                'If you are unhappy with how we have handled your data, you can complain to the Information Commissioner’s Office (ICO) at ico.org.uk.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Terms and conditions of sale', url: '/legal/terms-and-conditions-of-sale', hasIcon: true },
                { label: 'Customer services', url: '/about-us/customer-services', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/legal/terms-and-conditions-of-sale',
      itemId: '{915DFC1D-31E7-45B0-AC2B-F3A117E98C89}',
      content: {
        en: {
          title: 'Terms and conditions of sale',
          navTitle: 'Terms of sale',
          metaTitle: 'Terms and conditions of sale',
          metaDescription:
            'Terms and conditions for buying a new or used vehicle from Hedin Automotive UK, including reservations, deposits, distance sales and your cancellation rights.',
          main: [
            {
              blockType: 'hero',
              title: 'Terms and conditions of sale',
              text: 'The terms that apply when you buy a vehicle from us, in person or online.',
              image: { kind: 'hero', key: 'uk-terms', alt: 'Signed vehicle order form on a desk', hue: 250 },
            },
            {
              blockType: 'content',
              heading: 'Reservations and deposits',
              paragraphs: [
                'An online reservation fee of £99 holds a vehicle for 72 hours and is fully refundable. Once an order is signed, a deposit is payable and will be refunded only in the circumstances set out in your order form.',
                'Prices include VAT at the current rate. Road fund licence and first registration fees are included on new vehicles unless stated otherwise.',
              ],
            },
            {
              blockType: 'content',
              heading: 'Your statutory rights',
              paragraphs: [
                'If you buy a vehicle at a distance (online or by telephone, without visiting the dealership), you may cancel within 14 days of delivery under the Consumer Contracts Regulations 2013. Your rights under the Consumer Rights Act 2015 are not affected by these terms.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Consumer credit information', url: '/legal/consumer-credit', hasIcon: true },
                { label: 'Privacy policy', url: '/legal/privacy-policy', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/legal/consumer-credit',
      itemId: '{D5C53FBF-F243-40FB-BABA-3E62C778A914}',
      content: {
        en: {
          title: 'Consumer credit',
          metaTitle: 'Consumer credit and commission disclosure',
          metaDescription:
            'Hedin Automotive UK is a credit broker, not a lender. Read about our FCA authorisation, the lenders we work with, commission and how to complain.',
          main: [
            {
              blockType: 'hero',
              title: 'Consumer credit',
              text: 'Clear information about how we arrange finance and how we are paid for it.',
              image: { kind: 'hero', key: 'uk-consumer-credit', alt: 'Finance documents and a calculator', hue: 55 },
            },
            {
              blockType: 'content',
              heading: 'Our regulatory status',
              paragraphs: [
                'Hedin Automotive UK Ltd is authorised and regulated by the Financial Conduct Authority for consumer credit broking and insurance distribution. You can check our details on the Financial Services Register.',
                'We act as a credit broker, not a lender, and work with a limited number of carefully selected finance providers, including the manufacturers’ own finance companies.',
              ],
            },
            {
              blockType: 'content',
              heading: 'Commission',
              paragraphs: [
                'We may receive commission or other benefits from lenders for introducing you to them. The amount may vary by lender and product but does not affect the interest rate you are offered. Ask your sales executive if you would like to know the nature and amount of any commission.',
                'If you are unhappy with our service you can contact our customer services team, and if we cannot resolve your complaint you may refer it to the Financial Ombudsman Service.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                {
                  label: 'Personal finance',
                  url: '/buy-car/finance-and-insurance-options/personal-finance',
                  hasIcon: true,
                },
                { label: 'Make a complaint', url: '/about-us/customer-services', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/further-policies-and-statements',
      navigation: { hidden: true },
      itemId: '{F0C4D64F-2E30-42FB-8725-EFA1E07A434B}',
      content: {
        en: {
          title: 'Further policies and statements',
          navTitle: 'Policies and statements',
          metaTitle: 'Further policies and statements',
          metaDescription:
            'Corporate policies and statements from Hedin Automotive UK, including our annual Modern Slavery Act statement and our approach to responsible business.',
          main: [
            {
              blockType: 'hero',
              title: 'Further policies and statements',
              text: 'The statements we publish each year on how we run our business responsibly.',
              image: {
                kind: 'hero',
                key: 'uk-policies-statements',
                alt: 'Printed annual statements on a boardroom table',
                hue: 300,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Modern Slavery Act statement',
                  text: 'The steps we take to prevent slavery and human trafficking in our business and supply chains, approved annually by the board.',
                  link: {
                    label: 'Read the statement',
                    url: '/further-policies-and-statements/modern-slavery-act',
                  },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Responsible business',
              paragraphs: [
                'As a large employer and retailer, we publish the statements required by UK law and review them each year. We expect our suppliers and contractors, from vehicle transport and valeting to recruitment agencies, to meet the same standards we set for ourselves.',
                'Anyone with a concern about conduct in our business can raise it confidentially through our whistleblowing service or by contacting our customer services team.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Related information',
              items: [
                { label: 'Legal information', url: '/legal', hasIcon: true },
                { label: 'Who are we', url: '/about-us/who-are-we', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/further-policies-and-statements/modern-slavery-act',
      itemId: '{6BFF95F8-B1DC-432F-8BB6-FBCB74B7CAE0}',
      content: {
        en: {
          title: 'Modern Slavery Act statement',
          navTitle: 'Modern Slavery Act',
          metaTitle: 'Modern Slavery Act statement',
          metaDescription:
            'Hedin Automotive UK’s statement under section 54 of the Modern Slavery Act 2015, setting out the steps we take to prevent slavery and human trafficking.',
          main: [
            {
              blockType: 'hero',
              title: 'Modern Slavery Act statement',
              text: 'Our commitment to preventing slavery and human trafficking in our business and supply chains.',
              image: { kind: 'hero', key: 'uk-modern-slavery', alt: 'Team meeting in a dealership office', hue: 310 },
            },
            {
              blockType: 'content',
              heading: 'Our approach',
              paragraphs: [
                'This statement is made under section 54(1) of the Modern Slavery Act 2015 and sets out the steps Hedin Automotive UK Ltd has taken during the last financial year to ensure that slavery and human trafficking are not taking place in our business or supply chains.',
                'Our supply chain includes vehicle manufacturers, parts suppliers, recruitment agencies, valeting and transport contractors. Higher-risk suppliers, such as valeting and labour providers, must confirm compliance with our Supplier Code of Conduct and may be audited.',
                'All managers complete modern slavery awareness training, and concerns can be raised confidentially through our whistleblowing service. This statement is reviewed and approved annually by the board.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Who are we', url: '/about-us/who-are-we', hasIcon: true },
                { label: 'Privacy policy', url: '/legal/privacy-policy', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/about-us',
      navigation: { navigable: false },
      itemId: '{C1CDEF63-EDAB-4FAD-89B3-D98C6A31F0A0}',
      content: {
        en: {
          title: 'About us',
          metaTitle: 'About us and customer services',
          metaDescription:
            'Get to know Hedin Automotive UK, part of a family-owned European retail group, and find out how our customer services team can help before and after you buy.',
          main: [
            {
              blockType: 'hero',
              title: 'About us',
              text: 'A family-owned European group with dealerships across the Midlands and London, and a team that puts customers first.',
              image: {
                kind: 'hero',
                key: 'uk-about-us',
                alt: 'Exterior of the Hedin Automotive Coventry dealership on a sunny morning',
                hue: 15,
              },
            },
            {
              blockType: 'cards',
              heading: 'Get to know us',
              items: [
                {
                  title: 'Who are we',
                  text: 'Our story, our brands and the more than 900 people who look after our customers every day.',
                  link: { label: 'Our story', url: '/about-us/who-are-we' },
                },
                {
                  title: 'Customer services',
                  text: 'Questions about a purchase, a service or your finance? Our team is here to help.',
                  link: { label: 'Contact us', url: '/about-us/customer-services' },
                },
                {
                  title: 'News and events',
                  text: 'Model launches, open evenings and the latest news from our dealerships.',
                  link: { label: 'Latest news', url: '/news-and-events' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Our promise to you',
              paragraphs: [
                'Whether you are buying your first car, booking an MOT or adding vans to a fleet, you will deal with the same local team from start to finish, and there is never any pressure to sign on the day.',
                'We ask every customer for feedback after a sale or service visit, and the results are shared with each dealership every month, so what you tell us shapes how we train, recruit and invest.',
              ],
            },
          ],
        },
      },
    },
    {
      path: '/about-us/who-are-we',
      itemId: '{21521A14-D89D-4360-80F2-ADFDDC148B70}',
      content: {
        en: {
          title: 'Who are we',
          metaTitle: 'About Hedin Automotive UK',
          metaDescription:
            'Hedin Automotive is one of Europe’s largest car retailers. In the UK we represent BMW, MINI and Ford, with dealerships across the Midlands and London.',
          main: [
            {
              blockType: 'hero',
              title: 'Who are we',
              text: 'Part of a family-owned European group, with a passion for cars and the people who drive them.',
              image: {
                kind: 'hero',
                key: 'uk-who-are-we',
                alt: 'Hedin Automotive colleagues outside the Birmingham dealership',
                hue: 45,
              },
            },
            {
              blockType: 'content',
              paragraphs: [
                'Hedin Automotive was founded in Sweden and has grown into one of Europe’s largest automotive retail groups, with operations in the UK, Sweden, Norway, Finland and Slovakia among other markets.',
                'In the UK we employ more than 900 people across our sales, aftersales, bodyshop and parts operations, and represent BMW, MINI and Ford alongside a wide approved used range.',
                'We invest in our people through our technical academy and apprenticeship programme, and in our sites through EV charging, solar panels and modern, accessible showrooms.',
              ],
            },
            {
              blockType: 'linkList',
              heading: 'Find out more',
              items: [
                { label: 'News and events', url: '/news-and-events', hasIcon: true },
                { label: 'Find a dealership', url: '/find-us', hasIcon: true },
                {
                  label: 'Modern Slavery Act statement',
                  url: '/further-policies-and-statements/modern-slavery-act',
                  hasIcon: true,
                },
              ],
            },
            {
              blockType: 'textColumns',
              heading: 'Hedin Automotive in numbers',
              columns: 4,
              items: [
                {
                  title: 'Family-owned',
                  subTitle: 'Founded in Sweden',
                  paragraphs: ['Still owned and run by the family that started the business in Sweden.'],
                },
                {
                  title: 'Across Europe',
                  subTitle: 'Local teams',
                  paragraphs: [
                    'From the UK to Sweden, Norway, Finland and Slovakia, with local teams in every market.',
                  ],
                },
                {
                  title: 'Premium brands',
                  subTitle: 'BMW and MINI',
                  paragraphs: ['Our UK retailers represent BMW and MINI for new cars, servicing and parts.'],
                },
                {
                  title: 'Approved used',
                  subTitle: 'Checked and warranted',
                  paragraphs: ['Every approved used car is inspected, prepared and sold with a warranty.'],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/about-us/customer-services',
      itemId: '{B4719E02-3109-48DD-8289-42614A805818}',
      content: {
        en: {
          title: 'Customer services',
          metaTitle: 'Customer services and complaints',
          metaDescription:
            'Contact Hedin Automotive UK customer services for help with a purchase, service, finance or complaint. Call, email or visit any of our dealerships.',
          main: [
            {
              blockType: 'hero',
              title: 'Customer services',
              text: 'We are here to help before, during and after your purchase.',
              image: {
                kind: 'hero',
                key: 'uk-customer-services',
                alt: 'Customer services adviser on the phone',
                hue: 330,
              },
            },
            {
              blockType: 'cards',
              items: [
                {
                  title: 'Call us',
                  text: '0121 496 0500, Monday to Friday 9am–5.30pm and Saturday 9am–1pm.',
                },
                {
                  title: 'Email us',
                  text: 'customerservices@hedinautomotive.co.uk – we aim to reply within one working day.',
                },
                {
                  title: 'Visit us',
                  text: 'Speak to the manager at any of our dealerships.',
                  link: { label: 'Find a dealership', url: '/find-us' },
                },
              ],
            },
            {
              blockType: 'content',
              heading: 'Making a complaint',
              paragraphs: [
                'We aim to acknowledge complaints within three working days and resolve them within eight weeks. If we cannot, or you are unhappy with our final response, you may refer a complaint about finance or insurance to the Financial Ombudsman Service, or a vehicle-related complaint to The Motor Ombudsman.',
              ],
            },
            {
              blockType: 'linkList',
              items: [
                { label: 'Consumer credit information', url: '/legal/consumer-credit', hasIcon: true },
                { label: 'Privacy policy', url: '/legal/privacy-policy', hasIcon: true },
              ],
            },
          ],
        },
      },
    },
  ],
}
