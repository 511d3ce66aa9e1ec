/**
 * The open positions of the demo (issue 13): eight postings of the academy. Applications go to an example.de
 * address (a demo mailbox, nowhere real); places are given as city and postal code only.
 */
import type { ContentBlock, EmploymentType } from '@amb/shared-contracts';

export interface JobSeed {
  id: number;
  slug: string;
  title: string;
  teaser: string;
  employmentType: EmploymentType;
  locality: string;
  postalCode: string;
  region: string;
  datePosted: string;
  validThrough: string;
  description: ContentBlock[];
}

export const JOB_APPLY_EMAIL = 'bewerbung@example.de';

const h = (text: string): ContentBlock => ({ type: 'heading', text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ type: 'list', items });

const OFFER = list(
  'Unbefristete Anstellung mit 30 Tagen Urlaub',
  'Flexible Arbeitszeiten und bis zu drei Tage mobile Arbeit pro Woche',
  'Eigene Fortbildungen in unseren Seminaren',
  'Zuschuss zum Deutschlandticket und betriebliche Altersversorgung',
);

export const JOB_SEED: readonly JobSeed[] = [
  {
    id: 101,
    slug: 'referentin-arbeitsrecht',
    title: 'Referent/in Arbeitsrecht (m/w/d)',
    teaser: 'Sie konzipieren Seminare zum Betriebsverfassungsrecht und schulen Betriebsräte in ganz Deutschland.',
    employmentType: 'FULL_TIME',
    locality: 'Hamburg',
    postalCode: '20095',
    region: 'Hamburg',
    datePosted: '2026-10-01',
    validThrough: '2027-03-31',
    description: [
      p(
        'Für unser Team Arbeitsrecht suchen wir eine Volljuristin oder einen Volljuristen mit Freude an der Wissensvermittlung.',
      ),
      h('Ihre Aufgaben'),
      list(
        'Sie entwickeln Seminare zu BetrVG, Kündigungsschutz und Arbeitszeitrecht und halten sie selbst.',
        'Sie verfolgen die Rechtsprechung des Bundesarbeitsgerichts und bereiten sie für unsere Teilnehmenden auf.',
        'Sie beraten Betriebsräte bei der Wahl des passenden Seminars.',
      ),
      h('Ihr Profil'),
      list(
        'Zweites juristisches Staatsexamen, Schwerpunkt Arbeitsrecht',
        'Erfahrung in der Beratung von Betriebsräten oder als Dozent/in',
        'Reisebereitschaft für etwa 40 Seminartage im Jahr',
      ),
      h('Wir bieten'),
      OFFER,
    ],
  },
  {
    id: 102,
    slug: 'mitarbeiterin-seminarorganisation',
    title: 'Mitarbeiter/in Seminarorganisation (m/w/d)',
    teaser: 'Sie planen Seminartermine, buchen Hotels und sorgen dafür, dass Teilnehmende und Referenten gut ankommen.',
    employmentType: 'FULL_TIME',
    locality: 'Hamburg',
    postalCode: '20095',
    region: 'Hamburg',
    datePosted: '2026-10-08',
    validThrough: '2027-02-28',
    description: [
      h('Ihre Aufgaben'),
      list(
        'Planung der Seminartermine mit Referentinnen, Referenten und Tagungshotels',
        'Verhandlung von Zimmerkontingenten und Tagungspauschalen',
        'Versand der Teilnahmeunterlagen und Betreuung der Teilnehmenden',
      ),
      h('Ihr Profil'),
      list(
        'Kaufmännische Ausbildung, etwa als Veranstaltungskauffrau oder -mann',
        'Organisationstalent und Freude am Kontakt mit Menschen',
        'Sicherer Umgang mit MS Office',
      ),
      h('Wir bieten'),
      OFFER,
    ],
  },
  {
    id: 103,
    slug: 'kundenbetreuerin-seminarbuchung',
    title: 'Kundenbetreuer/in Seminarbuchung (m/w/d) in Teilzeit',
    teaser: 'Sie beraten Betriebsräte am Telefon und per E-Mail zu Buchung, Kostenübernahme und Entsendebeschluss.',
    employmentType: 'PART_TIME',
    locality: 'Hamburg',
    postalCode: '20095',
    region: 'Hamburg',
    datePosted: '2026-10-15',
    validThrough: '2027-01-31',
    description: [
      p('20 bis 30 Wochenstunden, die Verteilung auf die Wochentage stimmen wir mit Ihnen ab.'),
      h('Ihre Aufgaben'),
      list(
        'Beratung zu Seminaren, Terminen und freien Plätzen',
        'Erklären von Kostenübernahme und Entsendebeschluss nach § 37 Abs. 6 und § 40 BetrVG',
        'Bearbeitung von Buchungen, Umbuchungen und Stornierungen',
      ),
      h('Wir bieten'),
      OFFER,
    ],
  },
  {
    id: 104,
    slug: 'referentin-schwerbehindertenrecht',
    title: 'Referent/in Schwerbehindertenrecht (m/w/d) in Teilzeit',
    teaser:
      'Sie schulen Schwerbehindertenvertretungen zu SGB IX, Prävention und betrieblichem Eingliederungsmanagement.',
    employmentType: 'PART_TIME',
    locality: 'Berlin',
    postalCode: '10117',
    region: 'Berlin',
    datePosted: '2026-10-20',
    validThrough: '2027-03-31',
    description: [
      h('Ihre Aufgaben'),
      list(
        'Seminare für Vertrauenspersonen und Stellvertretungen, von den Grundlagen bis zum BEM',
        'Vorbereitung der SBV-Wahlen 2026 in Seminaren und Webinaren',
        'Mitarbeit an unserem SBV-Lexikon',
      ),
      h('Ihr Profil'),
      list(
        'Studium der Rechtswissenschaft, Sozialen Arbeit oder vergleichbar',
        'Fundierte Kenntnisse im Schwerbehindertenrecht, gern aus eigener Arbeit in einer SBV',
      ),
      h('Wir bieten'),
      OFFER,
    ],
  },
  {
    id: 105,
    slug: 'online-redakteurin-arbeitsrecht',
    title: 'Online-Redakteur/in Arbeitsrecht (m/w/d)',
    teaser: 'Sie schreiben News, Fachartikel und Lexikoneinträge für Betriebsräte – verständlich und rechtlich genau.',
    employmentType: 'FULL_TIME',
    locality: 'Hamburg',
    postalCode: '20095',
    region: 'Hamburg',
    datePosted: '2026-11-02',
    validThrough: '2027-02-28',
    description: [
      h('Ihre Aufgaben'),
      list(
        'Aktuelle Meldungen zur Rechtsprechung und Gesetzgebung',
        'Pflege der Gesetzestexte und des Betriebsratslexikons',
        'Interviews für das BR-Magazin',
      ),
      h('Ihr Profil'),
      list('Volontariat oder journalistische Erfahrung', 'Interesse an Arbeitsrecht und Mitbestimmung'),
      h('Wir bieten'),
      OFFER,
    ],
  },
  {
    id: 106,
    slug: 'eventmanagerin-fachtagungen',
    title: 'Eventmanager/in Fachtagungen (m/w/d)',
    teaser: 'Sie verantworten unsere Fachtagungen für Betriebsräte von der Planung bis zum letzten Vortrag.',
    employmentType: 'FULL_TIME',
    locality: 'München',
    postalCode: '80331',
    region: 'Bayern',
    datePosted: '2026-11-05',
    validThrough: '2027-04-30',
    description: [
      h('Ihre Aufgaben'),
      list(
        'Planung und Durchführung von Fachtagungen mit bis zu 400 Teilnehmenden',
        'Auswahl von Tagungsorten, Technik und Catering',
        'Abstimmung mit Referentinnen, Referenten und Ausstellern',
      ),
      h('Wir bieten'),
      OFFER,
    ],
  },
  {
    id: 107,
    slug: 'sachbearbeiterin-buchhaltung',
    title: 'Sachbearbeiter/in Buchhaltung (m/w/d) in Teilzeit',
    teaser: 'Sie buchen Rechnungen von Hotels und Referenten und behalten die offenen Posten unserer Kunden im Blick.',
    employmentType: 'PART_TIME',
    locality: 'Hamburg',
    postalCode: '20095',
    region: 'Hamburg',
    datePosted: '2026-11-10',
    validThrough: '2027-01-31',
    description: [
      h('Ihre Aufgaben'),
      list('Kreditoren- und Debitorenbuchhaltung', 'Mahnwesen', 'Vorbereitung des Monatsabschlusses'),
      h('Ihr Profil'),
      list('Kaufmännische Ausbildung mit Weiterbildung in der Buchhaltung', 'Erfahrung mit DATEV'),
      h('Wir bieten'),
      OFFER,
    ],
  },
  {
    id: 108,
    slug: 'werkstudentin-marketing',
    title: 'Werkstudent/in Marketing (m/w/d)',
    teaser:
      'Sie unterstützen unser Marketing bei Newsletter, Website und Seminarkatalog – bis zu 20 Stunden pro Woche.',
    employmentType: 'PART_TIME',
    locality: 'Hamburg',
    postalCode: '20095',
    region: 'Hamburg',
    datePosted: '2026-11-16',
    validThrough: '2027-03-31',
    description: [
      h('Ihre Aufgaben'),
      list('Pflege der Website und des Newsletters', 'Auswertung von Kampagnen', 'Mitarbeit am Seminarkatalog'),
      h('Ihr Profil'),
      list('Immatrikulation in Marketing, Kommunikation oder BWL', 'Sorgfältige Sprache und ein Blick für Gestaltung'),
    ],
  },
];
