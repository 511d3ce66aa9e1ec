/** Hand-written German demo content: rubrics, tags and seminar themes (titles, subtitles, tags, format). */

/**
 * multi: 2–5 days, mostly in hotels; oneday: one day, mostly in hotels; online: online only;
 * series: training series with modules in hotels; series-online: training series fully online.
 */
export type ThemeFormat = 'multi' | 'oneday' | 'online' | 'series' | 'series-online';

export interface RubricSeed {
  name: string;
  description: string;
  themes: Array<[title: string, subtitle: string, tags: string[], format: ThemeFormat]>;
}

export const TAG_NAMES = [
  'Arbeitsschutz',
  'Arbeitszeit',
  'Ausbildung',
  'Betriebsratsvorsitz',
  'Betriebsvereinbarung',
  'Betriebsverfassungsgesetz',
  'Bilanzen',
  'Datenschutz',
  'Einsteiger',
  'Entgelt',
  'Fortgeschrittene',
  'Gesundheitsschutz',
  'Gleichstellung',
  'Homeoffice',
  'Inklusion',
  'Kompakt',
  'Konfliktmanagement',
  'Kündigungsschutz',
  'Künstliche Intelligenz',
  'Mitbestimmung',
  'Mobbing',
  'Praxiswissen',
  'Psychische Belastung',
  'Rhetorik',
  'Schriftführung',
  'Tarifrecht',
  'Umstrukturierung',
  'Verhandlungsführung',
  'Wahlvorstand',
  'Wirtschaftsausschuss',
] as const;

export const RUBRICS: RubricSeed[] = [
  {
    name: 'BR-Grundlagen',
    description: 'Das Rüstzeug für neue und erfahrene Betriebsratsmitglieder.',
    themes: [
      [
        'Neu im Betriebsrat',
        'Rechte, Pflichten und erste Schritte im Amt',
        ['Einsteiger', 'Betriebsverfassungsgesetz', 'Praxiswissen'],
        'multi',
      ],
      [
        'Der Betriebsratsvorsitz',
        'Aufgaben, Rechte und Führung im Gremium',
        ['Betriebsratsvorsitz', 'Fortgeschrittene', 'Praxiswissen'],
        'multi',
      ],
      [
        'Schriftführung im Betriebsrat',
        'Protokolle, Beschlüsse und Fristen sicher im Griff',
        ['Schriftführung', 'Einsteiger', 'Kompakt'],
        'oneday',
      ],
      [
        'Erfolgreiche Betriebsratssitzungen',
        'Vorbereiten, leiten, nachbereiten',
        ['Betriebsratsvorsitz', 'Praxiswissen'],
        'oneday',
      ],
      [
        'Schulungsreihe Betriebsratsvorsitz',
        'In vier Modulen zur souveränen Gremiumsleitung',
        ['Betriebsratsvorsitz', 'Fortgeschrittene', 'Verhandlungsführung'],
        'series',
      ],
      [
        'Beschlüsse rechtssicher fassen',
        'Formfehler vermeiden, Wirksamkeit sichern',
        ['Schriftführung', 'Kompakt', 'Betriebsverfassungsgesetz'],
        'online',
      ],
      ['Betriebsratsarbeit kompakt', 'Das Grundwissen für Ersatzmitglieder', ['Einsteiger', 'Kompakt'], 'online'],
    ],
  },
  {
    name: 'Arbeitsrecht',
    description: 'Individual- und Kollektivarbeitsrecht für die Betriebsratspraxis.',
    themes: [
      [
        'Arbeitsrecht Teil I',
        'Grundlagen des Individualarbeitsrechts: Arbeitsvertrag, Abmahnungen und Kündigungen',
        ['Einsteiger', 'Kündigungsschutz'],
        'multi',
      ],
      [
        'Arbeitsrecht Teil II',
        'Vertiefung für die Betriebsratspraxis',
        ['Fortgeschrittene', 'Kündigungsschutz', 'Tarifrecht'],
        'multi',
      ],
      [
        'Kündigung und Kündigungsschutz',
        'Die Anhörung des Betriebsrats nach § 102 BetrVG',
        ['Kündigungsschutz', 'Mitbestimmung'],
        'multi',
      ],
      [
        'Arbeitszeitrecht aktuell',
        'Arbeitszeiterfassung, Überstunden und Schichtarbeit',
        ['Arbeitszeit', 'Praxiswissen'],
        'oneday',
      ],
      [
        'Tarifvertrag und Betriebsvereinbarung',
        'Das Zusammenspiel der Regelungsebenen',
        ['Tarifrecht', 'Betriebsvereinbarung'],
        'multi',
      ],
      [
        'Aktuelle Rechtsprechung zum Arbeitsrecht',
        'Die wichtigsten Urteile des BAG im Überblick',
        ['Fortgeschrittene', 'Kompakt'],
        'online',
      ],
      [
        'Befristung, Teilzeit und Leiharbeit',
        'Atypische Beschäftigung im Blick des Betriebsrats',
        ['Mitbestimmung', 'Praxiswissen'],
        'multi',
      ],
    ],
  },
  {
    name: 'Betriebsverfassungsrecht',
    description: 'Das Betriebsverfassungsgesetz Schritt für Schritt – von den Grundlagen bis zur Einigungsstelle.',
    themes: [
      [
        'Betriebsverfassungsrecht Teil I',
        'Grundlagen der Betriebsratsarbeit',
        ['Einsteiger', 'Betriebsverfassungsgesetz', 'Mitbestimmung'],
        'multi',
      ],
      [
        'Betriebsverfassungsrecht Teil II',
        'Mitbestimmung in sozialen Angelegenheiten',
        ['Betriebsverfassungsgesetz', 'Mitbestimmung', 'Fortgeschrittene'],
        'multi',
      ],
      [
        'Betriebsverfassungsrecht Teil III',
        'Personelle und wirtschaftliche Angelegenheiten',
        ['Betriebsverfassungsgesetz', 'Umstrukturierung', 'Fortgeschrittene'],
        'multi',
      ],
      [
        'Betriebsvereinbarungen gestalten',
        'Von der Idee zum wirksamen Regelwerk',
        ['Betriebsvereinbarung', 'Verhandlungsführung'],
        'multi',
      ],
      [
        'Die Einigungsstelle',
        'Ablauf, Strategie und Kosten',
        ['Mitbestimmung', 'Verhandlungsführung', 'Fortgeschrittene'],
        'multi',
      ],
      [
        'Personelle Einzelmaßnahmen',
        'Einstellung, Versetzung und Eingruppierung nach § 99 BetrVG',
        ['Mitbestimmung', 'Entgelt'],
        'oneday',
      ],
      [
        'Schulungsreihe Betriebsverfassungsrecht',
        'Das Grundwissen in aufeinander aufbauenden Modulen',
        ['Einsteiger', 'Betriebsverfassungsgesetz'],
        'series',
      ],
    ],
  },
  {
    name: 'Kommunikation & Rhetorik',
    description: 'Überzeugend auftreten, gut verhandeln, Konflikte lösen.',
    themes: [
      ['Rhetorik für Betriebsräte', 'Überzeugend auftreten und argumentieren', ['Rhetorik', 'Einsteiger'], 'multi'],
      [
        'Mobbing erkennen und handeln',
        'Konflikte am Arbeitsplatz wirksam begegnen',
        ['Mobbing', 'Konfliktmanagement', 'Psychische Belastung'],
        'multi',
      ],
      [
        'Verhandlungsführung mit dem Arbeitgeber',
        'Strategien für erfolgreiche Gespräche',
        ['Verhandlungsführung', 'Fortgeschrittene'],
        'multi',
      ],
      ['Die Betriebsversammlung', 'Planen, moderieren und souverän vortragen', ['Rhetorik', 'Praxiswissen'], 'oneday'],
      [
        'Konfliktmanagement im Gremium',
        'Streit lösen, Zusammenarbeit stärken',
        ['Konfliktmanagement', 'Betriebsratsvorsitz'],
        'multi',
      ],
      [
        'Öffentlichkeitsarbeit des Betriebsrats',
        'Informieren über Aushang, Intranet und soziale Medien',
        ['Praxiswissen', 'Kompakt'],
        'online',
      ],
      [
        'Schulungsreihe Kommunikation',
        'Gesprächsführung, Moderation und Präsentation',
        ['Rhetorik', 'Verhandlungsführung'],
        'series-online',
      ],
    ],
  },
  {
    name: 'Wirtschaft & Finanzen',
    description: 'Zahlen verstehen, Unternehmensentscheidungen einordnen, mitgestalten.',
    themes: [
      [
        'Der Wirtschaftsausschuss',
        'Aufgaben, Rechte und Informationsansprüche',
        ['Wirtschaftsausschuss', 'Einsteiger'],
        'multi',
      ],
      [
        'Bilanzen lesen und verstehen',
        'Jahresabschluss und Kennzahlen für Arbeitnehmervertreter',
        ['Bilanzen', 'Wirtschaftsausschuss'],
        'multi',
      ],
      [
        'Betriebsänderung, Interessenausgleich und Sozialplan',
        'Handlungsmöglichkeiten bei Umstrukturierungen',
        ['Umstrukturierung', 'Verhandlungsführung', 'Fortgeschrittene'],
        'multi',
      ],
      ['Entgeltsysteme und Eingruppierung', 'Vergütung gerecht mitgestalten', ['Entgelt', 'Tarifrecht'], 'multi'],
      [
        'Controlling für den Wirtschaftsausschuss',
        'Planzahlen und Berichte kritisch hinterfragen',
        ['Bilanzen', 'Fortgeschrittene'],
        'online',
      ],
      [
        'Betriebliche Altersversorgung',
        'Modelle, Mitbestimmung und Entgeltumwandlung',
        ['Entgelt', 'Mitbestimmung'],
        'oneday',
      ],
      [
        'Schulungsreihe Wirtschaftsausschuss',
        'Vom Grundwissen zur Unternehmensanalyse',
        ['Wirtschaftsausschuss', 'Bilanzen'],
        'series',
      ],
    ],
  },
  {
    name: 'Gesundheit & Arbeitsschutz',
    description: 'Gesunde Arbeitsbedingungen mitbestimmen und durchsetzen.',
    themes: [
      [
        'Arbeitsschutz und Gesundheitsförderung',
        'Die Mitbestimmung nach § 87 Abs. 1 Nr. 7 BetrVG',
        ['Arbeitsschutz', 'Gesundheitsschutz', 'Mitbestimmung'],
        'multi',
      ],
      [
        'Gefährdungsbeurteilung psychischer Belastungen',
        'Belastungen erkennen, Maßnahmen durchsetzen',
        ['Psychische Belastung', 'Arbeitsschutz'],
        'multi',
      ],
      [
        'Betriebliches Eingliederungsmanagement',
        'BEM rechtssicher gestalten und begleiten',
        ['Gesundheitsschutz', 'Inklusion'],
        'multi',
      ],
      ['Burnout vorbeugen', 'Resilienz im Betriebsratsalltag', ['Psychische Belastung', 'Gesundheitsschutz'], 'oneday'],
      [
        'Sucht im Betrieb',
        'Hilfe anbieten, Betriebsvereinbarung gestalten',
        ['Gesundheitsschutz', 'Betriebsvereinbarung'],
        'oneday',
      ],
      ['Ergonomie im Homeoffice', 'Gesund arbeiten an jedem Ort', ['Homeoffice', 'Arbeitsschutz', 'Kompakt'], 'online'],
    ],
  },
  {
    name: 'Schwerbehindertenvertretung (SBV)',
    description: 'Seminare für Vertrauenspersonen und ihre Stellvertretungen.',
    themes: [
      [
        'SBV Grundlagen',
        'Einstieg in die Arbeit der Schwerbehindertenvertretung',
        ['Inklusion', 'Einsteiger'],
        'multi',
      ],
      ['SBV Aufbauwissen', 'Beteiligungsrechte wirksam nutzen', ['Inklusion', 'Fortgeschrittene'], 'multi'],
      [
        'Inklusionsvereinbarungen abschließen',
        'Teilhabe im Betrieb verbindlich regeln',
        ['Inklusion', 'Betriebsvereinbarung'],
        'oneday',
      ],
      [
        'Gleichstellung und Nachteilsausgleiche',
        'Anträge begleiten und Rechte durchsetzen',
        ['Inklusion', 'Gleichstellung'],
        'online',
      ],
      [
        'Schulungsreihe Schwerbehindertenvertretung',
        'Kompetent vertreten in mehreren Modulen',
        ['Inklusion', 'Praxiswissen'],
        'series',
      ],
      [
        'Die Stellvertretung in der SBV',
        'Heranziehung, Aufgaben und Schulungsanspruch',
        ['Inklusion', 'Kompakt'],
        'online',
      ],
    ],
  },
  {
    name: 'JAV',
    description: 'Für Mitglieder der Jugend- und Auszubildendenvertretung.',
    themes: [
      ['JAV Grundlagen', 'Die Jugend- und Auszubildendenvertretung im Betrieb', ['Ausbildung', 'Einsteiger'], 'multi'],
      ['JAV Aufbauwissen', 'Rechte durchsetzen, Projekte umsetzen', ['Ausbildung', 'Fortgeschrittene'], 'multi'],
      [
        'Ausbildungsqualität sichern',
        'Berufsbildungsgesetz und Ausbildungsplan in der Praxis',
        ['Ausbildung', 'Mitbestimmung'],
        'oneday',
      ],
      [
        'JAV-Versammlung erfolgreich gestalten',
        'Themen setzen und Auszubildende erreichen',
        ['Ausbildung', 'Rhetorik'],
        'online',
      ],
      [
        'Übernahme nach der Ausbildung',
        'Der Schutz nach § 78a BetrVG',
        ['Ausbildung', 'Kündigungsschutz', 'Kompakt'],
        'online',
      ],
      ['JAV-Wahl vorbereiten', 'Fristen, Wahlvorstand und Wahlausschreiben', ['Ausbildung', 'Wahlvorstand'], 'oneday'],
    ],
  },
  {
    name: 'Betriebsratswahl',
    description: 'Wahlvorstände sicher durch die Betriebsratswahl begleiten.',
    themes: [
      [
        'Betriebsratswahl für Wahlvorstände',
        'Die Wahl rechtssicher planen und durchführen',
        ['Wahlvorstand', 'Betriebsverfassungsgesetz'],
        'multi',
      ],
      ['Das vereinfachte Wahlverfahren', 'Betriebsratswahl in Kleinbetrieben', ['Wahlvorstand', 'Kompakt'], 'oneday'],
      [
        'Wahlanfechtung vermeiden',
        'Typische Fehler und wie man sie umgeht',
        ['Wahlvorstand', 'Fortgeschrittene'],
        'online',
      ],
      [
        'Briefwahl rechtssicher organisieren',
        'Was die Wahlordnung verlangt',
        ['Wahlvorstand', 'Datenschutz'],
        'online',
      ],
      [
        'Nach der Wahl ist vor der Arbeit',
        'Konstituierende Sitzung und die ersten 100 Tage',
        ['Einsteiger', 'Betriebsratsvorsitz'],
        'oneday',
      ],
      [
        'Schulungsreihe Wahlvorstand',
        'Von der Einleitung bis zur Bekanntmachung',
        ['Wahlvorstand', 'Praxiswissen'],
        'series-online',
      ],
    ],
  },
  {
    name: 'Digitalisierung',
    description: 'Künstliche Intelligenz, Datenschutz und neue Arbeitsformen mitgestalten.',
    themes: [
      [
        'Künstliche Intelligenz im Betrieb',
        'Mitbestimmung bei KI-Systemen nach § 87 und § 90 BetrVG',
        ['Künstliche Intelligenz', 'Mitbestimmung'],
        'multi',
      ],
      [
        'Beschäftigtendatenschutz',
        'DSGVO und BDSG in der Betriebsratspraxis',
        ['Datenschutz', 'Betriebsvereinbarung'],
        'multi',
      ],
      [
        'Mobile Arbeit und Homeoffice',
        'Regeln für ortsflexibles Arbeiten',
        ['Homeoffice', 'Arbeitszeit', 'Betriebsvereinbarung'],
        'oneday',
      ],
      [
        'IT-Rahmenvereinbarungen',
        'Software-Einführungen effizient mitbestimmen',
        ['Betriebsvereinbarung', 'Datenschutz', 'Fortgeschrittene'],
        'multi',
      ],
      [
        'Digitale Betriebsratsarbeit',
        'Videokonferenzen, Umlaufbeschlüsse und Werkzeuge',
        ['Praxiswissen', 'Kompakt'],
        'online',
      ],
      [
        'Leistungs- und Verhaltenskontrolle',
        'Überwachung durch technische Einrichtungen',
        ['Datenschutz', 'Mitbestimmung'],
        'online',
      ],
      [
        'Schulungsreihe Digitale Transformation',
        'KI, Daten und Arbeit 4.0 mitgestalten',
        ['Künstliche Intelligenz', 'Datenschutz', 'Umstrukturierung'],
        'series',
      ],
    ],
  },
];
