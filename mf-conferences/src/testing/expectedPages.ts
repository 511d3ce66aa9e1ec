export const EXPECTED_PAGES: Array<[string, string]> = [
  ['/fachtagung/betriebsraetetag-2026', 'Fachtagungen'],
  ['/fachtagung', 'Fachtagungen'],
  ['/fachtagung/betriebsraetetag-2026/buchung', 'Buchung'],
  ['/fachtagung/anmeldung', 'Anmeldung'],
  ['/fachtagung/reservierung', 'Reservierung'],
  ['/fachtagung/warteliste', 'Warteliste'],
];

export const PATH_WITHOUT_PAGE = '/fachtagung/a/b/c';
