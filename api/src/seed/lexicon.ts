/**
 * The works-council A–Z (audience br): short, correct explanations of the terms a works council meets,
 * each with the paragraphs of the Works Constitution Act (BetrVG) it rests on (as amended by the
 * Betriebsrätemodernisierungsgesetz 2021). Inserted where missing on every start, so a new entry reaches
 * an existing database and an edited one stays as the editors left it.
 */
import type { Db } from '../db/types';
import { lexiconRow } from '../repositories/lexicon';

interface SeedEntry {
  slug: string;
  title: string;
  body: string;
}

export const BR_LEXICON: readonly SeedEntry[] = [
  {
    slug: 'amtszeit-des-betriebsrats',
    title: 'Amtszeit des Betriebsrats',
    body: `Die regelmäßige Amtszeit des Betriebsrats beträgt vier Jahre (§ 21 BetrVG). Sie beginnt mit der Bekanntgabe des Wahlergebnisses oder, wenn zu diesem Zeitpunkt noch ein Betriebsrat besteht, mit Ablauf von dessen Amtszeit.

Die regelmäßigen Betriebsratswahlen finden alle vier Jahre in der Zeit vom 1. März bis 31. Mai statt (§ 13 Abs. 1 BetrVG). Außerhalb dieses Zeitraums wird nur in den Fällen des § 13 Abs. 2 BetrVG gewählt, etwa wenn die Zahl der Betriebsratsmitglieder auch nach dem Nachrücken aller Ersatzmitglieder unter die vorgeschriebene Zahl sinkt.`,
  },
  {
    slug: 'anhoerung-vor-kuendigungen',
    title: 'Anhörung vor Kündigungen',
    body: `Der Betriebsrat ist vor jeder Kündigung zu hören (§ 102 Abs. 1 BetrVG). Der Arbeitgeber muss ihm die Gründe für die Kündigung mitteilen. Eine ohne Anhörung des Betriebsrats ausgesprochene Kündigung ist unwirksam.

Bedenken gegen eine ordentliche Kündigung muss der Betriebsrat spätestens innerhalb einer Woche schriftlich unter Angabe der Gründe mitteilen; äußert er sich nicht, gilt seine Zustimmung als erteilt. Bei einer außerordentlichen Kündigung gilt: unverzüglich, spätestens innerhalb von drei Tagen (§ 102 Abs. 2 BetrVG).

Widerspricht der Betriebsrat einer ordentlichen Kündigung frist- und ordnungsgemäß aus einem der Gründe des § 102 Abs. 3 BetrVG und erhebt der Arbeitnehmer Kündigungsschutzklage, muss der Arbeitgeber ihn auf Verlangen bis zum rechtskräftigen Abschluss des Rechtsstreits weiterbeschäftigen (§ 102 Abs. 5 BetrVG).`,
  },
  {
    slug: 'arbeitsschutz',
    title: 'Arbeitsschutz',
    body: `Der Betriebsrat bestimmt mit bei Regelungen über die Verhütung von Arbeitsunfällen und Berufskrankheiten sowie über den Gesundheitsschutz im Rahmen der gesetzlichen Vorschriften oder der Unfallverhütungsvorschriften (§ 87 Abs. 1 Nr. 7 BetrVG). Dazu gehört etwa die Ausgestaltung der Gefährdungsbeurteilung nach § 5 Arbeitsschutzgesetz.

Nach § 89 BetrVG hat sich der Betriebsrat dafür einzusetzen, dass die Vorschriften über den Arbeitsschutz und die Unfallverhütung im Betrieb durchgeführt werden. Der Arbeitgeber muss ihn bei allen Besichtigungen und Fragen zum Arbeitsschutz und zur Unfalluntersuchung hinzuziehen.`,
  },
  {
    slug: 'arbeitszeit',
    title: 'Arbeitszeit',
    body: `Beginn und Ende der täglichen Arbeitszeit einschließlich der Pausen sowie die Verteilung der Arbeitszeit auf die einzelnen Wochentage unterliegen der Mitbestimmung des Betriebsrats (§ 87 Abs. 1 Nr. 2 BetrVG). Dazu gehören Schichtpläne, Gleitzeitregelungen und Rufbereitschaft.

Ebenso bestimmt der Betriebsrat mit bei der vorübergehenden Verkürzung oder Verlängerung der betriebsüblichen Arbeitszeit (§ 87 Abs. 1 Nr. 3 BetrVG), also bei Überstunden und Kurzarbeit. Die Dauer der wöchentlichen Arbeitszeit selbst regelt dagegen der Arbeits- oder Tarifvertrag.`,
  },
  {
    slug: 'behinderungsverbot',
    title: 'Behinderungs- und Benachteiligungsverbot',
    body: `Mitglieder des Betriebsrats dürfen in der Ausübung ihrer Tätigkeit nicht gestört oder behindert werden. Sie dürfen wegen ihrer Tätigkeit weder benachteiligt noch begünstigt werden; das gilt auch für ihre berufliche Entwicklung (§ 78 BetrVG).

Wer die Tätigkeit des Betriebsrats vorsätzlich behindert oder stört oder ein Mitglied um seiner Tätigkeit willen benachteiligt oder begünstigt, macht sich nach § 119 Abs. 1 BetrVG strafbar. Die Tat wird auf Antrag verfolgt, den unter anderem der Betriebsrat und eine im Betrieb vertretene Gewerkschaft stellen können.`,
  },
  {
    slug: 'beschluss-des-betriebsrats',
    title: 'Beschluss des Betriebsrats',
    body: `Der Betriebsrat handelt durch Beschlüsse. Sie werden, soweit das Gesetz nichts anderes bestimmt, mit der Mehrheit der Stimmen der anwesenden Mitglieder gefasst; bei Stimmengleichheit ist ein Antrag abgelehnt (§ 33 Abs. 1 BetrVG).

Beschlussfähig ist der Betriebsrat nur, wenn mindestens die Hälfte seiner Mitglieder an der Beschlussfassung teilnimmt; Stellvertretung durch Ersatzmitglieder ist zulässig (§ 33 Abs. 2 BetrVG). Über jede Verhandlung ist eine Niederschrift aufzunehmen, die mindestens den Wortlaut der Beschlüsse und die Stimmenmehrheit enthält (§ 34 Abs. 1 BetrVG).`,
  },
  {
    slug: 'betriebsrat-groesse',
    title: 'Betriebsratsgröße',
    body: `Ein Betriebsrat wird in Betrieben mit in der Regel mindestens fünf ständigen wahlberechtigten Arbeitnehmern gewählt, von denen drei wählbar sind (§ 1 Abs. 1 BetrVG).

Wie viele Mitglieder er hat, richtet sich nach § 9 BetrVG: bei 5 bis 20 wahlberechtigten Arbeitnehmern eine Person, bei 21 bis 50 wahlberechtigten Arbeitnehmern drei Mitglieder, bei 51 wahlberechtigten bis 100 Arbeitnehmern fünf, bei 101 bis 200 Arbeitnehmern sieben, bei 201 bis 400 Arbeitnehmern neun Mitglieder und so weiter.

Wahlberechtigt sind alle Arbeitnehmer des Betriebs, die das 16. Lebensjahr vollendet haben (§ 7 BetrVG); wählbar sind alle Wahlberechtigten ab 18 Jahren, die dem Betrieb seit sechs Monaten angehören (§ 8 BetrVG).`,
  },
  {
    slug: 'betriebsratssitzung',
    title: 'Betriebsratssitzung',
    body: `Die Sitzungen des Betriebsrats beruft der Vorsitzende ein. Er setzt die Tagesordnung fest und lädt die Mitglieder rechtzeitig unter Mitteilung der Tagesordnung (§ 29 Abs. 2 BetrVG).

Die Sitzungen finden in der Regel während der Arbeitszeit statt; der Betriebsrat hat dabei auf die betrieblichen Notwendigkeiten Rücksicht zu nehmen und den Arbeitgeber vorher vom Zeitpunkt der Sitzung zu verständigen. Sie sind nicht öffentlich (§ 30 Abs. 1 BetrVG). Unter den Voraussetzungen des § 30 Abs. 2 BetrVG kann ein Mitglied auch mittels Video- und Telefonkonferenz teilnehmen.`,
  },
  {
    slug: 'betriebsvereinbarung',
    title: 'Betriebsvereinbarung',
    body: `Die Betriebsvereinbarung ist der Vertrag zwischen Arbeitgeber und Betriebsrat. Sie wird gemeinsam beschlossen, schriftlich niedergelegt und von beiden Seiten unterzeichnet; der Arbeitgeber hat sie an geeigneter Stelle im Betrieb auszulegen (§ 77 Abs. 2 BetrVG). Betriebsvereinbarungen gelten unmittelbar und zwingend für alle Arbeitnehmer des Betriebs (§ 77 Abs. 4 BetrVG).

Arbeitsentgelte und sonstige Arbeitsbedingungen, die durch Tarifvertrag geregelt sind oder üblicherweise geregelt werden, können nicht Gegenstand einer Betriebsvereinbarung sein, es sei denn, der Tarifvertrag lässt es ausdrücklich zu (Tarifvorbehalt, § 77 Abs. 3 BetrVG).

Soweit nichts anderes vereinbart ist, kann eine Betriebsvereinbarung mit einer Frist von drei Monaten gekündigt werden (§ 77 Abs. 5 BetrVG). In Angelegenheiten, in denen der Spruch der Einigungsstelle die Einigung ersetzen kann, wirkt sie nach, bis sie durch eine andere Abmachung ersetzt wird (§ 77 Abs. 6 BetrVG).`,
  },
  {
    slug: 'betriebsversammlung',
    title: 'Betriebsversammlung',
    body: `Die Betriebsversammlung besteht aus den Arbeitnehmern des Betriebs; sie wird vom Vorsitzenden des Betriebsrats geleitet und ist nicht öffentlich (§ 42 Abs. 1 BetrVG).

Der Betriebsrat hat einmal in jedem Kalendervierteljahr eine Betriebsversammlung einzuberufen und in ihr einen Tätigkeitsbericht zu erstatten (§ 43 Abs. 1 BetrVG). Der Arbeitgeber ist einzuladen und hat mindestens einmal im Kalenderjahr über das Personal- und Sozialwesen, die wirtschaftliche Lage und Entwicklung des Betriebs zu berichten (§ 43 Abs. 2 BetrVG).

Die regelmäßigen Betriebsversammlungen finden während der Arbeitszeit statt; die Zeit der Teilnahme ist den Arbeitnehmern wie Arbeitszeit zu vergüten (§ 44 Abs. 1 BetrVG).`,
  },
  {
    slug: 'einigungsstelle',
    title: 'Einigungsstelle',
    body: `Die Einigungsstelle legt Meinungsverschiedenheiten zwischen Arbeitgeber und Betriebsrat bei (§ 76 BetrVG). Sie besteht aus einer gleichen Anzahl von Beisitzern, die Arbeitgeber und Betriebsrat bestellen, und einem unparteiischen Vorsitzenden. Kommt eine Einigung über die Person des Vorsitzenden nicht zustande, bestellt ihn das Arbeitsgericht (§ 76 Abs. 2 BetrVG, § 100 ArbGG).

Wo das Gesetz es vorsieht – etwa in den sozialen Angelegenheiten des § 87 BetrVG (§ 87 Abs. 2 BetrVG) oder beim Sozialplan (§ 112 Abs. 4 BetrVG) –, ersetzt ihr Spruch die Einigung zwischen Arbeitgeber und Betriebsrat. Die Kosten der Einigungsstelle trägt der Arbeitgeber (§ 76a Abs. 1 BetrVG).`,
  },
  {
    slug: 'ersatzmitglied',
    title: 'Ersatzmitglied',
    body: `Scheidet ein Mitglied des Betriebsrats aus, rückt ein Ersatzmitglied nach. Das gilt entsprechend für die Stellvertretung eines zeitweilig verhinderten Mitglieds, etwa während Urlaub oder Krankheit (§ 25 Abs. 1 BetrVG).

Die Ersatzmitglieder werden der Reihe nach aus den nicht gewählten Bewerbern derjenigen Vorschlagslisten entnommen, denen die zu ersetzenden Mitglieder angehörten; bei Mehrheitswahl ist die Reihenfolge der erreichten Stimmen maßgebend (§ 25 Abs. 2 BetrVG).`,
  },
  {
    slug: 'freistellung',
    title: 'Freistellung',
    body: `Mitglieder des Betriebsrats sind von ihrer beruflichen Tätigkeit ohne Minderung des Arbeitsentgelts zu befreien, wenn und soweit es nach Umfang und Art des Betriebs zur ordnungsgemäßen Durchführung ihrer Aufgaben erforderlich ist (§ 37 Abs. 2 BetrVG).

Ab einer bestimmten Betriebsgröße sind Mitglieder ganz freizustellen (§ 38 Abs. 1 BetrVG): in Betrieben mit in der Regel 200 bis 500 Arbeitnehmern ein Mitglied, mit 501 bis 900 Arbeitnehmern zwei, mit 901 bis 1.500 Arbeitnehmern drei Mitglieder und so weiter. Freistellungen können auch in Form von Teilfreistellungen erfolgen.`,
  },
  {
    slug: 'geheimhaltungspflicht',
    title: 'Geheimhaltungspflicht',
    body: `Mitglieder und Ersatzmitglieder des Betriebsrats dürfen Betriebs- oder Geschäftsgeheimnisse, die ihnen wegen ihrer Zugehörigkeit zum Betriebsrat bekannt geworden und vom Arbeitgeber ausdrücklich als geheimhaltungsbedürftig bezeichnet worden sind, nicht offenbaren und nicht verwerten. Die Pflicht gilt auch nach dem Ausscheiden aus dem Betriebsrat (§ 79 Abs. 1 BetrVG).

Gegenüber anderen Mitgliedern des Betriebsrats, dem Gesamt- und Konzernbetriebsrat und in Verfahren vor der Einigungsstelle gilt sie nicht. Wer ein solches Geheimnis unbefugt offenbart, macht sich nach § 120 BetrVG strafbar.`,
  },
  {
    slug: 'gesamtbetriebsrat',
    title: 'Gesamtbetriebsrat',
    body: `Bestehen in einem Unternehmen mehrere Betriebsräte, ist ein Gesamtbetriebsrat zu errichten (§ 47 Abs. 1 BetrVG). Jeder Betriebsrat mit bis zu drei Mitgliedern entsendet eines seiner Mitglieder, jeder Betriebsrat mit mehr als drei Mitgliedern zwei seiner Mitglieder (§ 47 Abs. 2 BetrVG).

Der Gesamtbetriebsrat ist zuständig für Angelegenheiten, die das Gesamtunternehmen oder mehrere Betriebe betreffen und nicht durch die einzelnen Betriebsräte innerhalb ihrer Betriebe geregelt werden können (§ 50 Abs. 1 BetrVG). Er ist den einzelnen Betriebsräten nicht übergeordnet.`,
  },
  {
    slug: 'interessenausgleich-und-sozialplan',
    title: 'Interessenausgleich und Sozialplan',
    body: `Plant der Unternehmer in einem Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern eine Betriebsänderung, die wesentliche Nachteile für die Belegschaft oder erhebliche Teile davon zur Folge haben kann, muss er den Betriebsrat rechtzeitig und umfassend unterrichten und die geplante Änderung mit ihm beraten (§ 111 BetrVG). Betriebsänderungen sind etwa die Stilllegung oder Verlegung des Betriebs.

Im Interessenausgleich verhandeln Unternehmer und Betriebsrat darüber, ob, wann und wie die Betriebsänderung durchgeführt wird. Der Sozialplan gleicht die wirtschaftlichen Nachteile der betroffenen Arbeitnehmer aus oder mildert sie, etwa durch Abfindungen (§ 112 Abs. 1 BetrVG). Kommt über den Sozialplan keine Einigung zustande, entscheidet die Einigungsstelle (§ 112 Abs. 4 BetrVG).

Weicht der Unternehmer ohne zwingenden Grund von einem Interessenausgleich ab oder versucht er ihn gar nicht erst, haben entlassene Arbeitnehmer Anspruch auf Nachteilsausgleich (§ 113 BetrVG).`,
  },
  {
    slug: 'jugend-und-auszubildendenvertretung',
    title: 'Jugend- und Auszubildendenvertretung (JAV)',
    body: `In Betrieben mit in der Regel mindestens fünf Arbeitnehmern, die das 18. Lebensjahr noch nicht vollendet haben oder die zu ihrer Berufsausbildung beschäftigt sind und das 25. Lebensjahr noch nicht vollendet haben, wird eine Jugend- und Auszubildendenvertretung gewählt (§ 60 Abs. 1 BetrVG). Voraussetzung ist, dass im Betrieb ein Betriebsrat besteht.

Die JAV nimmt die besonderen Belange dieser Arbeitnehmer wahr, und zwar über den Betriebsrat (§ 70 BetrVG). Ihre regelmäßige Amtszeit beträgt zwei Jahre (§ 64 Abs. 2 BetrVG).`,
  },
  {
    slug: 'kosten-des-betriebsrats',
    title: 'Kosten des Betriebsrats',
    body: `Die durch die Tätigkeit des Betriebsrats entstehenden Kosten trägt der Arbeitgeber (§ 40 Abs. 1 BetrVG). Dazu gehören auch die Kosten erforderlicher Schulungen nach § 37 Abs. 6 BetrVG: Seminargebühr, Reise-, Übernachtungs- und Verpflegungskosten.

Für die Sitzungen, die Sprechstunden und die laufende Geschäftsführung hat der Arbeitgeber in erforderlichem Umfang Räume, sachliche Mittel, Informations- und Kommunikationstechnik sowie Büropersonal zur Verfügung zu stellen (§ 40 Abs. 2 BetrVG).`,
  },
  {
    slug: 'kuendigungsschutz-von-betriebsratsmitgliedern',
    title: 'Kündigungsschutz von Betriebsratsmitgliedern',
    body: `Die ordentliche Kündigung eines Betriebsratsmitglieds ist während seiner Amtszeit und innerhalb eines Jahres nach ihrem Ende unzulässig (§ 15 Abs. 1 KSchG). Mitglieder des Wahlvorstands und Wahlbewerber sind vom Zeitpunkt ihrer Bestellung oder der Aufstellung des Wahlvorschlags an bis sechs Monate nach Bekanntgabe des Wahlergebnisses ebenso geschützt (§ 15 Abs. 3 KSchG).

Eine außerordentliche Kündigung aus wichtigem Grund bedarf während der Amtszeit der Zustimmung des Betriebsrats (§ 103 Abs. 1 BetrVG). Verweigert der Betriebsrat sie, kann das Arbeitsgericht sie auf Antrag des Arbeitgebers ersetzen, wenn die außerordentliche Kündigung unter Berücksichtigung aller Umstände gerechtfertigt ist (§ 103 Abs. 2 BetrVG).`,
  },
  {
    slug: 'mitbestimmung-in-sozialen-angelegenheiten',
    title: 'Mitbestimmung in sozialen Angelegenheiten',
    body: `§ 87 Abs. 1 BetrVG zählt die Angelegenheiten auf, in denen der Betriebsrat mitzubestimmen hat, soweit keine gesetzliche oder tarifliche Regelung besteht. Dazu gehören unter anderem Fragen der Ordnung des Betriebs (Nr. 1), die Lage der Arbeitszeit (Nr. 2), Überstunden und Kurzarbeit (Nr. 3), Urlaubsgrundsätze und Urlaubsplan (Nr. 5), technische Überwachungseinrichtungen (Nr. 6), der Gesundheitsschutz (Nr. 7), die betriebliche Lohngestaltung (Nr. 10) und die Ausgestaltung mobiler Arbeit (Nr. 14).

Der Arbeitgeber darf in diesen Angelegenheiten nicht allein handeln. Kommt eine Einigung nicht zustande, entscheidet die Einigungsstelle; ihr Spruch ersetzt die Einigung zwischen Arbeitgeber und Betriebsrat (§ 87 Abs. 2 BetrVG).`,
  },
  {
    slug: 'mobile-arbeit',
    title: 'Mobile Arbeit',
    body: `Seit 2021 bestimmt der Betriebsrat bei der Ausgestaltung von mobiler Arbeit mit, die mittels Informations- und Kommunikationstechnik erbracht wird (§ 87 Abs. 1 Nr. 14 BetrVG). Geregelt werden können etwa Erreichbarkeit, Arbeitsmittel, Arbeitsschutz und der zeitliche Umfang.

Ob mobile Arbeit eingeführt wird, entscheidet der Arbeitgeber; das Mitbestimmungsrecht betrifft das Wie.`,
  },
  {
    slug: 'monatsgespraech',
    title: 'Monatsgespräch und vertrauensvolle Zusammenarbeit',
    body: `Arbeitgeber und Betriebsrat arbeiten unter Beachtung der geltenden Tarifverträge vertrauensvoll und im Zusammenwirken mit den im Betrieb vertretenen Gewerkschaften und Arbeitgebervereinigungen zum Wohl der Arbeitnehmer und des Betriebs zusammen (§ 2 Abs. 1 BetrVG).

Sie sollen mindestens einmal im Monat zu einer Besprechung zusammentreten und über strittige Fragen mit dem ernsten Willen zur Einigung verhandeln (§ 74 Abs. 1 BetrVG). Maßnahmen des Arbeitskampfes zwischen Arbeitgeber und Betriebsrat sind unzulässig (§ 74 Abs. 2 BetrVG).`,
  },
  {
    slug: 'personelle-einzelmassnahmen',
    title: 'Personelle Einzelmaßnahmen',
    body: `In Unternehmen mit in der Regel mehr als 20 wahlberechtigten Arbeitnehmern muss der Arbeitgeber den Betriebsrat vor jeder Einstellung, Eingruppierung, Umgruppierung und Versetzung unterrichten und seine Zustimmung einholen (§ 99 Abs. 1 BetrVG).

Der Betriebsrat kann die Zustimmung nur aus den Gründen des § 99 Abs. 2 BetrVG verweigern, und zwar innerhalb einer Woche schriftlich unter Angabe der Gründe; sonst gilt sie als erteilt (§ 99 Abs. 3 BetrVG). Verweigert er sie, kann der Arbeitgeber beim Arbeitsgericht beantragen, die Zustimmung zu ersetzen (§ 99 Abs. 4 BetrVG). Vorläufige Maßnahmen regelt § 100 BetrVG.`,
  },
  {
    slug: 'schulungsanspruch',
    title: 'Schulungsanspruch',
    body: `Betriebsratsmitglieder haben Anspruch auf Teilnahme an Schulungs- und Bildungsveranstaltungen, die Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind (§ 37 Abs. 6 BetrVG). Das Arbeitsentgelt wird fortgezahlt; die Kosten der Schulung trägt der Arbeitgeber (§ 40 Abs. 1 BetrVG).

Über die Teilnahme und die zeitliche Lage beschließt der Betriebsrat. Er hat dabei die betrieblichen Notwendigkeiten zu berücksichtigen und dem Arbeitgeber die Teilnahme und die zeitliche Lage rechtzeitig bekannt zu geben (Entsendebeschluss).

Daneben hat jedes Mitglied während seiner regelmäßigen Amtszeit Anspruch auf bezahlte Freistellung für insgesamt drei Wochen zur Teilnahme an als geeignet anerkannten Veranstaltungen; wer das Amt erstmals übernimmt und nicht zuvor Jugend- und Auszubildendenvertreter war, hat Anspruch auf vier Wochen (§ 37 Abs. 7 BetrVG).`,
  },
  {
    slug: 'sprechstunden',
    title: 'Sprechstunden',
    body: `Der Betriebsrat kann während der Arbeitszeit Sprechstunden einrichten; Zeit und Ort sind mit dem Arbeitgeber zu vereinbaren (§ 39 Abs. 1 BetrVG).

Versäumnis von Arbeitszeit, die zum Besuch der Sprechstunden oder durch sonstige Inanspruchnahme des Betriebsrats erforderlich ist, berechtigt den Arbeitgeber nicht zur Minderung des Arbeitsentgelts (§ 39 Abs. 3 BetrVG).`,
  },
  {
    slug: 'technische-ueberwachungseinrichtungen',
    title: 'Technische Überwachungseinrichtungen',
    body: `Der Betriebsrat bestimmt mit bei der Einführung und Anwendung von technischen Einrichtungen, die dazu bestimmt sind, das Verhalten oder die Leistung der Arbeitnehmer zu überwachen (§ 87 Abs. 1 Nr. 6 BetrVG).

Nach der Rechtsprechung des Bundesarbeitsgerichts genügt es, dass eine Einrichtung objektiv geeignet ist, Verhaltens- oder Leistungsdaten zu erheben; auf die Absicht des Arbeitgebers kommt es nicht an. Deshalb fallen etwa Zeiterfassungssysteme, Videokameras und viele Softwareanwendungen unter das Mitbestimmungsrecht.`,
  },
  {
    slug: 'unterrichtungsrecht',
    title: 'Unterrichtungsrecht und allgemeine Aufgaben',
    body: `Zu den allgemeinen Aufgaben des Betriebsrats gehört es, darüber zu wachen, dass die zugunsten der Arbeitnehmer geltenden Gesetze, Verordnungen, Unfallverhütungsvorschriften, Tarifverträge und Betriebsvereinbarungen durchgeführt werden (§ 80 Abs. 1 Nr. 1 BetrVG).

Zur Durchführung seiner Aufgaben ist der Betriebsrat rechtzeitig und umfassend vom Arbeitgeber zu unterrichten; die erforderlichen Unterlagen sind ihm auf Verlangen jederzeit zur Verfügung zu stellen (§ 80 Abs. 2 BetrVG). Soweit es zur ordnungsgemäßen Erfüllung seiner Aufgaben erforderlich ist, kann er nach näherer Vereinbarung mit dem Arbeitgeber Sachverständige hinzuziehen (§ 80 Abs. 3 BetrVG).`,
  },
  {
    slug: 'urlaubsplan',
    title: 'Urlaubsgrundsätze und Urlaubsplan',
    body: `Der Betriebsrat bestimmt mit bei der Aufstellung allgemeiner Urlaubsgrundsätze und des Urlaubsplans sowie bei der Festsetzung der zeitlichen Lage des Urlaubs für einzelne Arbeitnehmer, wenn zwischen dem Arbeitgeber und den beteiligten Arbeitnehmern kein Einverständnis erzielt wird (§ 87 Abs. 1 Nr. 5 BetrVG).

Die Dauer des Urlaubs selbst ergibt sich aus dem Bundesurlaubsgesetz, dem Tarif- oder dem Arbeitsvertrag.`,
  },
  {
    slug: 'wirtschaftsausschuss',
    title: 'Wirtschaftsausschuss',
    body: `In allen Unternehmen mit in der Regel mehr als 100 ständig beschäftigten Arbeitnehmern ist ein Wirtschaftsausschuss zu bilden. Er berät wirtschaftliche Angelegenheiten mit dem Unternehmer und unterrichtet den Betriebsrat (§ 106 Abs. 1 BetrVG).

Der Wirtschaftsausschuss besteht aus mindestens drei und höchstens sieben Mitgliedern, die dem Unternehmen angehören müssen, darunter mindestens ein Betriebsratsmitglied; der Betriebsrat bestimmt sie (§ 107 BetrVG). Er soll monatlich einmal zusammentreten (§ 108 Abs. 1 BetrVG).`,
  },
];

/** Inserts the entries of the A–Z that the database does not have yet (by slug). */
export async function seedLexicon(db: Db, at: string = new Date().toISOString()): Promise<number> {
  const existing = new Set(
    (await db.selectFrom('lexiconEntries').select('slug').where('audience', '=', 'br').execute()).map((r) => r.slug),
  );
  const missing = BR_LEXICON.filter((entry) => !existing.has(entry.slug));
  if (missing.length === 0) return 0;
  await db
    .insertInto('lexiconEntries')
    .values(missing.map((entry) => lexiconRow({ audience: 'br', ...entry }, at)))
    .onConflict((oc) => oc.columns(['audience', 'slug']).doNothing())
    .execute();
  return missing.length;
}
