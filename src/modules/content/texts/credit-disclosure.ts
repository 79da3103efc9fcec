import type { DictionaryEntries } from './types'

/**
 * Credit disclosure texts (issue 16): the warning each market's profile names, the labels of the
 * representative example's fields, the compact line a card shows and the APR assumptions. The
 * market profiles in modules/finance/disclosure/profiles.ts say which keys a market uses; the
 * page's language picks the wording, so hedin-fi's Swedish pages show the Finnish market's
 * texts in Swedish, never the Swedish regulator's link. Sweden keeps its warning in
 * consumerLoanWarning (entries.ts).
 *
 * Every value here is legal wording that legal staff may change in the CMS; the seeded values
 * are our best reading of the rules and must be reviewed before they are relied on.
 */
export const creditDisclosureEntries = {
  // LEGAL REVIEW NEEDED: the Finnish market's warning under CCD 2023/2225 Article 8(1) as
  // enacted in kuluttajansuojalaki chapter 7. The enacted Finnish and Swedish wording could not
  // be checked against the official texts when this was seeded; this follows the Article's
  // message (borrowing money costs money). English is for hedin-fi's English pages.
  creditWarningFi: {
    fi: 'Huomio! Rahan lainaaminen maksaa.',
    sv: 'Observera! Att låna pengar kostar pengar.',
    en: 'Attention! Borrowing money costs money.',
    nb: 'Obs! Det koster penger å låne penger.',
    sk: 'Pozor! Požičiavanie peňazí stojí peniaze.',
  },
  // LEGAL REVIEW NEEDED: the Slovak market's warning under CCD 2023/2225 Article 8(1) as enacted
  // in zákon č. 312/2025 Z. z.; not checked against the enacted text when this was seeded.
  creditWarningSk: {
    sk: 'Pozor! Požičiavanie peňazí stojí peniaze.',
    en: 'Attention! Borrowing money costs money.',
    sv: 'Observera! Att låna pengar kostar pengar.',
    fi: 'Huomio! Rahan lainaaminen maksaa.',
    nb: 'Obs! Det koster penger å låne penger.',
  },
  // Norway is outside the directive: no warning is required, so the profile leaves it off
  // unless a site switches it on.
  creditWarningNo: {
    nb: 'Husk at det koster penger å låne penger.',
    sv: 'Kom ihåg att det kostar pengar att låna pengar.',
    fi: 'Muista, että rahan lainaaminen maksaa.',
    en: 'Remember that borrowing money costs money.',
    sk: 'Pamätajte, že požičiavanie peňazí stojí peniaze.',
  },
  // The FCA requires no such warning for car finance; off unless the UK site switches it on.
  creditWarningUk: {
    en: 'Borrowing money costs money. Make sure you can afford the repayments.',
    sv: 'Att låna pengar kostar pengar. Se till att du har råd med återbetalningarna.',
    nb: 'Det koster penger å låne penger. Sørg for at du har råd til nedbetalingene.',
    fi: 'Rahan lainaaminen maksaa. Varmista, että sinulla on varaa takaisinmaksuihin.',
    sk: 'Požičiavanie peňazí stojí peniaze. Uistite sa, že si splátky môžete dovoliť.',
  },

  // ── representative example: field labels ───────────────────────────────────────────────────
  creditFieldBorrowingRate: {
    sv: 'Kreditränta',
    nb: 'Nominell rente',
    fi: 'Luoton korko',
    en: 'Borrowing rate',
    sk: 'Úroková sadzba',
  },
  creditFieldRateOfInterest: {
    en: 'Rate of interest',
    sv: 'Räntesats',
    nb: 'Rentesats',
    fi: 'Korko',
    sk: 'Úroková sadzba',
  },
  creditFieldCharges: {
    sv: 'Avgifter',
    nb: 'Gebyrer',
    fi: 'Muut luottokustannukset',
    en: 'Other charges',
    sk: 'Poplatky',
  },
  creditFieldTotalCredit: {
    sv: 'Kreditbelopp',
    nb: 'Lånebeløp',
    fi: 'Luoton määrä',
    en: 'Total amount of credit',
    sk: 'Celková výška úveru',
  },
  creditFieldApr: {
    sv: 'Effektiv ränta',
    nb: 'Effektiv rente',
    fi: 'Todellinen vuosikorko',
    en: 'Annual percentage rate of charge (APRC)',
    sk: 'Ročná percentuálna miera nákladov (RPMN)',
  },
  creditFieldRepresentativeApr: {
    en: 'Representative APR',
    sv: 'Representativ effektiv ränta',
    nb: 'Representativ effektiv rente',
    fi: 'Edustava todellinen vuosikorko',
    sk: 'Reprezentatívna RPMN',
  },
  creditFieldDuration: {
    sv: 'Löptid',
    nb: 'Nedbetalingstid',
    fi: 'Luottosopimuksen kesto',
    en: 'Duration of the agreement',
    sk: 'Doba trvania zmluvy',
  },
  creditFieldCashPrice: {
    sv: 'Kontantpris',
    nb: 'Kontantpris',
    fi: 'Käteishinta',
    en: 'Cash price',
    sk: 'Cena v hotovosti',
  },
  creditFieldDownPayment: {
    sv: 'Kontantinsats',
    nb: 'Egenkapital',
    fi: 'Käsiraha',
    en: 'Down payment',
    sk: 'Akontácia',
  },
  creditFieldDeposit: { en: 'Deposit', sv: 'Handpenning', nb: 'Depositum', fi: 'Käsiraha', sk: 'Záloha' },
  creditFieldTotalPayable: {
    sv: 'Totalt belopp att betala',
    nb: 'Totalt',
    fi: 'Luoton ja luottokustannusten yhteismäärä',
    en: 'Total amount payable',
    sk: 'Celková čiastka na zaplatenie',
  },
  creditFieldTotalChargeForCredit: {
    en: 'Total charge for credit',
    sv: 'Total kreditkostnad',
    nb: 'Samlet kredittkostnad',
    fi: 'Luoton kokonaiskustannukset',
    sk: 'Celkové náklady na úver',
  },
  creditFieldCostOfCredit: {
    nb: 'Kostnad',
    sv: 'Kreditkostnad',
    fi: 'Luottokustannukset',
    en: 'Cost of credit',
    sk: 'Náklady na úver',
  },
  creditFieldInstalment: {
    sv: 'Månadsbelopp',
    nb: 'Månedsbeløp',
    fi: 'Kuukausierä',
    en: 'Monthly payment',
    sk: 'Mesačná splátka',
  },
  creditFieldFinalPayment: {
    sv: 'Slutbetalning (restvärde)',
    nb: 'Sluttbetaling (restverdi)',
    fi: 'Viimeinen erä (jäännösarvo)',
    en: 'Final payment',
    sk: 'Záverečná splátka (zostatková hodnota)',
  },
  creditFieldOptionalFinalPayment: {
    en: 'Optional final payment',
    sv: 'Valfri slutbetalning',
    nb: 'Valgfri sluttbetaling',
    fi: 'Vapaaehtoinen viimeinen erä',
    sk: 'Voliteľná záverečná splátka',
  },

  // ── compact line beside a monthly figure, and the link to the full example ────────────────
  // {rate} is the APR or effective rate, {total} the total payable, {months} the term.
  creditCompactEu: {
    sv: 'Effektiv ränta {rate} % · totalt {total} · {months} mån',
    nb: 'Effektiv rente {rate} % · totalt {total} · {months} mnd',
    fi: 'Todellinen vuosikorko {rate} % · yhteensä {total} · {months} kk',
    en: 'APRC {rate}% · total payable {total} · {months} months',
    sk: 'RPMN {rate} % · spolu {total} · {months} mes.',
  },
  creditCompactUk: {
    en: 'Representative {rate}% APR · total payable {total} · {months} months',
    sv: 'Representativ effektiv ränta {rate} % · totalt {total} · {months} mån',
    nb: 'Representativ effektiv rente {rate} % · totalt {total} · {months} mnd',
    fi: 'Edustava todellinen vuosikorko {rate} % · yhteensä {total} · {months} kk',
    sk: 'Reprezentatívna RPMN {rate} % · spolu {total} · {months} mes.',
  },
  // Norway's marketing line carries all five figures, so the compact line is the full example.
  creditCompactNo: {
    nb: 'Eff. rente {rate} %, {credit} o/{months} mnd. Kostnad {cost}. Totalt {total}.',
    sv: 'Effektiv ränta {rate} %, {credit} över {months} mån. Kostnad {cost}. Totalt {total}.',
    fi: 'Todellinen vuosikorko {rate} %, {credit} / {months} kk. Kustannukset {cost}. Yhteensä {total}.',
    en: 'Effective rate {rate}%, {credit} over {months} months. Cost {cost}. Total {total}.',
    sk: 'Efektívna sadzba {rate} %, {credit} na {months} mes. Náklady {cost}. Spolu {total}.',
  },
  // Leasing is not credit under the directive, but its monthly cost is shown with its terms:
  // {months} the contract length, {distance} the yearly distance included.
  creditLeasingTerms: {
    sv: '{months} mån · {distance}',
    nb: '{months} mnd · {distance}',
    fi: '{months} kk · {distance}',
    en: '{months} months · {distance}',
    sk: '{months} mes. · {distance}',
  },
  // {distance} a number, {unit} the market's unit (mil, km, miles).
  creditLeasingDistance: {
    sv: '{distance} {unit}/år',
    nb: '{distance} {unit}/år',
    fi: '{distance} {unit}/v',
    en: '{distance} {unit} a year',
    sk: '{distance} {unit}/rok',
  },
  creditShowExample: {
    sv: 'Se räkneexempel',
    nb: 'Se regneeksempel',
    fi: 'Katso esimerkkilaskelma',
    en: 'See representative example',
    sk: 'Pozrite si reprezentatívny príklad',
  },
  // A charge with the last payment (an option-to-purchase fee), in the example's charges line.
  creditChargeEndFee: {
    sv: 'Slutavgift',
    nb: 'Sluttgebyr',
    fi: 'Loppumaksu',
    en: 'Final fee',
    sk: 'Záverečný poplatok',
  },
  // Where the visitor's choices give no complete example, the panel shows this, never a bare
  // monthly figure.
  creditExampleUnavailable: {
    sv: 'Månadskostnaden kan inte visas för de valda villkoren. Välj en annan löptid eller kontantinsats.',
    nb: 'Månedskostnaden kan ikke vises for de valgte vilkårene. Velg en annen nedbetalingstid eller egenkapital.',
    fi: 'Kuukausierää ei voida näyttää valituilla ehdoilla. Valitse toinen laina-aika tai käsiraha.',
    en: 'The monthly cost cannot be shown for these terms. Choose another period or down payment.',
    sk: 'Mesačnú splátku nie je možné zobraziť pre zvolené podmienky. Zvoľte inú dobu splácania alebo akontáciu.',
  },
  // {decimals} is the number of decimals the rate is rounded to.
  creditAprAssumptions: {
    sv: 'Beräknad med månader av lika längd (365/12 dagar) och ett år om 365 dagar, avrundad till {decimals} decimal(er).',
    nb: 'Beregnet med like lange måneder (365/12 dager) og et år på 365 dager, avrundet til {decimals} desimal(er).',
    fi: 'Laskettu yhtä pitkillä kuukausilla (365/12 päivää) ja 365 päivän vuodella, pyöristetty {decimals} desimaaliin.',
    en: 'Calculated with months of equal length (365/12 days) and a 365-day year, rounded to {decimals} decimal place(s).',
    sk: 'Vypočítané s rovnako dlhými mesiacmi (365/12 dní) a rokom s 365 dňami, zaokrúhlené na {decimals} desatinné miesto(a).',
  },
} as const satisfies DictionaryEntries
