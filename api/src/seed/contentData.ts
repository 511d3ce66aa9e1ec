/**
 * Hand-written German demo content (issue 13): articles, news and interviews on works-council topics. The
 * legal statements are checked against the law as of 2025 (BetrVG, ArbSchG, SGB IX, MiLoG); interviewees
 * are invented for the demo and named as such nowhere else.
 */
import type { ContentBlock, ContentKind } from '@amb/shared-contracts';
import type { TAG_NAMES } from './catalogueData';

export interface ContentSeed {
  kind: ContentKind;
  slug: string;
  title: string;
  teaser: string;
  author: string;
  publishedOn: string;
  tags: Array<(typeof TAG_NAMES)[number]>;
  body: ContentBlock[];
}

const h = (text: string): ContentBlock => ({ type: 'heading', text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ type: 'list', items });

const EDITORS = 'Redaktion Akademie für Mitbestimmung';

export const CONTENT_SEED: readonly ContentSeed[] = [
  {
    kind: 'article',
    slug: 'kuenstliche-intelligenz-mitbestimmung-betriebsrat',
    title: 'Künstliche Intelligenz im Betrieb: Die Rechte des Betriebsrats',
    teaser:
      'Ob Chatbot, Bewerbungsfilter oder Schichtplanung per Algorithmus: Wo KI eingeführt wird, hat der Betriebsrat mitzureden. Ein Überblick über Unterrichtung, Sachverständige und Mitbestimmung.',
    author: 'Dr. Jana Albrecht',
    publishedOn: '2025-09-18',
    tags: ['Künstliche Intelligenz', 'Mitbestimmung', 'Datenschutz'],
    body: [
      p(
        'Seit dem Betriebsrätemodernisierungsgesetz von 2021 nennt das Betriebsverfassungsgesetz Künstliche Intelligenz ausdrücklich. Der Gesetzgeber wollte damit klarstellen, dass die bestehenden Beteiligungsrechte auch für KI-Anwendungen gelten – und sie an einigen Stellen stärken.',
      ),
      h('Unterrichtung und Beratung nach § 90 BetrVG'),
      p(
        'Plant der Arbeitgeber Arbeitsverfahren und Arbeitsabläufe einschließlich des Einsatzes von Künstlicher Intelligenz, muss er den Betriebsrat nach § 90 Abs. 1 Nr. 3 BetrVG rechtzeitig unterrichten und die Auswirkungen auf die Beschäftigten mit ihm beraten – so früh, dass Vorschläge des Betriebsrats noch berücksichtigt werden können.',
      ),
      h('Sachverständige ohne Streit um die Erforderlichkeit'),
      p(
        'Muss der Betriebsrat zur Durchführung seiner Aufgaben die Einführung oder Anwendung von KI beurteilen, gilt die Hinzuziehung eines Sachverständigen nach § 80 Abs. 3 Satz 2 BetrVG als erforderlich. Über Person und Kosten ist dennoch eine Vereinbarung mit dem Arbeitgeber nötig.',
      ),
      h('Mitbestimmung bei technischen Einrichtungen'),
      p(
        'Die meisten KI-Systeme verarbeiten Daten über Verhalten oder Leistung der Beschäftigten. Dann greift das Mitbestimmungsrecht nach § 87 Abs. 1 Nr. 6 BetrVG: Es genügt, dass das System zur Überwachung objektiv geeignet ist; eine Überwachungsabsicht ist nicht erforderlich.',
      ),
      list(
        'Auswahlrichtlinien bedürfen der Zustimmung des Betriebsrats auch dann, wenn sie mithilfe von KI aufgestellt werden (§ 95 Abs. 2a BetrVG).',
        'Eine Betriebsvereinbarung sollte Zweck, Datenarten, Löschfristen und Auswertungsverbote festlegen.',
        'Der Arbeitgeber bleibt datenschutzrechtlich verantwortlich (§ 79a BetrVG).',
      ),
    ],
  },
  {
    kind: 'article',
    slug: 'schulungsanspruch-betriebsrat-paragraf-37',
    title: 'Der Schulungsanspruch des Betriebsrats nach § 37 Abs. 6 und 7 BetrVG',
    teaser:
      'Betriebsratsmitglieder dürfen sich für ihr Amt schulen lassen – bezahlt und auf Kosten des Arbeitgebers. Was „erforderlich“ bedeutet und wie der Beschluss aussehen muss.',
    author: EDITORS,
    publishedOn: '2025-06-02',
    tags: ['Betriebsverfassungsgesetz', 'Einsteiger', 'Praxiswissen'],
    body: [
      p(
        'Wer im Betriebsrat mitarbeitet, braucht Wissen im Arbeits- und Betriebsverfassungsrecht. Das Gesetz gibt deshalb zwei Ansprüche auf Schulung, die sich in Voraussetzungen und Umfang unterscheiden.',
      ),
      h('Erforderliche Kenntnisse: § 37 Abs. 6 BetrVG'),
      p(
        'Für Schulungen, die Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind, ist das Mitglied ohne Minderung des Arbeitsentgelts von der Arbeit zu befreien. Grundwissen im Betriebsverfassungsrecht gilt für jedes neu gewählte Mitglied als erforderlich; für Spezialwissen muss ein aktueller betrieblicher Anlass bestehen.',
      ),
      p(
        'Die Kosten der Schulung – Seminargebühr, Reise und Unterkunft – trägt der Arbeitgeber nach § 40 Abs. 1 BetrVG.',
      ),
      h('Geeignete Schulungen: § 37 Abs. 7 BetrVG'),
      p(
        'Daneben hat jedes Mitglied während seiner Amtszeit Anspruch auf bezahlte Freistellung für insgesamt drei Wochen zur Teilnahme an Veranstaltungen, die als geeignet anerkannt sind; wer erstmals Betriebsratsmitglied wird, hat Anspruch auf vier Wochen.',
      ),
      h('Der Weg zum Seminar'),
      list(
        'Der Betriebsrat fasst in einer ordnungsgemäß einberufenen Sitzung einen Beschluss über Teilnehmer, Seminar und Termin.',
        'Er teilt dem Arbeitgeber Teilnahme und zeitliche Lage rechtzeitig mit und berücksichtigt die betrieblichen Notwendigkeiten.',
        'Hält der Arbeitgeber die betrieblichen Notwendigkeiten für nicht ausreichend berücksichtigt, kann er die Einigungsstelle anrufen.',
      ),
    ],
  },
  {
    kind: 'article',
    slug: 'betriebsvereinbarung-abschluss-form-kuendigung',
    title: 'Die Betriebsvereinbarung: Abschluss, Form und Kündigung',
    teaser:
      'Betriebsvereinbarungen gelten unmittelbar und zwingend für alle Beschäftigten. Welche Form sie brauchen, wo der Tarifvorrang greift und was nach einer Kündigung gilt.',
    author: 'Markus Neumann',
    publishedOn: '2025-03-11',
    tags: ['Betriebsvereinbarung', 'Mitbestimmung', 'Betriebsverfassungsgesetz'],
    body: [
      p(
        'Die Betriebsvereinbarung ist das wichtigste Gestaltungsinstrument des Betriebsrats. Nach § 77 Abs. 4 BetrVG gilt sie unmittelbar und zwingend: Die Beschäftigten können sich direkt auf sie berufen.',
      ),
      h('Form'),
      p(
        'Betriebsvereinbarungen sind von Betriebsrat und Arbeitgeber gemeinsam zu beschließen und schriftlich niederzulegen; beide Seiten unterzeichnen. Seit 2021 ist auch die elektronische Form mit qualifizierter elektronischer Signatur zulässig (§ 77 Abs. 2 BetrVG). Der Arbeitgeber hat sie an geeigneter Stelle im Betrieb auszulegen.',
      ),
      h('Tarifvorrang'),
      p(
        'Arbeitsentgelte und sonstige Arbeitsbedingungen, die durch Tarifvertrag geregelt sind oder üblicherweise geregelt werden, können nicht Gegenstand einer Betriebsvereinbarung sein, es sei denn, der Tarifvertrag lässt ergänzende Betriebsvereinbarungen ausdrücklich zu (§ 77 Abs. 3 BetrVG).',
      ),
      h('Kündigung und Nachwirkung'),
      list(
        'Betriebsvereinbarungen können, soweit nichts anderes vereinbart ist, mit einer Frist von drei Monaten gekündigt werden (§ 77 Abs. 5 BetrVG).',
        'In Angelegenheiten, in denen ein Spruch der Einigungsstelle die Einigung ersetzen kann, gelten ihre Regelungen nach Ablauf weiter, bis sie durch eine andere Abmachung ersetzt werden (§ 77 Abs. 6 BetrVG).',
      ),
    ],
  },
  {
    kind: 'article',
    slug: 'anhoerung-betriebsrat-kuendigung-paragraf-102',
    title: 'Anhörung vor jeder Kündigung: So nutzt der Betriebsrat § 102 BetrVG',
    teaser:
      'Eine Kündigung ohne Anhörung des Betriebsrats ist unwirksam. Welche Fristen gelten, welche Widerspruchsgründe das Gesetz kennt und was ein Widerspruch bewirkt.',
    author: 'Dr. Jana Albrecht',
    publishedOn: '2024-11-20',
    tags: ['Kündigungsschutz', 'Betriebsverfassungsgesetz'],
    body: [
      p(
        'Der Betriebsrat ist vor jeder Kündigung zu hören; der Arbeitgeber hat ihm die Gründe für die Kündigung mitzuteilen. Eine ohne Anhörung ausgesprochene Kündigung ist unwirksam (§ 102 Abs. 1 BetrVG).',
      ),
      h('Die Fristen'),
      list(
        'Bedenken gegen eine ordentliche Kündigung muss der Betriebsrat spätestens innerhalb einer Woche schriftlich mitteilen.',
        'Bedenken gegen eine außerordentliche Kündigung sind unverzüglich, spätestens innerhalb von drei Tagen mitzuteilen.',
        'Äußert sich der Betriebsrat zu einer ordentlichen Kündigung nicht fristgerecht, gilt seine Zustimmung als erteilt.',
      ),
      h('Widerspruch'),
      p(
        'Einer ordentlichen Kündigung kann der Betriebsrat aus den Gründen des § 102 Abs. 3 BetrVG widersprechen, etwa wenn soziale Gesichtspunkte bei der Auswahl nicht ausreichend berücksichtigt wurden oder der Beschäftigte an einem anderen Arbeitsplatz weiterbeschäftigt werden kann.',
      ),
      p(
        'Ein ordnungsgemäßer Widerspruch hat Gewicht: Erhebt der Beschäftigte Kündigungsschutzklage, muss der Arbeitgeber ihn auf Verlangen bis zum rechtskräftigen Abschluss des Verfahrens weiterbeschäftigen (§ 102 Abs. 5 BetrVG).',
      ),
    ],
  },
  {
    kind: 'article',
    slug: 'arbeitszeit-mitbestimmung-paragraf-87',
    title: 'Arbeitszeit und Überstunden: Mitbestimmung nach § 87 Abs. 1 Nr. 2 und 3 BetrVG',
    teaser:
      'Schichtpläne, Pausen, Überstunden und Kurzarbeit: Bei der Lage und der vorübergehenden Änderung der Arbeitszeit entscheidet der Betriebsrat mit.',
    author: 'Markus Neumann',
    publishedOn: '2025-01-27',
    tags: ['Arbeitszeit', 'Mitbestimmung'],
    body: [
      p(
        'Die Arbeitszeit gehört zu den klassischen Feldern der erzwingbaren Mitbestimmung. Einigen sich Arbeitgeber und Betriebsrat nicht, entscheidet die Einigungsstelle (§ 87 Abs. 2 BetrVG).',
      ),
      h('Lage der Arbeitszeit'),
      p(
        'Nach § 87 Abs. 1 Nr. 2 BetrVG bestimmt der Betriebsrat mit über Beginn und Ende der täglichen Arbeitszeit einschließlich der Pausen sowie über die Verteilung der Arbeitszeit auf die einzelnen Wochentage. Dazu gehören Schichtpläne und Regelungen zur Gleitzeit.',
      ),
      h('Vorübergehende Verkürzung oder Verlängerung'),
      p(
        'Ordnet der Arbeitgeber Überstunden an oder führt er Kurzarbeit ein, greift § 87 Abs. 1 Nr. 3 BetrVG. Das gilt schon dann, wenn nur wenige Beschäftigte betroffen sind, solange ein kollektiver Bezug besteht.',
      ),
      h('Arbeitszeiterfassung'),
      p(
        'Das Bundesarbeitsgericht hat am 13. September 2022 entschieden (1 ABR 22/21), dass Arbeitgeber nach § 3 Abs. 2 Nr. 1 ArbSchG verpflichtet sind, ein System zur Erfassung der Arbeitszeiten einzuführen. Ein Initiativrecht zur Einführung eines elektronischen Systems hat der Betriebsrat deshalb nicht – bei der Ausgestaltung bestimmt er aber mit.',
      ),
    ],
  },
  {
    kind: 'article',
    slug: 'gefaehrdungsbeurteilung-psychische-belastung',
    title: 'Gefährdungsbeurteilung psychischer Belastungen: Was der Betriebsrat durchsetzen kann',
    teaser:
      'Zeitdruck, Unterbrechungen, ständige Erreichbarkeit: Seit 2013 nennt das Arbeitsschutzgesetz psychische Belastungen ausdrücklich. Der Betriebsrat bestimmt mit, wie sie beurteilt werden.',
    author: 'Claudia Weber',
    publishedOn: '2024-09-09',
    tags: ['Psychische Belastung', 'Gesundheitsschutz', 'Arbeitsschutz'],
    body: [
      p(
        'Der Arbeitgeber hat durch eine Beurteilung der Gefährdungen zu ermitteln, welche Maßnahmen des Arbeitsschutzes erforderlich sind (§ 5 Abs. 1 ArbSchG). Eine Gefährdung kann sich nach § 5 Abs. 3 Nr. 6 ArbSchG auch durch psychische Belastungen bei der Arbeit ergeben.',
      ),
      h('Mitbestimmung nach § 87 Abs. 1 Nr. 7 BetrVG'),
      p(
        'Weil das Gesetz dem Arbeitgeber bei der Gefährdungsbeurteilung Spielraum lässt, hat der Betriebsrat mitzubestimmen: über Methode, Instrumente, die Einteilung der Tätigkeiten und die Beteiligung der Beschäftigten.',
      ),
      h('Typische Belastungsfaktoren'),
      list(
        'Arbeitsinhalt: Handlungsspielraum, Vollständigkeit der Aufgabe, emotionale Anforderungen',
        'Arbeitsorganisation: Arbeitszeit, Arbeitsintensität, Unterbrechungen',
        'Soziale Beziehungen: Führung, Zusammenarbeit, Konflikte',
        'Arbeitsumgebung: Lärm, Beleuchtung, Arbeitsmittel',
      ),
      p(
        'Die Beurteilung ist zu dokumentieren (§ 6 ArbSchG) und bei Veränderungen zu wiederholen. Entscheidend ist, dass aus den Ergebnissen Maßnahmen folgen und deren Wirksamkeit überprüft wird.',
      ),
    ],
  },
  {
    kind: 'article',
    slug: 'mobile-arbeit-mitbestimmung-paragraf-87-nr-14',
    title: 'Mobile Arbeit: Das Mitbestimmungsrecht nach § 87 Abs. 1 Nr. 14 BetrVG',
    teaser:
      'Seit 2021 bestimmt der Betriebsrat bei der Ausgestaltung mobiler Arbeit mit. Was das neue Mitbestimmungsrecht umfasst – und was nicht.',
    author: EDITORS,
    publishedOn: '2025-05-06',
    tags: ['Homeoffice', 'Mitbestimmung', 'Betriebsvereinbarung'],
    body: [
      p(
        'Mit dem Betriebsrätemodernisierungsgesetz wurde § 87 Abs. 1 Nr. 14 BetrVG eingeführt: Der Betriebsrat bestimmt mit bei der Ausgestaltung von mobiler Arbeit, die mittels Informations- und Kommunikationstechnik erbracht wird.',
      ),
      h('Das „Wie“, nicht das „Ob“'),
      p(
        'Die Entscheidung, ob mobile Arbeit überhaupt eingeführt wird, bleibt beim Arbeitgeber. Ist sie eingeführt, regelt der Betriebsrat mit, wie sie ausgestaltet wird.',
      ),
      h('Regelungspunkte einer Betriebsvereinbarung'),
      list(
        'zeitlicher Umfang, Erreichbarkeit und Rückkehr an den betrieblichen Arbeitsplatz',
        'Arbeitsmittel, Datenschutz und Informationssicherheit',
        'Arbeitsschutz und Unfallversicherung außerhalb des Betriebs',
        'Kostenerstattung, etwa für Strom und Internet',
      ),
      p(
        'Häufig berührt eine Regelung zur mobilen Arbeit weitere Mitbestimmungsrechte, etwa zur Arbeitszeit (§ 87 Abs. 1 Nr. 2) oder zu technischen Einrichtungen (§ 87 Abs. 1 Nr. 6 BetrVG).',
      ),
    ],
  },
  {
    kind: 'news',
    slug: 'betriebsratswahlen-2026-zeitraum',
    title: 'Betriebsratswahlen 2026: Vom 1. März bis 31. Mai wird gewählt',
    teaser:
      'Im Frühjahr 2026 finden die regelmäßigen Betriebsratswahlen statt. Wahlvorstände sollten rechtzeitig bestellt werden – im vereinfachten Verfahren gelten kurze Fristen.',
    author: EDITORS,
    publishedOn: '2025-10-15',
    tags: ['Wahlvorstand', 'Betriebsverfassungsgesetz'],
    body: [
      p(
        'Die regelmäßigen Betriebsratswahlen finden alle vier Jahre in der Zeit vom 1. März bis 31. Mai statt (§ 13 Abs. 1 BetrVG). Nach 2022 ist es im Jahr 2026 wieder so weit.',
      ),
      h('Wahlvorstand rechtzeitig bestellen'),
      p(
        'Spätestens zehn Wochen vor Ablauf seiner Amtszeit bestellt der Betriebsrat einen Wahlvorstand (§ 16 Abs. 1 BetrVG). Wer früher beginnt, hat Zeit für Schulung, Wählerliste und Wahlausschreiben.',
      ),
      h('Vereinfachtes Wahlverfahren'),
      p(
        'In Betrieben mit in der Regel fünf bis 100 wahlberechtigten Beschäftigten gilt das vereinfachte Wahlverfahren nach § 14a BetrVG; in Betrieben mit 101 bis 200 Wahlberechtigten können Wahlvorstand und Arbeitgeber es vereinbaren.',
      ),
    ],
  },
  {
    kind: 'news',
    slug: 'bag-pflicht-zur-arbeitszeiterfassung',
    title: 'BAG: Arbeitgeber müssen die Arbeitszeit erfassen',
    teaser:
      'Das Bundesarbeitsgericht leitet eine Pflicht zur Arbeitszeiterfassung aus dem Arbeitsschutzgesetz ab. Ein Initiativrecht des Betriebsrats zur Einführung besteht deshalb nicht.',
    author: 'Markus Neumann',
    publishedOn: '2022-09-14',
    tags: ['Arbeitszeit', 'Arbeitsschutz'],
    body: [
      p(
        'Mit Beschluss vom 13. September 2022 (1 ABR 22/21) hat das Bundesarbeitsgericht entschieden: Arbeitgeber sind nach § 3 Abs. 2 Nr. 1 ArbSchG verpflichtet, ein System einzuführen, mit dem die von den Beschäftigten geleistete Arbeitszeit erfasst werden kann.',
      ),
      p(
        'Das Gericht legt die Vorschrift im Licht der Rechtsprechung des Europäischen Gerichtshofs aus, der die Mitgliedstaaten 2019 zu einem objektiven, verlässlichen und zugänglichen System der Zeiterfassung verpflichtet hatte (C-55/18).',
      ),
      h('Folgen für den Betriebsrat'),
      p(
        'Weil die Pflicht bereits gesetzlich besteht, kann der Betriebsrat die Einführung einer elektronischen Zeiterfassung nicht über die Einigungsstelle erzwingen. Bei der Ausgestaltung des Systems bestimmt er jedoch mit.',
      ),
    ],
  },
  {
    kind: 'news',
    slug: 'mindestlohn-2026-2027',
    title: 'Mindestlohn steigt 2026 auf 13,90 Euro und 2027 auf 14,60 Euro',
    teaser:
      'Die Mindestlohnkommission hat eine Erhöhung in zwei Stufen beschlossen, die Bundesregierung hat sie per Verordnung verbindlich gemacht.',
    author: EDITORS,
    publishedOn: '2025-06-27',
    tags: ['Entgelt', 'Tarifrecht'],
    body: [
      p(
        'Der gesetzliche Mindestlohn steigt zum 1. Januar 2026 von 12,82 Euro auf 13,90 Euro brutto je Stunde und zum 1. Januar 2027 auf 14,60 Euro. Das hat die Mindestlohnkommission im Juni 2025 einstimmig beschlossen.',
      ),
      h('Was Betriebsräte prüfen sollten'),
      list(
        'Entgeltgruppen und Zulagen, die bisher knapp über dem Mindestlohn lagen',
        'die Grenzen für Minijobs, die sich mit dem Mindestlohn dynamisch erhöhen',
        'Arbeitszeitkonten und Vergütung von Bereitschaftszeiten',
      ),
    ],
  },
  {
    kind: 'news',
    slug: 'entgelttransparenzrichtlinie-umsetzung-2026',
    title: 'Entgelttransparenzrichtlinie: Umsetzung bis Juni 2026',
    teaser:
      'Die EU-Richtlinie 2023/970 soll gleiches Entgelt für Frauen und Männer durchsetzen. Bis zum 7. Juni 2026 muss Deutschland sie umsetzen.',
    author: 'Claudia Weber',
    publishedOn: '2025-08-21',
    tags: ['Entgelt', 'Gleichstellung'],
    body: [
      p(
        'Die Richtlinie (EU) 2023/970 stärkt die Anwendung des Grundsatzes des gleichen Entgelts für Männer und Frauen bei gleicher oder gleichwertiger Arbeit. Die Mitgliedstaaten müssen sie bis zum 7. Juni 2026 in nationales Recht umsetzen; in Deutschland wird dafür das Entgelttransparenzgesetz überarbeitet.',
      ),
      h('Die wichtigsten Neuerungen'),
      list(
        'Bewerberinnen und Bewerber erhalten vor dem Vorstellungsgespräch Angaben zum Einstiegsentgelt.',
        'Beschäftigte haben ein Recht auf Auskunft über ihr Entgelt und das durchschnittliche Entgelt vergleichbarer Beschäftigter.',
        'Arbeitgeber mit mindestens 100 Beschäftigten berichten gestaffelt über das geschlechtsspezifische Entgeltgefälle.',
        'Liegt das Gefälle bei mindestens fünf Prozent und ist es nicht objektiv begründet, ist eine gemeinsame Entgeltbewertung mit der Arbeitnehmervertretung durchzuführen.',
      ),
    ],
  },
  {
    kind: 'news',
    slug: 'sbv-wahlen-2026',
    title: 'Wahlen der Schwerbehindertenvertretung im Herbst 2026',
    teaser:
      'Vom 1. Oktober bis 30. November 2026 wählen die schwerbehinderten Beschäftigten ihre Vertrauensperson neu.',
    author: EDITORS,
    publishedOn: '2025-11-04',
    tags: ['Inklusion', 'Wahlvorstand'],
    body: [
      p(
        'Die regelmäßigen Wahlen der Schwerbehindertenvertretung finden alle vier Jahre in der Zeit vom 1. Oktober bis 30. November statt (§ 177 Abs. 5 SGB IX), zuletzt 2022 und nun wieder 2026.',
      ),
      p(
        'Gewählt wird in Betrieben und Dienststellen, in denen wenigstens fünf schwerbehinderte Menschen nicht nur vorübergehend beschäftigt sind (§ 177 Abs. 1 SGB IX). Gewählt werden eine Vertrauensperson und wenigstens ein stellvertretendes Mitglied.',
      ),
    ],
  },
  {
    kind: 'interview',
    slug: 'ki-einfuehrung-begleiten-betriebsrat-logistik',
    title: '„Wir haben die KI nicht verhindert, sondern gestaltet“',
    teaser:
      'Sabine Krüger, Betriebsratsvorsitzende eines Logistikunternehmens, über eine Betriebsvereinbarung zur Schichtplanung mit Künstlicher Intelligenz.',
    author: 'Thomas Berger',
    publishedOn: '2025-07-15',
    tags: ['Künstliche Intelligenz', 'Betriebsvereinbarung', 'Arbeitszeit'],
    body: [
      h('Frau Krüger, wie hat der Betriebsrat von der neuen Software erfahren?'),
      p(
        'Zum Glück früh: Der Arbeitgeber hat uns schon in der Planungsphase unterrichtet, so wie es § 90 BetrVG verlangt. Wir haben sofort einen Sachverständigen hinzugezogen.',
      ),
      h('Was war Ihnen in der Betriebsvereinbarung besonders wichtig?'),
      p(
        'Dass die Software Vorschläge macht und nicht entscheidet. Schichtpläne werden weiter von Menschen freigegeben und uns wie bisher zur Zustimmung vorgelegt. Außerdem haben wir Leistungsauswertungen einzelner Beschäftigter ausgeschlossen.',
      ),
      h('Ihr Rat an andere Gremien?'),
      p(
        'Nicht abwarten. Wer erst bei der Einführung reagiert, kann nur noch reparieren. Und: Schulen Sie mindestens zwei Mitglieder gründlich zum Thema.',
      ),
    ],
  },
  {
    kind: 'interview',
    slug: 'erste-amtszeit-betriebsrat-erfahrungen',
    title: '„Im ersten Jahr habe ich vor allem zugehört“',
    teaser:
      'Mehmet Yilmaz wurde 2022 erstmals in den Betriebsrat eines Maschinenbauers gewählt. Ein Gespräch über Einarbeitung, Schulungen und die erste Sitzung.',
    author: 'Thomas Berger',
    publishedOn: '2024-04-23',
    tags: ['Einsteiger', 'Betriebsverfassungsgesetz'],
    body: [
      h('Herr Yilmaz, wie haben Sie sich auf das Amt vorbereitet?'),
      p(
        'Mit einem Grundlagenseminar gleich in den ersten Wochen. Das Betriebsverfassungsgesetz kannte ich vorher nur dem Namen nach. Der Betriebsrat hat die Teilnahme beschlossen, der Arbeitgeber hat die Kosten getragen.',
      ),
      h('Was hat Sie überrascht?'),
      p(
        'Wie viel Arbeit in einer einzigen Anhörung zu einer Kündigung steckt. Eine Woche Frist klingt lang, ist es aber nicht, wenn man Gespräche führen und Unterlagen prüfen muss.',
      ),
      h('Würden Sie wieder kandidieren?'),
      p('Ja, bei der Wahl 2026 trete ich wieder an.'),
    ],
  },
  {
    kind: 'interview',
    slug: 'psychische-gesundheit-gefaehrdungsbeurteilung-interview',
    title: '„Die Gefährdungsbeurteilung ist kein Fragebogen, sondern ein Prozess“',
    teaser:
      'Die Arbeitspsychologin Dr. Katrin Hoffmann erklärt, wie Betriebsräte psychische Belastungen messbar machen und was danach passieren muss.',
    author: 'Claudia Weber',
    publishedOn: '2025-02-12',
    tags: ['Psychische Belastung', 'Gesundheitsschutz'],
    body: [
      h('Frau Dr. Hoffmann, warum tun sich viele Betriebe mit dem Thema schwer?'),
      p(
        'Weil psychische Belastung oft mit psychischer Erkrankung verwechselt wird. Beurteilt werden aber die Arbeitsbedingungen, nicht die Menschen.',
      ),
      h('Welche Rolle hat der Betriebsrat?'),
      p(
        'Eine zentrale: Er bestimmt nach § 87 Abs. 1 Nr. 7 BetrVG mit, wie beurteilt wird. Mein Rat ist, Workshops mit den Beschäftigten einzuplanen, damit aus Zahlen konkrete Maßnahmen werden.',
      ),
    ],
  },
];
