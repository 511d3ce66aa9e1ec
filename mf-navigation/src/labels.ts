/** German labels this remote uses in more than one place. */
export const LABELS = {
  partFailed:
    'Dieser Bereich konnte gerade nicht geladen werden. Sobald Ihre Verbindung wieder steht, laden wir ihn neu.',
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
  cartEmpty: 'Warenkorb ist leer',
  toSeminars: 'Zu den Seminaren',
  toCart: 'Zum Warenkorb',
  cartDelete: (title: string) => `${title} aus dem Warenkorb entfernen`,
  wishlistPromotion:
    'Merken Sie sich Seminare mit dem Herz-Symbol vor: Ihre Favoriten finden Sie jederzeit auf Ihrer Merkliste.',
  toWishlist: 'Zur Merkliste',
  settings: 'Einstellungen',
  logoutShort: 'abmelden',
} as const;
