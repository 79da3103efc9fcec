import type { SeedStoryIndex } from './types'

/** hedin-uk's news and events: launches, EV advice, offers, community work and company news. */
export const hedinUkStories: SeedStoryIndex = {
  site: 'hedin-uk',
  index: '/news-and-events',
  lang: 'en',
  tags: [
    { key: 'events', value: 'Events' },
    { key: 'electric', value: 'Electric' },
    { key: 'offers', value: 'Offers' },
    { key: 'community', value: 'Community' },
    { key: 'company-news', value: 'Company news' },
  ],
  authors: [
    { key: 'sophie', name: 'Sophie Turner', role: 'Marketing manager' },
    { key: 'james', name: 'James Patel', role: 'EV specialist, Birmingham' },
    { key: 'emma', name: 'Emma Clarke', role: 'Head of communications' },
  ],
  stories: [
    {
      slug: 'ev-open-weekend-birmingham',
      title: 'EV open weekend in Birmingham',
      premble:
        'Test drive the BMW iX1, i4 and i5 back to back and get free, no-pressure advice on home charging from our specialists.',
      paragraphs: [
        'On Saturday 17 and Sunday 18 October our Birmingham showroom opens its doors for a weekend dedicated to electric driving. Every electric model we sell will be available for a 30-minute test drive, with no appointment needed.',
        '## What to expect',
        '- Back-to-back drives of the BMW iX1, i4 and i5\n- A home-charging clinic with a qualified installer\n- Running-cost comparisons for your own daily mileage',
        'Coffee and pastries are on us, and there is a play corner for children. Doors open at 10am both days.',
      ],
      date: '2026-10-12',
      author: 'james',
      tags: ['events', 'electric'],
      image: { alt: 'Electric cars lined up outside a showroom at dusk', hue: 205 },
    },
    {
      slug: 'new-mini-aceman-arrives-in-coventry',
      title: 'The new MINI Aceman arrives in Coventry',
      premble: 'The all-electric crossover is now in our Coventry showroom, with demonstrators available to book.',
      paragraphs: [
        'The MINI Aceman sits between the Cooper and the Countryman: compact enough for city parking, roomy enough for a family weekend away. Its range of up to 250 miles covers most weeks on a single charge.',
        'Our Coventry team has three demonstrators in different trims. Book a drive online or simply drop in; we are open seven days a week.',
      ],
      date: '2026-09-03',
      author: 'sophie',
      tags: ['electric'],
      image: { alt: 'A yellow compact electric crossover in a bright showroom', hue: 50 },
    },
    {
      slug: 'apprentices-start-at-our-technical-academy',
      title: 'Twenty-four apprentices start at our technical academy',
      premble:
        'A new intake of apprentice technicians joined us this September across our Midlands sites, our largest group yet.',
      paragraphs: [
        'The three-year programme combines college blocks with paid work in our workshops, mentored by master technicians. Half of this year’s group will specialise in high-voltage systems from their second year.',
        '“We grow our own talent,” says our academy lead. “Most of our workshop managers started exactly where these apprentices are today.”',
      ],
      date: '2026-09-03',
      author: 'emma',
      tags: ['company-news', 'community'],
      image: { alt: 'Apprentice technicians in overalls in a workshop', hue: 25 },
    },
    {
      slug: 'autumn-service-offer',
      title: 'Autumn service: 20% off parts and a free winter check',
      premble:
        'Get your car ready for darker evenings and colder mornings with our autumn service offer, valid until 30 November.',
      paragraphs: [
        'Book any scheduled service before the end of November and we take 20% off the parts. Every car also gets our 25-point winter check: battery, tyres, wipers, lights and coolant.',
        'The offer applies to all makes at every Hedin Automotive workshop in the UK. Book online and mention “autumn service” in the comments.',
      ],
      date: '2026-08-20',
      author: 'sophie',
      tags: ['offers'],
      image: { alt: 'A technician checking a tyre in a workshop', hue: 15 },
    },
    {
      slug: 'charity-drive-for-birmingham-food-bank',
      title: 'Our charity drive raises £12,000 for Birmingham food banks',
      premble: 'Thank you to every customer and colleague who donated during our summer charity drive.',
      paragraphs: [
        'Between June and August our showrooms collected food donations and matched every pound raised by customers. The total, £12,000, goes to three food banks across Birmingham and Coventry.',
        'Colleagues also volunteered more than 300 hours sorting and delivering donations. The drive returns next summer.',
      ],
      date: '2026-07-28',
      author: 'emma',
      tags: ['community'],
      image: { alt: 'Volunteers loading boxes of food into a van', hue: 120 },
    },
    {
      slug: 'how-to-charge-at-home',
      title: 'Charging at home: what you need to know',
      premble:
        'Most electric car owners do nearly all their charging at home. Here is how to get a wallbox installed and what it costs.',
      paragraphs: [
        'A 7 kW home charger adds about 25 miles of range per hour, enough to fill most cars overnight. Installation usually takes half a day and costs between £800 and £1,200.',
        '## Before you order',
        '- Check whether you have off-street parking\n- Ask your energy supplier about an overnight EV tariff\n- Make sure your fuse box has room for a new circuit',
        'Our EV specialists can arrange a survey with an approved installer when you order your car.',
      ],
      date: '2026-06-15',
      author: 'james',
      tags: ['electric'],
      image: { alt: 'A wallbox charger mounted on a brick wall', hue: 160 },
    },
    {
      slug: 'summer-offers-on-used-cars',
      title: 'Summer offers on approved used cars',
      premble: 'Low-rate finance and a free year of servicing on selected approved used cars until the end of August.',
      paragraphs: [
        'Every approved used car comes with a multi-point inspection, a 12-month warranty and roadside assistance. This summer we add a free first service on selected models.',
        'Finance is available from 4.9% APR representative. Ask in the showroom or browse our stock online.',
      ],
      date: '2026-05-30',
      author: 'sophie',
      tags: ['offers'],
      image: { alt: 'A row of used cars on a forecourt in summer sun', hue: 40 },
    },
    {
      slug: 'new-body-shop-opens-in-wolverhampton',
      title: 'New body shop opens in Wolverhampton',
      premble:
        'Our new accident repair centre is approved by all major insurers and repairs aluminium and electric vehicles.',
      paragraphs: [
        'The 2,000 square metre centre has two low-emission paint booths and a dedicated bay for high-voltage repairs. It doubles our repair capacity in the West Midlands.',
        'Courtesy cars are available while yours is repaired, and most repairs are finished within five working days.',
      ],
      date: '2026-04-09',
      author: 'emma',
      tags: ['company-news'],
      image: { alt: 'A car in a paint booth under bright lights', hue: 260 },
    },
    {
      slug: 'bmw-i5-touring-preview-evening',
      title: 'Preview evening: the BMW i5 Touring',
      premble:
        'Be among the first in the Midlands to see the electric BMW i5 Touring at our preview evening in Solihull.',
      paragraphs: [
        'The estate version of the i5 combines a 570-litre boot with a range of up to 300 miles. Our product genius will walk you through the car and answer your questions.',
        'Places are limited; please register in advance. Drinks and canapés from 6pm.',
      ],
      date: '2026-02-26',
      author: 'sophie',
      tags: ['events', 'electric'],
      image: { alt: 'Guests around a new estate car at an evening event', hue: 285 },
    },
    {
      slug: 'winter-driving-tips-for-ev-owners',
      title: 'Five winter driving tips for electric car owners',
      premble: 'Cold weather reduces range, but a little planning keeps you moving all winter.',
      paragraphs: [
        '1. Pre-heat the cabin while the car is still plugged in.\n2. Use the seat and steering-wheel heaters; they use far less energy than the cabin heater.\n3. Keep your tyres at the right pressure.\n4. Plan longer trips with the car’s route planner so the battery is warm when you arrive at a rapid charger.\n5. Park in a garage when you can.',
        'Expect around 20% less range in freezing weather; it comes back as temperatures rise.',
      ],
      date: '2025-12-04',
      author: 'james',
      tags: ['electric'],
      image: { alt: 'An electric car on a frosty country road', hue: 195 },
    },
    {
      slug: 'hedin-automotive-joins-the-living-wage-scheme',
      title: 'Hedin Automotive UK becomes a Living Wage employer',
      premble: 'All our colleagues and regular contractors are now paid at least the real Living Wage.',
      paragraphs: [
        'The accreditation covers everyone who works at our dealerships, including cleaning and catering contractors. It reflects our commitment to fair pay across the business.',
        'We will review pay every year as the Living Wage Foundation updates its rates.',
      ],
      date: '2025-10-16',
      author: 'emma',
      tags: ['company-news', 'community'],
      image: { alt: 'Colleagues smiling in front of a dealership', hue: 95 },
    },
    {
      slug: 'free-ev-health-check',
      title: 'Free battery health check for electric cars',
      premble: 'Book a free battery health report for any electric car, whoever you bought it from.',
      paragraphs: [
        'Our technicians read the battery’s state of health and give you a printed report in under an hour. It is useful before selling a car, or for peace of mind when buying one.',
        'The check is free until the end of the year at all our workshops.',
      ],
      date: '2025-08-21',
      author: 'james',
      tags: ['offers', 'electric'],
      image: { alt: 'A technician connecting a diagnostic tool to an electric car', hue: 175 },
    },
    {
      slug: 'family-fun-day-at-solihull',
      title: 'Family fun day at our Solihull dealership',
      premble: 'Face painting, a bouncy castle and a charity raffle: join us for a summer afternoon in Solihull.',
      paragraphs: [
        'Our Solihull team invites neighbours, customers and their families to an afternoon of fun on Saturday 5 July. All raffle proceeds go to the local children’s hospice.',
        'Entry is free and no booking is needed. Parking is available on site.',
      ],
      date: '2025-06-19',
      author: 'sophie',
      tags: ['events', 'community'],
      image: { alt: 'Families with children at an outdoor summer event', hue: 330 },
    },
  ],
}
