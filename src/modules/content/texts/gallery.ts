import type { DictionaryEntries } from './types'

/** Dictionary entries of the car gallery, its fullscreen view and the Autos On Show viewer. */
export const galleryEntries = {
  galleryViewChoice: {
    sv: 'Välj visning',
    nb: 'Velg visning',
    fi: 'Valitse näkymä',
    en: 'Choose view',
    sk: 'Vyberte zobrazenie',
  },
  galleryRotateLeft: {
    sv: 'Vrid åt vänster',
    nb: 'Vri mot venstre',
    fi: 'Käännä vasemmalle',
    en: 'Rotate left',
    sk: 'Otočiť doľava',
  },
  galleryRotateRight: {
    sv: 'Vrid åt höger',
    nb: 'Vri mot høyre',
    fi: 'Käännä oikealle',
    en: 'Rotate right',
    sk: 'Otočiť doprava',
  },
  galleryPauseRotation: {
    sv: 'Pausa rotationen',
    nb: 'Sett rotasjonen på pause',
    fi: 'Keskeytä pyöritys',
    en: 'Pause rotation',
    sk: 'Pozastaviť otáčanie',
  },
  galleryPlayRotation: {
    sv: 'Starta rotationen',
    nb: 'Start rotasjonen',
    fi: 'Jatka pyöritystä',
    en: 'Start rotation',
    sk: 'Spustiť otáčanie',
  },
  galleryLookLeft: {
    sv: 'Titta åt vänster',
    nb: 'Se til venstre',
    fi: 'Katso vasemmalle',
    en: 'Look left',
    sk: 'Pozrieť sa doľava',
  },
  galleryLookRight: {
    sv: 'Titta åt höger',
    nb: 'Se til høyre',
    fi: 'Katso oikealle',
    en: 'Look right',
    sk: 'Pozrieť sa doprava',
  },
  galleryDragToLookAround: {
    sv: 'Dra för att se dig omkring',
    nb: 'Dra for å se deg rundt',
    fi: 'Katsele ympärillesi vetämällä',
    en: 'Drag to look around',
    sk: 'Potiahnutím sa rozhliadnete',
  },
  galleryImageOf: {
    sv: '{car}, bild {current} av {total}',
    nb: '{car}, bilde {current} av {total}',
    fi: '{car}, kuva {current}/{total}',
    en: '{car}, image {current} of {total}',
    sk: '{car}, fotografia {current} z {total}',
  },
} as const satisfies DictionaryEntries
