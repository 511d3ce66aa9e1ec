/**
 * The topics the generated demo content (contentGenerator.ts) is written from: per topic a few sections of
 * checked legal statements (BetrVG, SGB IX, ArbZG, ArbSchG as of 2025), a checklist, and the titles and
 * teasers of its articles, news and an interview. The generator combines them into varied items; every
 * sentence here is correct on its own, so no combination says anything wrong. Interviewees are invented.
 */
import type { TAG_NAMES } from './catalogueData';

type TagName = (typeof TAG_NAMES)[number];

export interface TopicSection {
  heading: string;
  text: string;
}

export interface TopicNews {
  title: string;
  teaser: string;
  lead: string;
  /** A date the news is tied to (an election period); otherwise the generator spreads the dates. */
  publishedOn?: string;
}

export interface TopicInterview {
  title: string;
  teaser: string;
  /** "Name, Rolle": who answers (the author is the interviewer). */
  interviewee: string;
  questions: Array<[question: string, answer: string]>;
}

export interface ContentTopic {
  tags: TagName[];
  intro: string;
  /** Four sections: an article shows three of them, a news item one. */
  sections: [TopicSection, TopicSection, TopicSection, TopicSection];
  checklist: string[];
  articles: Array<{ title: string; teaser: string }>;
  news: TopicNews[];
  interview?: TopicInterview;
}

export const CONTENT_AUTHORS = [
  'Redaktion Akademie für Mitbestimmung',
  'Dr. Jana Albrecht',
  'Markus Feldhaus',
  'Sabine Okonkwo',
  'Thomas Brückner',
  'Leyla Demir',
] as const;

/** The last paragraph of an article, in turn. */
export const ARTICLE_CLOSINGS = [
  'Wichtig für die Praxis: Der Betriebsrat handelt durch Beschlüsse. Fassen Sie zu jedem Schritt einen ordnungsgemäßen Beschluss in einer Sitzung, zu der mit Tagesordnung eingeladen wurde, und halten Sie ihn in der Sitzungsniederschrift fest.',
  'Beteiligungsrechte wirken nur, wenn das Gremium sie kennt und nutzt. Verlangen Sie die nötigen Unterlagen schriftlich und setzen Sie dem Arbeitgeber eine angemessene Frist.',
  'Vieles lässt sich in einer Betriebsvereinbarung dauerhaft regeln. Eine gute Vereinbarung legt Zweck, Geltungsbereich, Verfahren bei Streit und eine Kündigungsfrist fest.',
  'Kommt keine Einigung zustande, entscheidet in den Angelegenheiten der erzwingbaren Mitbestimmung die Einigungsstelle (§ 76 BetrVG). Schon die Möglichkeit, sie anzurufen, stärkt die Verhandlungsposition des Betriebsrats.',
] as const;

/** The last paragraph of a news item, in turn. */
export const NEWS_CLOSINGS = [
  'Unser Tipp: Setzen Sie das Thema auf die Tagesordnung der nächsten Betriebsratssitzung und klären Sie, wer im Gremium es weiterverfolgt.',
  'Die Akademie für Mitbestimmung bietet zu diesem Thema Seminare an, die als erforderlich im Sinne von § 37 Abs. 6 BetrVG gelten können.',
  'Haben Sie Fragen zur Umsetzung in Ihrem Betrieb? Sprechen Sie im Gremium ab, ob externe Beratung nach § 80 Abs. 3 BetrVG sinnvoll ist.',
] as const;

export const CONTENT_TOPICS: readonly ContentTopic[] = [
  {
    tags: ['Betriebsverfassungsgesetz', 'Einsteiger', 'Praxiswissen'],
    intro:
      'Betriebsratsmitglieder brauchen Wissen im Arbeits- und Betriebsverfassungsrecht. Das Gesetz sichert ihnen deshalb Schulungen während der Arbeitszeit zu, deren Kosten der Arbeitgeber trägt.',
    sections: [
      {
        heading: 'Erforderliche Schulungen nach § 37 Abs. 6 BetrVG',
        text: 'Vermittelt eine Schulung Kenntnisse, die für die Arbeit des Betriebsrats erforderlich sind, ist das Mitglied ohne Minderung des Arbeitsentgelts freizustellen. Grundwissen im Betriebsverfassungsrecht gilt für neu gewählte Mitglieder stets als erforderlich; für Spezialwissen braucht es einen aktuellen oder absehbaren betrieblichen Anlass.',
      },
      {
        heading: 'Geeignete Schulungen nach § 37 Abs. 7 BetrVG',
        text: 'Unabhängig davon hat jedes Mitglied während seiner Amtszeit Anspruch auf bezahlte Freistellung für insgesamt drei Wochen zur Teilnahme an Veranstaltungen, die von der obersten Arbeitsbehörde des Landes als geeignet anerkannt sind. Wer erstmals Betriebsratsmitglied wird, hat Anspruch auf vier Wochen.',
      },
      {
        heading: 'Die Kosten trägt der Arbeitgeber',
        text: 'Seminargebühren, Reise-, Übernachtungs- und Verpflegungskosten einer erforderlichen Schulung sind Kosten der Betriebsratstätigkeit, die der Arbeitgeber nach § 40 Abs. 1 BetrVG trägt.',
      },
      {
        heading: 'Der Beschluss des Gremiums',
        text: 'Über die Teilnahme entscheidet der Betriebsrat durch Beschluss. Er hat dabei die betrieblichen Notwendigkeiten zu berücksichtigen und dem Arbeitgeber Teilnahme und zeitliche Lage rechtzeitig bekannt zu geben. Hält der Arbeitgeber die betrieblichen Notwendigkeiten für nicht ausreichend berücksichtigt, kann er die Einigungsstelle anrufen (§ 37 Abs. 6 Satz 5 BetrVG).',
      },
    ],
    checklist: [
      'Schulungsbedarf im Gremium ermitteln und begründen',
      'Beschluss mit Seminar, Termin und Teilnehmenden fassen',
      'Arbeitgeber rechtzeitig unterrichten',
      'Anmeldung und Kostenübernahme schriftlich festhalten',
    ],
    articles: [
      {
        title: 'Schulungen für Betriebsräte: Wann sind sie erforderlich?',
        teaser:
          'Grundwissen steht jedem neuen Mitglied zu, Spezialwissen braucht einen Anlass. Wie Sie die Erforderlichkeit einer Schulung begründen.',
      },
      {
        title: 'Bildungsurlaub für Betriebsräte: § 37 Abs. 7 BetrVG richtig nutzen',
        teaser:
          'Drei Wochen in der Amtszeit, vier für Neue: Der Anspruch auf geeignete Schulungen besteht neben dem auf erforderliche.',
      },
      {
        title: 'Schulungskosten: Was der Arbeitgeber bezahlen muss',
        teaser:
          'Seminargebühr, Anreise, Hotel: Welche Kosten einer Betriebsratsschulung der Arbeitgeber trägt und wie Sie die Übernahme sichern.',
      },
    ],
    news: [
      {
        title: 'Neu im Betriebsrat? So planen Sie Ihre ersten Schulungen',
        teaser: 'Nach der Wahl beginnt die Arbeit: Ein Schulungsplan für die ersten Monate der Amtszeit.',
        lead: 'Wer neu in den Betriebsrat gewählt wurde, sollte sich früh Grundwissen aneignen. Ein Schulungsplan für das ganze Gremium hilft, Termine und Kosten im Blick zu behalten.',
      },
      {
        title: 'Schulungsbeschluss: Die häufigsten Fehler',
        teaser: 'Ohne wirksamen Beschluss droht Streit um die Kosten. Worauf Sie bei der Beschlussfassung achten.',
        lead: 'Viele Streitigkeiten um Schulungskosten beginnen mit einem fehlerhaften Beschluss: Die Einladung nannte den Punkt nicht, das Gremium war nicht beschlussfähig oder das Seminar stand nicht fest.',
      },
    ],
    interview: {
      title: '„Schulungen sind kein Urlaub, sondern Handwerkszeug“',
      teaser:
        'Eine Betriebsratsvorsitzende aus der Metallindustrie über Schulungspläne, Widerstände und den Nutzen für das Gremium.',
      interviewee: 'Petra Lindner, Betriebsratsvorsitzende',
      questions: [
        [
          'Frau Lindner, wie plant Ihr Gremium die Schulungen?',
          'Wir stellen zu Beginn jeder Amtszeit einen Schulungsplan auf. Jedes neue Mitglied besucht zuerst ein Grundlagenseminar zum Betriebsverfassungsgesetz, danach richten wir uns nach den Themen, die im Betrieb anstehen.',
        ],
        [
          'Gab es Streit mit dem Arbeitgeber?',
          'Anfangs ja, vor allem um Spezialseminare. Seit wir jeden Beschluss mit dem konkreten betrieblichen Anlass begründen, wird kaum noch diskutiert.',
        ],
        [
          'Was raten Sie neuen Mitgliedern?',
          'Nicht warten. Wer die Grundlagen kennt, traut sich in den Verhandlungen viel mehr zu.',
        ],
      ],
    },
  },
  {
    tags: ['Mitbestimmung', 'Betriebsvereinbarung', 'Betriebsverfassungsgesetz'],
    intro:
      'In sozialen Angelegenheiten kann der Arbeitgeber nicht allein entscheiden: § 87 Abs. 1 BetrVG zählt die Fälle auf, in denen der Betriebsrat mitbestimmt, soweit keine gesetzliche oder tarifliche Regelung besteht.',
    sections: [
      {
        heading: 'Ordnung des Betriebs und Verhalten',
        text: 'Nach § 87 Abs. 1 Nr. 1 BetrVG bestimmt der Betriebsrat bei Fragen der Ordnung des Betriebs und des Verhaltens der Arbeitnehmer mit, etwa bei Kleiderordnungen, Rauchverboten oder Regeln zur Nutzung privater Handys. Mitbestimmungsfrei ist dagegen das reine Arbeitsverhalten.',
      },
      {
        heading: 'Lage der Arbeitszeit und Überstunden',
        text: 'Beginn und Ende der täglichen Arbeitszeit, die Pausen und die Verteilung auf die Wochentage unterliegen der Mitbestimmung nach § 87 Abs. 1 Nr. 2 BetrVG; die vorübergehende Verlängerung oder Verkürzung der betriebsüblichen Arbeitszeit der nach Nr. 3.',
      },
      {
        heading: 'Technische Überwachung',
        text: 'Bei Einführung und Anwendung technischer Einrichtungen, die dazu bestimmt sind, Verhalten oder Leistung zu überwachen, bestimmt der Betriebsrat nach § 87 Abs. 1 Nr. 6 BetrVG mit. Nach der Rechtsprechung genügt es, dass die Einrichtung zur Überwachung objektiv geeignet ist.',
      },
      {
        heading: 'Die Einigungsstelle entscheidet',
        text: 'Kommt eine Einigung nicht zustande, entscheidet die Einigungsstelle (§ 87 Abs. 2 BetrVG). Ihr Spruch ersetzt die Einigung zwischen Arbeitgeber und Betriebsrat. Bis dahin darf der Arbeitgeber die Maßnahme nicht einseitig umsetzen.',
      },
    ],
    checklist: [
      'Prüfen, ob Gesetz oder Tarifvertrag die Frage abschließend regeln',
      'Den Arbeitgeber zur Verhandlung auffordern',
      'Eigene Regelungsvorschläge ausarbeiten',
      'Bei einseitigen Maßnahmen Unterlassung verlangen',
    ],
    articles: [
      {
        title: 'Mitbestimmung in sozialen Angelegenheiten: § 87 BetrVG im Überblick',
        teaser:
          'Vom Rauchverbot bis zur Software: Die zwölf Nummern des § 87 Abs. 1 BetrVG und was sie für die Betriebsratsarbeit bedeuten.',
      },
      {
        title: 'Wenn der Arbeitgeber nicht fragt: Rechte bei Verstößen gegen § 87 BetrVG',
        teaser:
          'Eine Maßnahme ohne Zustimmung des Betriebsrats ist unwirksam. Wie das Gremium seine Mitbestimmung durchsetzt.',
      },
      {
        title: 'Kleiderordnung, Rauchverbot, Handyregeln: Die Ordnung des Betriebs',
        teaser: 'Was zum mitbestimmten Ordnungsverhalten gehört und was der Arbeitgeber allein anweisen darf.',
      },
    ],
    news: [
      {
        title: 'Mitbestimmung bei Software: Schon die Eignung zur Überwachung reicht',
        teaser: 'Warum fast jede neue Software im Betrieb ein Fall für den Betriebsrat ist.',
        lead: 'Ob Ticketsystem, Kollaborationsplattform oder Zeiterfassung: Kaum eine Software verarbeitet keine Daten über Beschäftigte. Für die Mitbestimmung kommt es nicht darauf an, ob der Arbeitgeber diese Daten auswerten will.',
      },
      {
        title: 'Einigungsstelle: So läuft das Verfahren ab',
        teaser: 'Vorsitz, Beisitzer, Spruch: Der Weg durch die Einigungsstelle in fünf Schritten.',
        lead: 'Scheitern die Verhandlungen, bleibt in den Fällen der erzwingbaren Mitbestimmung die Einigungsstelle. Ihre Besetzung regelt § 76 BetrVG: eine gleiche Zahl von Beisitzern beider Seiten und ein unparteiischer Vorsitzender.',
      },
    ],
  },
  {
    tags: ['Künstliche Intelligenz', 'Datenschutz', 'Mitbestimmung'],
    intro:
      'Künstliche Intelligenz hält in vielen Betrieben Einzug, vom Chatbot im Kundenservice bis zur automatischen Schichtplanung. Das Betriebsverfassungsgesetz nennt KI seit 2021 ausdrücklich und stärkt die Rechte des Betriebsrats.',
    sections: [
      {
        heading: 'Frühzeitige Unterrichtung',
        text: 'Plant der Arbeitgeber Arbeitsverfahren und Arbeitsabläufe einschließlich des Einsatzes von Künstlicher Intelligenz, muss er den Betriebsrat nach § 90 Abs. 1 Nr. 3 BetrVG rechtzeitig unter Vorlage der erforderlichen Unterlagen unterrichten.',
      },
      {
        heading: 'Sachverständige ohne Erforderlichkeitsprüfung',
        text: 'Muss der Betriebsrat die Einführung oder Anwendung von KI beurteilen, gilt die Hinzuziehung eines Sachverständigen als erforderlich (§ 80 Abs. 3 Satz 2 BetrVG). Über die Person und die Kosten ist dennoch eine Vereinbarung mit dem Arbeitgeber zu treffen.',
      },
      {
        heading: 'Mitbestimmung bei der Anwendung',
        text: 'Verarbeitet ein KI-System Daten über Verhalten oder Leistung der Beschäftigten, bestimmt der Betriebsrat nach § 87 Abs. 1 Nr. 6 BetrVG mit. Das gilt auch für Updates, die neue Auswertungen ermöglichen.',
      },
      {
        heading: 'Auswahlrichtlinien mit KI',
        text: 'Richtlinien über die personelle Auswahl bei Einstellungen, Versetzungen, Umgruppierungen und Kündigungen bedürfen der Zustimmung des Betriebsrats – nach § 95 Abs. 2a BetrVG auch dann, wenn sie ganz oder teilweise mithilfe von KI erstellt werden.',
      },
    ],
    checklist: [
      'Zweck und Funktionsweise des Systems schriftlich erläutern lassen',
      'Datenarten, Speicherdauer und Zugriffsrechte festlegen',
      'Verbot von Leistungs- und Verhaltenskontrollen vereinbaren',
      'Regeln für neue Versionen und Updates aufnehmen',
    ],
    articles: [
      {
        title: 'KI-Rahmenvereinbarung: Was hineingehört',
        teaser:
          'Statt jedes Tool einzeln zu verhandeln, setzen viele Gremien auf eine Rahmenvereinbarung. Die wichtigsten Regelungspunkte.',
      },
      {
        title: 'Chatbots und Sprachmodelle im Büro: Die Rolle des Betriebsrats',
        teaser:
          'Generative KI kommt oft leise in den Betrieb. Welche Beteiligungsrechte greifen, wenn Beschäftigte Sprachmodelle nutzen sollen.',
      },
      {
        title: 'Algorithmen bei der Personalauswahl: Grenzen und Mitbestimmung',
        teaser:
          'Wenn Software Bewerbungen vorsortiert, gelten die Regeln für Auswahlrichtlinien. Was der Betriebsrat verlangen kann.',
      },
    ],
    news: [
      {
        title: 'KI im Betrieb: Sachverständige ohne langen Streit',
        teaser: 'Für die Beurteilung von KI gilt externer Sachverstand kraft Gesetzes als erforderlich.',
        lead: 'Viele Betriebsräte fühlen sich bei KI-Projekten fachlich überfordert. Das Gesetz hilft: Für die Beurteilung von KI muss der Betriebsrat die Erforderlichkeit eines Sachverständigen nicht mehr im Einzelnen begründen.',
      },
      {
        title: 'Schichtplanung per Algorithmus: Mitbestimmung bleibt',
        teaser:
          'Auch wenn eine Software den Dienstplan errechnet, entscheidet der Betriebsrat über die Lage der Arbeitszeit mit.',
        lead: 'Immer mehr Unternehmen lassen Dienst- und Schichtpläne von Software erstellen. An der Mitbestimmung über die Lage der Arbeitszeit nach § 87 Abs. 1 Nr. 2 BetrVG ändert das nichts.',
      },
    ],
    interview: {
      title: '„Wir haben die KI-Einführung von Anfang an begleitet“',
      teaser:
        'Ein Betriebsrat aus einer Versicherung berichtet, wie das Gremium eine Rahmenvereinbarung zu KI ausgehandelt hat.',
      interviewee: 'Daniel Krüger, Betriebsrat',
      questions: [
        [
          'Herr Krüger, wie hat Ihr Betriebsrat von den KI-Plänen erfahren?',
          'Der Arbeitgeber hat uns früh eingebunden, weil er wusste, dass er ohne uns nicht starten kann. Wir haben sofort einen Ausschuss gebildet.',
        ],
        [
          'Was war Ihnen in der Vereinbarung am wichtigsten?',
          'Dass keine Leistungskontrolle über die KI stattfindet und jedes neue Tool uns vorab vorgestellt wird. Dazu haben wir ein Verzeichnis aller Anwendungen vereinbart.',
        ],
        [
          'Haben Sie externe Hilfe geholt?',
          'Ja, einen Sachverständigen für die technische Bewertung. Bei KI ist das gesetzlich ausdrücklich vorgesehen, das hat die Gespräche erleichtert.',
        ],
      ],
    },
  },
  {
    tags: ['Homeoffice', 'Mitbestimmung', 'Betriebsvereinbarung'],
    intro:
      'Arbeiten von zu Hause ist in vielen Betrieben selbstverständlich geworden. Ob es angeboten wird, entscheidet der Arbeitgeber; wie es ausgestaltet wird, bestimmt der Betriebsrat mit.',
    sections: [
      {
        heading: 'Das Mitbestimmungsrecht bei mobiler Arbeit',
        text: 'Seit 2021 bestimmt der Betriebsrat nach § 87 Abs. 1 Nr. 14 BetrVG bei der Ausgestaltung von mobiler Arbeit mit, die mittels Informations- und Kommunikationstechnik erbracht wird. Das Ob der mobilen Arbeit bleibt Entscheidung des Arbeitgebers.',
      },
      {
        heading: 'Arbeitszeit auch zu Hause',
        text: 'Das Arbeitszeitgesetz gilt im Homeoffice wie im Betrieb: höchstens acht Stunden werktäglich, bis zu zehn bei Ausgleich, und nach Ende der täglichen Arbeitszeit eine ununterbrochene Ruhezeit von mindestens elf Stunden.',
      },
      {
        heading: 'Arbeitsschutz am heimischen Arbeitsplatz',
        text: 'Auch bei mobiler Arbeit bleibt der Arbeitgeber für den Arbeitsschutz verantwortlich. Die Gefährdungsbeurteilung nach § 5 ArbSchG muss die Arbeit außerhalb des Betriebs einbeziehen; der Betriebsrat bestimmt bei Regelungen über den Gesundheitsschutz nach § 87 Abs. 1 Nr. 7 BetrVG mit.',
      },
      {
        heading: 'Technik und Erreichbarkeit',
        text: 'Regelungen zu Laptops, Software und Erreichbarkeitszeiten berühren oft weitere Mitbestimmungsrechte, etwa bei technischer Überwachung nach § 87 Abs. 1 Nr. 6 BetrVG oder bei der Lage der Arbeitszeit nach Nr. 2.',
      },
    ],
    checklist: [
      'Anteil mobiler Arbeit und Anwesenheitstage regeln',
      'Erreichbarkeit und Recht auf Nichterreichbarkeit festlegen',
      'Ausstattung und Kostenerstattung klären',
      'Rückkehrrecht in den Betrieb vereinbaren',
    ],
    articles: [
      {
        title: 'Betriebsvereinbarung mobile Arbeit: Die zehn wichtigsten Punkte',
        teaser: 'Von der Erreichbarkeit bis zur Ausstattung: Was eine gute Vereinbarung zu mobiler Arbeit regelt.',
      },
      {
        title: 'Homeoffice und Arbeitszeit: Was das Arbeitszeitgesetz verlangt',
        teaser:
          'Höchstarbeitszeit und Ruhezeit gelten auch am Küchentisch. Wie der Betriebsrat die Einhaltung überwacht.',
      },
      {
        title: 'Gesund arbeiten zu Hause: Arbeitsschutz bei mobiler Arbeit',
        teaser: 'Warum die Gefährdungsbeurteilung auch das Homeoffice erfassen muss und was der Betriebsrat tun kann.',
      },
    ],
    news: [
      {
        title: 'Rückkehr ins Büro: Was der Betriebsrat mitbestimmt',
        teaser: 'Wenn der Arbeitgeber die Homeoffice-Tage kürzen will, kommt es auf die Betriebsvereinbarung an.',
        lead: 'Mehrere Unternehmen haben angekündigt, ihre Beschäftigten wieder häufiger ins Büro zu holen. Ob das möglich ist, hängt davon ab, was Arbeitsverträge und Betriebsvereinbarungen regeln.',
      },
      {
        title: 'Erreichbarkeit nach Feierabend: Grenzen setzen',
        teaser: 'Die Ruhezeit von elf Stunden gilt auch für E-Mails am Abend. Wie Gremien klare Regeln vereinbaren.',
        lead: 'Dienstliche Nachrichten am Abend gehören für viele Beschäftigte im Homeoffice zum Alltag. Wer darauf reagiert, arbeitet – und unterbricht die gesetzliche Ruhezeit.',
      },
    ],
    interview: {
      title: '„Mobile Arbeit braucht klare Spielregeln“',
      teaser: 'Ein Betriebsratsvorsitzender aus der IT-Branche über die Betriebsvereinbarung zu mobiler Arbeit.',
      interviewee: 'Frank Oberhauser, Betriebsratsvorsitzender',
      questions: [
        [
          'Herr Oberhauser, was regelt Ihre Vereinbarung zu mobiler Arbeit?',
          'Wie viele Tage mobil gearbeitet werden kann, wann Beschäftigte erreichbar sein müssen und welche Ausstattung der Arbeitgeber stellt.',
        ],
        [
          'Was war am schwierigsten zu verhandeln?',
          'Die Erreichbarkeit. Wir haben feste Kernzeiten vereinbart; außerhalb davon muss niemand auf Nachrichten reagieren.',
        ],
        [
          'Und wer nicht mehr mobil arbeiten möchte?',
          'Hat ein Rückkehrrecht an seinen Arbeitsplatz im Betrieb. Das war uns wichtig, damit niemand gegen seinen Willen dauerhaft zu Hause arbeitet.',
        ],
      ],
    },
  },
  {
    tags: ['Wahlvorstand', 'Betriebsverfassungsgesetz'],
    intro:
      'Die regelmäßigen Betriebsratswahlen finden alle vier Jahre in der Zeit vom 1. März bis 31. Mai statt (§ 13 Abs. 1 BetrVG), zuletzt 2022 und wieder 2026.',
    sections: [
      {
        heading: 'Der Wahlvorstand',
        text: 'Spätestens zehn Wochen vor Ablauf seiner Amtszeit bestellt der Betriebsrat einen Wahlvorstand aus drei Wahlberechtigten und einen von ihnen als Vorsitzenden (§ 16 Abs. 1 BetrVG). Der Wahlvorstand leitet die Wahl und erlässt das Wahlausschreiben.',
      },
      {
        heading: 'Das vereinfachte Wahlverfahren',
        text: 'In Betrieben mit in der Regel fünf bis 100 wahlberechtigten Arbeitnehmern wird der Betriebsrat im vereinfachten Wahlverfahren gewählt (§ 14a BetrVG). In Betrieben mit 101 bis 200 Wahlberechtigten können Wahlvorstand und Arbeitgeber es vereinbaren.',
      },
      {
        heading: 'Größe des Betriebsrats',
        text: 'Wie viele Mitglieder der Betriebsrat hat, richtet sich nach § 9 BetrVG nach der Zahl der Arbeitnehmer im Betrieb: ein Mitglied bei fünf bis 20 Wahlberechtigten, drei Mitglieder bei 21 bis 50 Wahlberechtigten und so weiter.',
      },
      {
        heading: 'Das Geschlecht in der Minderheit',
        text: 'Das Geschlecht, das in der Belegschaft in der Minderheit ist, muss mindestens entsprechend seinem zahlenmäßigen Verhältnis im Betriebsrat vertreten sein, wenn dieser aus mindestens drei Mitgliedern besteht (§ 15 Abs. 2 BetrVG).',
      },
    ],
    checklist: [
      'Wahlvorstand rechtzeitig bestellen',
      'Wählerliste aufstellen und auslegen',
      'Wahlausschreiben erlassen',
      'Fristen für Wahlvorschläge überwachen',
    ],
    articles: [
      {
        title: 'Betriebsratswahl 2026: Der Zeitplan für den Wahlvorstand',
        teaser: 'Von der Bestellung bis zur konstituierenden Sitzung: Die Fristen der Betriebsratswahl im Überblick.',
      },
      {
        title: 'Vereinfachtes Wahlverfahren: Für wen es gilt',
        teaser: 'Zwei Wahlversammlungen statt langer Fristen: Wie die Wahl in kleineren Betrieben abläuft.',
      },
      {
        title: 'Wie groß wird der Betriebsrat? Die Staffel des § 9 BetrVG',
        teaser: 'Die Zahl der Betriebsratsmitglieder hängt von der Belegschaft ab. So zählt der Wahlvorstand richtig.',
      },
    ],
    news: [
      {
        title: 'Betriebsratswahlen 2026: Der Wahlzeitraum hat begonnen',
        teaser: 'Vom 1. März bis 31. Mai wählen die Belegschaften bundesweit ihre Betriebsräte.',
        lead: 'In vielen tausend Betrieben werden in diesen Wochen die Betriebsräte neu gewählt. Der gesetzliche Zeitraum für die regelmäßigen Wahlen läuft vom 1. März bis 31. Mai 2026.',
        publishedOn: '2026-03-02',
      },
      {
        title: 'Wahlvorstand bestellt? Die nächsten Schritte',
        teaser: 'Nach der Bestellung beginnt die Arbeit des Wahlvorstands. Eine Übersicht für die ersten Wochen.',
        lead: 'Die Betriebsratswahlen im Frühjahr 2026 rücken näher. Wahlvorstände sollten jetzt die Wählerliste vorbereiten und den Zeitplan festlegen.',
        publishedOn: '2025-12-04',
      },
    ],
    interview: {
      title: '„Eine gute Wahl beginnt mit einer sauberen Wählerliste“',
      teaser: 'Ein erfahrener Wahlvorstand über Fristen, Briefwahl und die häufigsten Fehler bei der Betriebsratswahl.',
      interviewee: 'Andreas Yilmaz, Vorsitzender eines Wahlvorstands',
      questions: [
        [
          'Herr Yilmaz, womit fängt die Arbeit des Wahlvorstands an?',
          'Mit der Wählerliste. Wer wahlberechtigt ist, muss stimmen, sonst wird die Wahl angreifbar. Wir gleichen die Liste mit der Personalabteilung ab und legen sie rechtzeitig aus.',
        ],
        [
          'Welche Fehler sehen Sie am häufigsten?',
          'Falsch berechnete Fristen und ein unvollständiges Wahlausschreiben. Wir arbeiten deshalb mit einem Fristenkalender, den zwei Mitglieder unabhängig prüfen.',
        ],
        [
          'Wie gehen Sie mit Briefwahl um?',
          'Beschäftigte, die am Wahltag voraussichtlich abwesend sind, erhalten die Unterlagen auf Verlangen. Für Außendienst und Schichtarbeit planen wir das von Anfang an ein.',
        ],
      ],
    },
  },
  {
    tags: ['Inklusion', 'Kündigungsschutz'],
    intro:
      'Die Schwerbehindertenvertretung (SBV) vertritt die Interessen schwerbehinderter und gleichgestellter Beschäftigter. Ihre Rechte stehen im Teil 3 des SGB IX.',
    sections: [
      {
        heading: 'Die Aufgaben der SBV',
        text: 'Die Schwerbehindertenvertretung fördert die Eingliederung schwerbehinderter Menschen in den Betrieb, vertritt ihre Interessen und steht ihnen beratend und helfend zur Seite (§ 178 Abs. 1 SGB IX). Sie achtet darauf, dass der Arbeitgeber seine Pflichten erfüllt.',
      },
      {
        heading: 'Unterrichtung und Anhörung',
        text: 'Der Arbeitgeber hat die SBV in allen Angelegenheiten, die einen schwerbehinderten Menschen berühren, unverzüglich und umfassend zu unterrichten und vor einer Entscheidung anzuhören (§ 178 Abs. 2 SGB IX). Eine Kündigung ohne Beteiligung der SBV ist unwirksam.',
      },
      {
        heading: 'Die Wahl der Vertrauensperson',
        text: 'In Betrieben mit wenigstens fünf nicht nur vorübergehend beschäftigten schwerbehinderten Menschen werden eine Vertrauensperson und wenigstens ein stellvertretendes Mitglied gewählt (§ 177 Abs. 1 SGB IX). Die regelmäßigen Wahlen finden alle vier Jahre vom 1. Oktober bis 30. November statt.',
      },
      {
        heading: 'Teilnahme an Sitzungen',
        text: 'Die SBV hat das Recht, an allen Sitzungen des Betriebsrats und seiner Ausschüsse beratend teilzunehmen (§ 178 Abs. 4 SGB IX). Sie kann beantragen, Angelegenheiten schwerbehinderter Menschen auf die Tagesordnung der nächsten Sitzung zu setzen.',
      },
    ],
    checklist: [
      'Verzeichnis der schwerbehinderten Beschäftigten anfordern',
      'Beteiligung bei Einstellungen und Versetzungen sicherstellen',
      'Regelmäßige Termine mit dem Inklusionsbeauftragten vereinbaren',
      'Versammlung der schwerbehinderten Menschen einmal im Jahr einberufen',
    ],
    articles: [
      {
        title: 'Die Schwerbehindertenvertretung: Aufgaben und Rechte',
        teaser: 'Was die SBV darf, was sie muss und wie sie mit dem Betriebsrat zusammenarbeitet.',
      },
      {
        title: 'Ohne SBV keine wirksame Kündigung',
        teaser:
          'Warum der Arbeitgeber die Schwerbehindertenvertretung vor jeder Kündigung eines schwerbehinderten Menschen anhören muss.',
      },
      {
        title: 'SBV und Betriebsrat: Gemeinsam stärker',
        teaser: 'Beratende Teilnahme an Sitzungen, gemeinsame Ziele: So gelingt die Zusammenarbeit der Gremien.',
      },
    ],
    news: [
      {
        title: 'Die SBV-Wahlen laufen: Was Wahlberechtigte wissen sollten',
        teaser: 'Bis Ende November wählen schwerbehinderte Beschäftigte bundesweit ihre Vertrauenspersonen.',
        lead: 'Die regelmäßigen Wahlen der Schwerbehindertenvertretungen finden in diesem Jahr vom 1. Oktober bis 30. November statt. Wahlberechtigt sind alle im Betrieb beschäftigten schwerbehinderten und gleichgestellten Menschen.',
        publishedOn: '2026-10-05',
      },
      {
        title: 'Neu gewählte SBV: Die ersten 100 Tage',
        teaser: 'Kontakte knüpfen, Rechte kennen, Schwerpunkte setzen: Ein Fahrplan für neue Vertrauenspersonen.',
        lead: 'Nach den SBV-Wahlen beginnt für viele Vertrauenspersonen ein neues Amt. Wer die eigenen Rechte kennt, kann von Anfang an wirksam vertreten.',
        publishedOn: '2026-11-16',
      },
    ],
    interview: {
      title: '„Die SBV muss vor jeder Entscheidung gehört werden“',
      teaser: 'Eine Vertrauensperson der schwerbehinderten Menschen über Anhörung, Prävention und Zusammenarbeit.',
      interviewee: 'Monika Hartwig, Vertrauensperson der schwerbehinderten Menschen',
      questions: [
        [
          'Frau Hartwig, was ist Ihr wichtigstes Recht?',
          'Die Anhörung vor jeder Entscheidung, die einen schwerbehinderten Menschen berührt. Wird sie versäumt, kann ich verlangen, dass die Entscheidung ausgesetzt und die Anhörung nachgeholt wird.',
        ],
        [
          'Wie arbeiten Sie mit dem Betriebsrat zusammen?',
          'Ich nehme an allen Sitzungen teil und wir stimmen uns vor Personalgesprächen ab. Bei Eingliederungsfragen ziehen wir an einem Strang.',
        ],
        [
          'Was raten Sie Betrieben ohne SBV?',
          'Prüfen, ob fünf schwerbehinderte Menschen beschäftigt sind. Dann sollte eine Wahl stattfinden – der Betriebsrat kann dabei unterstützen.',
        ],
      ],
    },
  },
  {
    tags: ['Ausbildung', 'Betriebsverfassungsgesetz'],
    intro:
      'Die Jugend- und Auszubildendenvertretung (JAV) vertritt die jungen Beschäftigten und die Auszubildenden im Betrieb. Sie arbeitet eng mit dem Betriebsrat zusammen, der ihre Anliegen gegenüber dem Arbeitgeber vertritt.',
    sections: [
      {
        heading: 'Wer eine JAV wählt',
        text: 'Eine JAV wird in Betrieben gewählt, in denen in der Regel mindestens fünf Arbeitnehmer beschäftigt sind, die das 18. Lebensjahr noch nicht vollendet haben oder die zu ihrer Berufsausbildung beschäftigt sind und das 25. Lebensjahr noch nicht vollendet haben (§ 60 Abs. 1 BetrVG).',
      },
      {
        heading: 'Die Wahl alle zwei Jahre',
        text: 'Die regelmäßigen Wahlen der JAV finden alle zwei Jahre in der Zeit vom 1. Oktober bis 30. November statt (§ 64 Abs. 1 BetrVG). Die Amtszeit beträgt zwei Jahre.',
      },
      {
        heading: 'Teilnahme an Betriebsratssitzungen',
        text: 'Die JAV kann zu allen Sitzungen des Betriebsrats einen Vertreter entsenden. Werden Angelegenheiten behandelt, die besonders Jugendliche oder Auszubildende betreffen, hat zu diesen Punkten die gesamte JAV ein Teilnahmerecht (§ 67 Abs. 1 BetrVG).',
      },
      {
        heading: 'Schutz bei der Übernahme',
        text: 'Verlangt ein Auszubildender, der Mitglied der JAV ist, innerhalb der letzten drei Monate vor Ende der Ausbildung schriftlich die Weiterbeschäftigung, gilt ein Arbeitsverhältnis auf unbestimmte Zeit als begründet (§ 78a Abs. 2 BetrVG).',
      },
    ],
    checklist: [
      'Zahl der Jugendlichen und Auszubildenden ermitteln',
      'Wahlvorstand für die JAV-Wahl bestellen',
      'Gemeinsame Sitzungstermine mit dem Betriebsrat planen',
      'Schulungen für neue JAV-Mitglieder beschließen',
    ],
    articles: [
      {
        title: 'Die JAV: Aufgaben und Rechte der Jugend- und Auszubildendenvertretung',
        teaser: 'Wer die JAV wählt, wofür sie zuständig ist und wie sie mit dem Betriebsrat zusammenarbeitet.',
      },
      {
        title: 'Übernahme nach der Ausbildung: Der Schutz des § 78a BetrVG',
        teaser:
          'JAV-Mitglieder können ihre Übernahme verlangen. Welche Frist gilt und wann der Arbeitgeber widersprechen kann.',
      },
      {
        title: 'Betriebsrat und JAV: So gelingt die Zusammenarbeit',
        teaser: 'Teilnahmerechte, Stimmrechte, gemeinsame Projekte: Was Betriebsräte über die JAV wissen sollten.',
      },
    ],
    news: [
      {
        title: 'JAV-Wahlen 2026: Jetzt den Wahlvorstand bestellen',
        teaser: 'Vom 1. Oktober bis 30. November werden die Jugend- und Auszubildendenvertretungen neu gewählt.',
        lead: 'Im Herbst 2026 stehen die regelmäßigen Wahlen der Jugend- und Auszubildendenvertretungen an. Den Wahlvorstand bestellt der Betriebsrat.',
        publishedOn: '2026-08-17',
      },
      {
        title: 'Ausbildungsqualität: Was die JAV anstoßen kann',
        teaser:
          'Von Ausbildungsplänen bis zu Prüfungsvorbereitung: Themen, bei denen die JAV Verbesserungen erreichen kann.',
        lead: 'Die JAV kann beim Betriebsrat Maßnahmen beantragen, die den jungen Beschäftigten dienen, insbesondere in Fragen der Berufsbildung (§ 70 Abs. 1 BetrVG).',
      },
    ],
  },
  {
    tags: ['Datenschutz', 'Betriebsvereinbarung'],
    intro:
      'Beschäftigtendaten werden in jedem Betrieb verarbeitet, von der Lohnabrechnung bis zur Zugangskontrolle. Der Betriebsrat hat hier eine doppelte Rolle: Er schützt die Daten der Belegschaft und verarbeitet selbst personenbezogene Daten.',
    sections: [
      {
        heading: 'Datenschutz in der Betriebsratsarbeit',
        text: 'Verarbeitet der Betriebsrat personenbezogene Daten, ist nach § 79a BetrVG der Arbeitgeber der für die Verarbeitung Verantwortliche im Sinne des Datenschutzrechts. Der Betriebsrat hat die datenschutzrechtlichen Vorschriften dennoch selbst einzuhalten.',
      },
      {
        heading: 'Betriebsvereinbarungen als Rechtsgrundlage',
        text: 'Die Datenschutz-Grundverordnung erlaubt in Art. 88 spezifischere Vorschriften zum Beschäftigtendatenschutz durch Kollektivvereinbarungen. Eine Betriebsvereinbarung kann so die Verarbeitung regeln, muss aber die Grundsätze der Verordnung wahren.',
      },
      {
        heading: 'Überwachung durch Technik',
        text: 'Systeme, die Daten über Verhalten oder Leistung der Beschäftigten erfassen, unterliegen der Mitbestimmung nach § 87 Abs. 1 Nr. 6 BetrVG. Die Betriebsvereinbarung sollte Zweck, Datenarten und Auswertungen abschließend festlegen.',
      },
      {
        heading: 'Überwachungsaufgabe des Betriebsrats',
        text: 'Nach § 80 Abs. 1 Nr. 1 BetrVG wacht der Betriebsrat darüber, dass die zugunsten der Arbeitnehmer geltenden Gesetze durchgeführt werden. Dazu gehören auch die Vorschriften zum Schutz personenbezogener Daten.',
      },
    ],
    checklist: [
      'Verzeichnis der Systeme mit Beschäftigtendaten anfordern',
      'Zugriffsrechte im Betriebsratsbüro regeln',
      'Löschfristen für Unterlagen des Gremiums festlegen',
      'Datenschutzbeauftragten bei Fragen einbeziehen',
    ],
    articles: [
      {
        title: 'Datenschutz im Betriebsratsbüro: Was das Gremium beachten muss',
        teaser: 'Personalakten, Bewerbungen, Krankmeldungen: Wie der Betriebsrat mit sensiblen Daten umgeht.',
      },
      {
        title: 'Beschäftigtendaten schützen: Die Überwachungsaufgabe des Betriebsrats',
        teaser: 'Der Betriebsrat wacht über die Einhaltung des Datenschutzes. Welche Auskünfte er verlangen kann.',
      },
      {
        title: 'Betriebsvereinbarung zum Datenschutz: Aufbau und Inhalt',
        teaser: 'Zweck, Datenarten, Löschfristen: Die Bausteine einer Vereinbarung über IT-Systeme.',
      },
    ],
    news: [
      {
        title: 'Videoüberwachung im Betrieb: Nur mit dem Betriebsrat',
        teaser: 'Kameras erfassen Verhalten und Leistung. Warum ihre Einführung der Mitbestimmung unterliegt.',
        lead: 'Kameras in Lager, Verkaufsraum oder Eingangsbereich sind technische Einrichtungen, die zur Überwachung geeignet sind. Ohne Zustimmung des Betriebsrats dürfen sie nicht in Betrieb gehen.',
      },
      {
        title: 'Löschfristen für Betriebsratsunterlagen festlegen',
        teaser: 'Auch das Gremium darf Daten nicht unbegrenzt aufbewahren. Ein Löschkonzept schafft Klarheit.',
        lead: 'Anhörungsunterlagen, Bewerbungen, Protokolle: Im Betriebsratsbüro sammeln sich viele personenbezogene Daten. Ein Löschkonzept legt fest, wann sie vernichtet werden.',
      },
    ],
  },
  {
    tags: ['Arbeitszeit', 'Mitbestimmung', 'Arbeitsschutz'],
    intro:
      'Arbeitszeit ist eines der zentralen Themen der Betriebsratsarbeit. Das Arbeitszeitgesetz setzt die Grenzen, innerhalb derer Arbeitgeber und Betriebsrat die Arbeitszeit gestalten.',
    sections: [
      {
        heading: 'Höchstarbeitszeit und Ausgleich',
        text: 'Die werktägliche Arbeitszeit darf acht Stunden nicht überschreiten. Sie kann auf bis zu zehn Stunden verlängert werden, wenn innerhalb von sechs Kalendermonaten oder 24 Wochen im Durchschnitt acht Stunden werktäglich nicht überschritten werden (§ 3 ArbZG).',
      },
      {
        heading: 'Pausen und Ruhezeiten',
        text: 'Bei einer Arbeitszeit von mehr als sechs Stunden ist die Arbeit durch eine Ruhepause von mindestens 30 Minuten zu unterbrechen, bei mehr als neun Stunden von 45 Minuten (§ 4 ArbZG). Nach Ende der Arbeitszeit folgt eine ununterbrochene Ruhezeit von mindestens elf Stunden (§ 5 ArbZG).',
      },
      {
        heading: 'Mitbestimmung bei der Lage der Arbeitszeit',
        text: 'Beginn und Ende der täglichen Arbeitszeit, die Pausen und die Verteilung auf die Wochentage bestimmt der Betriebsrat nach § 87 Abs. 1 Nr. 2 BetrVG mit, Überstunden und Kurzarbeit nach § 87 Abs. 1 Nr. 3 BetrVG.',
      },
      {
        heading: 'Pflicht zur Arbeitszeiterfassung',
        text: 'Nach dem Beschluss des Bundesarbeitsgerichts vom 13.09.2022 – 1 ABR 22/21 – sind Arbeitgeber verpflichtet, ein System einzuführen, mit dem die Arbeitszeit der Beschäftigten erfasst werden kann. Bei der Ausgestaltung dieses Systems hat der Betriebsrat mitzubestimmen.',
      },
    ],
    checklist: [
      'Überstunden monatlich auswerten lassen',
      'Ruhezeiten bei Schichtwechseln prüfen',
      'Regeln für Gleitzeit und Arbeitszeitkonten vereinbaren',
      'Art der Zeiterfassung mitgestalten',
    ],
    articles: [
      {
        title: 'Arbeitszeiterfassung: Was der Betriebsrat jetzt regeln sollte',
        teaser: 'Die Pflicht zur Zeiterfassung besteht. Bei der Frage, wie erfasst wird, bestimmt der Betriebsrat mit.',
      },
      {
        title: 'Überstunden: Die Mitbestimmung nach § 87 Abs. 1 Nr. 3 BetrVG',
        teaser:
          'Ob Mehrarbeit angeordnet wird, entscheidet der Arbeitgeber nicht allein. Wie das Gremium Überstunden steuert.',
      },
      {
        title: 'Schichtarbeit gestalten: Dienstpläne, Ruhezeiten, Gesundheit',
        teaser: 'Schichtpläne sind mitbestimmt. Worauf Betriebsräte bei der Gestaltung achten sollten.',
      },
    ],
    news: [
      {
        title: 'Pausen richtig planen: Was das Arbeitszeitgesetz vorgibt',
        teaser: '30 oder 45 Minuten, im Voraus festgelegt: Die Regeln zu Ruhepausen kurz erklärt.',
        lead: 'Ruhepausen müssen im Voraus feststehen und dürfen nicht ans Ende der Arbeitszeit gelegt werden. Länger als sechs Stunden hintereinander darf niemand ohne Pause beschäftigt werden.',
      },
      {
        title: 'Arbeitszeitkonten: Chancen und Risiken',
        teaser: 'Flexibilität für beide Seiten – wenn die Regeln stimmen. Was in eine Vereinbarung gehört.',
        lead: 'Arbeitszeitkonten erlauben es, Mehr- und Minderstunden auszugleichen. Ohne klare Obergrenzen und Ausgleichszeiträume werden sie jedoch schnell zur Falle; ihre Ausgestaltung unterliegt der Mitbestimmung nach § 87 Abs. 1 Nr. 2 und 3 BetrVG.',
      },
    ],
    interview: {
      title: '„Ohne Zeiterfassung keine Kontrolle der Überstunden“',
      teaser: 'Ein Betriebsratsmitglied aus dem Einzelhandel über Dienstpläne, Zeiterfassung und Gesundheit.',
      interviewee: 'Sandra Nowak, Betriebsrätin',
      questions: [
        [
          'Frau Nowak, welche Rolle spielt die Arbeitszeit in Ihrem Gremium?',
          'Die größte. Jeder Dienstplan geht über unseren Tisch, und wir prüfen, ob Ruhezeiten und Pausen eingehalten werden.',
        ],
        [
          'Wie erfassen Sie die Arbeitszeit?',
          'Wir haben eine Betriebsvereinbarung zur elektronischen Zeiterfassung abgeschlossen. Wichtig war uns, dass die Daten nicht zur Leistungskontrolle verwendet werden.',
        ],
        [
          'Was hat sich dadurch verändert?',
          'Überstunden werden sichtbar. Wir können sie jetzt gezielt ansprechen, statt uns auf Schätzungen zu verlassen.',
        ],
      ],
    },
  },
  {
    tags: ['Kündigungsschutz', 'Betriebsverfassungsgesetz'],
    intro:
      'Vor jeder Kündigung muss der Arbeitgeber den Betriebsrat anhören. Das Anhörungsverfahren nach § 102 BetrVG ist eines der wichtigsten Instrumente des Betriebsrats im Einzelfall.',
    sections: [
      {
        heading: 'Anhörung vor jeder Kündigung',
        text: 'Der Betriebsrat ist vor jeder Kündigung zu hören; der Arbeitgeber hat ihm die Gründe mitzuteilen. Eine ohne Anhörung ausgesprochene Kündigung ist unwirksam (§ 102 Abs. 1 BetrVG).',
      },
      {
        heading: 'Die Fristen für Bedenken',
        text: 'Bedenken gegen eine ordentliche Kündigung muss der Betriebsrat innerhalb einer Woche schriftlich mitteilen, gegen eine außerordentliche Kündigung unverzüglich, spätestens innerhalb von drei Tagen (§ 102 Abs. 2 BetrVG).',
      },
      {
        heading: 'Der Widerspruch',
        text: 'Einer ordentlichen Kündigung kann der Betriebsrat aus den in § 102 Abs. 3 BetrVG genannten Gründen widersprechen, etwa wenn der Arbeitnehmer an einem anderen Arbeitsplatz weiterbeschäftigt werden kann. Ein ordnungsgemäßer Widerspruch kann einen Weiterbeschäftigungsanspruch während des Kündigungsschutzprozesses begründen.',
      },
      {
        heading: 'Schutz der Betriebsratsmitglieder',
        text: 'Die außerordentliche Kündigung eines Betriebsratsmitglieds bedarf der Zustimmung des Betriebsrats (§ 103 Abs. 1 BetrVG). Verweigert er sie, kann das Arbeitsgericht sie auf Antrag des Arbeitgebers ersetzen.',
      },
    ],
    checklist: [
      'Eingang der Anhörung mit Datum festhalten',
      'Fehlende Informationen sofort nachfordern',
      'Betroffene Beschäftigte anhören',
      'Stellungnahme fristgerecht und schriftlich abgeben',
    ],
    articles: [
      {
        title: 'Die Anhörung des Betriebsrats vor der Kündigung',
        teaser: 'Was der Arbeitgeber mitteilen muss, welche Fristen laufen und wie der Betriebsrat reagieren kann.',
      },
      {
        title: 'Widerspruch gegen eine Kündigung: Gründe und Wirkung',
        teaser:
          'Ein begründeter Widerspruch kann die Weiterbeschäftigung sichern. Die Widerspruchsgründe im Einzelnen.',
      },
      {
        title: 'Sonderkündigungsschutz für Betriebsratsmitglieder',
        teaser: 'Warum Mandatsträger besonders geschützt sind und was bei einer außerordentlichen Kündigung gilt.',
      },
    ],
    news: [
      {
        title: 'Anhörung erhalten: Die Wochenfrist läuft',
        teaser: 'Bei einer ordentlichen Kündigung hat der Betriebsrat eine Woche Zeit. So nutzen Sie sie.',
        lead: 'Mit dem Zugang der Anhörung beim Betriebsratsvorsitzenden beginnt die Frist. Wer die Stellungnahme vorbereitet, sollte sofort die Sitzung planen.',
      },
      {
        title: 'Außerordentliche Kündigung: Drei Tage für den Betriebsrat',
        teaser: 'Bei einer fristlosen Kündigung muss das Gremium schnell handeln. Worauf es ankommt.',
        lead: 'Die Frist für Bedenken gegen eine außerordentliche Kündigung ist kurz. Gremien sollten vorab klären, wie sie kurzfristig beschlussfähig zusammenkommen.',
      },
    ],
  },
  {
    tags: ['Mitbestimmung', 'Betriebsverfassungsgesetz', 'Entgelt'],
    intro:
      'Einstellung, Eingruppierung, Umgruppierung und Versetzung: In Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern braucht der Arbeitgeber für diese personellen Einzelmaßnahmen die Zustimmung des Betriebsrats (§ 99 BetrVG).',
    sections: [
      {
        heading: 'Unterrichtung vor der Maßnahme',
        text: 'Der Arbeitgeber hat den Betriebsrat vor jeder Einstellung, Eingruppierung, Umgruppierung und Versetzung zu unterrichten, ihm die erforderlichen Bewerbungsunterlagen vorzulegen und Auskunft über die Person der Beteiligten zu geben (§ 99 Abs. 1 BetrVG).',
      },
      {
        heading: 'Gründe für die Verweigerung',
        text: 'Der Betriebsrat kann die Zustimmung nur aus den in § 99 Abs. 2 BetrVG abschließend genannten Gründen verweigern, etwa wenn die Maßnahme gegen ein Gesetz oder einen Tarifvertrag verstoßen würde oder andere Beschäftigte dadurch Nachteile erleiden.',
      },
      {
        heading: 'Eine Woche Zeit',
        text: 'Verweigert der Betriebsrat seine Zustimmung, hat er dies unter Angabe von Gründen innerhalb einer Woche nach Unterrichtung schriftlich mitzuteilen. Sonst gilt die Zustimmung als erteilt (§ 99 Abs. 3 BetrVG).',
      },
      {
        heading: 'Vorläufige Maßnahmen',
        text: 'Ist es aus sachlichen Gründen dringend erforderlich, kann der Arbeitgeber die Maßnahme vorläufig durchführen (§ 100 BetrVG). Bestreitet der Betriebsrat die Dringlichkeit, muss der Arbeitgeber binnen drei Tagen das Arbeitsgericht anrufen.',
      },
    ],
    checklist: [
      'Vollständigkeit der Unterlagen prüfen',
      'Eingruppierung mit dem Tarifvertrag abgleichen',
      'Interne Ausschreibung nach § 93 BetrVG prüfen',
      'Verweigerung schriftlich und begründet mitteilen',
    ],
    articles: [
      {
        title: 'Personelle Einzelmaßnahmen: Die Zustimmung nach § 99 BetrVG',
        teaser:
          'Einstellung, Versetzung, Eingruppierung: Wann der Betriebsrat zustimmen muss und wann er ablehnen darf.',
      },
      {
        title: 'Eingruppierung prüfen: Mitbeurteilung statt Mitgestaltung',
        teaser:
          'Bei der Eingruppierung geht es um Richtigkeit. Wie der Betriebsrat die Einordnung in die Entgeltgruppen kontrolliert.',
      },
      {
        title: 'Versetzung: Wann sie der Zustimmung bedarf',
        teaser: 'Nicht jede Änderung des Arbeitsplatzes ist eine Versetzung. Die Definition und ihre Folgen.',
      },
    ],
    news: [
      {
        title: 'Zustimmung verweigert: So formulieren Sie die Gründe',
        teaser:
          'Eine Verweigerung muss sich auf die gesetzlichen Gründe stützen. Praxistipps für das Schreiben an den Arbeitgeber.',
        lead: 'Eine formelhafte Verweigerung genügt nicht: Die Gründe müssen es als möglich erscheinen lassen, dass einer der gesetzlichen Tatbestände erfüllt ist.',
      },
      {
        title: 'Leiharbeit: Auch hier muss der Betriebsrat zustimmen',
        teaser: 'Der Einsatz von Leiharbeitnehmern gilt als Einstellung im Entleiherbetrieb.',
        lead: 'Vor der Übernahme eines Leiharbeitnehmers zur Arbeitsleistung ist der Betriebsrat des Entleiherbetriebs nach § 99 BetrVG zu beteiligen; das ergibt sich aus § 14 Abs. 3 AÜG.',
      },
    ],
  },
  {
    tags: ['Umstrukturierung', 'Wirtschaftsausschuss'],
    intro:
      'Schließungen, Verlagerungen, neue Arbeitsmethoden: Plant der Arbeitgeber eine Betriebsänderung, hat der Betriebsrat in Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern weitreichende Rechte (§ 111 BetrVG).',
    sections: [
      {
        heading: 'Was eine Betriebsänderung ist',
        text: 'Als Betriebsänderung gelten nach § 111 Satz 3 BetrVG unter anderem die Einschränkung und Stilllegung des ganzen Betriebs oder wesentlicher Betriebsteile, die Verlegung, der Zusammenschluss mit anderen Betrieben sowie grundlegende Änderungen der Betriebsorganisation.',
      },
      {
        heading: 'Der Interessenausgleich',
        text: 'Über das Ob, Wann und Wie der Betriebsänderung verhandeln Arbeitgeber und Betriebsrat einen Interessenausgleich (§ 112 Abs. 1 BetrVG). Er ist schriftlich niederzulegen und von beiden Seiten zu unterschreiben, aber nicht erzwingbar.',
      },
      {
        heading: 'Der Sozialplan',
        text: 'Der Sozialplan gleicht die wirtschaftlichen Nachteile der Betroffenen aus oder mildert sie (§ 112 Abs. 1 Satz 2 BetrVG). Anders als der Interessenausgleich kann er über die Einigungsstelle erzwungen werden.',
      },
      {
        heading: 'Berater für den Betriebsrat',
        text: 'In Unternehmen mit mehr als 300 Arbeitnehmern kann der Betriebsrat zu seiner Unterstützung einen Berater hinzuziehen (§ 111 Satz 2 BetrVG), ohne dass es dafür einer Vereinbarung mit dem Arbeitgeber bedarf.',
      },
    ],
    checklist: [
      'Umfassende Unterrichtung schriftlich verlangen',
      'Wirtschaftsausschuss einbeziehen',
      'Alternativen zum Personalabbau erarbeiten',
      'Sozialplanvolumen und Verteilung vorbereiten',
    ],
    articles: [
      {
        title: 'Betriebsänderung: Die Rechte des Betriebsrats nach § 111 BetrVG',
        teaser: 'Wann eine Betriebsänderung vorliegt und wie das Gremium rechtzeitig Einfluss nimmt.',
      },
      {
        title: 'Interessenausgleich und Sozialplan: Der Unterschied',
        teaser: 'Der eine regelt das Wie, der andere die Folgen. Warum der Betriebsrat beide verhandeln sollte.',
      },
      {
        title: 'Restrukturierung begleiten: Ein Fahrplan für Betriebsräte',
        teaser: 'Von der ersten Information bis zur Einigungsstelle: Die Phasen einer Betriebsänderung.',
      },
    ],
    news: [
      {
        title: 'Standortverlagerung angekündigt? Das sind die ersten Schritte',
        teaser: 'Bevor der Arbeitgeber Fakten schafft, muss er mit dem Betriebsrat verhandeln.',
        lead: 'Kündigt der Arbeitgeber eine Verlagerung an, sollte der Betriebsrat umgehend umfassende Informationen verlangen und die Beratung einfordern.',
      },
      {
        title: 'Sozialplan: Was Abfindungsformeln berücksichtigen',
        teaser: 'Betriebszugehörigkeit, Alter, Unterhaltspflichten: Die üblichen Bausteine einer Abfindungsregelung.',
        lead: 'Viele Sozialpläne berechnen Abfindungen nach einer Formel aus Betriebszugehörigkeit, Bruttomonatsentgelt und einem Faktor. Zuschläge für Kinder oder Schwerbehinderung sind verbreitet.',
      },
    ],
  },
  {
    tags: ['Wirtschaftsausschuss', 'Bilanzen'],
    intro:
      'In Unternehmen mit in der Regel mehr als 100 ständig beschäftigten Arbeitnehmern wird ein Wirtschaftsausschuss gebildet (§ 106 Abs. 1 BetrVG). Er berät wirtschaftliche Angelegenheiten mit dem Unternehmer und unterrichtet den Betriebsrat.',
    sections: [
      {
        heading: 'Unterrichtung über wirtschaftliche Angelegenheiten',
        text: 'Der Unternehmer hat den Wirtschaftsausschuss rechtzeitig und umfassend über die wirtschaftlichen Angelegenheiten des Unternehmens unter Vorlage der erforderlichen Unterlagen zu unterrichten (§ 106 Abs. 2 BetrVG), etwa über die Produktions- und Absatzlage oder Investitionsprogramme.',
      },
      {
        heading: 'Zusammensetzung',
        text: 'Der Wirtschaftsausschuss besteht aus mindestens drei und höchstens sieben Mitgliedern, die dem Unternehmen angehören müssen; mindestens ein Mitglied muss dem Betriebsrat angehören (§ 107 Abs. 1 BetrVG).',
      },
      {
        heading: 'Sitzungen einmal im Monat',
        text: 'Der Wirtschaftsausschuss soll monatlich einmal zusammentreten (§ 108 Abs. 1 BetrVG). An den Sitzungen hat der Unternehmer oder sein Vertreter teilzunehmen.',
      },
      {
        heading: 'Der Jahresabschluss',
        text: 'Der Jahresabschluss ist dem Wirtschaftsausschuss unter Beteiligung des Betriebsrats zu erläutern (§ 108 Abs. 5 BetrVG). Bilanz sowie Gewinn- und Verlustrechnung geben Hinweise auf die Lage des Unternehmens.',
      },
    ],
    checklist: [
      'Sitzungstermine für das ganze Jahr festlegen',
      'Unterlagen vorab anfordern',
      'Fragen zum Jahresabschluss vorbereiten',
      'Betriebsrat nach jeder Sitzung unterrichten',
    ],
    articles: [
      {
        title: 'Der Wirtschaftsausschuss: Aufgaben, Rechte, Arbeitsweise',
        teaser: 'Was der Wirtschaftsausschuss erfahren muss und wie er sein Wissen für den Betriebsrat nutzbar macht.',
      },
      {
        title: 'Bilanzen lesen für Betriebsräte',
        teaser:
          'Eigenkapitalquote, Liquidität, Rendite: Die wichtigsten Kennzahlen eines Jahresabschlusses verständlich erklärt.',
      },
      {
        title: 'Wenn der Unternehmer schweigt: Informationsrechte durchsetzen',
        teaser:
          'Bei Streit über die Auskunft entscheidet die Einigungsstelle. So setzt der Ausschuss seine Rechte durch.',
      },
    ],
    news: [
      {
        title: 'Jahresabschluss: Die Erläuterung einfordern',
        teaser: 'Der Jahresabschluss ist dem Wirtschaftsausschuss zu erläutern. Bereiten Sie Ihre Fragen vor.',
        lead: 'Nach Feststellung des Jahresabschlusses ist er dem Wirtschaftsausschuss unter Beteiligung des Betriebsrats zu erläutern. Viele Ausschüsse nutzen den Termin zu wenig.',
      },
      {
        title: 'Wirtschaftsausschuss: Jahresplanung für die Sitzungen',
        teaser: 'Ein fester Sitzungskalender sorgt dafür, dass der Ausschuss regelmäßig informiert wird.',
        lead: 'Der Wirtschaftsausschuss soll monatlich zusammentreten. Ein Sitzungskalender mit Themenschwerpunkten hilft, die Unterrichtung planbar zu machen.',
      },
    ],
  },
  {
    tags: ['Gesundheitsschutz', 'Psychische Belastung', 'Arbeitsschutz'],
    intro:
      'Gesundheitsschutz im Betrieb ist eine gemeinsame Aufgabe von Arbeitgeber und Betriebsrat. Das Arbeitsschutzgesetz verpflichtet den Arbeitgeber, Gefährdungen zu beurteilen – auch psychische Belastungen.',
    sections: [
      {
        heading: 'Die Gefährdungsbeurteilung',
        text: 'Der Arbeitgeber hat die Gefährdungen der Beschäftigten bei ihrer Arbeit zu beurteilen und die erforderlichen Maßnahmen des Arbeitsschutzes zu ermitteln (§ 5 Abs. 1 ArbSchG). Eine Gefährdung kann sich ausdrücklich auch aus psychischen Belastungen ergeben (§ 5 Abs. 3 Nr. 6 ArbSchG).',
      },
      {
        heading: 'Mitbestimmung beim Gesundheitsschutz',
        text: 'Bei Regelungen über den Gesundheitsschutz im Rahmen der gesetzlichen Vorschriften bestimmt der Betriebsrat nach § 87 Abs. 1 Nr. 7 BetrVG mit. Dazu gehört auch die Frage, wie die Gefährdungsbeurteilung durchgeführt wird.',
      },
      {
        heading: 'Das betriebliche Eingliederungsmanagement',
        text: 'Sind Beschäftigte innerhalb eines Jahres länger als sechs Wochen ununterbrochen oder wiederholt arbeitsunfähig, klärt der Arbeitgeber mit ihrer Zustimmung und unter Beteiligung der Interessenvertretung, wie die Arbeitsunfähigkeit überwunden werden kann (§ 167 Abs. 2 SGB IX).',
      },
      {
        heading: 'Der Betriebsrat im Arbeitsschutz',
        text: 'Der Betriebsrat hat sich dafür einzusetzen, dass die Vorschriften über den Arbeitsschutz durchgeführt werden, und ist bei allen Besichtigungen und Unfalluntersuchungen hinzuzuziehen (§ 89 Abs. 1 und 2 BetrVG).',
      },
    ],
    checklist: [
      'Stand der Gefährdungsbeurteilung erfragen',
      'Psychische Belastungen ausdrücklich einbeziehen',
      'Maßnahmen mit Fristen und Verantwortlichen festlegen',
      'Wirksamkeit der Maßnahmen überprüfen',
    ],
    articles: [
      {
        title: 'Psychische Gefährdungsbeurteilung: Ein Leitfaden für Betriebsräte',
        teaser: 'Zeitdruck, Unterbrechungen, Konflikte: Wie psychische Belastungen erfasst und verringert werden.',
      },
      {
        title: 'BEM: Das betriebliche Eingliederungsmanagement mitgestalten',
        teaser: 'Wann ein BEM anzubieten ist, wer beteiligt ist und welche Rolle der Betriebsrat spielt.',
      },
      {
        title: 'Arbeitsschutzausschuss: So arbeitet er wirksam',
        teaser:
          'Der Arbeitsschutzausschuss tritt mindestens einmal vierteljährlich zusammen. Wie Betriebsräte ihn nutzen.',
      },
    ],
    news: [
      {
        title: 'Hitze am Arbeitsplatz: Was der Arbeitgeber tun muss',
        teaser:
          'Steigen die Temperaturen, sind Schutzmaßnahmen gefragt. Der Betriebsrat bestimmt bei ihrer Gestaltung mit.',
        lead: 'Im Sommer steigen die Temperaturen in Büros und Hallen. Die Arbeitsstättenregel zur Raumtemperatur nennt Werte, ab denen Maßnahmen zu ergreifen sind.',
      },
      {
        title: 'Stress im Team: Erste Schritte für den Betriebsrat',
        teaser: 'Wenn Beschwerden über Überlastung zunehmen, hilft ein Blick auf die Gefährdungsbeurteilung.',
        lead: 'Häufen sich Überlastungsanzeigen und Krankmeldungen, ist das ein Anlass, die Gefährdungsbeurteilung für psychische Belastungen zu überprüfen.',
      },
    ],
  },
  {
    tags: ['Betriebsratsvorsitz', 'Schriftführung', 'Einsteiger'],
    intro:
      'Gute Betriebsratsarbeit braucht ordentliche Sitzungen und wirksame Beschlüsse. Das Betriebsverfassungsgesetz regelt Einladung, Beschlussfähigkeit und Niederschrift.',
    sections: [
      {
        heading: 'Die Einladung',
        text: 'Der Vorsitzende beruft die Sitzungen ein, setzt die Tagesordnung fest und lädt die Mitglieder rechtzeitig unter Mitteilung der Tagesordnung (§ 29 Abs. 2 BetrVG). Ist ein Mitglied verhindert, ist das Ersatzmitglied zu laden.',
      },
      {
        heading: 'Beschlussfähigkeit und Mehrheit',
        text: 'Der Betriebsrat ist beschlussfähig, wenn mindestens die Hälfte der Mitglieder an der Beschlussfassung teilnimmt. Beschlüsse werden mit der Mehrheit der Stimmen der anwesenden Mitglieder gefasst (§ 33 BetrVG).',
      },
      {
        heading: 'Sitzungen per Video',
        text: 'Seit 2021 kann die Teilnahme an einer Sitzung mittels Video- und Telefonkonferenz erfolgen, wenn die Geschäftsordnung das regelt, nicht mindestens ein Viertel der Mitglieder binnen einer vom Vorsitzenden zu bestimmenden Frist widerspricht und Dritte nicht mithören können (§ 30 Abs. 2 BetrVG).',
      },
      {
        heading: 'Die Sitzungsniederschrift',
        text: 'Über jede Verhandlung ist eine Niederschrift aufzunehmen, die mindestens den Wortlaut der Beschlüsse und die Stimmenmehrheit enthält. Sie ist vom Vorsitzenden und einem weiteren Mitglied zu unterzeichnen (§ 34 Abs. 1 BetrVG).',
      },
    ],
    checklist: [
      'Tagesordnung vollständig und rechtzeitig versenden',
      'Verhinderungen und Ersatzmitglieder dokumentieren',
      'Beschlüsse im Wortlaut protokollieren',
      'Anwesenheitsliste beifügen',
    ],
    articles: [
      {
        title: 'Die Betriebsratssitzung: Von der Einladung bis zum Beschluss',
        teaser: 'Formfehler können Beschlüsse unwirksam machen. So laufen Sitzungen rechtssicher ab.',
      },
      {
        title: 'Betriebsratssitzung per Video: Die Voraussetzungen',
        teaser: 'Geschäftsordnung, Widerspruchsrecht, Vertraulichkeit: Was für virtuelle Sitzungen gilt.',
      },
      {
        title: 'Das Protokoll der Betriebsratssitzung',
        teaser: 'Was in die Sitzungsniederschrift gehört und wer sie unterschreibt: Tipps für die Schriftführung.',
      },
    ],
    news: [
      {
        title: 'Geschäftsordnung aktualisieren: Video-Sitzungen regeln',
        teaser: 'Ohne Regelung in der Geschäftsordnung ist eine Teilnahme per Video nicht zulässig.',
        lead: 'Viele Gremien tagen gelegentlich per Video. Die Voraussetzung dafür ist eine Regelung in der Geschäftsordnung, die der Betriebsrat mit der Mehrheit seiner Stimmen beschließt.',
      },
      {
        title: 'Ersatzmitglieder richtig laden',
        teaser: 'Fehlt ein Mitglied, muss das Ersatzmitglied kommen. Die Reihenfolge ergibt sich aus der Wahl.',
        lead: 'Ist ein Betriebsratsmitglied zeitweilig verhindert, rückt ein Ersatzmitglied nach (§ 25 Abs. 1 BetrVG). Wird es nicht geladen, kann ein Beschluss unwirksam sein.',
      },
    ],
    interview: {
      title: '„Ein gutes Protokoll spart später viel Streit“',
      teaser: 'Ein Schriftführer über Tagesordnungen, Beschlussformulierungen und digitale Sitzungen.',
      interviewee: 'Jörg Steinmetz, Schriftführer eines Betriebsrats',
      questions: [
        [
          'Herr Steinmetz, wie bereiten Sie eine Sitzung vor?',
          'Die Tagesordnung geht eine Woche vorher an alle Mitglieder, mit den Unterlagen. Jeder Beschlussvorschlag steht schon ausformuliert darin.',
        ],
        [
          'Warum ist das Protokoll so wichtig?',
          'Weil es beweist, dass ein Beschluss wirksam gefasst wurde. Bei Schulungen oder Anwaltskosten fragt der Arbeitgeber genau danach.',
        ],
        [
          'Wie haben Sie Video-Sitzungen geregelt?',
          'In der Geschäftsordnung. Präsenz bleibt die Regel, aber wer auf Dienstreise ist, kann zugeschaltet werden.',
        ],
      ],
    },
  },
];
