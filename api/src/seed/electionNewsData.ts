/**
 * Election news (issue 13): news on the works-council elections of spring 2026 and the SBV and JAV elections of
 * autumn 2026, from the preparation in 2025 to the challenge period. Statements as of the BetrVG and the
 * Wahlordnung (WO) after the Betriebsrätemodernisierungsgesetz 2021.
 */
import type { ContentBlock, ElectionNewsCategorySlug } from '@amb/shared-contracts';
import type { TAG_NAMES } from './catalogueData';

export interface ElectionNewsSeed {
  category: ElectionNewsCategorySlug;
  slug: string;
  title: string;
  teaser: string;
  publishedOn: string;
  tags: Array<(typeof TAG_NAMES)[number]>;
  body: ContentBlock[];
}

const h = (text: string): ContentBlock => ({ type: 'heading', text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ type: 'list', items });

/** News of the content seed (contentData.ts) that are election news too, by slug. */
export const CONTENT_ELECTION_NEWS: Readonly<Record<string, ElectionNewsCategorySlug>> = {
  'betriebsratswahlen-2026-zeitraum': 'fristen',
  'sbv-wahlen-2026': 'fristen',
};

export const ELECTION_NEWS_AUTHOR = 'Redaktion Akademie für Mitbestimmung';

export const ELECTION_NEWS_SEED: readonly ElectionNewsSeed[] = [
  {
    category: 'wahlvorstand',
    slug: 'betriebsratswahl-2026-wahlvorstand-planen',
    title: 'Betriebsratswahl 2026: Jetzt den Wahlvorstand planen',
    teaser:
      'Zwischen dem 1. März und dem 31. Mai 2026 wird gewählt. Wer den Wahlvorstand früh plant, hat später Zeit für das Wesentliche.',
    publishedOn: '2025-06-12',
    tags: ['Wahlvorstand', 'Einsteiger'],
    body: [
      p(
        'Die regelmäßigen Betriebsratswahlen finden 2026 wieder zwischen dem 1. März und dem 31. Mai statt (§ 13 Abs. 1 BetrVG). Der Betriebsrat bestellt spätestens zehn Wochen vor Ablauf seiner Amtszeit einen Wahlvorstand aus drei Wahlberechtigten (§ 16 Abs. 1 BetrVG).',
      ),
      h('Wen der Betriebsrat bestellen sollte'),
      list(
        'Mitglieder, die Zeit haben: Der Wahlvorstand arbeitet über mehrere Monate.',
        'Ersatzmitglieder für jedes Mitglied, damit der Wahlvorstand handlungsfähig bleibt.',
        'Frauen und Männer: Dem Wahlvorstand sollen beide Geschlechter angehören (§ 16 Abs. 1 BetrVG).',
      ),
    ],
  },
  {
    category: 'fristen',
    slug: 'betriebsratswahl-2026-zeitplan',
    title: 'Betriebsratswahl 2026: Der Zeitplan im Überblick',
    teaser:
      'Vom Bestellen des Wahlvorstands bis zur konstituierenden Sitzung: die Fristen der Betriebsratswahl auf einen Blick.',
    publishedOn: '2025-09-04',
    tags: ['Wahlvorstand', 'Praxiswissen'],
    body: [
      p(
        'Wer rückwärts vom geplanten Wahltag rechnet, übersieht keine Frist. Die Wahlordnung (WO) und das Betriebsverfassungsgesetz geben den Rahmen vor.',
      ),
      list(
        'Spätestens zehn Wochen vor Ende der Amtszeit: Bestellung des Wahlvorstands (§ 16 Abs. 1 BetrVG).',
        'Spätestens sechs Wochen vor dem ersten Tag der Stimmabgabe: Erlass des Wahlausschreibens (§ 3 Abs. 1 WO).',
        'Zwei Wochen nach Erlass des Wahlausschreibens: Ende der Frist für Wahlvorschläge (§ 6 Abs. 1 WO).',
        'Unverzüglich nach Abschluss der Wahl: öffentliche Auszählung (§ 18 Abs. 3 BetrVG).',
        'Binnen einer Woche nach dem Wahltag: Einberufung der konstituierenden Sitzung (§ 29 Abs. 1 BetrVG).',
      ),
    ],
  },
  {
    category: 'vereinfachtes-wahlverfahren',
    slug: 'vereinfachtes-wahlverfahren-fuer-welche-betriebe',
    title: 'Vereinfachtes Wahlverfahren: Für welche Betriebe es gilt',
    teaser:
      'Seit 2021 wählen Betriebe mit bis zu 100 Wahlberechtigten zwingend im vereinfachten Verfahren, bis 200 nach Vereinbarung.',
    publishedOn: '2025-10-16',
    tags: ['Wahlvorstand', 'Kompakt'],
    body: [
      p(
        'In Betrieben mit in der Regel 5 bis 100 wahlberechtigten Arbeitnehmern gilt das vereinfachte Wahlverfahren (§ 14a Abs. 1 BetrVG). In Betrieben mit 101 bis 200 Wahlberechtigten können Wahlvorstand und Arbeitgeber es vereinbaren (§ 14a Abs. 5 BetrVG).',
      ),
      h('Was anders ist'),
      p(
        'Gewählt wird nach den Grundsätzen der Mehrheitswahl; die Fristen sind deutlich kürzer. Wahlvorschläge können bis eine Woche vor der Wahlversammlung gemacht werden, in der der Betriebsrat gewählt wird.',
      ),
    ],
  },
  {
    category: 'wahlvorstand',
    slug: 'schulung-fuer-den-wahlvorstand',
    title: 'Schulung für den Wahlvorstand: Der Arbeitgeber trägt die Kosten',
    teaser:
      'Wer eine Betriebsratswahl leitet, braucht das nötige Wissen. Die Kosten der erforderlichen Schulung trägt der Arbeitgeber.',
    publishedOn: '2025-11-20',
    tags: ['Wahlvorstand', 'Einsteiger'],
    body: [
      p(
        'Die Kosten der Wahl trägt der Arbeitgeber. Versäumnis von Arbeitszeit, die zur Betätigung im Wahlvorstand erforderlich ist, berechtigt ihn nicht zur Minderung des Arbeitsentgelts (§ 20 Abs. 3 BetrVG).',
      ),
      p(
        'Nach der Rechtsprechung des Bundesarbeitsgerichts gehört dazu auch die Teilnahme an einer Schulung, die erstmals bestellten Mitgliedern des Wahlvorstands die Kenntnisse für eine ordnungsgemäße Wahl vermittelt.',
      ),
    ],
  },
  {
    category: 'fristen',
    slug: 'wahlvorstand-bestellen-zehn-wochen',
    title: 'Zehn Wochen vorher: Wann der Wahlvorstand stehen muss',
    teaser:
      'Endet die Amtszeit des Betriebsrats im Frühjahr 2026, läuft die Frist zur Bestellung des Wahlvorstands jetzt ab.',
    publishedOn: '2025-12-11',
    tags: ['Wahlvorstand'],
    body: [
      p(
        'Spätestens zehn Wochen vor Ablauf seiner Amtszeit bestellt der Betriebsrat den Wahlvorstand (§ 16 Abs. 1 BetrVG). Endet die Amtszeit etwa am 31. März 2026, muss der Wahlvorstand spätestens am 20. Januar 2026 bestellt sein.',
      ),
      p(
        'Besteht acht Wochen vor Ablauf der Amtszeit kein Wahlvorstand, bestellt ihn auf Antrag von drei Wahlberechtigten oder einer im Betrieb vertretenen Gewerkschaft das Arbeitsgericht (§ 16 Abs. 2 BetrVG); auch der Gesamtbetriebsrat kann ihn bestellen (§ 16 Abs. 3 BetrVG).',
      ),
    ],
  },
  {
    category: 'fristen',
    slug: 'wahlausschreiben-inhalt-und-fristen',
    title: 'Das Wahlausschreiben: Inhalt und Fristen',
    teaser:
      'Mit dem Wahlausschreiben ist die Betriebsratswahl eingeleitet. Was es enthalten muss und welche Fristen ab jetzt laufen.',
    publishedOn: '2026-01-15',
    tags: ['Wahlvorstand', 'Praxiswissen'],
    body: [
      p(
        'Spätestens sechs Wochen vor dem ersten Tag der Stimmabgabe erlässt der Wahlvorstand das Wahlausschreiben; mit seinem Erlass ist die Wahl eingeleitet (§ 3 Abs. 1 WO).',
      ),
      list(
        'Ort, Tag und Zeit der Stimmabgabe und der öffentlichen Auszählung',
        'Die Zahl der zu wählenden Betriebsratsmitglieder (§ 9 BetrVG) und die Mindestsitze für das Geschlecht in der Minderheit (§ 15 Abs. 2 BetrVG)',
        'Die Frist für Wahlvorschläge und die Zahl der nötigen Stützunterschriften (§ 14 Abs. 4 BetrVG)',
        'Den Hinweis, wo Wählerliste und Wahlordnung ausliegen',
      ),
    ],
  },
  {
    category: 'briefwahl',
    slug: 'briefwahl-wer-sie-beantragen-kann',
    title: 'Briefwahl bei der Betriebsratswahl: Wer sie bekommt',
    teaser:
      'Wer am Wahltag nicht im Betrieb ist, kann per Brief wählen. Für manche Beschäftigte verschickt der Wahlvorstand die Unterlagen von sich aus.',
    publishedOn: '2026-02-05',
    tags: ['Wahlvorstand', 'Homeoffice'],
    body: [
      p(
        'Wahlberechtigte, die im Zeitpunkt der Wahl wegen Abwesenheit vom Betrieb verhindert sind, ihre Stimme persönlich abzugeben, erhalten auf Verlangen die Briefwahlunterlagen (§ 24 Abs. 1 WO).',
      ),
      p(
        'Beschäftigte, von denen dem Wahlvorstand bekannt ist, dass sie im Zeitpunkt der Wahl nach der Eigenart ihres Beschäftigungsverhältnisses voraussichtlich nicht im Betrieb anwesend sein werden – etwa im Außendienst oder in Elternzeit –, erhalten die Unterlagen ohne Verlangen (§ 24 Abs. 2 WO).',
      ),
    ],
  },
  {
    category: 'vereinfachtes-wahlverfahren',
    slug: 'zweistufiges-wahlverfahren-wahlversammlungen',
    title: 'Zweistufiges Verfahren: Zwei Wahlversammlungen im Kleinbetrieb',
    teaser:
      'Gibt es noch keinen Betriebsrat, wird im Kleinbetrieb auf zwei Versammlungen gewählt: erst der Wahlvorstand, eine Woche später der Betriebsrat.',
    publishedOn: '2026-02-19',
    tags: ['Wahlvorstand', 'Einsteiger'],
    body: [
      p(
        'In Betrieben ohne Betriebsrat wird im vereinfachten Verfahren auf einer ersten Wahlversammlung der Wahlvorstand gewählt; auf einer zweiten Wahlversammlung eine Woche später wird der Betriebsrat in geheimer und unmittelbarer Wahl gewählt (§ 14a Abs. 1 BetrVG).',
      ),
      p(
        'Zur ersten Wahlversammlung können drei Wahlberechtigte oder eine im Betrieb vertretene Gewerkschaft einladen (§ 17 Abs. 3 BetrVG). Wer einlädt, genießt besonderen Kündigungsschutz.',
      ),
    ],
  },
  {
    category: 'fristen',
    slug: 'wahlzeitraum-2026-hat-begonnen',
    title: 'Der Wahlzeitraum hat begonnen: Betriebsratswahlen bis 31. Mai',
    teaser:
      'Seit dem 1. März wird in den Betrieben gewählt. Wo die Amtszeit später endet, kann die Wahl auch später stattfinden.',
    publishedOn: '2026-03-05',
    tags: ['Wahlvorstand'],
    body: [
      p(
        'Die regelmäßigen Betriebsratswahlen finden vom 1. März bis 31. Mai statt (§ 13 Abs. 1 BetrVG). Die Amtszeit des neuen Betriebsrats beginnt mit der Bekanntgabe des Wahlergebnisses oder mit dem Ablauf der Amtszeit des bisherigen Betriebsrats (§ 21 BetrVG).',
      ),
      p(
        'Ist ein Betriebsrat außerhalb des regelmäßigen Zeitraums gewählt worden, ist er in der nächsten regelmäßigen Wahl neu zu wählen, es sei denn, seine Amtszeit hat zu Beginn des Wahlzeitraums noch nicht ein Jahr betragen (§ 13 Abs. 3 BetrVG).',
      ),
    ],
  },
  {
    category: 'briefwahl',
    slug: 'briefwahl-pruefung-durch-den-wahlvorstand',
    title: 'Briefwahl: Was der Wahlvorstand bei Rückläufern prüft',
    teaser:
      'Unmittelbar vor Abschluss der Stimmabgabe öffnet der Wahlvorstand in öffentlicher Sitzung die Freiumschläge. Worauf er dabei achten muss.',
    publishedOn: '2026-03-26',
    tags: ['Wahlvorstand', 'Praxiswissen'],
    body: [
      p(
        'Der Wahlvorstand öffnet unmittelbar vor Abschluss der Stimmabgabe in öffentlicher Sitzung die bis dahin eingegangenen Freiumschläge und prüft die persönliche Erklärung der Wählenden (§ 26 Abs. 1 WO).',
      ),
      p(
        'Verspätet eingehende Briefumschläge nimmt er mit einem Vermerk über den Zeitpunkt des Eingangs ungeöffnet zu den Wahlunterlagen; sie zählen nicht mit (§ 26 Abs. 2 WO).',
      ),
    ],
  },
  {
    category: 'wahlvorstand',
    slug: 'oeffentliche-stimmauszaehlung',
    title: 'Stimmauszählung: öffentlich und unverzüglich',
    teaser:
      'Die Auszählung ist öffentlich. Jeder Beschäftigte darf zusehen – und der Wahlvorstand muss ohne Aufschub beginnen.',
    publishedOn: '2026-04-16',
    tags: ['Wahlvorstand'],
    body: [
      p(
        'Unverzüglich nach Abschluss der Wahl nimmt der Wahlvorstand öffentlich die Auszählung der Stimmen vor, stellt deren Ergebnis in einer Niederschrift fest und gibt es den Arbeitnehmern des Betriebs bekannt (§ 18 Abs. 3 BetrVG).',
      ),
      p(
        'Wird die Öffentlichkeit ausgeschlossen, etwa weil der Ort der Auszählung nicht bekannt gegeben wurde, kann das die Wahl anfechtbar machen.',
      ),
    ],
  },
  {
    category: 'anfechtung',
    slug: 'wahlanfechtung-zwei-wochen-frist',
    title: 'Wahlanfechtung: Zwei Wochen ab Bekanntgabe des Ergebnisses',
    teaser:
      'Eine fehlerhafte Betriebsratswahl kann nur binnen zwei Wochen angefochten werden. Wer anfechten darf und was seit 2021 gilt.',
    publishedOn: '2026-05-07',
    tags: ['Wahlvorstand', 'Konfliktmanagement'],
    body: [
      p(
        'Die Wahl kann beim Arbeitsgericht angefochten werden, wenn gegen wesentliche Vorschriften über das Wahlrecht, die Wählbarkeit oder das Wahlverfahren verstoßen worden ist und eine Berichtigung nicht erfolgt ist, es sei denn, der Verstoß konnte das Wahlergebnis nicht ändern (§ 19 Abs. 1 BetrVG).',
      ),
      p(
        'Anfechten können mindestens drei Wahlberechtigte, eine im Betrieb vertretene Gewerkschaft oder der Arbeitgeber, binnen zwei Wochen vom Tag der Bekanntgabe des Wahlergebnisses an (§ 19 Abs. 2 BetrVG).',
      ),
      h('Neu seit 2021: Einspruch gegen die Wählerliste'),
      p(
        'Auf eine unrichtige Wählerliste können Wahlberechtigte die Anfechtung nur stützen, wenn sie zuvor aus demselben Grund ordnungsgemäß Einspruch eingelegt haben (§ 19 Abs. 3 BetrVG).',
      ),
    ],
  },
  {
    category: 'fristen',
    slug: 'konstituierende-sitzung-eine-woche',
    title: 'Nach der Wahl: Konstituierende Sitzung binnen einer Woche',
    teaser:
      'Der Wahlvorstand lädt den neuen Betriebsrat innerhalb einer Woche nach dem Wahltag zur konstituierenden Sitzung.',
    publishedOn: '2026-05-28',
    tags: ['Betriebsratsvorsitz', 'Einsteiger'],
    body: [
      p(
        'Vor Ablauf einer Woche nach dem Wahltag hat der Wahlvorstand die Mitglieder des Betriebsrats zu der nach § 26 Abs. 1 BetrVG vorgeschriebenen Wahl des Vorsitzenden und seines Stellvertreters einzuberufen. Der Vorsitzende des Wahlvorstands leitet die Sitzung, bis der Betriebsrat einen Wahlleiter bestellt hat (§ 29 Abs. 1 BetrVG).',
      ),
    ],
  },
  {
    category: 'anfechtung',
    slug: 'nichtigkeit-oder-anfechtbarkeit',
    title: 'Nichtig oder nur anfechtbar? Wann eine Betriebsratswahl keinen Bestand hat',
    teaser:
      'Die meisten Wahlfehler führen nur zur Anfechtbarkeit. Nichtig ist eine Wahl nur bei groben und offensichtlichen Verstößen.',
    publishedOn: '2026-06-18',
    tags: ['Wahlvorstand', 'Fortgeschrittene'],
    body: [
      p(
        'Eine angefochtene Wahl bleibt bis zur rechtskräftigen Entscheidung des Arbeitsgerichts wirksam; der gewählte Betriebsrat ist im Amt (§ 19 BetrVG). Erst die Entscheidung wirkt für die Zukunft.',
      ),
      p(
        'Nichtig ist eine Wahl nach der Rechtsprechung des Bundesarbeitsgerichts nur, wenn gegen allgemeine Grundsätze jeder ordnungsgemäßen Wahl in so hohem Maß verstoßen wurde, dass nicht einmal der Anschein einer dem Gesetz entsprechenden Wahl vorliegt. Auf die Nichtigkeit kann sich jeder jederzeit berufen.',
      ),
    ],
  },
  {
    category: 'fristen',
    slug: 'sbv-und-jav-wahlen-herbst-2026',
    title: 'SBV- und JAV-Wahlen im Herbst 2026',
    teaser:
      'Nach den Betriebsratswahlen folgen vom 1. Oktober bis 30. November die Wahlen der Schwerbehindertenvertretungen und der JAV.',
    publishedOn: '2026-09-10',
    tags: ['Wahlvorstand', 'Inklusion', 'Ausbildung'],
    body: [
      p(
        'Die regelmäßigen Wahlen der Schwerbehindertenvertretung finden alle vier Jahre vom 1. Oktober bis 30. November statt (§ 177 Abs. 5 SGB IX), die der Jugend- und Auszubildendenvertretung alle zwei Jahre im selben Zeitraum (§ 64 Abs. 1 BetrVG).',
      ),
      p(
        'Für die JAV bestellt der Betriebsrat den Wahlvorstand spätestens acht Wochen vor Ablauf der Amtszeit (§ 63 Abs. 2 BetrVG). Die Schwerbehindertenvertretung bestellt ihren Wahlvorstand spätestens acht Wochen vor Ablauf ihrer Amtszeit selbst.',
      ),
    ],
  },
  {
    category: 'vereinfachtes-wahlverfahren',
    slug: 'sbv-wahl-vereinfachtes-verfahren',
    title: 'SBV-Wahl: Vereinfachtes Verfahren bei weniger als 50 Wahlberechtigten',
    teaser:
      'In kleineren Betrieben wird die Schwerbehindertenvertretung in einer Wahlversammlung gewählt. Die Voraussetzungen im Überblick.',
    publishedOn: '2026-10-22',
    tags: ['Wahlvorstand', 'Inklusion'],
    body: [
      p(
        'Sind im Betrieb weniger als 50 schwerbehinderte Menschen wahlberechtigt und besteht er nicht aus räumlich weit auseinanderliegenden Teilen, wird die Schwerbehindertenvertretung im vereinfachten Wahlverfahren gewählt (§ 177 Abs. 6 SGB IX).',
      ),
      p(
        'Gewählt wird in einer Versammlung der schwerbehinderten Menschen; Vertrauensperson und stellvertretende Mitglieder werden in getrennten Wahlgängen gewählt.',
      ),
    ],
  },
];
