import type { ExpectedPageTable } from '@amb/remote-kit/testing';

/** The page table as users see it: path, then the h1 (and document title) of its page. */
export const EXPECTED_PAGES: ExpectedPageTable = {
  pages: [
    ['/seminare/warenkorb', 'Warenkorb'],
    ['/seminare/warenkorb/checkout', 'Buchung abschließen'],
    ['/seminare/warenkorb/kostenrechner/4711', 'Kostenrechner'],
    ['/seminare/warenkorb/online-fax/4711', 'Online-Fax'],
    ['/wishlist/list', 'Merkliste'],
    ['/meinamb/merkliste', 'Merkliste'],
  ],
  pathWithoutPage: '/seminare/warenkorb/unbekannt',
};
