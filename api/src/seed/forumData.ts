/**
 * The forum's demo threads: questions works councils, SBV and JAV really ask, answered by the demo members and
 * the academy's editors. Times are days and minutes before the seed's base date (seed/forum.ts), so the forum looks alive on
 * any fresh database and the same base date always gives the same rows.
 */
import type { ForumCategorySlug } from '@amb/shared-contracts';

export interface ForumSeedPost {
  author: string;
  /** Days before the base date, then the time of day (HH:MM, Europe/Berlin is close enough for demo data). */
  daysAgo: number;
  at: string;
  body: string;
  /** Index of the post of this thread it quotes. */
  quotes?: number;
}

export interface ForumSeedThread {
  category: ForumCategorySlug;
  title: string;
  posts: ForumSeedPost[];
  lock?: { by: string; reason: string };
  hidden?: Array<{ post: number; by: string; reason: string }>;
}

const ANNA = 'anna.schneider@example.de';
const JONAS = 'jonas.weber@example.de';
const MARKUS = 'markus.fischer@example.de';
const LENA = 'lena.wagner@example.de';
const TOBIAS = 'tobias.becker@example.de';
const SABINE = 'sabine.koch@example.de';
const MURAT = 'murat.yilmaz@example.de';
const JULIA = 'julia.richter@example.de';
const EDITOR = 'redaktion@example.de';

export const FORUM_SEED: readonly ForumSeedThread[] = [
  {
    category: 'br-praxis',
    title: 'Arbeitgeber verweigert Kosten für Grundlagenseminar – was tun?',
    posts: [
      {
        author: LENA,
        daysAgo: 1,
        at: '08:12',
        body: 'Wir sind seit der Wahl im Frühjahr neu im Gremium. Der Betriebsrat hat ordnungsgemäß beschlossen, dass ich das Grundlagenseminar BetrVG I besuche. Jetzt schreibt die Personalabteilung, das Seminar sei „zu teuer“ und ich solle ein Webinar machen.\n\nMuss ich mich darauf einlassen?',
      },
      {
        author: MARKUS,
        daysAgo: 1,
        at: '09:40',
        body: 'Nein. Für **erstmals gewählte Mitglieder** sind Grundkenntnisse im Betriebsverfassungsrecht immer erforderlich, das muss der Betriebsrat nicht näher begründen (§ 37 Abs. 6 BetrVG). Die Kosten trägt der Arbeitgeber nach § 40 Abs. 1 BetrVG.\n\nWichtig ist nur, dass euer Entsendebeschluss sauber ist: Tagesordnung, Beschlussfähigkeit, Protokoll.',
      },
      {
        author: TOBIAS,
        daysAgo: 1,
        at: '11:05',
        quotes: 0,
        body: 'Auf den billigsten Anbieter müsst ihr euch auch nicht verweisen lassen. Das LAG Hamm hat das 2023 ausdrücklich so gesehen, wenn das Präsenzseminar den Lernerfolg besser sichert. Schreibt die Gründe für die Auswahl kurz in den Beschluss.',
      },
      {
        author: EDITOR,
        daysAgo: 0,
        at: '07:30',
        body: 'Ergänzend aus der Redaktion: Im Lexikon finden Sie unter „Schulungsanspruch“ eine Übersicht, und im Bereich Rechtsprechung die Entscheidungen zu Schulung und Kosten. Ein Musterschreiben an den Arbeitgeber gibt es bei den Arbeitshilfen im Mitgliederbereich.',
      },
    ],
  },
  {
    category: 'br-praxis',
    title: 'Betriebsratssitzung per Videokonferenz – wie protokollieren wir?',
    posts: [
      {
        author: JULIA,
        daysAgo: 3,
        at: '16:20',
        body: 'Seit letztem Jahr machen wir jede zweite Sitzung per Video. Unsere Geschäftsordnung erlaubt das. Wie haltet ihr fest, wer teilgenommen hat? Reicht eine Liste im Chat?',
      },
      {
        author: SABINE,
        daysAgo: 3,
        at: '18:02',
        body: 'Nach § 34 BetrVG gehört die Anwesenheitsliste zur Niederschrift. Bei Video-Teilnahme muss jedes Mitglied seine Teilnahme gegenüber dem Vorsitzenden in Textform bestätigen, das hängen wir als E-Mail-Ausdruck an.\n\n- Einladung mit Tagesordnung\n- Bestätigungen der Teilnahme\n- Beschlüsse mit Stimmenverhältnis',
      },
      {
        author: JULIA,
        daysAgo: 2,
        at: '08:15',
        quotes: 1,
        body: 'Danke, das mit der Bestätigung in Textform hatten wir nicht auf dem Schirm. Wir stellen das ab der nächsten Sitzung um.',
      },
    ],
  },
  {
    category: 'sbv',
    title: 'BEM-Gespräch: Darf die SBV auch ohne Zustimmung des Beschäftigten teilnehmen?',
    posts: [
      {
        author: MURAT,
        daysAgo: 2,
        at: '10:45',
        body: 'Ich bin seit Kurzem Vertrauensperson. Beim betrieblichen Eingliederungsmanagement eines schwerbehinderten Kollegen lädt der Arbeitgeber mich nicht ein. Habe ich ein eigenes Teilnahmerecht?',
      },
      {
        author: ANNA,
        daysAgo: 2,
        at: '13:10',
        body: 'Die SBV wird beim BEM beteiligt, aber das Verfahren läuft nur mit Zustimmung und Beteiligung der betroffenen Person (§ 167 Abs. 2 SGB IX). Frag den Kollegen also direkt, ob er dich dabeihaben möchte – ohne sein Einverständnis geht es nicht.',
      },
      {
        author: MURAT,
        daysAgo: 2,
        at: '14:30',
        quotes: 1,
        body: 'Das leuchtet ein. Ich spreche ihn diese Woche an und biete an, ihn zu begleiten.',
      },
    ],
  },
  {
    category: 'sbv',
    title: 'Anhörung der SBV vor Kündigung vergessen – ist die Kündigung unwirksam?',
    posts: [
      {
        author: SABINE,
        daysAgo: 6,
        at: '09:00',
        body: 'Bei uns wurde einer schwerbehinderten Kollegin gekündigt, der Betriebsrat wurde angehört, die SBV aber nicht. Die Kollegin fragt, ob sie sich wehren kann.',
      },
      {
        author: TOBIAS,
        daysAgo: 5,
        at: '12:20',
        body: 'Ja: Eine Kündigung ohne Beteiligung der Schwerbehindertenvertretung ist unwirksam (§ 178 Abs. 2 Satz 3 SGB IX). Die Klagefrist von drei Wochen läuft trotzdem – sie sollte schnell zum Anwalt oder zur Gewerkschaft.',
      },
    ],
  },
  {
    category: 'jav',
    title: 'Übernahme nach der Ausbildung: Schutz für JAV-Mitglieder?',
    posts: [
      {
        author: JONAS,
        daysAgo: 4,
        at: '17:45',
        body: 'Ich bin JAV-Vorsitzender und im letzten Ausbildungsjahr. Unser Ausbildungsleiter meint, eine Übernahme sei „nicht geplant“. Gibt es für uns einen besonderen Schutz?',
      },
      {
        author: LENA,
        daysAgo: 4,
        at: '19:03',
        body: 'Ja, § 78a BetrVG: Verlange **innerhalb der letzten drei Monate vor Ende der Ausbildung schriftlich** die Weiterbeschäftigung. Dann gilt ein unbefristetes Arbeitsverhältnis als begründet, und der Arbeitgeber muss vor Gericht, wenn er das nicht will.',
      },
      {
        author: JONAS,
        daysAgo: 3,
        at: '07:55',
        quotes: 1,
        body: 'Perfekt, danke! Ich setze das Schreiben diese Woche auf und lasse es mir quittieren.',
      },
    ],
  },
  {
    category: 'wahlen',
    title: 'Vereinfachtes Wahlverfahren bei 60 Beschäftigten – Fristen?',
    posts: [
      {
        author: ANNA,
        daysAgo: 8,
        at: '11:30',
        body: 'Unser Betrieb hat 60 wahlberechtigte Beschäftigte. Wir wollen im März wählen. Wie viel Vorlauf braucht das vereinfachte Wahlverfahren nach § 14a BetrVG?',
      },
      {
        author: MARKUS,
        daysAgo: 8,
        at: '14:00',
        body: 'Im zweistufigen Verfahren wird auf einer ersten Wahlversammlung der Wahlvorstand gewählt, eine Woche später auf der zweiten der Betriebsrat. Gibt es schon einen Betriebsrat, bestellt er den Wahlvorstand spätestens vier Wochen vor Ablauf seiner Amtszeit.',
      },
      {
        author: EDITOR,
        daysAgo: 7,
        at: '09:10',
        body: 'Den ganzen Zeitplan mit allen Fristen finden Sie im Fachartikel „Betriebsratswahl 2026: Der Zeitplan für den Wahlvorstand“ und in unseren Wahlseiten-News.',
      },
    ],
  },
  {
    category: 'wahlen',
    title: 'Wahlanfechtung: Bis wann und von wem?',
    posts: [
      {
        author: JULIA,
        daysAgo: 12,
        at: '15:25',
        body: 'Bei der letzten Wahl wurde die Wählerliste zu spät ausgehängt. Ein Kollege will die Wahl anfechten. Welche Frist gilt?',
      },
      {
        author: SABINE,
        daysAgo: 12,
        at: '16:40',
        body: 'Zwei Wochen ab Bekanntgabe des Wahlergebnisses (§ 19 Abs. 2 BetrVG). Anfechten können drei Wahlberechtigte gemeinsam, eine im Betrieb vertretene Gewerkschaft oder der Arbeitgeber – ein einzelner Kollege allein nicht.',
      },
    ],
    lock: { by: EDITOR, reason: 'Die Frage ist beantwortet; der konkrete Fall gehört in eine Rechtsberatung.' },
  },
  {
    category: 'arbeitsrecht',
    title: 'Überstunden ohne Zustimmung des Betriebsrats angeordnet',
    posts: [
      {
        author: TOBIAS,
        daysAgo: 0,
        at: '06:50',
        body: 'Unsere Schichtleitung ordnet seit zwei Wochen Samstagsschichten an, ohne den Betriebsrat zu fragen. Was können wir konkret tun?',
      },
      {
        author: MARKUS,
        daysAgo: 0,
        at: '08:05',
        body: 'Die vorübergehende Verlängerung der Arbeitszeit ist mitbestimmungspflichtig (§ 87 Abs. 1 Nr. 3 BetrVG). Fordert den Arbeitgeber schriftlich auf, das zu unterlassen, und kündigt den Unterlassungsanspruch beim Arbeitsgericht an. Parallel lohnt sich eine Betriebsvereinbarung zu Mehrarbeit.',
      },
      {
        author: ANNA,
        daysAgo: 0,
        at: '09:20',
        quotes: 1,
        body: 'Genau so haben wir es letztes Jahr gemacht. Nach dem Schreiben kam der Arbeitgeber von selbst zu Verhandlungen.',
      },
    ],
  },
  {
    category: 'arbeitsrecht',
    title: 'Urlaub verfällt zum Jahresende – stimmt das?',
    posts: [
      {
        author: JONAS,
        daysAgo: 15,
        at: '12:00',
        body: 'Kolleginnen fragen mich als Betriebsrat, ob ihr Resturlaub am 31. Dezember verfällt. Was sagen wir ihnen?',
      },
      {
        author: LENA,
        daysAgo: 15,
        at: '13:30',
        body: 'Nur, wenn der Arbeitgeber vorher rechtzeitig und konkret auf den drohenden Verfall hingewiesen und zum Urlaub aufgefordert hat. Ohne diesen Hinweis bleibt der Urlaub bestehen. Der Betriebsrat kann beim Urlaubsplan mitbestimmen (§ 87 Abs. 1 Nr. 5 BetrVG).',
      },
      {
        author: MURAT,
        daysAgo: 14,
        at: '08:45',
        body: 'Günstige Urlaubsreisen gibt es hier: www.billig-reisen-sofort.example',
      },
    ],
    hidden: [{ post: 2, by: EDITOR, reason: 'Werbung ohne Bezug zum Thema.' }],
  },
  {
    category: 'br-praxis',
    title: 'Laptop und Diensthandy für den Betriebsrat',
    posts: [
      {
        author: MURAT,
        daysAgo: 20,
        at: '10:10',
        body: 'Wir haben nur einen alten PC im Pausenraum. Der Arbeitgeber sagt, mehr sei nicht drin. Welche Ausstattung steht uns zu?',
      },
      {
        author: SABINE,
        daysAgo: 19,
        at: '09:55',
        body: 'Informations- und Kommunikationstechnik gehört zu den Sachmitteln nach § 40 Abs. 2 BetrVG, soweit sie erforderlich ist. Was im Betrieb üblich ist, kann dem Betriebsrat kaum verweigert werden. Beschließt die Anforderung und begründet sie.',
      },
    ],
  },
];
