/**
 * The newsletter's double opt-in (footer sign-up, POST /api/newsletter-subscription-request): German texts and
 * the query parameter by which the confirm link's answer tells the page how it went.
 */
export const NEWSLETTER_MESSAGES = {
  heading: 'Newsletter',
  intro: 'Neue Seminare, Urteile und Praxistipps für Ihre Gremiumsarbeit – einmal im Monat per E-Mail.',
  emailLabel: 'E-Mail-Adresse',
  // Not 'Anmelden': beside the account's login that reads as logging in, not as subscribing.
  submit: 'Newsletter abonnieren',
  /** The same answer whether the address was new, pending or confirmed already: nothing is revealed. */
  requested:
    'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
  confirmed: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
  invalidLink: 'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  mailSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Akademie für Mitbestimmung',
} as const;

/** The confirm link's answer sends the browser to the start page with `?newsletter=<outcome>`. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export const NEWSLETTER_OUTCOMES = { confirmed: 'bestaetigt', invalid: 'ungueltig' } as const;

/** How long the confirm link is valid. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
