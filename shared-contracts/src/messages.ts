import { MEMBER_AREA } from './site';

/** German texts shared by more than one package (error catalogue, fallbacks, labels). */
export const MESSAGES = {
  unexpectedError: 'Es ist ein unerwarteter Fehler aufgetreten! Bitte wenden Sie sich an den Support.',
  remoteUnavailable: 'Dieser Bereich kann gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  pageNotFoundTitle: 'Seite nicht gefunden',
  pageNotFoundText:
    'Die aufgerufene Seite gibt es leider nicht. Vielleicht finden Sie über die Suche oder unsere Seminarübersicht, was Sie suchen.',
  apiUnavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
  apiTimeout: 'Der Dienst antwortet gerade nicht rechtzeitig. Bitte versuchen Sie es in Kürze erneut.',
  /** The database cannot be reached for a moment (a restart, a failover). */
  databaseUnavailable:
    'Unser System ist für einen Moment nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  pageTimeout: 'Die Seite antwortet gerade nicht rechtzeitig. Bitte versuchen Sie es in wenigen Minuten erneut.',
  serverError: 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  /** The page shown when the site cannot answer (the bff's notice page, the load balancer's error pages). */
  unavailableTitle: 'Vorübergehend nicht erreichbar',
  unavailableText: 'Die Seite ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.',
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  invalidInput: 'Die Eingaben sind ungültig.',
  badRequest: 'Die Anfrage ist ungültig.',
  uriTooLong: 'Die Adresse der Anfrage ist zu lang.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  methodNotAllowed: 'Diese Anfragemethode wird hier nicht unterstützt.',
  requestTimeout: 'Die Anfrage kam nicht rechtzeitig vollständig an. Bitte versuchen Sie es erneut.',
  loading: 'Einen Moment...',
  cartEmpty: 'Warenkorb ist leer',
  loginBanner: `Bei ${MEMBER_AREA} anmelden`,
  logout: 'Abmelden',
  logoutConfirm: 'Möchten Sie sich abmelden?',
  logoutFailed: 'Die Abmeldung konnte gerade nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  /** The skip link at the top of every document: it leads past the header to the page's content. */
  skipToContent: 'Zum Inhalt springen',
  /** Heading of the error summary at the top of a long form (it links to each field). */
  errorSummaryTitle: 'Bitte prüfen Sie Ihre Angaben',
  undo: 'Rückgängig',
  toMemberArea: `zu ${MEMBER_AREA}`,
  online: 'Online',
} as const;
