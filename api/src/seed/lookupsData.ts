/**
 * Demo videos and downloads (issue 13's lookups). The videos' player and poster addresses are demo data on the
 * demo domain: the brand's real video host is not known. The downloads are work aids (sample letters,
 * checklists) whose text the bff prints into their PDFs; the legal statements follow the BetrVG, SGB IX and
 * ArbSchG as of 2025.
 */
import type { ContentBlock, DownloadTargetGroup } from '@amb/shared-contracts';
import type { TAG_NAMES } from './catalogueData';

type TagName = (typeof TAG_NAMES)[number];

/** Where the demo videos "live": not a real host (the brand's is not known). */
export const DEMO_VIDEO_HOST = 'https://video.amb-demo.de';

export interface VideoSeed {
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  publishedOn: string;
  tags: TagName[];
}

export const VIDEO_SEED: readonly VideoSeed[] = [
  {
    slug: 'mitbestimmung-arbeitszeit-87-betrvg',
    title: 'Mitbestimmung bei der Arbeitszeit in 10 Minuten',
    description:
      'Beginn und Ende der täglichen Arbeitszeit, Pausen, Überstunden: Was § 87 Abs. 1 Nr. 2 und 3 BetrVG dem Betriebsrat an die Hand gibt – mit Beispielen aus der Schichtplanung.',
    durationSeconds: 612,
    publishedOn: '2025-10-14',
    tags: ['Arbeitszeit', 'Mitbestimmung', 'Betriebsverfassungsgesetz'],
  },
  {
    slug: 'ki-im-betrieb-rechte-des-betriebsrats',
    title: 'KI im Betrieb: Was der Betriebsrat wissen muss',
    description:
      'Unterrichtung nach § 90 BetrVG, Sachverständige nach § 80 Abs. 3 BetrVG und Mitbestimmung bei technischen Einrichtungen: ein Überblick mit Fragen aus der Praxis.',
    durationSeconds: 1085,
    publishedOn: '2025-09-25',
    tags: ['Künstliche Intelligenz', 'Mitbestimmung', 'Datenschutz'],
  },
  {
    slug: 'betriebsratssitzung-richtig-einladen',
    title: 'Die Betriebsratssitzung: richtig einladen, wirksam beschließen',
    description:
      'Ladung mit Tagesordnung, Beschlussfähigkeit nach § 33 BetrVG und die Sitzungsniederschrift nach § 34 BetrVG – damit Beschlüsse vor Gericht halten.',
    durationSeconds: 754,
    publishedOn: '2025-08-20',
    tags: ['Betriebsratsvorsitz', 'Schriftführung', 'Praxiswissen'],
  },
  {
    slug: 'anhoerung-kuendigung-102-betrvg',
    title: 'Anhörung vor Kündigungen nach § 102 BetrVG',
    description:
      'Fristen, Bedenken und Widerspruch: Wie der Betriebsrat eine Anhörung prüft und welche Widerspruchsgründe das Gesetz kennt.',
    durationSeconds: 931,
    publishedOn: '2025-07-08',
    tags: ['Kündigungsschutz', 'Betriebsverfassungsgesetz'],
  },
  {
    slug: 'gefaehrdungsbeurteilung-psychische-belastung',
    title: 'Gefährdungsbeurteilung psychischer Belastung Schritt für Schritt',
    description:
      'Warum § 5 ArbSchG auch psychische Belastung verlangt, wie der Betriebsrat nach § 87 Abs. 1 Nr. 7 BetrVG mitbestimmt und wie ein Verfahren im Betrieb aussieht.',
    durationSeconds: 1320,
    publishedOn: '2025-06-17',
    tags: ['Psychische Belastung', 'Gesundheitsschutz', 'Arbeitsschutz'],
  },
  {
    slug: 'bem-betriebliches-eingliederungsmanagement',
    title: 'BEM: Das betriebliche Eingliederungsmanagement erklärt',
    description:
      'Wann der Arbeitgeber ein BEM anbieten muss (§ 167 Abs. 2 SGB IX), welche Rolle Betriebsrat und Schwerbehindertenvertretung spielen und was in eine Betriebsvereinbarung gehört.',
    durationSeconds: 845,
    publishedOn: '2025-05-27',
    tags: ['Inklusion', 'Gesundheitsschutz', 'Betriebsvereinbarung'],
  },
  {
    slug: 'schwerbehindertenvertretung-anhoerung-178-sgb-ix',
    title: 'Die Anhörung der Schwerbehindertenvertretung nach § 178 SGB IX',
    description:
      'Unterrichtung und Anhörung vor jeder Entscheidung, die schwerbehinderte Beschäftigte berührt – und warum eine Kündigung ohne Beteiligung der SBV unwirksam ist.',
    durationSeconds: 698,
    publishedOn: '2025-04-09',
    tags: ['Inklusion', 'Kündigungsschutz'],
  },
  {
    slug: 'jav-wahl-und-aufgaben',
    title: 'Die JAV: Wahl, Aufgaben und Zusammenarbeit mit dem Betriebsrat',
    description:
      'Wer wählt und gewählt wird (§§ 60, 61 BetrVG), was die Jugend- und Auszubildendenvertretung darf und wie sie an Betriebsratssitzungen teilnimmt.',
    durationSeconds: 577,
    publishedOn: '2025-03-12',
    tags: ['Ausbildung', 'Einsteiger'],
  },
  {
    slug: 'wirtschaftsausschuss-jahresabschluss-lesen',
    title: 'Jahresabschluss lesen für den Wirtschaftsausschuss',
    description:
      'Bilanz, Gewinn- und Verlustrechnung, Kennzahlen: worauf der Wirtschaftsausschuss bei der Erläuterung nach § 108 Abs. 5 BetrVG achten sollte.',
    durationSeconds: 1490,
    publishedOn: '2025-02-18',
    tags: ['Wirtschaftsausschuss', 'Bilanzen'],
  },
  {
    slug: 'betriebsaenderung-interessenausgleich-sozialplan',
    title: 'Betriebsänderung: Interessenausgleich und Sozialplan',
    description:
      'Von der Unterrichtung nach § 111 BetrVG bis zur Einigungsstelle: wie der Betriebsrat bei Umstrukturierungen verhandelt.',
    durationSeconds: 1165,
    publishedOn: '2024-11-26',
    tags: ['Umstrukturierung', 'Verhandlungsführung', 'Betriebsvereinbarung'],
  },
  {
    slug: 'homeoffice-mobile-arbeit-87-nr-14',
    title: 'Mobile Arbeit regeln: § 87 Abs. 1 Nr. 14 BetrVG',
    description:
      'Was der Betriebsrat bei der Ausgestaltung mobiler Arbeit mitbestimmt – und was nicht: das Ob bleibt beim Arbeitgeber, das Wie regelt die Betriebsvereinbarung.',
    durationSeconds: 668,
    publishedOn: '2024-10-15',
    tags: ['Homeoffice', 'Mitbestimmung', 'Betriebsvereinbarung'],
  },
  {
    slug: 'betriebsratswahl-2026-wahlvorstand',
    title: 'Betriebsratswahl 2026: Der Wahlvorstand in fünf Schritten',
    description:
      'Bestellung, Wählerliste, Wahlausschreiben, Stimmabgabe und Auszählung: der Fahrplan des Wahlvorstands für die regelmäßigen Wahlen vom 1. März bis 31. Mai 2026.',
    durationSeconds: 1012,
    publishedOn: '2025-11-04',
    tags: ['Wahlvorstand', 'Betriebsverfassungsgesetz', 'Einsteiger'],
  },
];

export interface DownloadSeed {
  slug: string;
  title: string;
  description: string;
  /** A rubric's name of the catalogue (catalogueData RUBRICS); stored by its slug. */
  rubric: string;
  targetGroup: DownloadTargetGroup;
  fileKind: 'Musterschreiben' | 'Checkliste' | 'Vorlage';
  updatedOn: string;
  body: ContentBlock[];
}

const h = (text: string): ContentBlock => ({ type: 'heading', text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ type: 'list', items });

/** A sample letter's hint: the placeholders in square brackets are the reader's to fill. */
const LETTER_HINT = p('Ersetzen Sie die Angaben in eckigen Klammern durch die Ihres Betriebs.');

export const DOWNLOAD_SEED: readonly DownloadSeed[] = [
  {
    slug: 'musterschreiben-einladung-betriebsratssitzung',
    title: 'Einladung zur Betriebsratssitzung',
    description: 'Ladung der Mitglieder mit Tagesordnung nach § 29 Abs. 2 BetrVG, mit Hinweis auf die Verhinderung.',
    rubric: 'BR-Grundlagen',
    targetGroup: 'br',
    fileKind: 'Musterschreiben',
    updatedOn: '2025-09-01',
    body: [
      LETTER_HINT,
      h('Einladung'),
      p(
        'Sehr geehrte Mitglieder des Betriebsrats, hiermit lade ich Sie nach § 29 Abs. 2 BetrVG zur ordentlichen Sitzung des Betriebsrats am [Datum] um [Uhrzeit] in [Raum] ein.',
      ),
      h('Tagesordnung'),
      list(
        'Genehmigung der Niederschrift der letzten Sitzung',
        'Anhörung zur beabsichtigten Kündigung nach § 102 BetrVG (nicht öffentlich)',
        'Beratung über die Betriebsvereinbarung Arbeitszeit',
        'Verschiedenes',
      ),
      p(
        'Sind Sie verhindert, teilen Sie mir dies bitte unverzüglich unter Angabe des Grundes mit, damit ich das Ersatzmitglied laden kann (§ 29 Abs. 2 BetrVG).',
      ),
      p('Mit freundlichen Grüßen, [Name], Vorsitzende/r des Betriebsrats'),
    ],
  },
  {
    slug: 'checkliste-sitzungsniederschrift',
    title: 'Checkliste Sitzungsniederschrift',
    description: 'Was nach § 34 BetrVG in jede Niederschrift gehört, damit Beschlüsse wirksam nachweisbar sind.',
    rubric: 'BR-Grundlagen',
    targetGroup: 'br',
    fileKind: 'Checkliste',
    updatedOn: '2025-08-12',
    body: [
      h('Pflichtangaben nach § 34 Abs. 1 BetrVG'),
      list(
        'Wortlaut jedes Beschlusses',
        'Stimmenmehrheit, mit der der Beschluss gefasst wurde',
        'Unterschrift der oder des Vorsitzenden und eines weiteren Mitglieds',
        'Anwesenheitsliste, in die sich jeder Teilnehmer eigenhändig einträgt',
      ),
      h('Empfehlenswert'),
      list(
        'Datum, Beginn und Ende der Sitzung',
        'Hinweis auf die ordnungsgemäße Ladung mit Tagesordnung',
        'Feststellung der Beschlussfähigkeit (§ 33 Abs. 2 BetrVG)',
        'Bei Teilnahme per Video- oder Telefonkonferenz: Bestätigung in Textform (§ 34 Abs. 1 Satz 4 BetrVG)',
      ),
    ],
  },
  {
    slug: 'musterschreiben-schulungsanspruch-37-abs-6',
    title: 'Entsendebeschluss und Mitteilung an den Arbeitgeber (Schulung)',
    description:
      'Beschluss über die Teilnahme an einer Schulung nach § 37 Abs. 6 BetrVG und die rechtzeitige Mitteilung an den Arbeitgeber.',
    rubric: 'BR-Grundlagen',
    targetGroup: 'gremium',
    fileKind: 'Musterschreiben',
    updatedOn: '2025-10-06',
    body: [
      LETTER_HINT,
      h('Beschluss'),
      p(
        'Der Betriebsrat hat in seiner Sitzung am [Datum] beschlossen, [Name] zur Teilnahme am Seminar „[Titel]“ vom [Datum] bis [Datum] in [Ort] zu entsenden. Die Schulung vermittelt Kenntnisse, die für die Arbeit des Betriebsrats erforderlich sind (§ 37 Abs. 6 BetrVG).',
      ),
      h('Mitteilung an den Arbeitgeber'),
      p(
        'Wir geben Ihnen die Teilnahme und die zeitliche Lage der Schulung nach § 37 Abs. 6 BetrVG rechtzeitig bekannt. Die Kosten der Schulung trägt der Arbeitgeber nach § 40 Abs. 1 BetrVG.',
      ),
      p('Mit freundlichen Grüßen, [Name], Vorsitzende/r des Betriebsrats'),
    ],
  },
  {
    slug: 'musterschreiben-widerspruch-kuendigung-102',
    title: 'Widerspruch gegen eine ordentliche Kündigung',
    description:
      'Schriftlicher Widerspruch des Betriebsrats nach § 102 Abs. 3 BetrVG innerhalb der Wochenfrist, mit den gesetzlichen Gründen.',
    rubric: 'Arbeitsrecht',
    targetGroup: 'br',
    fileKind: 'Musterschreiben',
    updatedOn: '2025-07-15',
    body: [
      LETTER_HINT,
      p(
        'Sehr geehrte Damen und Herren, der Betriebsrat hat sich in seiner Sitzung am [Datum] mit Ihrer Anhörung vom [Datum] zur beabsichtigten ordentlichen Kündigung von [Name] befasst und widerspricht der Kündigung nach § 102 Abs. 3 BetrVG.',
      ),
      h('Gründe'),
      list(
        'Bei der Auswahl wurden soziale Gesichtspunkte nicht ausreichend berücksichtigt (Nr. 1).',
        'Der Arbeitnehmer kann an einem anderen Arbeitsplatz im Betrieb weiterbeschäftigt werden: [Arbeitsplatz] (Nr. 3).',
        'Die Weiterbeschäftigung ist nach zumutbaren Umschulungs- oder Fortbildungsmaßnahmen möglich (Nr. 4).',
      ),
      p(
        'Wir weisen darauf hin, dass Sie dem Arbeitnehmer mit der Kündigung eine Abschrift dieser Stellungnahme zuzuleiten haben (§ 102 Abs. 4 BetrVG).',
      ),
    ],
  },
  {
    slug: 'checkliste-anhoerung-kuendigung',
    title: 'Checkliste Anhörung vor einer Kündigung',
    description: 'Prüfschritte für die Anhörung nach § 102 BetrVG: Vollständigkeit, Fristen, Beschluss, Stellungnahme.',
    rubric: 'Arbeitsrecht',
    targetGroup: 'br',
    fileKind: 'Checkliste',
    updatedOn: '2025-06-30',
    body: [
      h('Eingang der Anhörung'),
      list(
        'Eingangsdatum notieren: Die Frist beträgt eine Woche bei ordentlicher, drei Tage bei außerordentlicher Kündigung.',
        'Sind Person, Kündigungsart, Kündigungstermin und Gründe vollständig mitgeteilt?',
        'Bei schwerbehinderten Beschäftigten: Ist die Schwerbehindertenvertretung beteiligt (§ 178 Abs. 2 SGB IX)?',
      ),
      h('Beratung und Beschluss'),
      list(
        'Betroffene Person anhören, wenn es erforderlich erscheint (§ 102 Abs. 2 Satz 4 BetrVG)',
        'Beschluss in ordnungsgemäß geladener Sitzung fassen',
        'Bedenken oder Widerspruch schriftlich und mit Gründen fristgerecht übermitteln',
      ),
    ],
  },
  {
    slug: 'checkliste-betriebsvereinbarung-mobile-arbeit',
    title: 'Checkliste Betriebsvereinbarung mobile Arbeit',
    description: 'Regelungspunkte einer Betriebsvereinbarung zur mobilen Arbeit nach § 87 Abs. 1 Nr. 14 BetrVG.',
    rubric: 'Betriebsverfassungsrecht',
    targetGroup: 'gremium',
    fileKind: 'Checkliste',
    updatedOn: '2025-05-20',
    body: [
      h('Geltungsbereich und Zugang'),
      list(
        'Welche Beschäftigten und Tätigkeiten sind erfasst?',
        'Freiwilligkeit und Rückkehrrecht an den betrieblichen Arbeitsplatz',
      ),
      h('Ausgestaltung'),
      list(
        'Erreichbarkeit und Arbeitszeiterfassung (§ 87 Abs. 1 Nr. 2 BetrVG)',
        'Arbeitsmittel und Kostenerstattung',
        'Arbeits- und Gesundheitsschutz, Gefährdungsbeurteilung (§ 5 ArbSchG)',
        'Datenschutz und keine Leistungs- und Verhaltenskontrolle (§ 87 Abs. 1 Nr. 6 BetrVG)',
      ),
      h('Schlussbestimmungen'),
      list('Laufzeit und Kündigungsfrist', 'Nachwirkung ausdrücklich regeln'),
    ],
  },
  {
    slug: 'musterschreiben-unterrichtung-ki-90-betrvg',
    title: 'Aufforderung zur Unterrichtung über KI-Systeme',
    description:
      'Schreiben des Betriebsrats, das die Unterrichtung nach § 90 Abs. 1 Nr. 3 BetrVG über geplante KI-Anwendungen verlangt.',
    rubric: 'Digitalisierung',
    targetGroup: 'br',
    fileKind: 'Musterschreiben',
    updatedOn: '2025-09-22',
    body: [
      LETTER_HINT,
      p(
        'Sehr geehrte Damen und Herren, nach unseren Informationen ist die Einführung von [System] geplant. Wir bitten Sie, den Betriebsrat nach § 90 Abs. 1 Nr. 3 BetrVG rechtzeitig und unter Vorlage der erforderlichen Unterlagen über den geplanten Einsatz von Künstlicher Intelligenz zu unterrichten.',
      ),
      h('Wir bitten insbesondere um'),
      list(
        'Beschreibung des Systems, seiner Funktionen und der verarbeiteten Daten',
        'die betroffenen Arbeitsplätze und Arbeitsabläufe',
        'den Zeitplan der Einführung',
      ),
      p(
        'Zur Beurteilung werden wir einen Sachverständigen hinzuziehen; dies gilt nach § 80 Abs. 3 Satz 2 BetrVG als erforderlich. Bis zum Abschluss einer Betriebsvereinbarung nach § 87 Abs. 1 Nr. 6 BetrVG bitten wir, von einer Einführung abzusehen.',
      ),
    ],
  },
  {
    slug: 'checkliste-ki-einfuehrung',
    title: 'Checkliste Einführung von KI-Anwendungen',
    description: 'Fragen des Betriebsrats vor der Einführung eines KI-Systems: Beteiligungsrechte, Daten, Folgen.',
    rubric: 'Digitalisierung',
    targetGroup: 'gremium',
    fileKind: 'Checkliste',
    updatedOn: '2025-10-01',
    body: [
      h('Beteiligungsrechte'),
      list(
        'Unterrichtung und Beratung (§ 90 BetrVG)',
        'Sachverständiger (§ 80 Abs. 3 BetrVG)',
        'Mitbestimmung bei technischen Einrichtungen (§ 87 Abs. 1 Nr. 6 BetrVG)',
        'Auswahlrichtlinien, auch wenn KI sie aufstellt (§ 95 Abs. 2a BetrVG)',
      ),
      h('Daten und Transparenz'),
      list(
        'Welche Beschäftigtendaten werden verarbeitet, wie lange gespeichert?',
        'Welche Entscheidungen trifft oder bereitet das System vor?',
        'Wer kann Ergebnisse einsehen und korrigieren?',
      ),
    ],
  },
  {
    slug: 'checkliste-gefaehrdungsbeurteilung-psyche',
    title: 'Checkliste Gefährdungsbeurteilung psychischer Belastung',
    description:
      'Die Schritte einer Gefährdungsbeurteilung nach § 5 Abs. 3 Nr. 6 ArbSchG und die Rolle des Betriebsrats.',
    rubric: 'Gesundheit & Arbeitsschutz',
    targetGroup: 'br',
    fileKind: 'Checkliste',
    updatedOn: '2025-06-10',
    body: [
      h('Vorbereitung'),
      list(
        'Mitbestimmung bei Methode und Verfahren sichern (§ 87 Abs. 1 Nr. 7 BetrVG)',
        'Tätigkeiten und Bereiche festlegen',
        'Steuerkreis mit Arbeitgeber, Betriebsrat, Fachkraft für Arbeitssicherheit und Betriebsarzt bilden',
      ),
      h('Durchführung'),
      list(
        'Belastungen erfassen: Arbeitsinhalt, Arbeitsorganisation, soziale Beziehungen, Arbeitsumgebung',
        'Gefährdungen beurteilen und Maßnahmen ableiten',
        'Wirksamkeit prüfen und Ergebnisse dokumentieren (§ 6 ArbSchG)',
      ),
    ],
  },
  {
    slug: 'musterschreiben-bem-einladung',
    title: 'Einladung zum Betrieblichen Eingliederungsmanagement',
    description:
      'Angebot eines BEM nach § 167 Abs. 2 SGB IX mit den Hinweisen auf Ziele, Datenschutz und Freiwilligkeit.',
    rubric: 'Schwerbehindertenvertretung (SBV)',
    targetGroup: 'sbv',
    fileKind: 'Musterschreiben',
    updatedOn: '2025-05-05',
    body: [
      LETTER_HINT,
      p(
        'Sehr geehrte/r [Name], Sie waren innerhalb der letzten zwölf Monate länger als sechs Wochen arbeitsunfähig. Wir bieten Ihnen deshalb ein Betriebliches Eingliederungsmanagement nach § 167 Abs. 2 SGB IX an.',
      ),
      h('Ziele'),
      list(
        'die Arbeitsunfähigkeit möglichst zu überwinden',
        'erneuter Arbeitsunfähigkeit vorzubeugen',
        'Ihren Arbeitsplatz zu erhalten',
      ),
      p(
        'Die Teilnahme ist freiwillig. Sie können eine Vertrauensperson Ihrer Wahl hinzuziehen; auf Wunsch sind Betriebsrat und Schwerbehindertenvertretung beteiligt. Ihre Gesundheitsdaten werden nur mit Ihrer Zustimmung erhoben und getrennt von der Personalakte aufbewahrt.',
      ),
    ],
  },
  {
    slug: 'checkliste-beteiligung-sbv-178',
    title: 'Checkliste Beteiligung der Schwerbehindertenvertretung',
    description:
      'Wann der Arbeitgeber die SBV nach § 178 Abs. 2 SGB IX unterrichten und anhören muss – und was bei Verstößen gilt.',
    rubric: 'Schwerbehindertenvertretung (SBV)',
    targetGroup: 'sbv',
    fileKind: 'Checkliste',
    updatedOn: '2025-04-14',
    body: [
      h('Unterrichtung und Anhörung'),
      list(
        'in allen Angelegenheiten, die einen Einzelnen oder die schwerbehinderten Menschen als Gruppe berühren',
        'unverzüglich und umfassend, vor der Entscheidung',
        'die getroffene Entscheidung ist unverzüglich mitzuteilen',
      ),
      h('Folgen eines Verstoßes'),
      list(
        'Durchführung oder Vollziehung ist auszusetzen und die Beteiligung binnen sieben Tagen nachzuholen',
        'Eine Kündigung ohne Beteiligung der SBV ist unwirksam (§ 178 Abs. 2 Satz 3 SGB IX)',
      ),
    ],
  },
  {
    slug: 'vorlage-inklusionsvereinbarung-eckpunkte',
    title: 'Eckpunkte einer Inklusionsvereinbarung',
    description: 'Inhalte einer Inklusionsvereinbarung nach § 166 SGB IX als Gliederung für die Verhandlung.',
    rubric: 'Schwerbehindertenvertretung (SBV)',
    targetGroup: 'gremium',
    fileKind: 'Vorlage',
    updatedOn: '2025-03-03',
    body: [
      h('Regelungsinhalte nach § 166 Abs. 2 und 3 SGB IX'),
      list(
        'Personalplanung und Beschäftigungsquote',
        'Arbeitsplatzgestaltung und Arbeitsumfeld',
        'Arbeitsorganisation und Arbeitszeit',
        'Prävention und Betriebliches Eingliederungsmanagement',
        'Ausbildung und Teilhabe schwerbehinderter Jugendlicher',
      ),
      p(
        'Die Schwerbehindertenvertretung kann die Verhandlung verlangen; das Integrationsamt kann auf Antrag beteiligt werden (§ 166 Abs. 1 SGB IX).',
      ),
    ],
  },
  {
    slug: 'musterschreiben-jav-antrag-betriebsrat',
    title: 'Antrag der JAV an den Betriebsrat',
    description:
      'Antrag der Jugend- und Auszubildendenvertretung, eine Angelegenheit auf die Tagesordnung zu setzen (§ 67 Abs. 3 BetrVG).',
    rubric: 'JAV',
    targetGroup: 'jav',
    fileKind: 'Musterschreiben',
    updatedOn: '2025-03-18',
    body: [
      LETTER_HINT,
      p(
        'Sehr geehrte/r Vorsitzende/r, die Jugend- und Auszubildendenvertretung hat in ihrer Sitzung am [Datum] beschlossen, nach § 67 Abs. 3 BetrVG zu beantragen, folgende Angelegenheit auf die Tagesordnung der nächsten Betriebsratssitzung zu setzen: [Thema, z. B. Übernahme der Auszubildenden].',
      ),
      p(
        'Die Angelegenheit betrifft überwiegend die jugendlichen und auszubildenden Beschäftigten; die JAV hat daher für diesen Punkt volles Stimmrecht (§ 67 Abs. 2 BetrVG).',
      ),
    ],
  },
  {
    slug: 'checkliste-uebernahme-auszubildende-78a',
    title: 'Checkliste Übernahme von Auszubildenden in der JAV',
    description: 'Fristen und Schritte des Weiterbeschäftigungsverlangens nach § 78a BetrVG.',
    rubric: 'JAV',
    targetGroup: 'jav',
    fileKind: 'Checkliste',
    updatedOn: '2025-02-24',
    body: [
      h('Fristen'),
      list(
        'Der Arbeitgeber muss die Nichtübernahme drei Monate vor Ausbildungsende schriftlich mitteilen (§ 78a Abs. 1 BetrVG).',
        'Das Weiterbeschäftigungsverlangen ist innerhalb der letzten drei Monate vor Ausbildungsende schriftlich zu stellen (§ 78a Abs. 2 BetrVG).',
      ),
      h('Schritte'),
      list(
        'Verlangen schriftlich und fristgerecht abgeben',
        'Eingang bestätigen lassen',
        'Bei Antrag des Arbeitgebers an das Arbeitsgericht: Betriebsrat und JAV informieren',
      ),
    ],
  },
  {
    slug: 'checkliste-wahlvorstand-fristen-2026',
    title: 'Fristenkalender des Wahlvorstands',
    description: 'Die Fristen der Wahlordnung im normalen Wahlverfahren, rückwärts gerechnet vom Wahltag.',
    rubric: 'Betriebsratswahl',
    targetGroup: 'br',
    fileKind: 'Checkliste',
    updatedOn: '2025-11-03',
    body: [
      h('Vor dem Wahltag'),
      list(
        'Bestellung des Wahlvorstands spätestens zehn Wochen vor Ablauf der Amtszeit (§ 16 Abs. 1 BetrVG)',
        'Erlass des Wahlausschreibens spätestens sechs Wochen vor dem ersten Tag der Stimmabgabe (§ 3 Abs. 1 WO)',
        'Einspruch gegen die Wählerliste binnen zwei Wochen nach Erlass des Wahlausschreibens (§ 4 Abs. 1 WO)',
        'Wahlvorschläge binnen zwei Wochen nach Erlass des Wahlausschreibens (§ 6 Abs. 1 WO)',
      ),
      h('Nach dem Wahltag'),
      list(
        'Öffentliche Auszählung unverzüglich nach Abschluss der Wahl (§ 13 WO)',
        'Einberufung der konstituierenden Sitzung vor Ablauf einer Woche nach dem Wahltag (§ 29 Abs. 1 BetrVG)',
      ),
    ],
  },
];
