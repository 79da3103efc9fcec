import type { DictionaryEntries } from './types'

/** Dictionary entries of the hero carousel, countdown, table and car breadcrumb blocks. */
export const blocksBEntries = {
  // The region name of a countdown without a heading.
  countdownLabel: {
    sv: 'Nedräkning',
    nb: 'Nedtelling',
    fi: 'Lähtölaskenta',
    en: 'Countdown',
    sk: 'Odpočítavanie',
  },
  countdownEnds: {
    sv: 'Slutar {date}',
    nb: 'Slutter {date}',
    fi: 'Päättyy {date}',
    en: 'Ends {date}',
    sk: 'Končí {date}',
  },
  heroCarouselLabel: {
    sv: 'Bildspel',
    nb: 'Lysbildefremvisning',
    fi: 'Kuvakaruselli',
    en: 'Slideshow',
    sk: 'Prezentácia',
  },
  // Each slide's name for screen readers, as the carousel pattern of WAI-ARIA asks.
  slideOf: {
    sv: 'Bild {number} av {total}',
    nb: 'Bilde {number} av {total}',
    fi: 'Dia {number}/{total}',
    en: 'Slide {number} of {total}',
    sk: 'Snímka {number} z {total}',
  },
  pauseSlideshow: {
    sv: 'Pausa bildspelet',
    nb: 'Sett lysbildefremvisningen på pause',
    fi: 'Keskeytä karuselli',
    en: 'Pause slideshow',
    sk: 'Pozastaviť prezentáciu',
  },
  playSlideshow: {
    sv: 'Starta bildspelet',
    nb: 'Start lysbildefremvisningen',
    fi: 'Käynnistä karuselli',
    en: 'Play slideshow',
    sk: 'Spustiť prezentáciu',
  },
} as const satisfies DictionaryEntries
