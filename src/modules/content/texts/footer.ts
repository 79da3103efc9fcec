import type { DictionaryEntries } from './types'

/** Dictionary entries of the footer and the video player block ('copied', 'followUsOn' and 'playVideo' are shared shell entries). */
export const footerEntries = {
  footerBrands: {
    sv: 'Våra bilmärken',
    nb: 'Våre bilmerker',
    fi: 'Automerkkimme',
    en: 'Our car brands',
    sk: 'Naše značky áut',
  },
  footerSocialLinks: {
    sv: 'Följ oss i sociala medier',
    nb: 'Følg oss i sosiale medier',
    fi: 'Seuraa meitä sosiaalisessa mediassa',
    en: 'Follow us on social media',
    sk: 'Sledujte nás na sociálnych sieťach',
  },
  videoPlayTitle: {
    sv: 'Spela upp video: {title}',
    nb: 'Spill av video: {title}',
    fi: 'Toista video: {title}',
    en: 'Play video: {title}',
    sk: 'Prehrať video: {title}',
  },
  videoYoutubeNotice: {
    sv: 'Videon spelas upp från YouTube, som då kan sätta kakor.',
    nb: 'Videoen spilles av fra YouTube, som da kan sette informasjonskapsler.',
    fi: 'Video toistetaan YouTubesta, joka voi tällöin asettaa evästeitä.',
    en: 'The video plays from YouTube, which may then set cookies.',
    sk: 'Video sa prehrá z YouTube, ktorý môže následne ukladať súbory cookie.',
  },
} satisfies DictionaryEntries
