/** German labels this remote uses in more than one place. */
export const LABELS = {
  contact: 'Service & Kontakt',
  cart: 'Warenkorb',
  wishlist: 'Merkliste',
  account: 'Mein Konto',
  mainNavigation: 'Hauptnavigation',
  search: 'Suche',
  searchTerm: 'Suchbegriff',
  searchSubmit: 'Suchen',
  searchPlaceholder: 'Seminare, Themen und Artikel durchsuchen',
  greeting: (firstname: string) => `Hallo, ${firstname}`,
  loggedIn: 'Angemeldet',
  cartCount: (count: number) => `${count} ${count === 1 ? 'Seminar' : 'Seminare'} im Warenkorb`,
  firstAddNotice:
    'Im Warenkorb ist Ihr Termin. Dort legen Sie für jede Teilnehmerin und jeden Teilnehmer fest, ob gebucht oder reserviert wird.',
  firstAddNoticeClose: 'Hinweis schließen',
} as const;
