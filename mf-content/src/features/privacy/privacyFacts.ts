/**
 * What the privacy statement says about each cookie, storage key and analytics field. Keyed by the
 * contracts' own ids and types: a new cookie, storage key, analytics event or item field fails the
 * typecheck here until the statement explains it.
 */
import {
  DEVICE_TTL_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  STORAGE_KEYS,
  type SiteCookie,
  type SiteCookieId,
} from '@amb/shared-contracts/core';
import type { AnalyticsEventName, AnalyticsItem } from '@amb/shared-contracts/analytics';
import { germanDuration } from './duration';

export const COOKIE_PURPOSES: Record<SiteCookieId, string> = {
  session:
    'Hält Ihre Sitzung: Anmeldung, Warenkorb und Merkliste während Ihres Besuchs. Enthält nur eine zufällige Kennung und ist für Skripte der Seite nicht lesbar.',
  csrf: 'Schützt Formulare und Änderungen vor untergeschobenen Anfragen fremder Websites (CSRF-Schutz). Enthält nur ein zufälliges Prüfzeichen Ihrer Sitzung.',
  device:
    'Wird nach einer erfolgreichen Anmeldung gesetzt und enthält ein zufälliges Token; bei uns ist nur dessen Hashwert gespeichert. So erkennen wir Ihr Gerät bei der nächsten Anmeldung wieder, und Fehlversuche Dritter sperren Ihr Konto nicht für Sie.',
  consent:
    'Speichert Ihre Wahl im Cookie-Hinweis („Alle akzeptieren“ oder „Nur notwendige“), damit wir nicht bei jedem Aufruf erneut fragen.',
};

/** How long a cookie lives, in German, with what ends it earlier. */
export function cookieLifetime(cookie: SiteCookie): string {
  switch (cookie.id) {
    case 'session':
      return `Die Sitzung endet nach ${germanDuration(SESSION_IDLE_TIMEOUT_MS)} ohne Aktivität, spätestens nach ${germanDuration(SESSION_ABSOLUTE_TIMEOUT_MS)}, und mit der Abmeldung; das Cookie verfällt nach ${germanDuration(cookie.maxAgeMs)}.`;
    case 'csrf':
      return `Mit der Sitzung; das Cookie verfällt nach ${germanDuration(cookie.maxAgeMs)}.`;
    case 'device':
      return `${germanDuration(DEVICE_TTL_MS)} nach der letzten erfolgreichen Anmeldung.`;
    case 'consent':
      return `${germanDuration(cookie.maxAgeMs)}; danach fragen wir erneut.`;
  }
}

export type StorageKeyName = keyof typeof STORAGE_KEYS;

export const STORAGE_ENTRIES: Record<StorageKeyName, { storage: 'localStorage' | 'sessionStorage'; purpose: string }> =
  {
    checkoutIdempotencyKey: {
      storage: 'sessionStorage',
      purpose:
        'Eine zufällige Kennung des gerade laufenden Bestellvorgangs: Wird die Seite neu geladen oder zweimal geklickt, entsteht trotzdem nur eine Bestellung.',
    },
    cartCount: {
      storage: 'localStorage',
      purpose: 'Die Zahl der Seminare in Ihrem Warenkorb, für die Anzeige im Kopf der Seite (keine Inhalte).',
    },
    unusedRegistrationEmail: {
      storage: 'sessionStorage',
      purpose:
        'Die E-Mail-Adresse aus der Schnellanmeldung, wenn dazu noch kein Konto besteht: Die Registrierung füllt sie für Sie vor.',
    },
    visitedUrls: {
      storage: 'sessionStorage',
      purpose:
        'Nur mit Ihrer Einwilligung: die zuletzt in diesem Tab aufgerufenen Seminarseiten (Adressen der Seiten, keine Eingaben), für die Webanalyse.',
    },
    productListOrigin: {
      storage: 'sessionStorage',
      purpose:
        'Nur mit Ihrer Einwilligung: je Seminartermin die Liste, über die Sie ihn gefunden haben (Seminarliste, Suche, Standort oder Hotel), für die Webanalyse.',
    },
    visitedThemes: {
      storage: 'sessionStorage',
      purpose:
        'Nur mit Ihrer Einwilligung: die Nummern der zuletzt in diesem Tab angesehenen Seminare, damit eine Seminarseite sie unter „Zuletzt angesehen“ wieder anbieten kann.',
    },
    onlineFaxDraft: {
      storage: 'sessionStorage',
      purpose:
        'Ihre Eingaben in der Anmeldung per Fax, solange Sie sich zum Online-Absenden anmelden; nach dem Absenden löschen wir sie.',
    },
  };

export const STORAGE_LIFETIMES = {
  localStorage: 'Bis Sie die Website-Daten in Ihrem Browser löschen.',
  sessionStorage: 'Bis Sie den Tab oder das Browserfenster schließen.',
} as const;

export const ANALYTICS_EVENTS: Record<AnalyticsEventName, string> = {
  view_item_list: 'eine Liste von Seminarterminen wird angezeigt',
  select_item: 'Sie wählen einen Termin aus einer Liste',
  view_item: 'Sie sehen einen Seminartermin an',
  add_to_cart: 'Sie legen einen Termin in den Warenkorb',
  remove_from_cart: 'Sie entfernen einen Termin aus dem Warenkorb',
  add_to_wishlist: 'Sie setzen einen Termin auf die Merkliste',
};

export const ANALYTICS_FIELDS: Record<keyof AnalyticsItem, string> = {
  item_name: 'Titel des Seminars',
  item_id: 'Nummer des Termins',
  price: 'Preis für eine teilnehmende Person',
  currency: 'Währung',
  item_category: 'Rubrik',
  item_category2: 'Aktionsfeld des Themas',
  item_category3: 'Ort oder „Online“',
  item_variant: 'Format (Präsenz oder Online)',
  item_list_name: 'Liste, über die Sie den Termin gefunden haben',
  index: 'Position in dieser Liste',
  quantity: 'Anzahl',
  seminartermin: 'Datum des Termins',
};
