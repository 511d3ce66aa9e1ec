/**
 * Title and description of every page the site serves (one place: the remotes' page tables, the bff's
 * documents and the server renders take them from here). A page whose data gives a better title (a rubric,
 * a theme) may refine it when it renders.
 */
import type { PendingRouteName } from './routeContract';
import type { PageRouteName } from './routes';
import { BRAND_NAME, MEMBER_AREA, SITES } from './site';

export interface PageMeta {
  /** The page's own title; the document title adds the brand (`… | Akademie für Mitbestimmung`). */
  title: string;
  /** The meta description (search results), one or two sentences, at most about 160 characters. */
  description: string;
}

const ARTICLE_DESCRIPTION =
  'Fachartikel für Betriebsräte: Betriebsverfassungsgesetz, Mitbestimmung und Arbeitsrecht verständlich erklärt, mit passenden Seminaren.';
const NEWS_DESCRIPTION =
  'Aktuelle Nachrichten für Betriebsräte: Rechtsprechung, Gesetzgebung und Praxis der Mitbestimmung, kurz und verständlich.';
const ACCOUNT_DESCRIPTION = `Ihr Konto bei ${MEMBER_AREA}: Buchungen, Teilnahmebescheinigungen, Fotos und Einstellungen an einem Ort.`;

/** Page routes that render a page of their own (not pending, not a bff or api route, not a login alias). */
export type ServedPageName = Exclude<
  // Pending routes first, on their own: with none pending the name is `never`, which a union would swallow.
  Exclude<PageRouteName, PendingRouteName>,
  | 'loginMain'
  | 'loginNewer'
  | 'loginWorksCouncil'
  | 'localLogin'
  | 'loginTarget'
  | 'loginTargetGet'
  | 'logout'
  | 'logoutWorksCouncil'
  | 'promoShopLogout'
  | 'fragmentNav'
  | 'fragmentFooter'
  | 'fragmentCartSmall'
  | 'template'
  | 'remotesMap'
  | 'health'
  | 'themePdf'
  | 'eventPdf'
  | 'checkoutPdf'
  | 'worksCouncilDocument'
  | 'costCalculatorPdf'
  | 'onlineFaxPdf'
  | 'trainingPlanPdf'
  | 'newsPdf'
  | 'downloadFile'
  | 'rss'
  | 'tagArticles'
>;

export const PAGE_META: Record<ServedPageName, PageMeta> = {
  conference: {
    title: 'Fachtagung',
    description:
      'Fachtagungen für Betriebsräte, SBV und JAV: Programm mit Workshops, Referentinnen und Referenten, Preise, Tagungshotel und Anmeldung.',
  },
  conferenceBooking: {
    title: 'Fachtagung buchen',
    description:
      'Buchen Sie die Fachtagung für einen oder mehrere Teilnehmer: Workshops je Zeitfenster, Übernachtung aus dem Zimmerkontingent, Rechtsgrundlage.',
  },
  conferenceRegistration: {
    title: 'Anmeldung zur Fachtagung',
    description:
      'Anmeldung für Gremien ohne Kundenkonto: Konto, Teilnehmer und Workshops in einem Schritt; verbindlich nach Bestätigung Ihrer E-Mail-Adresse.',
  },
  conferenceReservation: {
    title: 'Plätze für eine Fachtagung reservieren',
    description:
      'Reservieren Sie Plätze für eine Fachtagung kostenlos, bis Ihr Gremium entschieden hat; danach buchen Sie verbindlich.',
  },
  conferenceWaitingList: {
    title: 'Warteliste für Fachtagungen',
    description:
      'Ausgebuchte Fachtagungen und Workshops: Setzen Sie Ihre Teilnehmer auf die Warteliste; werden Plätze frei, benachrichtigen wir Sie.',
  },
  home: {
    title: SITES.main.label,
    description:
      'Seminare für Betriebsräte, Schwerbehindertenvertretungen und JAV: Grundlagen und Spezialthemen, in Präsenz und online. Termine finden und buchen.',
  },
  seminarList: {
    title: 'Alle Seminare',
    description:
      'Alle Seminartermine für Betriebsräte auf einen Blick: nach Rubrik und Stichwort filtern, Termine vergleichen und direkt buchen oder reservieren.',
  },
  rubricList: {
    title: 'Rubriken',
    description:
      'Die Rubriken des Seminarprogramms für Betriebsräte – vom Betriebsverfassungsrecht bis zur Digitalisierung.',
  },
  rubric: {
    title: 'Seminare der Rubrik',
    description: 'Seminare dieser Rubrik für Betriebsräte mit allen Terminen, Orten und Preisen.',
  },
  search: {
    title: 'Suche',
    description: 'Seminare, Themen und Termine für Betriebsräte durchsuchen.',
  },
  eventList: {
    title: 'Seminarreihen',
    description:
      'Mehrteilige Seminarreihen und Ausbildungen für Betriebsräte: alle Module mit Terminen, Orten und Preisen, in Präsenz oder online.',
  },
  locationList: {
    title: 'Standorte',
    description:
      'Die Seminarstandorte in ganz Deutschland: Tagungshotels und kommende Seminartermine für Betriebsräte nach Bundesland.',
  },
  location: {
    title: 'Standort',
    description: 'Ein Seminarstandort mit seinen Tagungshotels und den kommenden Seminarterminen für Betriebsräte.',
  },
  hotel: {
    title: 'Tagungshotel',
    description: 'Ein Tagungshotel: Adresse, Zimmer, Verpflegung, Barrierefreiheit und die Seminartermine dort.',
  },
  eventDetail: {
    title: 'Seminartermin',
    description: 'Ein Seminartermin für Betriebsräte: Datum, Ort, Hotel, freie Plätze und Preise pro Teilnehmer.',
  },
  themeDetail: {
    title: 'Seminar',
    description: 'Ein Seminar für Betriebsräte: Inhalte, nächste Termine, Orte, Preise und Ihr Ansprechpartner.',
  },
  themeEvents: {
    title: 'Termine des Seminars',
    description: 'Alle Termine eines Seminars für Betriebsräte: Orte, Hotels, freie Plätze und Preise pro Teilnehmer.',
  },
  themeStarterPackage: {
    title: 'Starterpaket',
    description: 'Das Starterpaket für neue Betriebsräte: die Einsteigerseminare in der empfohlenen Reihenfolge.',
  },
  themeInhouse: {
    title: 'Inhouse-Seminar',
    description:
      'Ein Seminar als Inhouse-Seminar für Ihr Gremium anfragen: Termin, Ort und Schwerpunkte nach Ihren Wünschen.',
  },
  themeExperience: {
    title: 'Seminar erleben',
    description:
      'So erleben Sie ein Seminar: Format, Ablauf der Seminartage, Lernen in der Gruppe und Ihr Tagungshotel.',
  },
  worksCouncilNews: {
    title: 'News für Betriebsräte',
    description: 'Aktuelle Meldungen aus Arbeitsrecht und Mitbestimmung für Betriebsräte, die neuesten zuerst.',
  },
  worksCouncilHome: {
    title: SITES['works-council'].label,
    description: 'Nachrichten, Urteile, Lexikon und Forum für Betriebsräte – und die nächsten Online-Seminare.',
  },
  login: {
    title: 'Anmelden',
    description: `Bei ${MEMBER_AREA} anmelden oder registrieren: Seminare buchen und Ihre Buchungen verwalten.`,
  },
  loginWithEmail: { title: 'Anmelden', description: `Mit Ihrem Passwort bei ${MEMBER_AREA} anmelden.` },
  passwordForgotten: {
    title: 'Passwort vergessen',
    description: 'Einen Link zum Zurücksetzen Ihres Passworts per E-Mail anfordern.',
  },
  passwordReset: { title: 'Passwort zurücksetzen', description: 'Ein neues Passwort für Ihr Konto festlegen.' },
  emailConfirmation: { title: 'E-Mail-Adresse bestätigen', description: 'Die E-Mail-Adresse Ihres Kontos bestätigen.' },
  registration: {
    title: 'Registrierung',
    description: `Ein Konto bei ${MEMBER_AREA} anlegen: Seminare buchen, Teilnehmende verwalten, Unterlagen abrufen.`,
  },
  customerPortal: { title: MEMBER_AREA, description: ACCOUNT_DESCRIPTION },
  memberAreaV2: { title: MEMBER_AREA, description: ACCOUNT_DESCRIPTION },
  memberArea: { title: MEMBER_AREA, description: ACCOUNT_DESCRIPTION },
  memberBookings: {
    title: 'Meine Buchungen',
    description: `Ihre Seminarbuchungen bei ${MEMBER_AREA}: Teilnehmer, Reservierungen, Warteliste, Stornierung und Ersatzteilnehmer.`,
  },
  memberSettings: { title: 'Einstellungen', description: ACCOUNT_DESCRIPTION },
  memberDocuments: { title: 'Unterlagen', description: ACCOUNT_DESCRIPTION },
  adminMembers: { title: 'Mitglieder verwalten', description: ACCOUNT_DESCRIPTION },
  adminOutbox: { title: 'Postausgang', description: ACCOUNT_DESCRIPTION },
  adminPhotos: { title: 'Seminarfotos hochladen', description: ACCOUNT_DESCRIPTION },
  adminRequests: { title: 'Eingegangene Anfragen', description: ACCOUNT_DESCRIPTION },
  adminPartnerKeys: { title: 'Partner-Schnittstellen', description: ACCOUNT_DESCRIPTION },
  memberPromoOrders: { title: 'Meine Werbemittel-Bestellungen', description: ACCOUNT_DESCRIPTION },
  promoShopLogin: {
    title: 'Werbemittelshop',
    description: `Kostenlose Werbemittel für Ihre Betriebsratsarbeit: Flyer, Plakate, Roll-ups und Give-aways der ${BRAND_NAME} bestellen.`,
  },
  adminQuotes: { title: 'Angebote verwalten', description: ACCOUNT_DESCRIPTION },
  adminQuote: { title: 'Angebot bearbeiten', description: ACCOUNT_DESCRIPTION },
  memberAppointments: {
    title: 'Meine Termine',
    description: 'Ihre Seminarberatung: 30 Minuten am Telefon oder per Video buchen, Termine absagen oder verlegen.',
  },
  memberQuotes: {
    title: 'Meine Angebote',
    description: 'Ihre angeforderten Gruppen- und Inhouse-Angebote im Überblick.',
  },
  memberQuote: { title: 'Angebot', description: 'Ihr Angebot ansehen, als PDF herunterladen, annehmen oder ablehnen.' },
  quoteRequest: {
    title: 'Angebot anfordern',
    description: 'Ein Gruppenangebot zu einem Seminartermin oder ein Inhouse-Seminar für Ihr Gremium anfragen.',
  },
  trainingPlan: {
    title: 'Personalisierter Schulungsplan',
    description:
      'Der Schulungsplan Ihres Gremiums für die Amtszeit: Bedarf je Mitglied, Anspruch nach § 37 Abs. 7 BetrVG und passende Termine.',
  },
  trainingPlanAdmin: {
    title: 'Schulungspläne der Gremien',
    description: 'Die Schulungspläne der Gremien mit offenem Bedarf, für die Seminarberatung.',
  },
  wishlist: {
    title: 'Merkliste',
    description:
      'Ihre gemerkten Seminartermine: Daten, freie Plätze und Preise im Blick, mit einem Klick in den Warenkorb.',
  },
  memberWishlist: { title: 'Merkliste', description: ACCOUNT_DESCRIPTION },
  memberBookmarks: { title: 'Gemerkte Beiträge', description: ACCOUNT_DESCRIPTION },
  committeeMembers: { title: 'Gremium', description: ACCOUNT_DESCRIPTION },
  committeeBookings: { title: 'Gremium-Buchungen', description: ACCOUNT_DESCRIPTION },
  committeeSettings: { title: 'Gremium-Einstellungen', description: ACCOUNT_DESCRIPTION },
  committeeInvitation: { title: 'Einladung in ein Gremium', description: ACCOUNT_DESCRIPTION },
  memberPhotosPage: {
    title: 'Fotos Ihrer Seminare',
    description: 'Die Gruppenfotos Ihrer vergangenen Seminare ansehen und herunterladen.',
  },
  portalSendFeedback: {
    title: 'Feedback zum Seminar',
    description: 'Bewerten Sie ein Seminar, an dem Sie teilgenommen haben: 1 bis 5 Sterne und Ihre Nachricht.',
  },
  portalLexiconAZ: {
    title: 'Betriebsrat von A bis Z',
    description: 'Die wichtigsten Begriffe des Betriebsverfassungsrechts von A bis Z, mit den Paragrafen des BetrVG.',
  },
  memberKnowledge: {
    title: 'Betriebsrat von A bis Z',
    description: 'Ein Begriff des Betriebsverfassungsrechts kurz erklärt, mit den Paragrafen des BetrVG.',
  },
  cart: {
    title: 'Warenkorb',
    description:
      'Ihr Warenkorb: Teilnehmende eintragen, je Person buchen oder reservieren, Rechnungsadresse angeben und die Kosten prüfen.',
  },
  checkout: {
    // Neutral until the cart is known: the page then names what it holds (CHECKOUT_HEADINGS).
    title: 'Anmeldung abschließen',
    description:
      'Angaben prüfen, Stornobedingungen und AGB bestätigen, dann verbindlich buchen oder kostenlos reservieren.',
  },
  costCalculator: {
    title: 'Kostenrechner',
    description:
      'Was ein Seminar Ihren Arbeitgeber kostet: Seminargebühr, Übernachtung, Verpflegung und Reisekosten pro Teilnehmer – auch als PDF.',
  },
  onlineFax: {
    title: 'Anmeldung per Fax',
    description:
      'Teilnehmer für einen Seminartermin anmelden: als Fax-Formular zum Unterschreiben und Faxen oder direkt online absenden.',
  },
  trainingEntitlement: {
    title: 'Schulungsanspruch',
    description:
      'Ihr Anspruch auf Schulung als Betriebsrat, SBV oder JAV: § 37 Abs. 6 und 7 BetrVG, § 179 Abs. 4 SGB IX, § 65 BetrVG – und die passenden Seminare.',
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    description: `Die Bedingungen der ${BRAND_NAME} für Seminare: Anmeldung, Reservierung, Warteliste, Preise, Stornierung und Ersatzteilnehmer.`,
  },
  imprint: {
    title: 'Impressum',
    description: `Anbieterkennzeichnung der ${BRAND_NAME}: Anschrift, Vertretung, Registereintrag, Umsatzsteuer-ID und Kontakt.`,
  },
  sbvRequestForm: {
    title: 'Anfrage für die Schwerbehindertenvertretung',
    description: `Fragen der SBV an die ${BRAND_NAME}: Beratung, Inklusionsvereinbarung, BEM, SBV-Wahl und Seminare für Vertrauenspersonen.`,
  },
  catalogueRequestForm: {
    title: 'Gedrucktes Seminarprogramm bestellen',
    description: `Das Seminarprogramm der ${BRAND_NAME} kostenlos per Post: alle Seminare für Betriebsräte, SBV und JAV im Überblick.`,
  },
  lawyerConsultationForm: {
    title: 'Anwaltliche Beratung anfragen',
    description:
      'Rückruf einer Fachanwältin oder eines Fachanwalts für Arbeitsrecht aus unserem Netzwerk: Erstberatung für Betriebsräte.',
  },
  generalRegistrationForm: {
    title: 'Anmeldung per Formular',
    description: `Zu einem Seminartermin der ${BRAND_NAME} anmelden, ohne Konto: Wir bestätigen Ihre Anmeldung innerhalb von zwei Werktagen.`,
  },
  digitalChangeRegistrationForm: {
    title: 'Digitalen Wandel gestalten',
    description:
      'Das Programm für Betriebsräte zu KI, mobiler Arbeit und Datenschutz im Betrieb: kostenlose Online-Workshops, jetzt anmelden.',
  },
  contact: {
    title: 'Service & Kontakt',
    description: `So erreichen Sie die ${BRAND_NAME}: Telefon, E-Mail, Öffnungszeiten, Anschrift und unser Kontaktformular.`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description: `Welche Daten die Websites der ${BRAND_NAME} verarbeiten: Cookies, Speicher im Browser, Webanalyse nur mit Einwilligung, Ihre Rechte.`,
  },
  // Content pages: the item's own title and teaser replace these when it renders.
  article: { title: 'Fachartikel', description: ARTICLE_DESCRIPTION },
  articleWithId: { title: 'Fachartikel', description: ARTICLE_DESCRIPTION },
  news: { title: 'News', description: NEWS_DESCRIPTION },
  newsWithId: { title: 'News', description: NEWS_DESCRIPTION },
  interview: {
    title: 'BR-Magazin-Interview',
    description:
      'Interviews des BR-Magazins mit Betriebsräten, Fachleuten und Arbeitsrechtlern zu aktuellen Fragen der Mitbestimmung.',
  },
  forum: {
    title: 'Forum für Betriebsräte',
    description:
      'Das Forum für Betriebsräte, SBV und JAV: Fragen aus der Praxis stellen, Erfahrungen teilen, Antworten von Kolleginnen und Kollegen.',
  },
  worksCouncilForum: {
    title: 'Forum für Betriebsräte',
    description:
      'Das Forum für Betriebsräte, SBV und JAV: Fragen aus der Praxis stellen, Erfahrungen teilen, Antworten von Kolleginnen und Kollegen.',
  },
  forumCategoryPage: {
    title: 'Forum',
    description: 'Die Themen einer Kategorie des Forums für Betriebsräte, die mit den neuesten Antworten zuerst.',
  },
  forumThreadPage: {
    title: 'Forum',
    description: 'Ein Thema im Forum für Betriebsräte mit allen Antworten.',
  },
  forumNewThreadPage: {
    title: 'Neues Thema im Forum',
    description: 'Eine Frage oder Erfahrung im Forum für Betriebsräte zur Diskussion stellen.',
  },
  forumModerationPage: {
    title: 'Moderation des Forums',
    description: 'Gemeldete Beiträge des Forums prüfen, ausblenden und Themen sperren.',
  },
  chatbot: {
    title: 'Chatbot für Betriebsräte',
    description:
      'Fragen zum Betriebsverfassungsgesetz stellen: Der Chatbot antwortet aus unseren Gesetzestexten, Lexikonbeiträgen und Urteilen, jede Aussage mit Quelle.',
  },
  chatbotSbv: {
    title: 'Chatbot für die Schwerbehindertenvertretung',
    description:
      'Fragen zum SGB IX und zur Arbeit der SBV stellen: Antworten aus unseren Gesetzestexten, Lexikonbeiträgen und Urteilen, jede mit Quelle.',
  },
  worksCouncilCaseLaw: {
    title: 'Rechtsprechung',
    description:
      'Aktuelle Rechtsprechung für Betriebsräte und Schwerbehindertenvertretungen: Entscheidungen von BAG, LAG und BVerwG mit Leitsatz.',
  },
  caseLaw: {
    title: 'Rechtsprechung',
    description:
      'Entscheidungen der Arbeitsgerichte zu einem Thema der Mitbestimmung: Gericht, Datum, Aktenzeichen und Leitsatz.',
  },
  caseLawBr: {
    title: 'Rechtsprechung für Betriebsräte',
    description:
      'Entscheidungen der Arbeitsgerichte für Betriebsräte zu einem Thema: Gericht, Datum, Aktenzeichen und Leitsatz.',
  },
  caseLawSbv: {
    title: 'Rechtsprechung für die SBV',
    description:
      'Entscheidungen für Schwerbehindertenvertretungen zu einem Thema: Gericht, Datum, Aktenzeichen und Leitsatz.',
  },
  judgement: {
    title: 'Urteil',
    description: 'Eine Entscheidung mit Leitsatz, Sachverhalt, Begründung und Bedeutung für die Praxis.',
  },
  managePdfAnalysis: {
    title: 'PDF-Analyse',
    description:
      'Für die Redaktion: ein Urteil als PDF hochladen, zitierte Paragraphen finden und als Entwurf speichern.',
  },
  // Laws: the law's own title replaces this when it renders.
  law: {
    title: 'Gesetze',
    description:
      'Gesetzestexte für Betriebsräte und SBV: Inhaltsverzeichnis, jeder Paragraf mit Zusammenfassung, Direktlink und der Rechtsprechung dazu.',
  },
  manage: {
    title: 'Redaktion',
    description: 'Der Arbeitsbereich der Redaktion: Inhalte, Gesetze und PDF-Analyse.',
  },
  manageLegislation: {
    title: 'Gesetze bearbeiten',
    description: 'Paragrafen des BetrVG und des SGB IX bearbeiten, mit Versionsgeschichte und Wiederherstellung.',
  },
  // Lexicon, election news, jobs, app (issue 13): an audience's, entry's, category's or posting's own title replaces these.
  lexiconIndex: {
    title: 'Betriebsratslexikon',
    description:
      'Begriffe der Betriebsrats-, SBV- und JAV-Arbeit von A bis Z, kurz erklärt mit den Paragrafen des Gesetzes.',
  },
  lexicon: {
    title: 'Betriebsratslexikon',
    description:
      'Ein Begriff der Mitbestimmung kurz erklärt, mit den Paragrafen von BetrVG und SGB IX und passenden Seminaren.',
  },
  electionNewsArchive: {
    title: 'Wahl-News: Archiv',
    description:
      'Alle Nachrichten zur Betriebsratswahl nach Monaten: Wahlvorstand, Fristen, vereinfachtes Wahlverfahren, Briefwahl und Anfechtung.',
  },
  electionNewsCategory: {
    title: 'Wahl-News',
    description:
      'Nachrichten zur Betriebsratswahl zu einem Thema: Wahlvorstand, Fristen, Wahlverfahren und Anfechtung.',
  },
  job: {
    title: 'Stellenangebot',
    description: `Arbeiten bei der ${BRAND_NAME}: offene Stellen in Seminarorganisation, Arbeitsrecht und Verwaltung.`,
  },
  appDownload: {
    title: 'Die App für Betriebsräte',
    description: `Die App der ${BRAND_NAME}: Seminare, Gesetze, Lexikon und News für Betriebsräte, SBV und JAV auf dem Smartphone.`,
  },
  // A topic's own name and description replace these when it renders.
  topic: {
    title: 'Thema',
    description:
      'Fachartikel, News, Interviews und passende Seminare für Betriebsräte zu einem Thema, das Neueste zuerst.',
  },
};

/** Other names of a served page (the login page on each site's host). */
const ALIASES: Partial<Record<PageRouteName, ServedPageName>> = {
  loginMain: 'login',
  loginNewer: 'login',
  loginWorksCouncil: 'login',
};

/** The meta of a served page route (or of the page an alias names), or null (pending, bff and api routes). */
export function pageMetaOf(name: PageRouteName): PageMeta | null {
  return (PAGE_META as Partial<Record<PageRouteName, PageMeta>>)[ALIASES[name] ?? name] ?? null;
}
