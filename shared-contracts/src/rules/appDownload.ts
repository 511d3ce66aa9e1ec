/**
 * The app page (`/service/amb-app/download`). The store entries of the brand's app are not known to this
 * repository: each store's address is configured here, and a store without one is named without a link,
 * never with an invented address.
 */
export interface AppStoreLink {
  store: 'App Store' | 'Google Play';
  /** The link's text, as each store asks its badges to read. */
  label: string;
  /** The app's page in that store; null until it is configured. */
  url: string | null;
}

export const APP_STORE_LINKS: readonly AppStoreLink[] = [
  { store: 'App Store', label: 'Laden im App Store', url: null },
  { store: 'Google Play', label: 'Jetzt bei Google Play', url: null },
];

/** What the app offers works councils (the page's list). */
export const APP_FEATURES: readonly string[] = [
  'Ihre gebuchten Seminare mit Terminen, Hotel und Anreise immer dabei',
  'BetrVG und SGB IX Teil 3 zum Nachschlagen, auch ohne Internetverbindung',
  'Das Betriebsratslexikon von A bis Z für die nächste Sitzung',
  'News und aktuelle Rechtsprechung für Betriebsräte, SBV und JAV',
  'Erinnerungen an Fristen, etwa zur Anhörung vor Kündigungen (§ 102 BetrVG)',
];
