/**
 * The lexicon pages' demo data (issue 13): the catalogue tags of the works-council A–Z's entries
 * (lexicon.ts), and 90 more entries for works councils (br), representatives of disabled employees (sbv)
 * and youth and trainee representations (jav). The law is as of 2025: BetrVG as amended by the
 * Betriebsrätemodernisierungsgesetz 2021, SGB IX Teil 3 (§§ 151 ff.) as amended by the Gesetz zur Förderung
 * eines inklusiven Arbeitsmarkts 2023.
 */
import type { LexiconAudience } from '@amb/shared-contracts';
import type { TAG_NAMES } from './catalogueData';

type TagName = (typeof TAG_NAMES)[number];

export interface LexiconPageSeed {
  audience: LexiconAudience;
  slug: string;
  title: string;
  tags: TagName[];
  body: string;
}

/** Tags of the works-council A–Z's entries (seeded by lexicon.ts), by slug. */
export const BR_LEXICON_TAGS: Record<string, TagName[]> = {
  'amtszeit-des-betriebsrats': ['Betriebsverfassungsgesetz', 'Wahlvorstand'],
  'anhoerung-vor-kuendigungen': ['Kündigungsschutz', 'Mitbestimmung'],
  arbeitsschutz: ['Arbeitsschutz', 'Gesundheitsschutz'],
  arbeitszeit: ['Arbeitszeit', 'Mitbestimmung'],
  behinderungsverbot: ['Betriebsverfassungsgesetz'],
  'beschluss-des-betriebsrats': ['Betriebsratsvorsitz', 'Schriftführung'],
  'betriebsrat-groesse': ['Betriebsverfassungsgesetz', 'Wahlvorstand'],
  betriebsratssitzung: ['Betriebsratsvorsitz', 'Schriftführung'],
  betriebsvereinbarung: ['Betriebsvereinbarung', 'Verhandlungsführung'],
  betriebsversammlung: ['Betriebsratsvorsitz', 'Rhetorik'],
  einigungsstelle: ['Konfliktmanagement', 'Verhandlungsführung'],
  ersatzmitglied: ['Betriebsverfassungsgesetz', 'Einsteiger'],
  freistellung: ['Betriebsverfassungsgesetz'],
  geheimhaltungspflicht: ['Datenschutz', 'Betriebsverfassungsgesetz'],
  gesamtbetriebsrat: ['Umstrukturierung'],
  'interessenausgleich-und-sozialplan': ['Umstrukturierung', 'Verhandlungsführung'],
  'jugend-und-auszubildendenvertretung': ['Ausbildung'],
  'kosten-des-betriebsrats': ['Betriebsverfassungsgesetz'],
  'kuendigungsschutz-von-betriebsratsmitgliedern': ['Kündigungsschutz'],
  'mitbestimmung-in-sozialen-angelegenheiten': ['Mitbestimmung'],
  'mobile-arbeit': ['Homeoffice', 'Mitbestimmung'],
  monatsgespraech: ['Verhandlungsführung'],
  'personelle-einzelmassnahmen': ['Mitbestimmung'],
  schulungsanspruch: ['Einsteiger'],
  sprechstunden: ['Praxiswissen'],
  'technische-ueberwachungseinrichtungen': ['Datenschutz', 'Künstliche Intelligenz'],
  unterrichtungsrecht: ['Betriebsverfassungsgesetz'],
  urlaubsplan: ['Arbeitszeit'],
  wirtschaftsausschuss: ['Wirtschaftsausschuss', 'Bilanzen'],
};

const entry =
  (audience: LexiconAudience) =>
  (slug: string, title: string, tags: TagName[], body: string): LexiconPageSeed => ({
    audience,
    slug,
    title,
    tags,
    body,
  });
const br = entry('br');
const sbv = entry('sbv');
const jav = entry('jav');

export const LEXICON_PAGE_SEED: readonly LexiconPageSeed[] = [
  // Works council (br): the terms the A–Z of issue 12 did not cover yet.
  br(
    'abmahnung',
    'Abmahnung',
    ['Kündigungsschutz', 'Praxiswissen'],
    `Die Abmahnung selbst ist nicht mitbestimmungspflichtig. Der Arbeitnehmer kann aber Einsicht in seine Personalakte nehmen und dabei ein Mitglied des Betriebsrats hinzuziehen (§ 83 Abs. 1 BetrVG).

Hält er eine Abmahnung für unberechtigt, kann er eine Gegendarstellung abgeben, die der Personalakte auf sein Verlangen beizufügen ist (§ 83 Abs. 2 BetrVG). Er kann sich außerdem beim Betriebsrat beschweren (§ 85 Abs. 1 BetrVG).`,
  ),
  br(
    'auswahlrichtlinien',
    'Auswahlrichtlinien',
    ['Mitbestimmung', 'Künstliche Intelligenz'],
    `Richtlinien über die personelle Auswahl bei Einstellungen, Versetzungen, Umgruppierungen und Kündigungen bedürfen der Zustimmung des Betriebsrats (§ 95 Abs. 1 BetrVG). Kommt keine Einigung zustande, entscheidet die Einigungsstelle.

In Betrieben mit mehr als 500 Arbeitnehmern kann der Betriebsrat die Aufstellung solcher Richtlinien verlangen (§ 95 Abs. 2 BetrVG). Das gilt auch, wenn bei der Aufstellung Künstliche Intelligenz zum Einsatz kommt (§ 95 Abs. 2a BetrVG).`,
  ),
  br(
    'beschwerderecht',
    'Beschwerderecht',
    ['Konfliktmanagement', 'Mobbing'],
    `Jeder Arbeitnehmer kann sich bei den zuständigen Stellen des Betriebs beschweren, wenn er sich benachteiligt, ungerecht behandelt oder in sonstiger Weise beeinträchtigt fühlt; er kann dabei ein Mitglied des Betriebsrats hinzuziehen (§ 84 Abs. 1 BetrVG). Wegen der Beschwerde dürfen ihm keine Nachteile entstehen (§ 84 Abs. 3 BetrVG).

Der Betriebsrat nimmt Beschwerden entgegen und wirkt beim Arbeitgeber auf Abhilfe hin, wenn er sie für berechtigt hält. Bestehen Meinungsverschiedenheiten über die Berechtigung, kann er die Einigungsstelle anrufen (§ 85 Abs. 2 BetrVG).`,
  ),
  br(
    'betriebliche-lohngestaltung',
    'Betriebliche Lohngestaltung',
    ['Entgelt', 'Mitbestimmung'],
    `Der Betriebsrat bestimmt mit bei Fragen der betrieblichen Lohngestaltung, insbesondere bei der Aufstellung von Entlohnungsgrundsätzen und der Einführung neuer Entlohnungsmethoden (§ 87 Abs. 1 Nr. 10 BetrVG). Gemeint ist die Verteilungsgerechtigkeit, nicht die Höhe des Entgelts.

Auch die Festsetzung der Akkord- und Prämiensätze und vergleichbarer leistungsbezogener Entgelte unterliegt der Mitbestimmung (§ 87 Abs. 1 Nr. 11 BetrVG).`,
  ),
  br(
    'berufsbildung',
    'Berufsbildung',
    ['Ausbildung', 'Mitbestimmung'],
    `Arbeitgeber und Betriebsrat haben die Berufsbildung der Arbeitnehmer zu fördern. Der Arbeitgeber hat auf Verlangen des Betriebsrats den Berufsbildungsbedarf zu ermitteln und mit ihm Fragen der Berufsbildung zu beraten (§ 96 Abs. 1 BetrVG).

Bei der Durchführung von Maßnahmen der betrieblichen Berufsbildung hat der Betriebsrat mitzubestimmen (§ 98 Abs. 1 BetrVG). Plant der Arbeitgeber Maßnahmen, durch die sich die Tätigkeit der Beschäftigten ändert und ihre Kenntnisse nicht mehr ausreichen, kann der Betriebsrat Bildungsmaßnahmen mitbestimmen (§ 97 Abs. 2 BetrVG).`,
  ),
  br(
    'betriebsaenderung',
    'Betriebsänderung',
    ['Umstrukturierung', 'Wirtschaftsausschuss'],
    `In Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern hat der Unternehmer den Betriebsrat über geplante Betriebsänderungen, die wesentliche Nachteile für die Belegschaft zur Folge haben können, rechtzeitig und umfassend zu unterrichten und sie mit ihm zu beraten (§ 111 BetrVG).

Als Betriebsänderung gelten etwa die Stilllegung oder Verlegung des Betriebs oder wesentlicher Betriebsteile, der Zusammenschluss mit anderen Betrieben und grundlegende Änderungen der Betriebsorganisation. In Unternehmen mit mehr als 300 Arbeitnehmern kann der Betriebsrat einen Berater hinzuziehen.`,
  ),
  br(
    'betriebsausschuss',
    'Betriebsausschuss',
    ['Betriebsratsvorsitz', 'Praxiswissen'],
    `Hat ein Betriebsrat neun oder mehr Mitglieder, bildet er einen Betriebsausschuss. Er besteht aus dem Vorsitzenden, dessen Stellvertreter und weiteren, in geheimer Wahl nach den Grundsätzen der Verhältniswahl gewählten Mitgliedern (§ 27 Abs. 1 BetrVG).

Der Betriebsausschuss führt die laufenden Geschäfte des Betriebsrats. Mit der Mehrheit der Stimmen seiner Mitglieder kann ihm der Betriebsrat Aufgaben zur selbständigen Erledigung übertragen; der Abschluss von Betriebsvereinbarungen gehört nicht dazu (§ 27 Abs. 2 BetrVG).`,
  ),
  br(
    'betriebsratsvorsitzender',
    'Betriebsratsvorsitzender',
    ['Betriebsratsvorsitz'],
    `Der Betriebsrat wählt aus seiner Mitte den Vorsitzenden und dessen Stellvertreter (§ 26 Abs. 1 BetrVG).

Der Vorsitzende vertritt den Betriebsrat im Rahmen der von ihm gefassten Beschlüsse und ist zur Entgegennahme von Erklärungen berechtigt, die dem Betriebsrat gegenüber abzugeben sind (§ 26 Abs. 2 BetrVG). Er beruft die Sitzungen ein, setzt die Tagesordnung fest und leitet die Verhandlung (§ 29 Abs. 2 BetrVG).`,
  ),
  br(
    'betriebsratswahl',
    'Betriebsratswahl',
    ['Wahlvorstand', 'Betriebsverfassungsgesetz'],
    `Die regelmäßigen Betriebsratswahlen finden alle vier Jahre zwischen dem 1. März und dem 31. Mai statt, zuletzt 2022 und wieder 2026 (§ 13 Abs. 1 BetrVG). Gewählt wird geheim und unmittelbar (§ 14 Abs. 1 BetrVG).

Besteht der Betriebsrat aus mehr als einer Person, wird nach den Grundsätzen der Verhältniswahl gewählt; wird nur ein Wahlvorschlag eingereicht oder gilt das vereinfachte Wahlverfahren, nach den Grundsätzen der Mehrheitswahl (§ 14 Abs. 2 BetrVG). In Betrieben mit 5 bis 100 wahlberechtigten Arbeitnehmern gilt das vereinfachte Wahlverfahren (§ 14a BetrVG).`,
  ),
  br(
    'datenschutz-im-betriebsrat',
    'Datenschutz im Betriebsrat',
    ['Datenschutz'],
    `Verarbeitet der Betriebsrat personenbezogene Daten, hat er die Vorschriften über den Datenschutz einzuhalten. Soweit er das zur Erfüllung seiner Aufgaben tut, ist datenschutzrechtlich der Arbeitgeber der Verantwortliche (§ 79a BetrVG).

Arbeitgeber und Betriebsrat unterstützen sich gegenseitig bei der Einhaltung der Vorschriften. Der Datenschutzbeauftragte ist gegenüber dem Arbeitgeber zur Verschwiegenheit über Informationen verpflichtet, die Rückschlüsse auf den Meinungsbildungsprozess des Betriebsrats zulassen.`,
  ),
  br(
    'eingruppierung',
    'Eingruppierung und Umgruppierung',
    ['Entgelt', 'Tarifrecht'],
    `Vor jeder Eingruppierung und Umgruppierung hat der Arbeitgeber in Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern den Betriebsrat zu unterrichten und seine Zustimmung einzuholen (§ 99 Abs. 1 BetrVG).

Das Mitbestimmungsrecht ist ein Recht zur Mitbeurteilung: Der Betriebsrat prüft, ob der Arbeitgeber den Beschäftigten der richtigen Entgeltgruppe des Tarifvertrags oder der betrieblichen Vergütungsordnung zugeordnet hat.`,
  ),
  br(
    'friedenspflicht',
    'Friedenspflicht',
    ['Konfliktmanagement', 'Verhandlungsführung'],
    `Maßnahmen des Arbeitskampfes zwischen Arbeitgeber und Betriebsrat sind unzulässig; Arbeitskämpfe tariffähiger Parteien werden hiervon nicht berührt (§ 74 Abs. 2 BetrVG).

Arbeitgeber und Betriebsrat haben Betätigungen zu unterlassen, durch die der Arbeitsablauf oder der Frieden des Betriebs beeinträchtigt werden, und sich jeder parteipolitischen Betätigung im Betrieb zu enthalten. Über strittige Fragen sollen sie mit dem ernsten Willen zur Einigung verhandeln (§ 74 Abs. 1 BetrVG).`,
  ),
  br(
    'gefaehrdungsbeurteilung',
    'Gefährdungsbeurteilung',
    ['Psychische Belastung', 'Arbeitsschutz'],
    `Der Arbeitgeber muss die Gefährdungen ermitteln, denen die Beschäftigten bei ihrer Arbeit ausgesetzt sind, ausdrücklich auch psychische Belastungen (§ 5 Arbeitsschutzgesetz).

Weil das Gesetz dem Arbeitgeber dabei Spielräume lässt, bestimmt der Betriebsrat bei der Ausgestaltung der Gefährdungsbeurteilung mit, etwa bei Methoden, Fragebögen und Beteiligung der Beschäftigten (§ 87 Abs. 1 Nr. 7 BetrVG). Können sich beide Seiten nicht einigen, entscheidet die Einigungsstelle (§ 87 Abs. 2 BetrVG).`,
  ),
  br(
    'geschaeftsordnung',
    'Geschäftsordnung',
    ['Schriftführung', 'Betriebsratsvorsitz'],
    `Sonstige Bestimmungen über die Geschäftsführung sollen in einer schriftlichen Geschäftsordnung getroffen werden, die der Betriebsrat mit der Mehrheit der Stimmen seiner Mitglieder beschließt (§ 36 BetrVG).

Üblich sind Regeln zu Ladungsfristen, Tagesordnung, Protokoll, Teilnahme per Video- und Telefonkonferenz (§ 30 Abs. 2 BetrVG) und zur Arbeit der Ausschüsse.`,
  ),
  br(
    'gewerkschaft-im-betrieb',
    'Gewerkschaft im Betrieb',
    ['Tarifrecht', 'Betriebsverfassungsgesetz'],
    `Arbeitgeber und Betriebsrat arbeiten vertrauensvoll zusammen, auch mit den im Betrieb vertretenen Gewerkschaften (§ 2 Abs. 1 BetrVG).

Zur Wahrnehmung ihrer im Betriebsverfassungsgesetz genannten Aufgaben ist Beauftragten dieser Gewerkschaften nach Unterrichtung des Arbeitgebers Zugang zum Betrieb zu gewähren (§ 2 Abs. 2 BetrVG). Auf Antrag eines Viertels der Mitglieder kann ein Gewerkschaftsbeauftragter an Betriebsratssitzungen beratend teilnehmen (§ 31 BetrVG).`,
  ),
  br(
    'konzernbetriebsrat',
    'Konzernbetriebsrat',
    ['Umstrukturierung'],
    `Für einen Konzern kann durch Beschlüsse der einzelnen Gesamtbetriebsräte ein Konzernbetriebsrat errichtet werden. Dafür ist die Zustimmung der Gesamtbetriebsräte der Konzernunternehmen erforderlich, in denen insgesamt mehr als 50 Prozent der Arbeitnehmer beschäftigt sind (§ 54 Abs. 1 BetrVG).

Der Konzernbetriebsrat ist für Angelegenheiten zuständig, die den Konzern oder mehrere Konzernunternehmen betreffen und nicht durch die einzelnen Gesamtbetriebsräte geregelt werden können (§ 58 Abs. 1 BetrVG).`,
  ),
  br(
    'ordnung-des-betriebs',
    'Ordnung des Betriebs',
    ['Mitbestimmung', 'Praxiswissen'],
    `Der Betriebsrat bestimmt mit bei Fragen der Ordnung des Betriebs und des Verhaltens der Arbeitnehmer im Betrieb (§ 87 Abs. 1 Nr. 1 BetrVG). Dazu zählen etwa Kleiderordnungen, Rauchverbote, Regeln zur privaten Handynutzung und Torkontrollen.

Nicht mitbestimmt ist dagegen das reine Arbeitsverhalten, also Anweisungen, die unmittelbar die Erbringung der Arbeitsleistung betreffen.`,
  ),
  br(
    'personalplanung',
    'Personalplanung',
    ['Mitbestimmung', 'Umstrukturierung'],
    `Der Arbeitgeber hat den Betriebsrat über die Personalplanung, insbesondere über den gegenwärtigen und künftigen Personalbedarf und die sich daraus ergebenden personellen Maßnahmen und Maßnahmen der Berufsbildung, rechtzeitig und umfassend zu unterrichten (§ 92 Abs. 1 BetrVG).

Der Betriebsrat kann Vorschläge für die Einführung und Durchführung einer Personalplanung machen (§ 92 Abs. 2 BetrVG) und Vorschläge zur Sicherung und Förderung der Beschäftigung unterbreiten (§ 92a BetrVG).`,
  ),
  br(
    'sachverstaendige',
    'Sachverständige',
    ['Künstliche Intelligenz', 'Praxiswissen'],
    `Der Betriebsrat kann bei der Durchführung seiner Aufgaben nach näherer Vereinbarung mit dem Arbeitgeber Sachverständige hinzuziehen, soweit dies zur ordnungsgemäßen Erfüllung seiner Aufgaben erforderlich ist (§ 80 Abs. 3 BetrVG).

Muss er die Einführung oder Anwendung von Künstlicher Intelligenz beurteilen, gilt die Hinzuziehung als erforderlich (§ 80 Abs. 3 Satz 2 BetrVG). Kommt keine Vereinbarung zustande, kann der Betriebsrat das Arbeitsgericht anrufen.`,
  ),
  br(
    'schriftfuehrung',
    'Sitzungsniederschrift',
    ['Schriftführung'],
    `Über jede Verhandlung des Betriebsrats ist eine Niederschrift aufzunehmen, die mindestens den Wortlaut der Beschlüsse und die Stimmenmehrheit enthält, mit der sie gefasst sind. Sie ist vom Vorsitzenden und einem weiteren Mitglied zu unterzeichnen; eine Anwesenheitsliste ist beizufügen (§ 34 Abs. 1 BetrVG).

Hat der Arbeitgeber an der Sitzung teilgenommen, ist ihm der entsprechende Teil der Niederschrift abschriftlich auszuhändigen (§ 34 Abs. 2 BetrVG). Die Mitglieder des Betriebsrats können die Unterlagen jederzeit einsehen (§ 34 Abs. 3 BetrVG).`,
  ),
  br(
    'sozialeinrichtungen',
    'Sozialeinrichtungen',
    ['Mitbestimmung', 'Entgelt'],
    `Der Betriebsrat bestimmt mit bei Form, Ausgestaltung und Verwaltung von Sozialeinrichtungen, deren Wirkungsbereich auf den Betrieb, das Unternehmen oder den Konzern beschränkt ist (§ 87 Abs. 1 Nr. 8 BetrVG), etwa Kantinen, Betriebskindergärten oder Unterstützungskassen.

Ob der Arbeitgeber eine Sozialeinrichtung errichtet und wie viel Geld er dafür bereitstellt, entscheidet er dagegen allein.`,
  ),
  br(
    'stellenausschreibung',
    'Stellenausschreibung',
    ['Mitbestimmung', 'Gleichstellung'],
    `Der Betriebsrat kann verlangen, dass Arbeitsplätze, die besetzt werden sollen, allgemein oder für bestimmte Arten von Tätigkeiten vor ihrer Besetzung innerhalb des Betriebs ausgeschrieben werden (§ 93 BetrVG).

Unterbleibt eine verlangte Ausschreibung, kann der Betriebsrat seine Zustimmung zur Einstellung verweigern (§ 99 Abs. 2 Nr. 5 BetrVG).`,
  ),
  br(
    'tarifvorrang',
    'Tarifvorrang',
    ['Tarifrecht', 'Betriebsvereinbarung'],
    `Arbeitsentgelte und sonstige Arbeitsbedingungen, die durch Tarifvertrag geregelt sind oder üblicherweise geregelt werden, können nicht Gegenstand einer Betriebsvereinbarung sein, es sei denn, der Tarifvertrag lässt ergänzende Betriebsvereinbarungen ausdrücklich zu (§ 77 Abs. 3 BetrVG).

In sozialen Angelegenheiten bestimmt der Betriebsrat nur mit, soweit eine gesetzliche oder tarifliche Regelung nicht besteht (§ 87 Abs. 1 BetrVG, Eingangssatz).`,
  ),
  br(
    'uebergangsmandat',
    'Übergangsmandat',
    ['Umstrukturierung'],
    `Wird ein Betrieb gespalten, bleibt dessen Betriebsrat im Amt und führt die Geschäfte für die ihm bisher zugeordneten Betriebsteile weiter, soweit sie die Voraussetzungen des § 1 Abs. 1 Satz 1 BetrVG erfüllen und nicht in einen Betrieb eingegliedert werden, in dem ein Betriebsrat besteht (§ 21a Abs. 1 BetrVG).

Der Betriebsrat hat insbesondere unverzüglich Wahlvorstände zu bestellen. Das Übergangsmandat endet, sobald ein neuer Betriebsrat gewählt ist, spätestens sechs Monate nach Wirksamwerden der Spaltung; es kann um weitere sechs Monate verlängert werden.`,
  ),
  br(
    'ueberstunden-und-kurzarbeit',
    'Überstunden und Kurzarbeit',
    ['Arbeitszeit', 'Mitbestimmung'],
    `Die vorübergehende Verkürzung oder Verlängerung der betriebsüblichen Arbeitszeit unterliegt der Mitbestimmung des Betriebsrats (§ 87 Abs. 1 Nr. 3 BetrVG). Ordnet der Arbeitgeber Überstunden ohne Zustimmung des Betriebsrats an, kann dieser Unterlassung verlangen.

Auch die Einführung von Kurzarbeit ist mitbestimmungspflichtig; die Einzelheiten, etwa Umfang, Dauer und betroffene Abteilungen, werden meist in einer Betriebsvereinbarung geregelt.`,
  ),
  br(
    'versetzung',
    'Versetzung',
    ['Mitbestimmung'],
    `Versetzung ist die Zuweisung eines anderen Arbeitsbereichs, die voraussichtlich die Dauer von einem Monat überschreitet oder mit einer erheblichen Änderung der Umstände verbunden ist, unter denen die Arbeit zu leisten ist (§ 95 Abs. 3 BetrVG).

In Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern braucht der Arbeitgeber dafür die Zustimmung des Betriebsrats (§ 99 Abs. 1 BetrVG).`,
  ),
  br(
    'betriebliches-vorschlagswesen',
    'Betriebliches Vorschlagswesen',
    ['Mitbestimmung', 'Entgelt'],
    `Der Betriebsrat bestimmt mit bei den Grundsätzen über das betriebliche Vorschlagswesen (§ 87 Abs. 1 Nr. 12 BetrVG), etwa bei Verfahren, Bewertungskommission und Grundsätzen der Prämienberechnung.

Ob und in welcher Höhe der Arbeitgeber Mittel für Prämien bereitstellt, entscheidet er dagegen mitbestimmungsfrei.`,
  ),
  br(
    'wahlvorstand',
    'Wahlvorstand',
    ['Wahlvorstand'],
    `Spätestens zehn Wochen vor Ablauf seiner Amtszeit bestellt der Betriebsrat einen Wahlvorstand aus drei Wahlberechtigten und einen von ihnen als Vorsitzenden (§ 16 Abs. 1 BetrVG). Im vereinfachten Wahlverfahren gilt eine Frist von vier Wochen (§ 17a Nr. 1 BetrVG).

Besteht acht Wochen vor Ablauf der Amtszeit kein Wahlvorstand, bestellt ihn auf Antrag das Arbeitsgericht oder der Gesamtbetriebsrat (§ 16 Abs. 2 und 3 BetrVG). In Betrieben ohne Betriebsrat wird der Wahlvorstand in einer Betriebsversammlung gewählt (§ 17 BetrVG).`,
  ),
  br(
    'zustimmungsverweigerung',
    'Zustimmungsverweigerung',
    ['Mitbestimmung', 'Verhandlungsführung'],
    `Will der Betriebsrat einer Einstellung, Eingruppierung, Umgruppierung oder Versetzung nicht zustimmen, muss er das unter Angabe von Gründen innerhalb einer Woche nach Unterrichtung durch den Arbeitgeber schriftlich mitteilen; sonst gilt die Zustimmung als erteilt (§ 99 Abs. 3 BetrVG). Die Gründe, auf die er sich stützen kann, zählt § 99 Abs. 2 BetrVG abschließend auf.

Der Arbeitgeber kann die verweigerte Zustimmung durch das Arbeitsgericht ersetzen lassen (§ 99 Abs. 4 BetrVG) und die Maßnahme aus sachlichen Gründen vorläufig durchführen (§ 100 BetrVG).`,
  ),
  br(
    'arbeitsgruppen',
    'Arbeitsgruppen',
    ['Praxiswissen', 'Fortgeschrittene'],
    `In Betrieben mit mehr als 100 Arbeitnehmern kann der Betriebsrat mit der Mehrheit der Stimmen seiner Mitglieder bestimmte Aufgaben auf Arbeitsgruppen übertragen. Grundlage ist eine Rahmenvereinbarung mit dem Arbeitgeber (§ 28a Abs. 1 BetrVG).

Die Arbeitsgruppe kann im Rahmen der übertragenen Aufgaben mit dem Arbeitgeber Vereinbarungen schließen, die der Mehrheit der Stimmen ihrer Mitglieder bedürfen (§ 28a Abs. 2 BetrVG).`,
  ),
  br(
    'grundsaetze-fuer-die-behandlung',
    'Grundsätze für die Behandlung der Betriebsangehörigen',
    ['Gleichstellung', 'Mobbing'],
    `Arbeitgeber und Betriebsrat haben darüber zu wachen, dass alle im Betrieb tätigen Personen nach den Grundsätzen von Recht und Billigkeit behandelt werden, insbesondere dass jede Benachteiligung wegen ihrer Rasse oder ethnischen Herkunft, ihrer Abstammung, Nationalität, Religion oder Weltanschauung, ihrer Behinderung, ihres Alters, ihrer politischen oder gewerkschaftlichen Betätigung oder Einstellung, ihres Geschlechts oder ihrer sexuellen Identität unterbleibt (§ 75 Abs. 1 BetrVG).

Sie haben außerdem die freie Entfaltung der Persönlichkeit der Beschäftigten zu schützen und zu fördern (§ 75 Abs. 2 BetrVG). Der Betriebsrat kann deshalb verlangen, dass der Arbeitgeber gegen Mobbing und Diskriminierung im Betrieb einschreitet.`,
  ),
  // Representative of disabled employees (sbv): SGB IX Teil 3 and the BetrVG where it meets the council.
  sbv(
    'schwerbehindertenvertretung',
    'Schwerbehindertenvertretung',
    ['Inklusion', 'Einsteiger'],
    `In Betrieben und Dienststellen, in denen wenigstens fünf schwerbehinderte Menschen nicht nur vorübergehend beschäftigt sind, werden eine Vertrauensperson und wenigstens ein stellvertretendes Mitglied gewählt (§ 177 Abs. 1 SGB IX).

Die Schwerbehindertenvertretung fördert die Eingliederung schwerbehinderter Menschen in den Betrieb, vertritt ihre Interessen und steht ihnen beratend und helfend zur Seite (§ 178 Abs. 1 SGB IX).`,
  ),
  sbv(
    'vertrauensperson',
    'Vertrauensperson',
    ['Inklusion'],
    `Die Vertrauensperson ist das gewählte Mitglied der Schwerbehindertenvertretung (§ 177 Abs. 1 SGB IX). Sie führt ihr Amt unentgeltlich als Ehrenamt (§ 179 Abs. 1 SGB IX).

Sie darf in der Ausübung ihres Amtes nicht behindert und wegen ihres Amtes nicht benachteiligt oder begünstigt werden, auch nicht in ihrer beruflichen Entwicklung (§ 179 Abs. 2 SGB IX). Gegenüber dem Arbeitgeber hat sie die gleiche persönliche Rechtsstellung wie ein Mitglied des Betriebsrats (§ 179 Abs. 3 SGB IX).`,
  ),
  sbv(
    'stellvertretendes-mitglied',
    'Stellvertretendes Mitglied',
    ['Inklusion', 'Praxiswissen'],
    `Das stellvertretende Mitglied vertritt die Vertrauensperson im Fall der Verhinderung (§ 177 Abs. 1 SGB IX).

In Betrieben mit in der Regel mehr als 100 beschäftigten schwerbehinderten Menschen kann die Vertrauensperson nach Unterrichtung des Arbeitgebers das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied zu bestimmten Aufgaben heranziehen; ab jeweils 100 weiteren das mit der nächsthöheren Stimmenzahl (§ 178 Abs. 1 SGB IX).`,
  ),
  sbv(
    'wahl-der-schwerbehindertenvertretung',
    'Wahl der Schwerbehindertenvertretung',
    ['Wahlvorstand', 'Inklusion'],
    `Die regelmäßigen Wahlen finden alle vier Jahre in der Zeit vom 1. Oktober bis 30. November statt (§ 177 Abs. 5 SGB IX), zuletzt 2022 und wieder 2026. Gewählt wird geheim und unmittelbar nach den Grundsätzen der Mehrheitswahl (§ 177 Abs. 6 SGB IX).

Wahlberechtigt sind alle im Betrieb beschäftigten schwerbehinderten Menschen. Wählbar sind alle nicht nur vorübergehend Beschäftigten, die am Wahltag das 18. Lebensjahr vollendet haben und dem Betrieb seit sechs Monaten angehören (§ 177 Abs. 2 und 3 SGB IX). In Betrieben mit weniger als 50 Wahlberechtigten wird im vereinfachten Wahlverfahren gewählt, wenn der Betrieb nicht aus räumlich weit auseinanderliegenden Teilen besteht.`,
  ),
  sbv(
    'amtszeit-der-schwerbehindertenvertretung',
    'Amtszeit der Schwerbehindertenvertretung',
    ['Inklusion'],
    `Die regelmäßige Amtszeit der Schwerbehindertenvertretung beträgt vier Jahre (§ 177 Abs. 7 SGB IX). Sie beginnt mit der Bekanntgabe des Wahlergebnisses oder, wenn die Amtszeit der bisherigen Vertretung noch nicht beendet ist, mit deren Ablauf.

Scheidet die Vertrauensperson vorzeitig aus, rückt das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied für den Rest der Amtszeit nach (§ 177 Abs. 7 SGB IX).`,
  ),
  sbv(
    'unterrichtung-und-anhoerung-der-sbv',
    'Unterrichtung und Anhörung',
    ['Inklusion', 'Mitbestimmung'],
    `Der Arbeitgeber hat die Schwerbehindertenvertretung in allen Angelegenheiten, die einen einzelnen oder die schwerbehinderten Menschen als Gruppe berühren, unverzüglich und umfassend zu unterrichten und vor einer Entscheidung anzuhören; er hat ihr die getroffene Entscheidung unverzüglich mitzuteilen (§ 178 Abs. 2 Satz 1 SGB IX).

Ist die Beteiligung unterblieben, ist die Durchführung oder Vollziehung der Entscheidung auszusetzen und die Beteiligung innerhalb von sieben Tagen nachzuholen (§ 178 Abs. 2 Satz 2 SGB IX).`,
  ),
  sbv(
    'kuendigung-ohne-beteiligung-der-sbv',
    'Kündigung ohne Beteiligung der SBV',
    ['Kündigungsschutz', 'Inklusion'],
    `Die Kündigung eines schwerbehinderten Menschen, die der Arbeitgeber ohne Beteiligung der Schwerbehindertenvertretung ausspricht, ist unwirksam (§ 178 Abs. 2 Satz 3 SGB IX).

Die Anhörung der Schwerbehindertenvertretung tritt neben die Anhörung des Betriebsrats (§ 102 BetrVG) und die Zustimmung des Integrationsamts (§ 168 SGB IX); fehlt eines davon, hält die Kündigung nicht.`,
  ),
  sbv(
    'zustimmung-des-integrationsamts',
    'Zustimmung des Integrationsamts',
    ['Kündigungsschutz', 'Inklusion'],
    `Die Kündigung des Arbeitsverhältnisses eines schwerbehinderten Menschen durch den Arbeitgeber bedarf der vorherigen Zustimmung des Integrationsamts (§ 168 SGB IX). Die Kündigungsfrist beträgt mindestens vier Wochen (§ 169 SGB IX).

Das Integrationsamt holt eine Stellungnahme des Betriebsrats und der Schwerbehindertenvertretung ein und soll die Entscheidung innerhalb eines Monats treffen (§ 170 Abs. 2, § 171 Abs. 1 SGB IX). Bei der außerordentlichen Kündigung muss der Arbeitgeber die Zustimmung innerhalb von zwei Wochen beantragen; entscheidet das Integrationsamt nicht binnen zwei Wochen, gilt sie als erteilt (§ 174 SGB IX).`,
  ),
  sbv(
    'schwerbehinderte-menschen',
    'Schwerbehinderte Menschen',
    ['Inklusion', 'Einsteiger'],
    `Schwerbehindert sind Menschen mit einem Grad der Behinderung von wenigstens 50, die ihren Wohnsitz, gewöhnlichen Aufenthalt oder Arbeitsplatz rechtmäßig in Deutschland haben. Für sie gelten die besonderen Regelungen des Teils 3 des SGB IX (§ 151 Abs. 1 SGB IX).

Die Schwerbehinderteneigenschaft besteht kraft Gesetzes; der Ausweis des Versorgungsamts weist sie nur nach. Für den besonderen Kündigungsschutz muss sie allerdings bei Zugang der Kündigung nachgewiesen oder beantragt sein (§ 173 Abs. 3 SGB IX).`,
  ),
  sbv(
    'gleichstellung',
    'Gleichstellung',
    ['Inklusion', 'Gleichstellung'],
    `Menschen mit einem Grad der Behinderung von weniger als 50, aber wenigstens 30, sollen schwerbehinderten Menschen gleichgestellt werden, wenn sie infolge ihrer Behinderung ohne die Gleichstellung einen geeigneten Arbeitsplatz nicht erlangen oder nicht behalten können.

Die Gleichstellung erfolgt auf Antrag durch die Bundesagentur für Arbeit (§ 151 Abs. 2 SGB IX). Gleichgestellte genießen den besonderen Kündigungsschutz, aber keinen Zusatzurlaub (§ 151 Abs. 3 SGB IX).`,
  ),
  sbv(
    'beschaeftigungspflicht',
    'Beschäftigungspflicht',
    ['Inklusion'],
    `Private und öffentliche Arbeitgeber mit jahresdurchschnittlich monatlich mindestens 20 Arbeitsplätzen haben auf wenigstens fünf Prozent der Arbeitsplätze schwerbehinderte Menschen zu beschäftigen (§ 154 Abs. 1 SGB IX).

Die Schwerbehindertenvertretung und der Betriebsrat achten darauf, dass der Arbeitgeber dieser Pflicht nachkommt (§ 176 SGB IX, § 80 Abs. 1 Nr. 4 BetrVG).`,
  ),
  sbv(
    'ausgleichsabgabe',
    'Ausgleichsabgabe',
    ['Inklusion', 'Bilanzen'],
    `Solange Arbeitgeber die vorgeschriebene Zahl schwerbehinderter Menschen nicht beschäftigen, entrichten sie für jeden unbesetzten Pflichtarbeitsplatz eine Ausgleichsabgabe (§ 160 Abs. 1 SGB IX). Sie hebt die Beschäftigungspflicht nicht auf.

Die Höhe ist nach der erreichten Beschäftigungsquote gestaffelt; seit 2024 gilt eine eigene, höhere Stufe für Arbeitgeber, die trotz Beschäftigungspflicht keinen schwerbehinderten Menschen beschäftigen (§ 160 Abs. 2 SGB IX). Die Abgabe fließt in Leistungen zur Teilhabe am Arbeitsleben.`,
  ),
  sbv(
    'inklusionsvereinbarung',
    'Inklusionsvereinbarung',
    ['Inklusion', 'Betriebsvereinbarung'],
    `Die Arbeitgeber treffen mit der Schwerbehindertenvertretung und dem Betriebsrat eine verbindliche Inklusionsvereinbarung (§ 166 Abs. 1 SGB IX). Die Schwerbehindertenvertretung kann die Verhandlungen beantragen.

Die Vereinbarung enthält Regelungen zur Eingliederung schwerbehinderter Menschen, insbesondere zur Personalplanung, Arbeitsplatzgestaltung, Gestaltung des Arbeitsumfelds, Arbeitsorganisation und Arbeitszeit (§ 166 Abs. 2 SGB IX).`,
  ),
  sbv(
    'praevention',
    'Prävention',
    ['Inklusion', 'Gesundheitsschutz'],
    `Treten personen-, verhaltens- oder betriebsbedingte Schwierigkeiten im Arbeitsverhältnis auf, die es gefährden können, schaltet der Arbeitgeber möglichst frühzeitig die Schwerbehindertenvertretung, den Betriebsrat und das Integrationsamt ein (§ 167 Abs. 1 SGB IX).

Gemeinsam erörtern sie alle Möglichkeiten und Hilfen, mit denen die Schwierigkeiten beseitigt werden können und das Arbeitsverhältnis möglichst dauerhaft fortgesetzt werden kann.`,
  ),
  sbv(
    'betriebliches-eingliederungsmanagement',
    'Betriebliches Eingliederungsmanagement (BEM)',
    ['Gesundheitsschutz', 'Inklusion'],
    `Sind Beschäftigte innerhalb eines Jahres länger als sechs Wochen ununterbrochen oder wiederholt arbeitsunfähig, klärt der Arbeitgeber mit der zuständigen Interessenvertretung, bei schwerbehinderten Menschen außerdem mit der Schwerbehindertenvertretung, mit Zustimmung und Beteiligung der betroffenen Person, wie die Arbeitsunfähigkeit überwunden werden kann (§ 167 Abs. 2 SGB IX).

Das BEM gilt für alle Beschäftigten, nicht nur für schwerbehinderte. Die Beschäftigten können zusätzlich eine Vertrauensperson eigener Wahl hinzuziehen. Die Ausgestaltung des Verfahrens unterliegt der Mitbestimmung des Betriebsrats (§ 87 Abs. 1 Nr. 1, 6 und 7 BetrVG).`,
  ),
  sbv(
    'zusatzurlaub',
    'Zusatzurlaub',
    ['Inklusion', 'Arbeitszeit'],
    `Schwerbehinderte Menschen haben Anspruch auf einen bezahlten zusätzlichen Urlaub von fünf Arbeitstagen im Urlaubsjahr; verteilt sich ihre regelmäßige Arbeitszeit auf mehr oder weniger als fünf Arbeitstage in der Woche, erhöht oder vermindert er sich entsprechend (§ 208 Abs. 1 SGB IX).

Besteht die Schwerbehinderteneigenschaft nicht während des ganzen Jahres, hat der Mensch für jeden vollen Monat Anspruch auf ein Zwölftel des Zusatzurlaubs (§ 208 Abs. 2 SGB IX).`,
  ),
  sbv(
    'mehrarbeit',
    'Freistellung von Mehrarbeit',
    ['Inklusion', 'Arbeitszeit'],
    `Schwerbehinderte Menschen werden auf ihr Verlangen von Mehrarbeit freigestellt (§ 207 SGB IX). Mehrarbeit ist nach der Rechtsprechung jede Arbeit über acht Stunden werktäglich hinaus, unabhängig von der vertraglich vereinbarten Arbeitszeit.

Der Arbeitgeber muss den Wunsch beachten; die Freistellung wirkt ab dem Verlangen, ohne dass es einer Begründung bedarf.`,
  ),
  sbv(
    'behinderungsgerechte-beschaeftigung',
    'Behinderungsgerechte Beschäftigung',
    ['Inklusion', 'Arbeitsschutz'],
    `Schwerbehinderte Menschen haben gegenüber ihrem Arbeitgeber Anspruch auf eine Beschäftigung, bei der sie ihre Fähigkeiten und Kenntnisse möglichst voll verwerten und weiterentwickeln können, und auf eine behinderungsgerechte Einrichtung und Unterhaltung der Arbeitsstätten und Arbeitsplätze (§ 164 Abs. 4 SGB IX).

Sie haben außerdem Anspruch auf Teilzeitbeschäftigung, wenn die kürzere Arbeitszeit wegen Art oder Schwere der Behinderung notwendig ist (§ 164 Abs. 5 SGB IX).`,
  ),
  sbv(
    'freistellung-der-vertrauensperson',
    'Freistellung der Vertrauensperson',
    ['Inklusion'],
    `Die Vertrauensperson wird von ihrer beruflichen Tätigkeit ohne Minderung des Arbeitsentgelts befreit, wenn und soweit es zur Durchführung ihrer Aufgaben erforderlich ist (§ 179 Abs. 4 Satz 1 SGB IX).

Sind in einem Betrieb in der Regel wenigstens 100 schwerbehinderte Menschen beschäftigt, wird die Vertrauensperson auf ihren Wunsch vollständig freigestellt (§ 179 Abs. 4 Satz 2 SGB IX).`,
  ),
  sbv(
    'schulung-der-sbv',
    'Schulung der SBV',
    ['Inklusion', 'Einsteiger'],
    `Die Vertrauensperson hat Anspruch auf Freistellung ohne Minderung des Arbeitsentgelts für die Teilnahme an Schulungs- und Bildungsveranstaltungen, soweit diese Kenntnisse vermitteln, die für die Arbeit der Schwerbehindertenvertretung erforderlich sind (§ 179 Abs. 4 Satz 3 SGB IX).

Das gilt auch für das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied und für Stellvertreter, die herangezogen werden. Die Kosten der Schulung trägt der Arbeitgeber (§ 179 Abs. 8 SGB IX).`,
  ),
  sbv(
    'kosten-der-sbv',
    'Kosten der Schwerbehindertenvertretung',
    ['Inklusion'],
    `Die durch die Tätigkeit der Schwerbehindertenvertretung entstehenden Kosten trägt der Arbeitgeber (§ 179 Abs. 8 SGB IX). Dazu gehören auch die Kosten einer Bürokraft in erforderlichem Umfang.

Für Sitzungen, Sprechstunden und die laufende Geschäftsführung stellt der Arbeitgeber die Räume und den Geschäftsbedarf zur Verfügung, die auch der Betriebsrat nutzt, soweit sie ihm nicht eigens zur Verfügung gestellt werden (§ 179 Abs. 9 SGB IX).`,
  ),
  sbv(
    'teilnahme-an-betriebsratssitzungen',
    'Teilnahme an Betriebsratssitzungen',
    ['Inklusion', 'Betriebsratsvorsitz'],
    `Die Schwerbehindertenvertretung hat das Recht, an allen Sitzungen des Betriebsrats und dessen Ausschüssen sowie des Arbeitsschutzausschusses beratend teilzunehmen (§ 178 Abs. 4 SGB IX, § 32 BetrVG).

Sie kann beantragen, Angelegenheiten, die einzelne oder die schwerbehinderten Menschen als Gruppe besonders betreffen, auf die Tagesordnung der nächsten Sitzung zu setzen.`,
  ),
  sbv(
    'aussetzung-von-beschluessen',
    'Aussetzung von Beschlüssen',
    ['Inklusion', 'Konfliktmanagement'],
    `Erachtet die Schwerbehindertenvertretung einen Beschluss des Betriebsrats als eine erhebliche Beeinträchtigung wichtiger Interessen schwerbehinderter Menschen oder ist sie entgegen § 178 Abs. 2 Satz 1 SGB IX nicht beteiligt worden, wird auf ihren Antrag der Beschluss für die Dauer von einer Woche ausgesetzt (§ 178 Abs. 4 Satz 2 SGB IX).

Für das Verfahren gilt § 35 BetrVG entsprechend: In der Frist soll eine Verständigung versucht werden; danach ist erneut zu beschließen.`,
  ),
  sbv(
    'versammlung-schwerbehinderter-menschen',
    'Versammlung schwerbehinderter Menschen',
    ['Inklusion', 'Rhetorik'],
    `Die Schwerbehindertenvertretung hat das Recht, mindestens einmal im Kalenderjahr eine Versammlung der schwerbehinderten Menschen im Betrieb durchzuführen (§ 178 Abs. 6 SGB IX).

Die für die Betriebsversammlung geltenden Vorschriften gelten entsprechend; der Arbeitgeber ist einzuladen, die Versammlung findet während der Arbeitszeit statt.`,
  ),
  sbv(
    'gesamtschwerbehindertenvertretung',
    'Gesamtschwerbehindertenvertretung',
    ['Inklusion', 'Umstrukturierung'],
    `Ist für mehrere Betriebe eines Arbeitgebers ein Gesamtbetriebsrat errichtet, wählen die Schwerbehindertenvertretungen der einzelnen Betriebe eine Gesamtschwerbehindertenvertretung (§ 180 Abs. 1 SGB IX).

Sie vertritt die Interessen der schwerbehinderten Menschen in Angelegenheiten, die das Gesamtunternehmen oder mehrere Betriebe betreffen und von den einzelnen Schwerbehindertenvertretungen nicht geregelt werden können (§ 180 Abs. 6 SGB IX).`,
  ),
  sbv(
    'inklusionsbeauftragter',
    'Inklusionsbeauftragter des Arbeitgebers',
    ['Inklusion'],
    `Der Arbeitgeber bestellt einen Inklusionsbeauftragten, der ihn in Angelegenheiten schwerbehinderter Menschen verantwortlich vertritt; falls erforderlich, können mehrere bestellt werden. Er soll nach Möglichkeit selbst ein schwerbehinderter Mensch sein (§ 181 SGB IX).

Der Inklusionsbeauftragte achtet vor allem darauf, dass der Arbeitgeber die ihm obliegenden Verpflichtungen erfüllt. Arbeitgeber, Inklusionsbeauftragter, Schwerbehindertenvertretung und Betriebsrat arbeiten eng zusammen (§ 182 Abs. 1 SGB IX).`,
  ),
  sbv(
    'kuendigungsschutz-der-vertrauensperson',
    'Kündigungsschutz der Vertrauensperson',
    ['Kündigungsschutz', 'Inklusion'],
    `Die Vertrauensperson besitzt gegenüber dem Arbeitgeber die gleiche persönliche Rechtsstellung, insbesondere den gleichen Kündigungs-, Versetzungs- und Abordnungsschutz wie ein Mitglied des Betriebsrats (§ 179 Abs. 3 SGB IX).

Eine außerordentliche Kündigung ist daher nur mit Zustimmung des Betriebsrats oder deren Ersetzung durch das Arbeitsgericht möglich (§ 103 BetrVG). Das stellvertretende Mitglied ist geschützt, solange es die Vertrauensperson vertritt oder herangezogen ist.`,
  ),
  sbv(
    'einsicht-in-die-personalakte',
    'Einsicht in die Personalakte',
    ['Inklusion', 'Datenschutz'],
    `Schwerbehinderte Menschen haben das Recht, bei Einsicht in die über sie geführte Personalakte die Schwerbehindertenvertretung hinzuzuziehen (§ 178 Abs. 3 SGB IX).

Die Schwerbehindertenvertretung bewahrt über den Inhalt der Daten Stillschweigen, soweit sie der schwerbehinderte Mensch nicht von dieser Verpflichtung entbunden hat.`,
  ),
  sbv(
    'beteiligung-im-bewerbungsverfahren',
    'Beteiligung im Bewerbungsverfahren',
    ['Inklusion', 'Gleichstellung'],
    `Arbeitgeber sind verpflichtet zu prüfen, ob freie Arbeitsplätze mit schwerbehinderten Menschen besetzt werden können; sie beteiligen dabei die Schwerbehindertenvertretung und hören den Betriebsrat an (§ 164 Abs. 1 SGB IX).

Bei Bewerbungen schwerbehinderter Menschen hat die Schwerbehindertenvertretung das Recht auf Einsicht in die entscheidungsrelevanten Teile der Bewerbungsunterlagen und auf Teilnahme an Vorstellungsgesprächen (§ 178 Abs. 2 Satz 4 SGB IX).`,
  ),
  sbv(
    'benachteiligungsverbot',
    'Benachteiligungsverbot',
    ['Inklusion', 'Gleichstellung'],
    `Arbeitgeber dürfen schwerbehinderte Beschäftigte nicht wegen ihrer Behinderung benachteiligen; im Einzelnen gelten die Regelungen des Allgemeinen Gleichbehandlungsgesetzes (§ 164 Abs. 2 SGB IX).

Verletzt ein Arbeitgeber Verfahrenspflichten zugunsten schwerbehinderter Menschen, etwa die Beteiligung der Schwerbehindertenvertretung im Bewerbungsverfahren, kann das nach der Rechtsprechung des Bundesarbeitsgerichts eine Benachteiligung vermuten lassen.`,
  ),
  // Youth and trainee representation (jav): §§ 60–73b BetrVG and the council's duties towards it.
  jav(
    'jugend-und-auszubildendenvertretung',
    'Jugend- und Auszubildendenvertretung',
    ['Ausbildung', 'Einsteiger'],
    `In Betrieben mit in der Regel mindestens fünf Arbeitnehmern, die das 18. Lebensjahr noch nicht vollendet haben oder die zu ihrer Berufsausbildung beschäftigt sind und das 25. Lebensjahr noch nicht vollendet haben, werden Jugend- und Auszubildendenvertretungen gewählt (§ 60 Abs. 1 BetrVG).

Die JAV nimmt die besonderen Belange dieser Beschäftigten wahr (§ 60 Abs. 2 BetrVG). Sie handelt nicht neben, sondern über den Betriebsrat: Ansprechpartner des Arbeitgebers bleibt der Betriebsrat.`,
  ),
  jav(
    'wahlberechtigung-und-waehlbarkeit',
    'Wahlberechtigung und Wählbarkeit',
    ['Ausbildung', 'Wahlvorstand'],
    `Wahlberechtigt sind alle Arbeitnehmer des Betriebs, die das 18. Lebensjahr noch nicht vollendet haben, und alle zu ihrer Berufsausbildung Beschäftigten, die das 25. Lebensjahr noch nicht vollendet haben (§ 61 Abs. 1 BetrVG).

Wählbar sind alle Arbeitnehmer des Betriebs, die das 25. Lebensjahr noch nicht vollendet haben, und alle zu ihrer Berufsausbildung Beschäftigten, unabhängig vom Alter. Mitglieder des Betriebsrats können nicht zu Jugend- und Auszubildendenvertretern gewählt werden (§ 61 Abs. 2 BetrVG).`,
  ),
  jav(
    'groesse-der-jav',
    'Größe der JAV',
    ['Ausbildung'],
    `Die Zahl der Mitglieder richtet sich nach der Zahl der jugendlichen und auszubildenden Arbeitnehmer: bei 5 bis 20 eine Person, bei 21 bis 50 drei, bei 51 bis 150 fünf, bei 151 bis 300 sieben, bei 301 bis 500 neun, bei 501 bis 700 elf, bei 701 bis 1.000 dreizehn und bei mehr als 1.000 fünfzehn Mitglieder (§ 62 Abs. 1 BetrVG).

Die JAV soll sich möglichst aus Vertretern der verschiedenen Beschäftigungsarten und Ausbildungsberufe zusammensetzen (§ 62 Abs. 2 BetrVG).`,
  ),
  jav(
    'geschlecht-in-der-minderheit',
    'Geschlecht in der Minderheit',
    ['Gleichstellung', 'Ausbildung'],
    `Das Geschlecht, das unter den jugendlichen und auszubildenden Arbeitnehmern in der Minderheit ist, muss mindestens entsprechend seinem zahlenmäßigen Verhältnis in der JAV vertreten sein, wenn diese aus mindestens drei Mitgliedern besteht (§ 62 Abs. 3 BetrVG).

Der Wahlvorstand errechnet die Mindestsitze vor der Wahl und gibt sie im Wahlausschreiben bekannt.`,
  ),
  jav(
    'wahl-der-jav',
    'Wahl der JAV',
    ['Wahlvorstand', 'Ausbildung'],
    `Die JAV wird in geheimer und unmittelbarer Wahl gewählt (§ 63 Abs. 1 BetrVG). Spätestens acht Wochen vor Ablauf ihrer Amtszeit bestellt der Betriebsrat den Wahlvorstand und dessen Vorsitzenden (§ 63 Abs. 2 BetrVG).

In Betrieben mit in der Regel 5 bis 100 wahlberechtigten Arbeitnehmern gilt das vereinfachte Wahlverfahren entsprechend (§ 63 Abs. 4 BetrVG).`,
  ),
  jav(
    'wahlvorstand-der-jav',
    'Wahlvorstand der JAV',
    ['Wahlvorstand'],
    `Den Wahlvorstand für die Wahl der JAV bestellt der Betriebsrat spätestens acht Wochen vor Ablauf der Amtszeit (§ 63 Abs. 2 BetrVG).

Bestellt der Betriebsrat den Wahlvorstand nicht oder nicht spätestens sechs Wochen vor Ablauf der Amtszeit, bestellt ihn auf Antrag von drei jugendlichen oder auszubildenden Arbeitnehmern oder einer im Betrieb vertretenen Gewerkschaft das Arbeitsgericht; auch der Gesamt- oder Konzernbetriebsrat kann ihn bestellen (§ 63 Abs. 3 BetrVG).`,
  ),
  jav(
    'amtszeit-der-jav',
    'Amtszeit der JAV',
    ['Ausbildung'],
    `Die regelmäßigen Wahlen der JAV finden alle zwei Jahre in der Zeit vom 1. Oktober bis 30. November statt, zuletzt 2024 und wieder 2026 (§ 64 Abs. 1 BetrVG). Die regelmäßige Amtszeit beträgt zwei Jahre (§ 64 Abs. 2 BetrVG).

Ein Mitglied, das im Laufe der Amtszeit das 25. Lebensjahr vollendet, bleibt bis zum Ende der Amtszeit Mitglied der JAV (§ 64 Abs. 3 BetrVG).`,
  ),
  jav(
    'aufgaben-der-jav',
    'Aufgaben der JAV',
    ['Ausbildung', 'Gleichstellung'],
    `Die JAV beantragt beim Betriebsrat Maßnahmen, die den jugendlichen und auszubildenden Arbeitnehmern dienen, insbesondere in Fragen der Berufsbildung und der Übernahme in ein Arbeitsverhältnis (§ 70 Abs. 1 Nr. 1 BetrVG). Sie fördert die Gleichstellung und die Integration ausländischer Beschäftigter (§ 70 Abs. 1 Nr. 1a und 4 BetrVG).

Sie wacht darüber, dass die zugunsten dieser Beschäftigten geltenden Gesetze, Verordnungen, Tarifverträge und Betriebsvereinbarungen durchgeführt werden, und nimmt Anregungen entgegen (§ 70 Abs. 1 Nr. 2 und 3 BetrVG).`,
  ),
  jav(
    'unterrichtung-der-jav',
    'Unterrichtung der JAV',
    ['Ausbildung'],
    `Zur Durchführung ihrer Aufgaben ist die JAV durch den Betriebsrat rechtzeitig und umfassend zu unterrichten. Sie kann verlangen, dass ihr der Betriebsrat die zur Durchführung ihrer Aufgaben erforderlichen Unterlagen zur Verfügung stellt (§ 70 Abs. 2 BetrVG).

Einen eigenen Anspruch gegen den Arbeitgeber hat die JAV nicht: Der Betriebsrat holt die Informationen beim Arbeitgeber ein (§ 80 Abs. 2 BetrVG).`,
  ),
  jav(
    'teilnahme-der-jav-an-betriebsratssitzungen',
    'Teilnahme an Betriebsratssitzungen',
    ['Ausbildung', 'Betriebsratsvorsitz'],
    `Die JAV kann zu allen Betriebsratssitzungen einen Vertreter entsenden. Werden Angelegenheiten behandelt, die besonders die jugendlichen und auszubildenden Arbeitnehmer betreffen, hat zu diesen Tagesordnungspunkten die gesamte JAV ein Teilnahmerecht (§ 67 Abs. 1 BetrVG).

Der Betriebsratsvorsitzende hat die JAV deshalb zu den Sitzungen unter Mitteilung der Tagesordnung zu laden (§ 29 Abs. 2 BetrVG).`,
  ),
  jav(
    'stimmrecht-der-jav',
    'Stimmrecht im Betriebsrat',
    ['Ausbildung', 'Mitbestimmung'],
    `Die Jugend- und Auszubildendenvertreter haben Stimmrecht, soweit die zu fassenden Beschlüsse des Betriebsrats überwiegend die jugendlichen und auszubildenden Arbeitnehmer betreffen (§ 67 Abs. 2 BetrVG).

Ihre Stimmen zählen bei der Feststellung der Stimmenmehrheit mit, nicht aber bei der Beschlussfähigkeit des Betriebsrats (§ 33 Abs. 3 BetrVG).`,
  ),
  jav(
    'antragsrecht-der-jav',
    'Antragsrecht der JAV',
    ['Ausbildung'],
    `Die JAV kann beantragen, Angelegenheiten, die besonders die jugendlichen und auszubildenden Arbeitnehmer betreffen und über die sie beraten hat, auf die nächste Tagesordnung des Betriebsrats zu setzen (§ 67 Abs. 3 BetrVG).

Der Betriebsrat soll Angelegenheiten, die besonders diese Beschäftigten betreffen, der JAV zur Beratung zuleiten.`,
  ),
  jav(
    'aussetzung-von-betriebsratsbeschluessen',
    'Aussetzung von Betriebsratsbeschlüssen',
    ['Konfliktmanagement', 'Ausbildung'],
    `Erachtet die Mehrheit der Jugend- und Auszubildendenvertreter einen Beschluss des Betriebsrats als eine erhebliche Beeinträchtigung wichtiger Interessen der jugendlichen und auszubildenden Arbeitnehmer, ist der Beschluss auf ihren Antrag für die Dauer von einer Woche auszusetzen (§ 66 Abs. 1 BetrVG, § 35 BetrVG).

In der Frist soll eine Verständigung versucht werden. Wird der Beschluss bestätigt, kann der Antrag nicht wiederholt werden (§ 66 Abs. 2 BetrVG).`,
  ),
  jav(
    'besprechungen-mit-dem-arbeitgeber',
    'Besprechungen mit dem Arbeitgeber',
    ['Verhandlungsführung', 'Ausbildung'],
    `Der Betriebsrat hat die JAV zu Besprechungen zwischen Arbeitgeber und Betriebsrat beizuziehen, wenn Angelegenheiten behandelt werden, die besonders die jugendlichen und auszubildenden Arbeitnehmer betreffen (§ 68 BetrVG).

Das gilt auch für das Monatsgespräch nach § 74 Abs. 1 BetrVG, soweit dort solche Themen auf der Tagesordnung stehen.`,
  ),
  jav(
    'sprechstunden-der-jav',
    'Sprechstunden der JAV',
    ['Ausbildung', 'Praxiswissen'],
    `In Betrieben, die in der Regel mehr als 50 jugendliche und auszubildende Arbeitnehmer beschäftigen, kann die JAV Sprechstunden während der Arbeitszeit einrichten. Zeit und Ort sind durch Betriebsrat und Arbeitgeber zu vereinbaren (§ 69 BetrVG).

An den Sprechstunden kann der Betriebsratsvorsitzende oder ein beauftragtes Betriebsratsmitglied beratend teilnehmen.`,
  ),
  jav(
    'jugend-und-auszubildendenversammlung',
    'Jugend- und Auszubildendenversammlung',
    ['Ausbildung', 'Rhetorik'],
    `Die JAV kann vor oder nach jeder Betriebsversammlung im Einvernehmen mit dem Betriebsrat eine betriebliche Jugend- und Auszubildendenversammlung einberufen (§ 71 BetrVG).

Im Einvernehmen mit Betriebsrat und Arbeitgeber kann sie auch zu einem anderen Zeitpunkt stattfinden. Der Arbeitgeber ist einzuladen und kann dort sprechen.`,
  ),
  jav(
    'gesamt-jugend-und-auszubildendenvertretung',
    'Gesamt-Jugend- und Auszubildendenvertretung',
    ['Ausbildung', 'Umstrukturierung'],
    `Bestehen in einem Unternehmen mehrere Jugend- und Auszubildendenvertretungen, ist eine Gesamt-Jugend- und Auszubildendenvertretung zu errichten. In sie entsendet jede JAV ein Mitglied (§ 72 Abs. 1 und 2 BetrVG).

Sie ist zuständig für Angelegenheiten, die das Gesamtunternehmen oder mehrere Betriebe betreffen, und handelt über den Gesamtbetriebsrat (§ 73 BetrVG).`,
  ),
  jav(
    'konzern-jugend-und-auszubildendenvertretung',
    'Konzern-Jugend- und Auszubildendenvertretung',
    ['Ausbildung', 'Umstrukturierung'],
    `Für einen Konzern kann durch Beschlüsse der einzelnen Gesamt-Jugend- und Auszubildendenvertretungen eine Konzern-Jugend- und Auszubildendenvertretung errichtet werden, wenn die Gesamt-JAVen zustimmen, die mehr als 75 Prozent der jugendlichen und auszubildenden Arbeitnehmer des Konzerns vertreten (§ 73a Abs. 1 BetrVG).

Sie nimmt die Belange dieser Beschäftigten auf Konzernebene wahr und handelt über den Konzernbetriebsrat (§ 73b BetrVG).`,
  ),
  jav(
    'sitzungen-der-jav',
    'Sitzungen der JAV',
    ['Ausbildung', 'Schriftführung'],
    `Die JAV kann nach Verständigung des Betriebsrats Sitzungen abhalten; der Betriebsratsvorsitzende oder ein beauftragtes Betriebsratsmitglied kann an allen Sitzungen teilnehmen (§ 65 Abs. 2 BetrVG).

Für Einberufung, Leitung, Beschlussfassung und Niederschrift gelten die Vorschriften für den Betriebsrat entsprechend (§ 65 Abs. 1 BetrVG in Verbindung mit §§ 29, 33 und 34 BetrVG).`,
  ),
  jav(
    'vorsitz-der-jav',
    'Vorsitz der JAV',
    ['Betriebsratsvorsitz', 'Ausbildung'],
    `Besteht die JAV aus mehreren Mitgliedern, wählt sie aus ihrer Mitte einen Vorsitzenden und dessen Stellvertreter (§ 65 Abs. 1 BetrVG in Verbindung mit § 26 BetrVG).

Der Vorsitzende vertritt die JAV im Rahmen ihrer Beschlüsse, beruft ihre Sitzungen ein und ist Ansprechpartner des Betriebsrats.`,
  ),
  jav(
    'schulung-der-jav',
    'Schulung der JAV',
    ['Einsteiger', 'Ausbildung'],
    `Mitglieder der JAV haben wie Betriebsratsmitglieder Anspruch auf Freistellung für Schulungs- und Bildungsveranstaltungen, die für ihre Arbeit erforderliche Kenntnisse vermitteln (§ 65 Abs. 1 BetrVG in Verbindung mit § 37 Abs. 6 BetrVG).

Über die Teilnahme beschließt der Betriebsrat, nicht die JAV. Daneben besteht der Anspruch auf geeignete Schulungen nach § 37 Abs. 7 BetrVG; die Kosten trägt der Arbeitgeber (§ 40 Abs. 1 BetrVG).`,
  ),
  jav(
    'kosten-der-jav',
    'Kosten der JAV',
    ['Ausbildung'],
    `Die durch die Tätigkeit der JAV entstehenden Kosten trägt der Arbeitgeber (§ 65 Abs. 1 BetrVG in Verbindung mit § 40 BetrVG). Dazu zählen etwa Reisekosten, Schulungskosten und Sachmittel.

Für Sitzungen, Sprechstunden und die laufende Geschäftsführung hat der Arbeitgeber in erforderlichem Umfang Räume, sachliche Mittel und Informations- und Kommunikationstechnik zur Verfügung zu stellen (§ 40 Abs. 2 BetrVG).`,
  ),
  jav(
    'uebernahme-von-auszubildenden',
    'Übernahme von Auszubildenden',
    ['Ausbildung', 'Kündigungsschutz'],
    `Beabsichtigt der Arbeitgeber, einen Auszubildenden, der Mitglied der JAV oder des Betriebsrats ist, nach Ende der Ausbildung nicht in ein unbefristetes Arbeitsverhältnis zu übernehmen, muss er ihm das drei Monate vor Ende der Ausbildung schriftlich mitteilen (§ 78a Abs. 1 BetrVG).

Verlangt der Auszubildende innerhalb der letzten drei Monate vor Ende der Ausbildung schriftlich die Weiterbeschäftigung, gilt ein unbefristetes Arbeitsverhältnis als begründet (§ 78a Abs. 2 BetrVG). Der Arbeitgeber kann spätestens zwei Wochen nach Ende der Ausbildung beim Arbeitsgericht beantragen, davon entbunden zu werden, wenn ihm die Weiterbeschäftigung nicht zugemutet werden kann (§ 78a Abs. 4 BetrVG).`,
  ),
  jav(
    'kuendigungsschutz-der-jav',
    'Kündigungsschutz der JAV',
    ['Kündigungsschutz'],
    `Mitglieder der JAV können während ihrer Amtszeit und ein Jahr danach nur außerordentlich gekündigt werden (§ 15 Kündigungsschutzgesetz).

Die außerordentliche Kündigung bedarf der Zustimmung des Betriebsrats; verweigert er sie, kann das Arbeitsgericht sie auf Antrag des Arbeitgebers ersetzen (§ 103 Abs. 1 und 2 BetrVG). Wahlbewerber und Mitglieder des Wahlvorstands sind ebenso geschützt.`,
  ),
  jav(
    'ersatzmitglieder-der-jav',
    'Ersatzmitglieder der JAV',
    ['Ausbildung'],
    `Scheidet ein Mitglied der JAV aus, rückt ein Ersatzmitglied nach; das gilt auch für die Stellvertretung eines zeitweilig verhinderten Mitglieds (§ 65 Abs. 1 BetrVG in Verbindung mit § 25 BetrVG).

Ersatzmitglieder werden der Reihe nach aus den nicht gewählten Bewerbern derselben Liste oder, bei Mehrheitswahl, nach der Stimmenzahl entnommen.`,
  ),
  jav(
    'beschluesse-der-jav',
    'Beschlüsse der JAV',
    ['Ausbildung', 'Schriftführung'],
    `Die JAV fasst ihre Beschlüsse mit der Mehrheit der Stimmen der anwesenden Mitglieder; sie ist beschlussfähig, wenn mindestens die Hälfte ihrer Mitglieder teilnimmt (§ 65 Abs. 1 BetrVG in Verbindung mit § 33 BetrVG).

Beschlüsse richten sich in aller Regel an den Betriebsrat, etwa als Antrag nach § 70 Abs. 1 Nr. 1 BetrVG, denn die JAV hat keine eigenen Mitbestimmungsrechte gegenüber dem Arbeitgeber.`,
  ),
  jav(
    'geheimhaltungspflicht-der-jav',
    'Geheimhaltungspflicht der JAV',
    ['Datenschutz'],
    `Betriebs- oder Geschäftsgeheimnisse, die als geheimhaltungsbedürftig bezeichnet worden sind, dürfen auch Mitglieder der JAV nicht offenbaren oder verwerten (§ 79 Abs. 2 BetrVG in Verbindung mit § 79 Abs. 1 BetrVG).

Die Pflicht gilt auch nach dem Ausscheiden aus dem Amt, nicht aber gegenüber Mitgliedern des Betriebsrats.`,
  ),
  jav(
    'behinderungsverbot-jav',
    'Behinderungs- und Benachteiligungsverbot',
    ['Ausbildung'],
    `Mitglieder der JAV dürfen in der Ausübung ihrer Tätigkeit nicht gestört oder behindert und wegen ihrer Tätigkeit nicht benachteiligt oder begünstigt werden; das gilt auch für ihre berufliche Entwicklung (§ 78 BetrVG).

Für Auszubildende bedeutet das etwa, dass die JAV-Arbeit ihre Ausbildung nicht gefährden darf: Versäumte Ausbildungsinhalte sind nachzuholen.`,
  ),
  jav(
    'zur-berufsausbildung-beschaeftigte',
    'Zur Berufsausbildung Beschäftigte',
    ['Ausbildung', 'Einsteiger'],
    `Arbeitnehmer im Sinne des Betriebsverfassungsgesetzes sind auch die zu ihrer Berufsausbildung Beschäftigten (§ 5 Abs. 1 BetrVG). Dazu gehören Auszubildende nach dem Berufsbildungsgesetz, aber auch Umschüler, Praktikanten und dual Studierende, soweit sie im Betrieb ausgebildet werden.

Sie sind bei der JAV wahlberechtigt, solange sie das 25. Lebensjahr noch nicht vollendet haben (§ 61 Abs. 1 BetrVG), und zählen bei der Betriebsratswahl mit, sobald sie 16 Jahre alt sind (§ 7 BetrVG).`,
  ),
  jav(
    'mitbestimmung-in-der-berufsbildung',
    'Mitbestimmung in der Berufsbildung',
    ['Ausbildung', 'Mitbestimmung'],
    `Bei der Durchführung von Maßnahmen der betrieblichen Berufsbildung bestimmt der Betriebsrat mit (§ 98 Abs. 1 BetrVG). Er kann der Bestellung eines Ausbilders widersprechen, der die persönliche oder fachliche Eignung nicht besitzt (§ 98 Abs. 2 BetrVG).

Die JAV bringt ihre Vorschläge über den Betriebsrat ein (§ 70 Abs. 1 Nr. 1 BetrVG); bei Beschlüssen, die überwiegend die Auszubildenden betreffen, stimmt sie mit (§ 67 Abs. 2 BetrVG).`,
  ),
];
