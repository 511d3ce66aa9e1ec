/**
 * The request forms of the site (contact, in-house, SBV, catalogue, lawyer, registrations, promotional
 * material): their kinds, the labels the staff's view and its CSV export show, the sentence each page confirms
 * with and the subject of each confirmation mail. One table, so the api's pipeline, the admin page and the
 * forms agree. The yup schemas are in `schemas/requestForms.ts`.
 */
import type { ApiRouteName, PageRouteName } from './routes';

export const FORM_REQUEST_KINDS = [
  'contact',
  'inhouse',
  'sbv',
  'catalogue',
  'lawyerConsultation',
  'generalRegistration',
  'digitalChangeRegistration',
  'promoShop',
] as const;
export type FormRequestKind = (typeof FORM_REQUEST_KINDS)[number];

export interface FormRequestDefinition {
  /** The POST route of the form (API_ROUTES). */
  api: ApiRouteName;
  /** The page the form lives on (PAGE_ROUTES); the in-house form sits on every theme's in-house page. */
  page: PageRouteName;
  /** What the staff's list calls a request of this kind. */
  label: string;
  /** The confirmation mail's subject. */
  mailSubject: string;
  /** What the page says after sending (the answer's `message`). */
  sent: string;
  /** Only logged-in members may send it (the promotional-material shop). */
  membersOnly?: boolean;
}

const ACADEMY = 'Akademie für Mitbestimmung';

export const FORM_REQUESTS: Record<FormRequestKind, FormRequestDefinition> = {
  contact: {
    api: 'contactRequest',
    page: 'contact',
    label: 'Kontaktanfrage',
    mailSubject: `Ihre Nachricht an die ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten Ihnen in der Regel innerhalb von zwei Werktagen. Eine Bestätigung ist per E-Mail unterwegs.',
  },
  inhouse: {
    api: 'inhouseRequest',
    page: 'themeInhouse',
    label: 'Inhouse-Anfrage',
    mailSubject: `Ihre Inhouse-Anfrage bei der ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Anfrage. Wir melden uns in Kürze mit einem Angebot bei Ihnen. Eine Bestätigung ist per E-Mail unterwegs.',
  },
  sbv: {
    api: 'sbvRequest',
    page: 'sbvRequestForm',
    label: 'SBV-Anfrage',
    mailSubject: `Ihre Anfrage für die Schwerbehindertenvertretung bei der ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Anfrage. Unser SBV-Team meldet sich innerhalb von zwei Werktagen bei Ihnen. Eine Bestätigung ist per E-Mail unterwegs.',
  },
  catalogue: {
    api: 'catalogueRequest',
    page: 'catalogueRequestForm',
    label: 'Katalogbestellung',
    mailSubject: `Ihr gedrucktes Seminarprogramm der ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Bestellung. Das gedruckte Seminarprogramm geht in den nächsten Tagen kostenlos per Post an Sie. Eine Bestätigung ist per E-Mail unterwegs.',
  },
  lawyerConsultation: {
    api: 'lawyerConsultationRequest',
    page: 'lawyerConsultationForm',
    label: 'Anwaltliche Beratung',
    mailSubject: `Ihre Anfrage zur anwaltlichen Beratung bei der ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Anfrage. Eine Anwältin oder ein Anwalt aus unserem Netzwerk ruft Sie im gewünschten Zeitraum zurück. Eine Bestätigung ist per E-Mail unterwegs.',
  },
  generalRegistration: {
    api: 'generalRegistrationRequest',
    page: 'generalRegistrationForm',
    label: 'Anmeldung per Formular',
    mailSubject: `Ihre Anmeldung bei der ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Anmeldung. Wir prüfen die freien Plätze und senden Ihnen die Anmeldebestätigung innerhalb von zwei Werktagen. Eine Eingangsbestätigung ist per E-Mail unterwegs.',
  },
  digitalChangeRegistration: {
    api: 'digitalChangeRegistrationRequest',
    page: 'digitalChangeRegistrationForm',
    label: 'Anmeldung „Digitalen Wandel gestalten“',
    mailSubject: `Ihre Anmeldung zum Programm „Digitalen Wandel gestalten“ der ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Anmeldung zum Programm „Digitalen Wandel gestalten“. Wir senden Ihnen die Termine und Zugangsdaten per E-Mail. Eine Bestätigung ist bereits unterwegs.',
  },
  promoShop: {
    api: 'promoShopRequest',
    page: 'promoShopLogin',
    label: 'Werbemittel-Bestellung',
    mailSubject: `Ihre Werbemittel-Bestellung bei der ${ACADEMY}`,
    sent: 'Vielen Dank für Ihre Bestellung. Wir versenden die Werbemittel innerhalb von fünf Werktagen kostenlos an die angegebene Lieferadresse. Eine Bestätigung ist per E-Mail unterwegs.',
    membersOnly: true,
  },
};

/** Where a request stands in the staff's work. */
export const FORM_REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const;
export type FormRequestStatus = (typeof FORM_REQUEST_STATUSES)[number];
export const FORM_REQUEST_STATUS_LABELS: Record<FormRequestStatus, string> = {
  new: 'neu',
  in_progress: 'in Bearbeitung',
  done: 'erledigt',
};

/**
 * The labels of each kind's fields, in the order the staff reads them (list, detail, CSV columns). A field
 * that is not listed is not shown; `items` (the promotional order) is written as "Anzahl × Artikel" lines.
 */
const PERSON: [string, string][] = [
  ['salutation', 'Anrede'],
  ['firstname', 'Vorname'],
  ['lastname', 'Nachname'],
  ['email', 'E-Mail-Adresse'],
  ['phone', 'Telefon'],
];
const ADDRESS: [string, string][] = [
  ['company', 'Firma'],
  ['street', 'Straße'],
  ['streetNumber', 'Hausnummer'],
  ['postalCode', 'PLZ'],
  ['city', 'Ort'],
];

export const FORM_REQUEST_FIELDS: Record<FormRequestKind, readonly (readonly [string, string])[]> = {
  contact: [['topic', 'Betreff'], ...PERSON, ['message', 'Nachricht']],
  inhouse: [
    ['themeTitle', 'Seminar'],
    ...PERSON,
    ...ADDRESS,
    ['participants', 'Teilnehmende'],
    ['message', 'Nachricht'],
  ],
  sbv: [['topic', 'Betreff'], ['role', 'Funktion'], ...PERSON, ['company', 'Firma'], ['message', 'Nachricht']],
  catalogue: [...PERSON, ...ADDRESS, ['copies', 'Exemplare']],
  lawyerConsultation: [
    ['topic', 'Rechtsgebiet'],
    ...PERSON,
    ['company', 'Firma'],
    ['callbackTime', 'Rückruf'],
    ['message', 'Anliegen'],
  ],
  generalRegistration: [
    ['eventTitle', 'Seminartermin'],
    ...PERSON,
    ...ADDRESS,
    ['hotelOverNightOption', 'Verpflegung/Übernachtung'],
    ['message', 'Anmerkungen'],
  ],
  digitalChangeRegistration: [
    ...PERSON,
    ['company', 'Firma'],
    ['employees', 'Beschäftigte'],
    ['interests', 'Themen'],
    ['message', 'Anmerkungen'],
  ],
  promoShop: [['items', 'Artikel'], ...PERSON, ...ADDRESS, ['message', 'Anmerkungen']],
};

/** Rows per page of the staff's list of requests. */
export const FORM_REQUESTS_PAGE_SIZE = 25;

/** The promotional material's kinds (the shop groups by them). */
export const PROMO_CATEGORIES = {
  flyer: 'Flyer',
  poster: 'Plakate',
  rollup: 'Roll-ups',
  giveaway: 'Give-aways',
} as const;
export type PromoCategory = keyof typeof PROMO_CATEGORIES;

/** Most different articles and most pieces of one article in one order (an article may allow fewer). */
export const PROMO_MAX_ARTICLES_PER_ORDER = 12;
export const PROMO_MAX_QUANTITY = 500;

export const PROMO_TEXTS = {
  quantityTooHigh: (name: string, max: number) => `Von „${name}“ können Sie höchstens ${max} Stück bestellen.`,
  articleUnknown: 'Diesen Artikel gibt es im Werbemittelshop nicht (mehr).',
  articleTwice: 'Jeder Artikel darf nur einmal in der Bestellung stehen.',
  empty: 'Ihre Bestellung ist leer. Bitte wählen Sie mindestens einen Artikel aus.',
} as const;
