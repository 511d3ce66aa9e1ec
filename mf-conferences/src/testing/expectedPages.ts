import type { ExpectedPageTable } from '@amb/remote-kit/testing';

/** The page table as users see it: path, then the h1 (and document title) of its page. */
export const EXPECTED_PAGES: ExpectedPageTable = {
  pages: [
    ['/fachtagung/betriebsraetetag-2026', 'Fachtagungen'],
    ['/fachtagung', 'Fachtagungen'],
    ['/fachtagung/betriebsraetetag-2026/buchung', 'Buchung'],
    ['/fachtagung/anmeldung', 'Anmeldung'],
    ['/fachtagung/reservierung', 'Reservierung'],
    ['/fachtagung/warteliste', 'Warteliste'],
  ],
  pathWithoutPage: '/fachtagung/a/b/c',
};
