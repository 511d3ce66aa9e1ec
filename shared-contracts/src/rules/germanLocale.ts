/**
 * moment's German locale ("de"), the same settings as moment/locale/de.js (MIT, moment.js authors).
 * Defined here on the moment instance moment-timezone uses instead of importing moment/locale/de:
 * that file requires '../moment', which Module Federation does not map to the shared `moment`
 * singleton, so in the browser it would register German on a second, private copy of moment.
 */
import type moment from 'moment';

type RelativeKey = 'm' | 'h' | 'd' | 'dd' | 'w' | 'M' | 'MM' | 'y' | 'yy';

function relativeTime(count: number, withoutSuffix: boolean, key: string): string {
  const forms: Record<RelativeKey, [string, string]> = {
    m: ['eine Minute', 'einer Minute'],
    h: ['eine Stunde', 'einer Stunde'],
    d: ['ein Tag', 'einem Tag'],
    dd: [`${count} Tage`, `${count} Tagen`],
    w: ['eine Woche', 'einer Woche'],
    M: ['ein Monat', 'einem Monat'],
    MM: [`${count} Monate`, `${count} Monaten`],
    y: ['ein Jahr', 'einem Jahr'],
    yy: [`${count} Jahre`, `${count} Jahren`],
  };
  return forms[key as RelativeKey][withoutSuffix ? 0 : 1];
}

export const GERMAN_LOCALE: moment.LocaleSpecification = {
  months: 'Januar_Februar_März_April_Mai_Juni_Juli_August_September_Oktober_November_Dezember'.split('_'),
  monthsShort: 'Jan._Feb._März_Apr._Mai_Juni_Juli_Aug._Sep._Okt._Nov._Dez.'.split('_'),
  monthsParseExact: true,
  weekdays: 'Sonntag_Montag_Dienstag_Mittwoch_Donnerstag_Freitag_Samstag'.split('_'),
  weekdaysShort: 'So._Mo._Di._Mi._Do._Fr._Sa.'.split('_'),
  weekdaysMin: 'So_Mo_Di_Mi_Do_Fr_Sa'.split('_'),
  weekdaysParseExact: true,
  longDateFormat: {
    LT: 'HH:mm',
    LTS: 'HH:mm:ss',
    L: 'DD.MM.YYYY',
    LL: 'D. MMMM YYYY',
    LLL: 'D. MMMM YYYY HH:mm',
    LLLL: 'dddd, D. MMMM YYYY HH:mm',
  },
  calendar: {
    sameDay: '[heute um] LT [Uhr]',
    sameElse: 'L',
    nextDay: '[morgen um] LT [Uhr]',
    nextWeek: 'dddd [um] LT [Uhr]',
    lastDay: '[gestern um] LT [Uhr]',
    lastWeek: '[letzten] dddd [um] LT [Uhr]',
  },
  relativeTime: {
    future: 'in %s',
    past: 'vor %s',
    s: 'ein paar Sekunden',
    ss: '%d Sekunden',
    m: relativeTime,
    mm: '%d Minuten',
    h: relativeTime,
    hh: '%d Stunden',
    d: relativeTime,
    dd: relativeTime,
    w: relativeTime,
    ww: '%d Wochen',
    M: relativeTime,
    MM: relativeTime,
    y: relativeTime,
    yy: relativeTime,
  },
  dayOfMonthOrdinalParse: /\d{1,2}\./,
  ordinal: (n: number) => `${n}.`,
  // ISO weeks: Monday first, the week with 4 January is week 1.
  week: { dow: 1, doy: 4 },
};
