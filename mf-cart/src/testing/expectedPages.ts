export const EXPECTED_PAGES: Array<[string, string]> = [
  ['/seminare/warenkorb', 'Warenkorb'],
  ['/seminare/warenkorb/checkout', 'Buchung abschließen'],
  ['/seminare/warenkorb/kostenrechner/4711', 'Kostenrechner'],
  ['/seminare/warenkorb/online-fax/4711', 'Online-Fax'],
  ['/wishlist/list', 'Merkliste'],
  ['/meinamb/merkliste', 'Merkliste'],
];

export const PATH_WITHOUT_PAGE = '/seminare/warenkorb/unbekannt';
