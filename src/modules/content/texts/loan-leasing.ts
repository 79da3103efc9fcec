import type { DictionaryEntries } from './types'

/**
 * Dictionary entries of the loan calculator and the private and company leasing panels. The
 * field labels (financeLoan, financeDownPayment, financeEffectiveRate, consumerLoanWarning, ...)
 * are shared finance entries in entries.ts; these are the panels' own.
 */
export const loanLeasingEntries = {
  financePanelHeading: {
    sv: 'Finansiering',
    nb: 'Finansiering',
    fi: 'Rahoitus',
    en: 'Finance',
    sk: 'Financovanie',
  },
  financePanelOptions: {
    sv: 'Finansieringsalternativ',
    nb: 'Finansieringsalternativer',
    fi: 'Rahoitusvaihtoehdot',
    en: 'Finance options',
    sk: 'Možnosti financovania',
  },
  /** Describes a typed amount's limits; {min} and {max} are formatted amounts. */
  financePanelRange: {
    sv: 'Från {min} till {max}',
    nb: 'Fra {min} til {max}',
    fi: '{min}–{max}',
    en: 'From {min} to {max}',
    sk: 'Od {min} do {max}',
  },
  // Leasing distances come in the car's market unit: Swedish mil (10 km), UK miles, else km.
  financePanelPerYearMil: {
    sv: '{distance} mil/år',
    nb: '{distance} mil/år',
    fi: '{distance} peninkulmaa/v',
    en: '{distance} Swedish miles/year',
    sk: '{distance} švédskych míľ/rok',
  },
  financePanelPerYearKm: {
    sv: '{distance} km/år',
    nb: '{distance} km/år',
    fi: '{distance} km/v',
    en: '{distance} km/year',
    sk: '{distance} km/rok',
  },
  financePanelPerYearMiles: {
    sv: '{distance} engelska mil/år',
    nb: '{distance} engelske mil/år',
    fi: '{distance} mailia/v',
    en: '{distance} miles/year',
    sk: '{distance} míľ/rok',
  },
  // The extra block of the Swedish locale (spec 2 section 2.3) inside each panel.
  financePanelGoodToKnow: {
    sv: 'Bra att veta',
    nb: 'Greit å vite',
    fi: 'Hyvä tietää',
    en: 'Good to know',
    sk: 'Dobré vedieť',
  },
  financePanelLender: {
    sv: 'Kreditgivare',
    nb: 'Långiver',
    fi: 'Luotonantaja',
    en: 'Lender',
    sk: 'Veriteľ',
  },
  financePanelLessor: {
    sv: 'Leasegivare',
    nb: 'Utleier',
    fi: 'Vuokralleantaja',
    en: 'Lessor',
    sk: 'Prenajímateľ',
  },
  financePanelTotalPayable: {
    sv: 'Totalt belopp att betala',
    nb: 'Totalt beløp å betale',
    fi: 'Maksettava kokonaismäärä',
    en: 'Total amount payable',
    sk: 'Celková suma na zaplatenie',
  },
  financePanelBenefitValueNote: {
    sv: 'Förmånsvärdet är den skattepliktiga förmånen per månad om bilen blir din tjänstebil, beräknad enligt Skatteverkets regler. Vad du betalar i skatt beror på din marginalskatt.',
    nb: 'Fordelsverdien er den skattepliktige fordelen per måned hvis bilen blir din firmabil, beregnet etter svenske skatteregler. Hva du betaler i skatt avhenger av din marginalskatt.',
    fi: 'Autoedun arvo on verotettava etu kuukaudessa, jos autosta tulee työsuhdeautosi, laskettuna Ruotsin verohallinnon sääntöjen mukaan. Maksamasi vero riippuu rajaveroprosentistasi.',
    en: 'The benefit value is the taxable benefit per month if the car becomes your company car, calculated by the Swedish Tax Agency’s rules. The tax you pay depends on your marginal tax rate.',
    sk: 'Hodnota nepeňažného príjmu je zdaniteľný príjem za mesiac, ak sa auto stane vaším služobným autom, vypočítaný podľa pravidiel švédskej daňovej správy. Daň, ktorú zaplatíte, závisí od vašej hraničnej sadzby dane.',
  },
  financePanelQuoteText: {
    sv: 'Vill du veta exakt vad bilen kostar för dig? Vi tar fram en offert på finansieringen utifrån dina önskemål.',
    nb: 'Vil du vite nøyaktig hva bilen koster for deg? Vi lager et finansieringstilbud ut fra dine ønsker.',
    fi: 'Haluatko tietää tarkalleen, mitä auto sinulle maksaa? Teemme rahoitustarjouksen toiveidesi mukaan.',
    en: 'Want to know exactly what the car costs you? We will put together a finance quote to suit you.',
    sk: 'Chcete vedieť, koľko vás auto presne bude stáť? Pripravíme vám ponuku financovania podľa vašich požiadaviek.',
  },
  financePanelRequestQuote: {
    sv: 'Begär offert på finansiering',
    nb: 'Be om finansieringstilbud',
    fi: 'Pyydä rahoitustarjous',
    en: 'Request a finance quote',
    sk: 'Požiadať o ponuku financovania',
  },
} as const satisfies DictionaryEntries
