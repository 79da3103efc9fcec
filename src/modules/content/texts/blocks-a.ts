import type { DictionaryEntries } from './types'

/** Dictionary entries of content blocks batch A: blurb media controls and car model cards. */
export const blocksAEntries = {
  blurbPlayVideo: {
    sv: 'Spela upp video',
    nb: 'Spill av video',
    fi: 'Toista video',
    en: 'Play video',
    sk: 'Prehrať video',
  },
  blurbPauseVideo: {
    sv: 'Pausa video',
    nb: 'Sett videoen på pause',
    fi: 'Keskeytä video',
    en: 'Pause video',
    sk: 'Pozastaviť video',
  },
  // The film is fetched from YouTube only after this button is pressed; the visitor is told so.
  blurbYoutubeNotice: {
    sv: 'Videon spelas upp från YouTube, som kan sätta cookies.',
    nb: 'Videoen spilles av fra YouTube, som kan sette informasjonskapsler.',
    fi: 'Video toistetaan YouTubesta, joka voi asettaa evästeitä.',
    en: 'The video plays from YouTube, which may set cookies.',
    sk: 'Video sa prehrá zo služby YouTube, ktorá môže ukladať súbory cookie.',
  },
  // Badge of a car model card marked IsCampaign whose Campaign field is empty.
  carModelCampaign: {
    sv: 'Kampanj',
    nb: 'Kampanje',
    fi: 'Kampanja',
    en: 'Offer',
    sk: 'Akcia',
  },
} as const satisfies DictionaryEntries
