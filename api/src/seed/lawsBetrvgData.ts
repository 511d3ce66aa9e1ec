/**
 * The Betriebsverfassungsgesetz for the demo (issue 13): its real structure and paragraph titles; the
 * summaries and the texts of the important paragraphs are the editors' own words at summary level (not the
 * official wording), checked against the law as amended by the Betriebsrätemodernisierungsgesetz 2021.
 */
import { heading, paragraph, type LawSeedEntry } from './lawsSeedTypes';

const h = heading;
const p = paragraph;

export const BETRVG_SEED: readonly LawSeedEntry[] = [
  h(1, 'Erster Teil', 'Allgemeine Vorschriften'),
  p(
    '1',
    'Errichtung von Betriebsräten',
    'In Betrieben mit in der Regel mindestens fünf ständigen wahlberechtigten Arbeitnehmern, von denen drei wählbar sind, werden Betriebsräte gewählt.',
    [
      'In Betrieben mit in der Regel mindestens fünf ständigen wahlberechtigten Arbeitnehmern, von denen drei wählbar sind, werden Betriebsräte gewählt. Das gilt auch für gemeinsame Betriebe mehrerer Unternehmen.',
      'Ein gemeinsamer Betrieb mehrerer Unternehmen wird vermutet, wenn die Unternehmen zur Verfolgung arbeitstechnischer Zwecke die Betriebsmittel und die Arbeitnehmer gemeinsam einsetzen oder wenn nach einer Unternehmensspaltung die Organisation des betroffenen Betriebs im Wesentlichen unverändert bleibt.',
    ],
  ),
  p(
    '2',
    'Stellung der Gewerkschaften und Vereinigungen der Arbeitgeber',
    'Arbeitgeber und Betriebsrat arbeiten vertrauensvoll und im Zusammenwirken mit den im Betrieb vertretenen Gewerkschaften zusammen; Gewerkschaftsbeauftragte haben nach Unterrichtung des Arbeitgebers Zugang zum Betrieb.',
  ),
  p(
    '3',
    'Abweichende Regelungen',
    'Durch Tarifvertrag, teils auch durch Betriebsvereinbarung, können abweichende Strukturen der Arbeitnehmervertretung geschaffen werden, etwa ein unternehmenseinheitlicher Betriebsrat oder Spartenbetriebsräte.',
  ),
  p(
    '4',
    'Betriebsteile, Kleinstbetriebe',
    'Betriebsteile gelten unter bestimmten Voraussetzungen als selbständige Betriebe; ihre Arbeitnehmer können stattdessen an der Wahl im Hauptbetrieb teilnehmen. Kleinstbetriebe ohne eigene Betriebsratsfähigkeit werden dem Hauptbetrieb zugeordnet.',
  ),
  p(
    '5',
    'Arbeitnehmer',
    'Bestimmt, wer Arbeitnehmer im Sinne des Gesetzes ist, und nimmt bestimmte Personengruppen sowie die leitenden Angestellten aus.',
    [
      'Arbeitnehmer im Sinne dieses Gesetzes sind Arbeiter und Angestellte einschließlich der zu ihrer Berufsausbildung Beschäftigten, unabhängig davon, ob sie im Betrieb, im Außendienst oder mit Telearbeit beschäftigt werden. Als Arbeitnehmer gelten auch die in Heimarbeit Beschäftigten, die in der Hauptsache für den Betrieb arbeiten, sowie Beamte, Soldaten und Arbeitnehmer des öffentlichen Dienstes, die in Betrieben privatrechtlich organisierter Unternehmen tätig sind.',
      'Nicht als Arbeitnehmer gelten unter anderem die Mitglieder des Organs, das eine juristische Person gesetzlich vertritt, vertretungsberechtigte Gesellschafter, Personen, deren Beschäftigung vorwiegend karitativ oder religiös bestimmt ist oder der Heilung, Wiedereingewöhnung oder Erziehung dient, sowie nahe Familienangehörige des Arbeitgebers, die mit ihm in häuslicher Gemeinschaft leben.',
      'Das Gesetz findet, soweit nicht ausdrücklich anders bestimmt, keine Anwendung auf leitende Angestellte. Leitender Angestellter ist, wer nach Arbeitsvertrag und Stellung im Unternehmen oder Betrieb zur selbständigen Einstellung und Entlassung berechtigt ist, Generalvollmacht oder nicht unbedeutende Prokura hat oder regelmäßig Aufgaben wahrnimmt, die für den Bestand und die Entwicklung des Unternehmens von Bedeutung sind, und dabei Entscheidungen im Wesentlichen frei von Weisungen trifft oder maßgeblich beeinflusst.',
      'Bleiben nach Absatz 3 Zweifel, nennt Absatz 4 Hilfskriterien, etwa die Zuordnung bei der letzten Wahl, die Leitungsebene oder ein für leitende Angestellte übliches Jahresarbeitsentgelt.',
    ],
  ),
  p('6', '(weggefallen)', 'Die Vorschrift ist aufgehoben.'),

  h(1, 'Zweiter Teil', 'Betriebsrat, Betriebsversammlung, Gesamt- und Konzernbetriebsrat'),
  h(2, 'Erster Abschnitt', 'Zusammensetzung und Wahl des Betriebsrats'),
  p(
    '7',
    'Wahlberechtigung',
    'Wahlberechtigt sind alle Arbeitnehmer des Betriebs ab 16 Jahren; überlassene Arbeitnehmer, wenn sie länger als drei Monate im Betrieb eingesetzt werden.',
  ),
  p(
    '8',
    'Wählbarkeit',
    'Wählbar sind alle Wahlberechtigten ab 18 Jahren, die dem Betrieb seit mindestens sechs Monaten angehören.',
  ),
  p(
    '9',
    'Zahl der Betriebsratsmitglieder',
    'Die Größe des Betriebsrats richtet sich nach der Zahl der in der Regel beschäftigten Arbeitnehmer und reicht von einer Person bis zu 35 und mehr Mitgliedern.',
  ),
  p('10', '(weggefallen)', 'Die Vorschrift ist aufgehoben.'),
  p(
    '11',
    'Ermäßigte Zahl der Betriebsratsmitglieder',
    'Hat ein Betrieb nicht genügend wählbare Arbeitnehmer, wird die Zahl der Betriebsratsmitglieder der nächstniedrigeren Betriebsgröße zugrunde gelegt.',
  ),
  p('12', '(weggefallen)', 'Die Vorschrift ist aufgehoben.'),
  p(
    '13',
    'Zeitpunkt der Betriebsratswahlen',
    'Die regelmäßigen Betriebsratswahlen finden alle vier Jahre in der Zeit vom 1. März bis 31. Mai statt; außerhalb dieser Zeit wird nur in den genannten Sonderfällen gewählt.',
  ),
  p(
    '14',
    'Wahlvorschriften',
    'Der Betriebsrat wird in geheimer und unmittelbarer Wahl gewählt, grundsätzlich nach den Grundsätzen der Verhältniswahl; Mehrheitswahl gilt bei nur einem Wahlvorschlag und im vereinfachten Verfahren.',
  ),
  p(
    '14a',
    'Vereinfachtes Wahlverfahren für Kleinbetriebe',
    'In Betrieben mit in der Regel fünf bis 100 wahlberechtigten Arbeitnehmern wird der Betriebsrat in einem zwei- oder einstufigen vereinfachten Verfahren gewählt; bis 200 Wahlberechtigte kann es vereinbart werden.',
  ),
  p(
    '15',
    'Zusammensetzung nach Beschäftigungsarten und Geschlechter',
    'Der Betriebsrat soll sich möglichst aus Arbeitnehmern der einzelnen Organisationsbereiche und Beschäftigungsarten zusammensetzen; das Geschlecht in der Minderheit muss mindestens entsprechend seinem Anteil vertreten sein.',
  ),
  p(
    '16',
    'Bestellung des Wahlvorstands',
    'Spätestens zehn Wochen vor Ablauf seiner Amtszeit bestellt der Betriebsrat einen Wahlvorstand aus drei Wahlberechtigten; sonst kann das Arbeitsgericht oder der Gesamt- oder Konzernbetriebsrat ihn bestellen.',
  ),
  p(
    '17',
    'Bestellung des Wahlvorstands in Betrieben ohne Betriebsrat',
    'Besteht kein Betriebsrat, bestellt der Gesamt- oder Konzernbetriebsrat den Wahlvorstand; andernfalls wird er in einer Betriebsversammlung gewählt.',
  ),
  p(
    '17a',
    'Bestellung des Wahlvorstands im vereinfachten Wahlverfahren',
    'Für das vereinfachte Wahlverfahren gelten verkürzte Fristen für die Bestellung des Wahlvorstands; ohne Betriebsrat wird er auf einer ersten Wahlversammlung gewählt.',
  ),
  p(
    '18',
    'Vorbereitung und Durchführung der Wahl',
    'Der Wahlvorstand leitet die Wahl unverzüglich ein, führt sie durch, zählt öffentlich aus und gibt das Ergebnis bekannt.',
  ),
  p(
    '18a',
    'Zuordnung der leitenden Angestellten bei Wahlen',
    'Bei zeitgleichen Wahlen von Betriebsrat und Sprecherausschuss stimmen die Wahlvorstände ab, wer leitender Angestellter ist; notfalls entscheidet ein Vermittler.',
  ),
  p(
    '19',
    'Wahlanfechtung',
    'Die Wahl kann binnen zwei Wochen nach Bekanntgabe des Ergebnisses beim Arbeitsgericht angefochten werden, wenn gegen wesentliche Wahlvorschriften verstoßen wurde und dies das Ergebnis beeinflussen konnte.',
  ),
  p(
    '20',
    'Wahlschutz und Wahlkosten',
    'Niemand darf die Betriebsratswahl behindern oder beeinflussen; die Kosten der Wahl trägt der Arbeitgeber, versäumte Arbeitszeit für die Wahl mindert nicht das Entgelt.',
  ),

  h(2, 'Zweiter Abschnitt', 'Amtszeit des Betriebsrats'),
  p(
    '21',
    'Amtszeit',
    'Die regelmäßige Amtszeit des Betriebsrats beträgt vier Jahre und beginnt mit der Bekanntgabe des Wahlergebnisses oder mit Ablauf der Amtszeit des bisherigen Betriebsrats.',
  ),
  p(
    '21a',
    'Übergangsmandat',
    'Wird ein Betrieb gespalten oder zusammengelegt, bleibt der Betriebsrat für die betroffenen Betriebsteile übergangsweise im Amt, längstens sechs Monate, bis ein neuer Betriebsrat gewählt ist.',
  ),
  p(
    '21b',
    'Restmandat',
    'Geht ein Betrieb durch Stilllegung, Spaltung oder Zusammenlegung unter, bleibt der Betriebsrat so lange im Amt, wie es zur Wahrnehmung der damit verbundenen Beteiligungsrechte erforderlich ist.',
  ),
  p(
    '22',
    'Weiterführung der Geschäfte des Betriebsrats',
    'In bestimmten Fällen einer vorzeitigen Neuwahl führt der bisherige Betriebsrat die Geschäfte weiter, bis der neue Betriebsrat gewählt ist.',
  ),
  p(
    '23',
    'Verletzung gesetzlicher Pflichten',
    'Bei grober Pflichtverletzung kann das Arbeitsgericht ein Mitglied ausschließen oder den Betriebsrat auflösen; gegen grobe Verstöße des Arbeitgebers können Betriebsrat oder Gewerkschaft gerichtlich vorgehen.',
  ),
  p(
    '24',
    'Erlöschen der Mitgliedschaft',
    'Die Mitgliedschaft im Betriebsrat erlischt unter anderem mit Ablauf der Amtszeit, Niederlegung des Amtes, Beendigung des Arbeitsverhältnisses oder Verlust der Wählbarkeit.',
  ),
  p(
    '25',
    'Ersatzmitglieder',
    'Scheidet ein Mitglied aus oder ist es zeitweilig verhindert, rückt ein Ersatzmitglied aus derselben Vorschlagsliste nach.',
  ),

  h(2, 'Dritter Abschnitt', 'Geschäftsführung des Betriebsrats'),
  p(
    '26',
    'Vorsitzender',
    'Der Betriebsrat wählt aus seiner Mitte den Vorsitzenden und dessen Stellvertreter; der Vorsitzende vertritt den Betriebsrat im Rahmen der gefassten Beschlüsse.',
  ),
  p(
    '27',
    'Betriebsausschuss',
    'Ein Betriebsrat mit neun oder mehr Mitgliedern bildet einen Betriebsausschuss, der die laufenden Geschäfte führt.',
  ),
  p(
    '28',
    'Übertragung von Aufgaben auf Ausschüsse',
    'In Betrieben mit mehr als 100 Arbeitnehmern kann der Betriebsrat weitere Ausschüsse bilden und ihnen bestimmte Aufgaben übertragen.',
  ),
  p(
    '28a',
    'Übertragung von Aufgaben auf Arbeitsgruppen',
    'In Betrieben mit mehr als 100 Arbeitnehmern kann der Betriebsrat auf Grundlage einer Rahmenvereinbarung Aufgaben auf Arbeitsgruppen übertragen.',
  ),
  p(
    '29',
    'Einberufung der Sitzungen',
    'Der Vorsitzende beruft die Sitzungen ein, setzt die Tagesordnung fest und lädt rechtzeitig ein; auf Antrag eines Viertels der Mitglieder oder des Arbeitgebers muss er eine Sitzung einberufen.',
  ),
  p(
    '30',
    'Betriebsratssitzungen',
    'Die Sitzungen finden in der Regel während der Arbeitszeit statt und sind nicht öffentlich; unter Voraussetzungen ist die Teilnahme per Video- oder Telefonkonferenz möglich.',
  ),
  p(
    '31',
    'Teilnahme der Gewerkschaften',
    'Auf Antrag eines Viertels der Mitglieder kann ein Beauftragter einer im Betriebsrat vertretenen Gewerkschaft beratend an den Sitzungen teilnehmen.',
  ),
  p(
    '32',
    'Teilnahme der Schwerbehindertenvertretung',
    'Die Schwerbehindertenvertretung kann an allen Sitzungen des Betriebsrats beratend teilnehmen.',
  ),
  p(
    '33',
    'Beschlüsse des Betriebsrats',
    'Beschlüsse werden mit der Mehrheit der Stimmen der anwesenden Mitglieder gefasst; der Betriebsrat ist nur beschlussfähig, wenn mindestens die Hälfte seiner Mitglieder teilnimmt.',
  ),
  p(
    '34',
    'Sitzungsniederschrift',
    'Über jede Verhandlung wird eine Niederschrift mit mindestens dem Wortlaut der Beschlüsse und dem Stimmenverhältnis angefertigt, die der Vorsitzende und ein weiteres Mitglied unterzeichnen.',
  ),
  p(
    '35',
    'Aussetzung von Beschlüssen',
    'Erachtet die Mehrheit der Jugend- und Auszubildendenvertretung oder die Schwerbehindertenvertretung einen Beschluss als erhebliche Beeinträchtigung wichtiger Interessen, wird er auf Antrag für eine Woche ausgesetzt.',
  ),
  p(
    '36',
    'Geschäftsordnung',
    'Der Betriebsrat soll sich mit der Mehrheit seiner Stimmen eine schriftliche Geschäftsordnung geben.',
  ),
  p(
    '37',
    'Ehrenamtliche Tätigkeit, Arbeitsversäumnis',
    'Das Betriebsratsamt ist ein Ehrenamt; für Betriebsratsarbeit und erforderliche Schulungen sind Mitglieder ohne Minderung des Entgelts von der Arbeit zu befreien.',
    [
      'Die Mitglieder des Betriebsrats führen ihr Amt unentgeltlich als Ehrenamt.',
      'Sie sind von ihrer beruflichen Tätigkeit ohne Minderung des Arbeitsentgelts zu befreien, wenn und soweit es nach Umfang und Art des Betriebs zur ordnungsgemäßen Durchführung ihrer Aufgaben erforderlich ist.',
      'Für Betriebsratstätigkeit, die aus betriebsbedingten Gründen außerhalb der Arbeitszeit durchzuführen ist, haben die Mitglieder Anspruch auf entsprechende Arbeitsbefreiung unter Fortzahlung des Entgelts; ist das aus betriebsbedingten Gründen nicht vor Ablauf eines Monats möglich, ist die aufgewendete Zeit wie Mehrarbeit zu vergüten.',
      'Das Arbeitsentgelt von Betriebsratsmitgliedern darf während ihrer Amtszeit und ein Jahr danach nicht geringer bemessen werden als das vergleichbarer Arbeitnehmer mit betriebsüblicher beruflicher Entwicklung.',
      'Betriebsratsmitglieder dürfen in dieser Zeit nur mit Tätigkeiten beschäftigt werden, die den Tätigkeiten vergleichbarer Arbeitnehmer gleichwertig sind, soweit nicht zwingende betriebliche Notwendigkeiten entgegenstehen.',
      'Die Absätze 2 und 3 gelten entsprechend für die Teilnahme an Schulungs- und Bildungsveranstaltungen, soweit diese Kenntnisse vermitteln, die für die Arbeit des Betriebsrats erforderlich sind. Der Betriebsrat beschließt die Teilnahme und die zeitliche Lage unter Berücksichtigung der betrieblichen Notwendigkeiten und teilt sie dem Arbeitgeber rechtzeitig mit; hält der Arbeitgeber die betrieblichen Notwendigkeiten für nicht ausreichend berücksichtigt, kann er die Einigungsstelle anrufen.',
      'Unbeschadet des Absatzes 6 hat jedes Mitglied während seiner regelmäßigen Amtszeit Anspruch auf bezahlte Freistellung für insgesamt drei Wochen zur Teilnahme an Schulungs- und Bildungsveranstaltungen, die die zuständige oberste Arbeitsbehörde des Landes als geeignet anerkannt hat; für erstmals gewählte Mitglieder, die nicht zuvor Jugend- und Auszubildendenvertreter waren, erhöht sich der Anspruch auf vier Wochen.',
    ],
  ),
  p(
    '38',
    'Freistellungen',
    'Ab 200 Arbeitnehmern sind Betriebsratsmitglieder in einer nach Betriebsgröße gestaffelten Zahl ganz von der Arbeit freizustellen.',
    [
      'Von ihrer beruflichen Tätigkeit sind mindestens freizustellen: in Betrieben mit in der Regel 200 bis 500 Arbeitnehmern ein Betriebsratsmitglied, mit 501 bis 900 Arbeitnehmern zwei, mit 901 bis 1.500 drei, mit 1.501 bis 2.000 vier, und in größeren Betrieben weitere Mitglieder nach der gesetzlichen Staffel. Freistellungen können auch in Form von Teilfreistellungen erfolgen; durch Tarifvertrag oder Betriebsvereinbarung können anderweitige Regelungen getroffen werden.',
      'Die freizustellenden Mitglieder werden nach Beratung mit dem Arbeitgeber vom Betriebsrat aus seiner Mitte in geheimer Wahl gewählt, bei mehreren Wahlvorschlägen nach den Grundsätzen der Verhältniswahl. Der Betriebsrat teilt dem Arbeitgeber die Namen mit; hält dieser eine Freistellung für sachlich nicht vertretbar, kann er binnen zwei Wochen die Einigungsstelle anrufen.',
      'Der Zeitraum für die Weiterzahlung des nach § 37 Abs. 4 zu bemessenden Arbeitsentgelts und für die Beschäftigung nach § 37 Abs. 5 erhöht sich für Mitglieder, die drei volle aufeinanderfolgende Amtszeiten freigestellt waren, auf zwei Jahre nach Ablauf der Amtszeit.',
      'Freigestellte Mitglieder dürfen von inner- und außerbetrieblichen Maßnahmen der Berufsbildung nicht ausgeschlossen werden; innerhalb eines Jahres nach Beendigung der Freistellung ist ihnen Gelegenheit zu geben, eine wegen der Freistellung unterbliebene betriebsübliche berufliche Entwicklung nachzuholen.',
    ],
  ),
  p(
    '39',
    'Sprechstunden',
    'Der Betriebsrat kann während der Arbeitszeit Sprechstunden einrichten; der Besuch der Sprechstunde mindert nicht das Arbeitsentgelt.',
  ),
  p(
    '40',
    'Kosten und Sachaufwand des Betriebsrats',
    'Der Arbeitgeber trägt die durch die Tätigkeit des Betriebsrats entstehenden Kosten und stellt Räume, Sachmittel, Informations- und Kommunikationstechnik sowie Büropersonal im erforderlichen Umfang zur Verfügung.',
    [
      'Die durch die Tätigkeit des Betriebsrats entstehenden Kosten trägt der Arbeitgeber. Dazu gehören auch die Kosten erforderlicher Schulungen nach § 37 Abs. 6 und 7 sowie erforderlicher Rechtsverfolgung.',
      'Für die Sitzungen, die Sprechstunden und die laufende Geschäftsführung hat der Arbeitgeber in erforderlichem Umfang Räume, sachliche Mittel, Informations- und Kommunikationstechnik sowie Büropersonal zur Verfügung zu stellen.',
    ],
  ),
  p(
    '41',
    'Umlageverbot',
    'Die Erhebung und Leistung von Beiträgen der Arbeitnehmer für Zwecke des Betriebsrats ist unzulässig.',
  ),

  h(2, 'Vierter Abschnitt', 'Betriebsversammlung'),
  p(
    '42',
    'Zusammensetzung, Teilversammlung, Abteilungsversammlung',
    'Die Betriebsversammlung besteht aus den Arbeitnehmern des Betriebs, wird vom Vorsitzenden des Betriebsrats geleitet und ist nicht öffentlich; Teil- und Abteilungsversammlungen sind möglich.',
  ),
  p(
    '43',
    'Regelmäßige Betriebs- und Abteilungsversammlungen',
    'Der Betriebsrat beruft in jedem Kalendervierteljahr eine Betriebsversammlung ein und erstattet dort seinen Tätigkeitsbericht; der Arbeitgeber berichtet mindestens einmal im Jahr.',
  ),
  p(
    '44',
    'Zeitpunkt und Verdienstausfall',
    'Regelmäßige Betriebsversammlungen finden während der Arbeitszeit statt; die Teilnahme einschließlich zusätzlicher Wegezeiten wird wie Arbeitszeit vergütet.',
  ),
  p(
    '45',
    'Themen der Betriebs- und Abteilungsversammlungen',
    'Die Versammlungen können Angelegenheiten behandeln, die den Betrieb oder seine Arbeitnehmer unmittelbar betreffen, etwa tarifpolitische, sozialpolitische, umweltpolitische und wirtschaftliche Fragen.',
  ),
  p(
    '46',
    'Beauftragte der Verbände',
    'Beauftragte der im Betrieb vertretenen Gewerkschaften können beratend an den Versammlungen teilnehmen; der Arbeitgeber kann einen Beauftragten seiner Vereinigung hinzuziehen.',
  ),

  h(2, 'Fünfter Abschnitt', 'Gesamtbetriebsrat'),
  p(
    '47',
    'Voraussetzungen der Errichtung, Mitgliederzahl, Stimmengewicht',
    'Bestehen in einem Unternehmen mehrere Betriebsräte, ist ein Gesamtbetriebsrat zu errichten, in den jeder Betriebsrat Mitglieder entsendet.',
  ),
  p(
    '48',
    'Ausschluss von Gesamtbetriebsratsmitgliedern',
    'Bei grober Verletzung gesetzlicher Pflichten kann das Arbeitsgericht ein Mitglied aus dem Gesamtbetriebsrat ausschließen.',
  ),
  p(
    '49',
    'Erlöschen der Mitgliedschaft',
    'Die Mitgliedschaft im Gesamtbetriebsrat endet mit dem Erlöschen der Mitgliedschaft im Betriebsrat, durch Amtsniederlegung, Ausschluss oder Abberufung.',
  ),
  p(
    '50',
    'Zuständigkeit',
    'Der Gesamtbetriebsrat ist für Angelegenheiten zuständig, die das Gesamtunternehmen oder mehrere Betriebe betreffen und nicht durch die einzelnen Betriebsräte geregelt werden können, sowie für ihm übertragene Angelegenheiten.',
  ),
  p(
    '51',
    'Geschäftsführung',
    'Für die Geschäftsführung des Gesamtbetriebsrats gelten die Vorschriften über den Betriebsrat weitgehend entsprechend.',
  ),
  p(
    '52',
    'Teilnahme der Gesamtschwerbehindertenvertretung',
    'Die Gesamtschwerbehindertenvertretung kann an allen Sitzungen des Gesamtbetriebsrats beratend teilnehmen.',
  ),
  p(
    '53',
    'Betriebsräteversammlung',
    'Mindestens einmal im Jahr beruft der Gesamtbetriebsrat eine Versammlung der Vorsitzenden und stellvertretenden Vorsitzenden sowie weiterer Mitglieder der Betriebsräte ein.',
  ),

  h(2, 'Sechster Abschnitt', 'Konzernbetriebsrat'),
  p(
    '54',
    'Errichtung des Konzernbetriebsrats',
    'Für einen Konzern kann durch Beschlüsse der Gesamtbetriebsräte ein Konzernbetriebsrat errichtet werden, wenn die Gesamtbetriebsräte der Konzernunternehmen mit mehr als 50 Prozent der Arbeitnehmer zustimmen.',
  ),
  p(
    '55',
    'Zusammensetzung des Konzernbetriebsrats, Stimmengewicht',
    'Jeder Gesamtbetriebsrat entsendet zwei seiner Mitglieder in den Konzernbetriebsrat; ihr Stimmengewicht richtet sich nach den vertretenen Arbeitnehmern.',
  ),
  p(
    '56',
    'Ausschluss von Konzernbetriebsratsmitgliedern',
    'Bei grober Verletzung gesetzlicher Pflichten kann das Arbeitsgericht ein Mitglied aus dem Konzernbetriebsrat ausschließen.',
  ),
  p(
    '57',
    'Erlöschen der Mitgliedschaft',
    'Die Mitgliedschaft im Konzernbetriebsrat endet mit dem Erlöschen der Mitgliedschaft im Gesamtbetriebsrat, durch Amtsniederlegung, Ausschluss oder Abberufung.',
  ),
  p(
    '58',
    'Zuständigkeit',
    'Der Konzernbetriebsrat ist für Angelegenheiten zuständig, die den Konzern oder mehrere Konzernunternehmen betreffen und nicht durch die einzelnen Gesamtbetriebsräte geregelt werden können.',
  ),
  p(
    '59',
    'Geschäftsführung',
    'Für die Geschäftsführung des Konzernbetriebsrats gelten die Vorschriften über den Betriebsrat und den Gesamtbetriebsrat weitgehend entsprechend.',
  ),
  p(
    '59a',
    'Teilnahme der Konzernschwerbehindertenvertretung',
    'Die Konzernschwerbehindertenvertretung kann an allen Sitzungen des Konzernbetriebsrats beratend teilnehmen.',
  ),

  h(1, 'Dritter Teil', 'Jugend- und Auszubildendenvertretung'),
  h(2, 'Erster Abschnitt', 'Betriebliche Jugend- und Auszubildendenvertretung'),
  p(
    '60',
    'Errichtung und Aufgabe',
    'In Betrieben mit in der Regel mindestens fünf Arbeitnehmern unter 18 Jahren oder zu ihrer Berufsausbildung Beschäftigten unter 25 Jahren wird eine Jugend- und Auszubildendenvertretung gewählt.',
  ),
  p(
    '61',
    'Wahlberechtigung und Wählbarkeit',
    'Wahlberechtigt sind die jugendlichen Arbeitnehmer und Auszubildenden unter 25 Jahren; wählbar sind alle Arbeitnehmer unter 25 Jahren, die nicht dem Betriebsrat angehören.',
  ),
  p(
    '62',
    'Zahl der Jugend- und Auszubildendenvertreter, Zusammensetzung der Jugend- und Auszubildendenvertretung',
    'Die Größe der Jugend- und Auszubildendenvertretung richtet sich nach der Zahl der vertretenen Beschäftigten; das Geschlecht in der Minderheit ist anteilig zu berücksichtigen.',
  ),
  p(
    '63',
    'Wahlvorschriften',
    'Die Jugend- und Auszubildendenvertretung wird in geheimer und unmittelbarer Wahl gewählt; den Wahlvorstand bestellt der Betriebsrat.',
  ),
  p(
    '64',
    'Zeitpunkt der Wahlen und Amtszeit',
    'Die regelmäßigen Wahlen finden alle zwei Jahre vom 1. Oktober bis 30. November statt; die Amtszeit beträgt zwei Jahre.',
  ),
  p(
    '65',
    'Geschäftsführung',
    'Für die Geschäftsführung der Jugend- und Auszubildendenvertretung gelten wesentliche Vorschriften über den Betriebsrat entsprechend.',
  ),
  p(
    '66',
    'Aussetzung von Beschlüssen des Betriebsrats',
    'Sieht die Mehrheit der Jugend- und Auszubildendenvertreter wichtige Interessen der vertretenen Beschäftigten erheblich beeinträchtigt, ist ein Betriebsratsbeschluss auf Antrag für eine Woche auszusetzen.',
  ),
  p(
    '67',
    'Teilnahme an Betriebsratssitzungen',
    'Die Jugend- und Auszubildendenvertretung kann zu allen Betriebsratssitzungen einen Vertreter entsenden; bei Angelegenheiten, die besonders ihre Beschäftigten betreffen, nehmen alle teil und haben Stimmrecht.',
  ),
  p(
    '68',
    'Teilnahme an gemeinsamen Besprechungen',
    'Der Betriebsrat zieht die Jugend- und Auszubildendenvertretung zu Besprechungen mit dem Arbeitgeber hinzu, wenn Angelegenheiten verhandelt werden, die besonders ihre Beschäftigten betreffen.',
  ),
  p(
    '69',
    'Sprechstunden',
    'In Betrieben mit in der Regel mehr als 50 vertretenen Beschäftigten kann die Jugend- und Auszubildendenvertretung eigene Sprechstunden während der Arbeitszeit einrichten.',
  ),
  p(
    '70',
    'Allgemeine Aufgaben',
    'Die Jugend- und Auszubildendenvertretung beantragt Maßnahmen beim Betriebsrat, insbesondere zur Berufsbildung und Übernahme, wacht über die geltenden Vorschriften und nimmt Anregungen entgegen.',
  ),
  p(
    '71',
    'Jugend- und Auszubildendenversammlung',
    'Die Jugend- und Auszubildendenvertretung kann im Einvernehmen mit dem Betriebsrat vor oder nach jeder Betriebsversammlung eine eigene Versammlung einberufen.',
  ),

  h(2, 'Zweiter Abschnitt', 'Gesamt-Jugend- und Auszubildendenvertretung'),
  p(
    '72',
    'Voraussetzungen der Errichtung, Mitgliederzahl, Stimmengewicht',
    'Bestehen in einem Unternehmen mehrere Jugend- und Auszubildendenvertretungen, ist eine Gesamt-Jugend- und Auszubildendenvertretung zu errichten.',
  ),
  p(
    '73',
    'Geschäftsführung und Geltung sonstiger Vorschriften',
    'Für die Gesamt-Jugend- und Auszubildendenvertretung gelten die Vorschriften über den Gesamtbetriebsrat und die Jugend- und Auszubildendenvertretung entsprechend.',
  ),

  h(2, 'Dritter Abschnitt', 'Konzern-Jugend- und Auszubildendenvertretung'),
  p(
    '73a',
    'Voraussetzung der Errichtung, Mitgliederzahl, Stimmengewicht',
    'Für einen Konzern kann durch Beschlüsse der Gesamt-Jugend- und Auszubildendenvertretungen eine Konzern-Jugend- und Auszubildendenvertretung errichtet werden.',
  ),
  p(
    '73b',
    'Geschäftsführung und Geltung sonstiger Vorschriften',
    'Für die Konzern-Jugend- und Auszubildendenvertretung gelten die Vorschriften über den Konzernbetriebsrat und die Jugend- und Auszubildendenvertretung entsprechend.',
  ),

  h(1, 'Vierter Teil', 'Mitwirkung und Mitbestimmung der Arbeitnehmer'),
  h(2, 'Erster Abschnitt', 'Allgemeines'),
  p(
    '74',
    'Grundsätze für die Zusammenarbeit',
    'Arbeitgeber und Betriebsrat sollen mindestens einmal im Monat zusammentreten und strittige Fragen mit dem ernsten Willen zur Einigung verhandeln; Arbeitskampf und parteipolitische Betätigung im Betrieb sind ihnen untersagt.',
    [
      'Arbeitgeber und Betriebsrat sollen mindestens einmal im Monat zu einer Besprechung zusammentreten. Sie haben über strittige Fragen mit dem ernsten Willen zur Einigung zu verhandeln und Vorschläge für die Beilegung von Meinungsverschiedenheiten zu machen.',
      'Maßnahmen des Arbeitskampfes zwischen Arbeitgeber und Betriebsrat sind unzulässig; Arbeitskämpfe tariffähiger Parteien werden davon nicht berührt. Arbeitgeber und Betriebsrat haben Betätigungen zu unterlassen, durch die der Arbeitsablauf oder der Frieden des Betriebs beeinträchtigt werden. Parteipolitische Betätigung im Betrieb ist ihnen untersagt; die Behandlung von Angelegenheiten tarifpolitischer, sozialpolitischer, umweltpolitischer und wirtschaftlicher Art, die den Betrieb oder seine Arbeitnehmer unmittelbar betreffen, bleibt zulässig.',
      'Arbeitnehmer, die im Rahmen dieses Gesetzes Aufgaben übernehmen, werden in der Betätigung für ihre Gewerkschaft auch im Betrieb nicht beschränkt.',
    ],
  ),
  p(
    '75',
    'Grundsätze für die Behandlung der Betriebsangehörigen',
    'Arbeitgeber und Betriebsrat wachen darüber, dass alle im Betrieb tätigen Personen nach Recht und Billigkeit behandelt werden und niemand benachteiligt wird; sie schützen und fördern die freie Entfaltung der Persönlichkeit.',
    [
      'Arbeitgeber und Betriebsrat haben darüber zu wachen, dass alle im Betrieb tätigen Personen nach den Grundsätzen von Recht und Billigkeit behandelt werden, insbesondere dass jede Benachteiligung von Personen aus Gründen ihrer Rasse oder wegen ihrer ethnischen Herkunft, ihrer Abstammung oder sonstigen Herkunft, ihrer Nationalität, ihrer Religion oder Weltanschauung, ihrer Behinderung, ihres Alters, ihrer politischen oder gewerkschaftlichen Betätigung oder Einstellung oder wegen ihres Geschlechts oder ihrer sexuellen Identität unterbleibt.',
      'Arbeitgeber und Betriebsrat haben die freie Entfaltung der Persönlichkeit der im Betrieb beschäftigten Arbeitnehmer zu schützen und zu fördern. Sie haben die Selbständigkeit und Eigeninitiative der Arbeitnehmer und Arbeitsgruppen zu fördern.',
    ],
  ),
  p(
    '76',
    'Einigungsstelle',
    'Zur Beilegung von Meinungsverschiedenheiten zwischen Arbeitgeber und Betriebsrat wird bei Bedarf eine Einigungsstelle mit einem unparteiischen Vorsitzenden und gleich vielen Beisitzern beider Seiten gebildet.',
  ),
  p(
    '76a',
    'Kosten der Einigungsstelle',
    'Die Kosten der Einigungsstelle trägt der Arbeitgeber; betriebsangehörige Beisitzer erhalten keine Vergütung, behalten aber ihr Arbeitsentgelt.',
  ),
  p(
    '77',
    'Durchführung gemeinsamer Beschlüsse, Betriebsvereinbarungen',
    'Vereinbarungen führt der Arbeitgeber durch; Betriebsvereinbarungen sind schriftlich abzuschließen, gelten unmittelbar und zwingend und dürfen tariflich geregelte oder üblicherweise geregelte Arbeitsbedingungen grundsätzlich nicht regeln.',
    [
      'Vereinbarungen zwischen Betriebsrat und Arbeitgeber, auch wenn sie auf einem Spruch der Einigungsstelle beruhen, führt der Arbeitgeber durch, soweit nicht im Einzelfall etwas anderes vereinbart ist. Der Betriebsrat darf nicht durch einseitige Handlungen in die Leitung des Betriebs eingreifen.',
      'Betriebsvereinbarungen sind von Betriebsrat und Arbeitgeber gemeinsam zu beschließen und schriftlich niederzulegen; sie können auch in elektronischer Form mit qualifizierter elektronischer Signatur geschlossen werden. Der Arbeitgeber hat sie an geeigneter Stelle im Betrieb auszulegen.',
      'Arbeitsentgelte und sonstige Arbeitsbedingungen, die durch Tarifvertrag geregelt sind oder üblicherweise geregelt werden, können nicht Gegenstand einer Betriebsvereinbarung sein, es sei denn, ein Tarifvertrag lässt ergänzende Betriebsvereinbarungen ausdrücklich zu.',
      'Betriebsvereinbarungen gelten unmittelbar und zwingend. Werden Arbeitnehmern durch sie Rechte eingeräumt, ist ein Verzicht darauf nur mit Zustimmung des Betriebsrats zulässig.',
      'Betriebsvereinbarungen können, soweit nichts anderes vereinbart ist, mit einer Frist von drei Monaten gekündigt werden.',
      'Nach Ablauf einer Betriebsvereinbarung gelten ihre Regelungen in Angelegenheiten, in denen ein Spruch der Einigungsstelle die Einigung ersetzen kann, weiter, bis sie durch eine andere Abmachung ersetzt werden.',
    ],
  ),
  p(
    '78',
    'Schutzbestimmungen',
    'Mitglieder des Betriebsrats und anderer betriebsverfassungsrechtlicher Gremien dürfen in ihrer Tätigkeit nicht gestört oder behindert und wegen ihrer Tätigkeit weder benachteiligt noch begünstigt werden.',
  ),
  p(
    '78a',
    'Schutz Auszubildender in besonderen Fällen',
    'Will der Arbeitgeber ein auszubildendes Mitglied eines Betriebsverfassungsorgans nach der Ausbildung nicht übernehmen, muss er dies drei Monate vorher schriftlich mitteilen; verlangt der Auszubildende die Weiterbeschäftigung, gilt ein unbefristetes Arbeitsverhältnis als begründet.',
  ),
  p(
    '79',
    'Geheimhaltungspflicht',
    'Mitglieder des Betriebsrats dürfen Betriebs- oder Geschäftsgeheimnisse, die ihnen wegen ihrer Zugehörigkeit bekannt geworden und vom Arbeitgeber ausdrücklich als geheimhaltungsbedürftig bezeichnet worden sind, nicht offenbaren oder verwerten.',
  ),
  p(
    '79a',
    'Datenschutz',
    'Bei der Verarbeitung personenbezogener Daten hat der Betriebsrat die Vorschriften über den Datenschutz einzuhalten; verantwortlich im Sinne des Datenschutzrechts ist der Arbeitgeber, Arbeitgeber und Betriebsrat unterstützen sich gegenseitig.',
  ),
  p(
    '80',
    'Allgemeine Aufgaben',
    'Zählt die allgemeinen Aufgaben des Betriebsrats auf und verpflichtet den Arbeitgeber, ihn rechtzeitig und umfassend zu unterrichten; der Betriebsrat kann Sachverständige hinzuziehen.',
    [
      'Der Betriebsrat hat folgende allgemeine Aufgaben:\n1. darüber zu wachen, dass die zugunsten der Arbeitnehmer geltenden Gesetze, Verordnungen, Unfallverhütungsvorschriften, Tarifverträge und Betriebsvereinbarungen durchgeführt werden;\n2. Maßnahmen, die dem Betrieb und der Belegschaft dienen, beim Arbeitgeber zu beantragen;\n2a. die Durchsetzung der tatsächlichen Gleichstellung von Frauen und Männern zu fördern;\n2b. die Vereinbarkeit von Familie und Erwerbstätigkeit zu fördern;\n3. Anregungen von Arbeitnehmern und der Jugend- und Auszubildendenvertretung entgegenzunehmen und, falls sie berechtigt erscheinen, durch Verhandlungen mit dem Arbeitgeber auf eine Erledigung hinzuwirken;\n4. die Eingliederung schwerbehinderter Menschen und sonstiger besonders schutzbedürftiger Personen zu fördern;\n5. die Wahl einer Jugend- und Auszubildendenvertretung vorzubereiten und durchzuführen und mit ihr eng zusammenzuarbeiten;\n6. die Beschäftigung älterer Arbeitnehmer im Betrieb zu fördern;\n7. die Integration ausländischer Arbeitnehmer im Betrieb zu fördern und Maßnahmen zur Bekämpfung von Rassismus und Fremdenfeindlichkeit zu beantragen;\n8. die Beschäftigung im Betrieb zu fördern und zu sichern;\n9. Maßnahmen des Arbeitsschutzes und des betrieblichen Umweltschutzes zu fördern.',
      'Zur Durchführung seiner Aufgaben ist der Betriebsrat rechtzeitig und umfassend vom Arbeitgeber zu unterrichten; dies gilt auch für die Beschäftigung von Personen, die nicht in einem Arbeitsverhältnis zum Arbeitgeber stehen. Ihm sind auf Verlangen die erforderlichen Unterlagen zur Verfügung zu stellen; der Betriebsausschuss oder ein gebildeter Ausschuss kann in die Listen über die Bruttolöhne und -gehälter Einblick nehmen. Der Arbeitgeber hat dem Betriebsrat sachkundige Arbeitnehmer als Auskunftspersonen zur Verfügung zu stellen, soweit es erforderlich ist.',
      'Der Betriebsrat kann bei der Durchführung seiner Aufgaben nach näherer Vereinbarung mit dem Arbeitgeber Sachverständige hinzuziehen, soweit dies erforderlich ist. Muss er zur Durchführung seiner Aufgaben die Einführung oder Anwendung von Künstlicher Intelligenz beurteilen, gilt die Hinzuziehung eines Sachverständigen insoweit als erforderlich.',
      'Für die Geheimhaltungspflicht der Auskunftspersonen und der Sachverständigen gilt § 79 entsprechend.',
    ],
  ),

  h(2, 'Zweiter Abschnitt', 'Mitwirkungs- und Beschwerderecht des Arbeitnehmers'),
  p(
    '81',
    'Unterrichtungs- und Erörterungspflicht des Arbeitgebers',
    'Der Arbeitgeber unterrichtet jeden Arbeitnehmer über seine Aufgabe, seine Verantwortung, Unfall- und Gesundheitsgefahren sowie über Veränderungen an seinem Arbeitsplatz.',
  ),
  p(
    '82',
    'Anhörungs- und Erörterungsrecht des Arbeitnehmers',
    'Jeder Arbeitnehmer kann in betrieblichen Angelegenheiten, die seine Person betreffen, gehört werden und sich die Berechnung seines Entgelts und seine berufliche Entwicklung erläutern lassen; ein Betriebsratsmitglied kann hinzugezogen werden.',
  ),
  p(
    '83',
    'Einsicht in die Personalakten',
    'Der Arbeitnehmer hat das Recht, in die über ihn geführten Personalakten Einsicht zu nehmen, ein Betriebsratsmitglied hinzuzuziehen und Erklärungen beizufügen.',
  ),
  p(
    '84',
    'Beschwerderecht',
    'Jeder Arbeitnehmer kann sich bei den zuständigen Stellen des Betriebs beschweren, wenn er sich benachteiligt, ungerecht behandelt oder beeinträchtigt fühlt; daraus dürfen ihm keine Nachteile entstehen.',
  ),
  p(
    '85',
    'Behandlung von Beschwerden durch den Betriebsrat',
    'Der Betriebsrat nimmt Beschwerden von Arbeitnehmern entgegen und wirkt beim Arbeitgeber auf Abhilfe hin; bei Meinungsverschiedenheiten kann er die Einigungsstelle anrufen.',
  ),
  p(
    '86',
    'Ergänzende Vereinbarungen',
    'Durch Tarifvertrag oder Betriebsvereinbarung können die Einzelheiten des Beschwerdeverfahrens geregelt und eine betriebliche Beschwerdestelle eingerichtet werden.',
  ),
  p(
    '86a',
    'Vorschlagsrecht der Arbeitnehmer',
    'Jeder Arbeitnehmer kann dem Betriebsrat Themen zur Beratung vorschlagen; unterstützen mindestens fünf Prozent der Belegschaft den Vorschlag, muss der Betriebsrat ihn binnen zwei Monaten behandeln.',
  ),

  h(2, 'Dritter Abschnitt', 'Soziale Angelegenheiten'),
  p(
    '87',
    'Mitbestimmungsrechte',
    'Zählt die sozialen Angelegenheiten auf, in denen der Betriebsrat mitzubestimmen hat – etwa Arbeitszeit, Entlohnungsgrundsätze, technische Überwachung und Gesundheitsschutz; ohne Einigung entscheidet die Einigungsstelle.',
    [
      'Der Betriebsrat hat, soweit eine gesetzliche oder tarifliche Regelung nicht besteht, in folgenden Angelegenheiten mitzubestimmen:\n1. Fragen der Ordnung des Betriebs und des Verhaltens der Arbeitnehmer im Betrieb;\n2. Beginn und Ende der täglichen Arbeitszeit einschließlich der Pausen sowie Verteilung der Arbeitszeit auf die einzelnen Wochentage;\n3. vorübergehende Verkürzung oder Verlängerung der betriebsüblichen Arbeitszeit;\n4. Zeit, Ort und Art der Auszahlung der Arbeitsentgelte;\n5. Aufstellung allgemeiner Urlaubsgrundsätze und des Urlaubsplans sowie die Festsetzung der zeitlichen Lage des Urlaubs für einzelne Arbeitnehmer, wenn zwischen Arbeitgeber und Arbeitnehmer kein Einverständnis erzielt wird;\n6. Einführung und Anwendung von technischen Einrichtungen, die dazu bestimmt sind, das Verhalten oder die Leistung der Arbeitnehmer zu überwachen;\n7. Regelungen über die Verhütung von Arbeitsunfällen und Berufskrankheiten sowie über den Gesundheitsschutz im Rahmen der gesetzlichen Vorschriften oder der Unfallverhütungsvorschriften;\n8. Form, Ausgestaltung und Verwaltung von Sozialeinrichtungen, deren Wirkungsbereich auf den Betrieb, das Unternehmen oder den Konzern beschränkt ist;\n9. Zuweisung und Kündigung von Wohnräumen, die den Arbeitnehmern mit Rücksicht auf das Bestehen eines Arbeitsverhältnisses vermietet werden;\n10. Fragen der betrieblichen Lohngestaltung, insbesondere die Aufstellung von Entlohnungsgrundsätzen und die Einführung und Anwendung von neuen Entlohnungsmethoden sowie deren Änderung;\n11. Festsetzung der Akkord- und Prämiensätze und vergleichbarer leistungsbezogener Entgelte, einschließlich der Geldfaktoren;\n12. Grundsätze über das betriebliche Vorschlagswesen;\n13. Grundsätze über die Durchführung von Gruppenarbeit;\n14. Ausgestaltung von mobiler Arbeit, die mittels Informations- und Kommunikationstechnik erbracht wird.',
      'Kommt eine Einigung über eine Angelegenheit nach Absatz 1 nicht zustande, so entscheidet die Einigungsstelle. Ihr Spruch ersetzt die Einigung zwischen Arbeitgeber und Betriebsrat.',
    ],
  ),
  p(
    '88',
    'Freiwillige Betriebsvereinbarungen',
    'Durch freiwillige Betriebsvereinbarungen können weitere Angelegenheiten geregelt werden, etwa zusätzliche Maßnahmen des Arbeits- und Umweltschutzes, Sozialeinrichtungen oder die Förderung der Vermögensbildung.',
  ),
  p(
    '89',
    'Arbeits- und betrieblicher Umweltschutz',
    'Der Betriebsrat setzt sich für die Durchführung des Arbeitsschutzes und des betrieblichen Umweltschutzes ein; der Arbeitgeber zieht ihn bei allen damit zusammenhängenden Besichtigungen und Fragen hinzu.',
  ),

  h(2, 'Vierter Abschnitt', 'Gestaltung von Arbeitsplatz, Arbeitsablauf und Arbeitsumgebung'),
  p(
    '90',
    'Unterrichtungs- und Beratungsrechte',
    'Der Arbeitgeber unterrichtet den Betriebsrat rechtzeitig über die Planung von Bauten, technischen Anlagen, Arbeitsverfahren, Arbeitsabläufen – auch unter Einsatz Künstlicher Intelligenz – und Arbeitsplätzen und berät mit ihm die Auswirkungen auf die Arbeitnehmer.',
    [
      'Der Arbeitgeber hat den Betriebsrat über die Planung\n1. von Neu-, Um- und Erweiterungsbauten von Fabrikations-, Verwaltungs- und sonstigen betrieblichen Räumen,\n2. von technischen Anlagen,\n3. von Arbeitsverfahren und Arbeitsabläufen einschließlich des Einsatzes von Künstlicher Intelligenz oder\n4. der Arbeitsplätze\nrechtzeitig unter Vorlage der erforderlichen Unterlagen zu unterrichten.',
      'Der Arbeitgeber hat mit dem Betriebsrat die vorgesehenen Maßnahmen und ihre Auswirkungen auf die Arbeitnehmer, insbesondere auf die Art ihrer Arbeit sowie die sich daraus ergebenden Anforderungen an die Arbeitnehmer, so rechtzeitig zu beraten, dass Vorschläge und Bedenken des Betriebsrats bei der Planung berücksichtigt werden können. Arbeitgeber und Betriebsrat sollen dabei die gesicherten arbeitswissenschaftlichen Erkenntnisse über die menschengerechte Gestaltung der Arbeit berücksichtigen.',
    ],
  ),
  p(
    '91',
    'Mitbestimmungsrecht',
    'Werden Arbeitnehmer durch Änderungen von Arbeitsplätzen, Arbeitsablauf oder Arbeitsumgebung, die gesicherten arbeitswissenschaftlichen Erkenntnissen offensichtlich widersprechen, besonders belastet, kann der Betriebsrat angemessene Abhilfe verlangen.',
  ),

  h(2, 'Fünfter Abschnitt', 'Personelle Angelegenheiten'),
  h(3, 'Erster Unterabschnitt', 'Allgemeine personelle Angelegenheiten'),
  p(
    '92',
    'Personalplanung',
    'Der Arbeitgeber unterrichtet den Betriebsrat rechtzeitig und umfassend über die Personalplanung und berät mit ihm über Art und Umfang der Maßnahmen; der Betriebsrat kann Vorschläge machen.',
    [
      'Der Arbeitgeber hat den Betriebsrat über die Personalplanung, insbesondere über den gegenwärtigen und künftigen Personalbedarf sowie über die sich daraus ergebenden personellen Maßnahmen einschließlich der geplanten Beschäftigung von Personen, die nicht in einem Arbeitsverhältnis zum Arbeitgeber stehen, und Maßnahmen der Berufsbildung anhand von Unterlagen rechtzeitig und umfassend zu unterrichten. Er hat mit dem Betriebsrat über Art und Umfang der erforderlichen Maßnahmen und über die Vermeidung von Härten zu beraten.',
      'Der Betriebsrat kann dem Arbeitgeber Vorschläge für die Einführung einer Personalplanung und ihre Durchführung machen.',
      'Die Absätze 1 und 2 gelten entsprechend für Maßnahmen im Sinne des § 80 Abs. 1 Nr. 2a und 2b, insbesondere für die Aufstellung und Durchführung von Maßnahmen zur Förderung der Gleichstellung von Frauen und Männern.',
    ],
  ),
  p(
    '92a',
    'Beschäftigungssicherung',
    'Der Betriebsrat kann dem Arbeitgeber Vorschläge zur Sicherung und Förderung der Beschäftigung machen; der Arbeitgeber muss sie mit ihm beraten und eine Ablehnung begründen, in Betrieben mit mehr als 100 Arbeitnehmern schriftlich.',
  ),
  p(
    '93',
    'Ausschreibung von Arbeitsplätzen',
    'Der Betriebsrat kann verlangen, dass zu besetzende Arbeitsplätze vor ihrer Besetzung innerhalb des Betriebs ausgeschrieben werden.',
  ),
  p(
    '94',
    'Personalfragebogen, Beurteilungsgrundsätze',
    'Personalfragebogen, persönliche Angaben in Formulararbeitsverträgen und allgemeine Beurteilungsgrundsätze bedürfen der Zustimmung des Betriebsrats.',
  ),
  p(
    '95',
    'Auswahlrichtlinien',
    'Richtlinien über die personelle Auswahl bei Einstellungen, Versetzungen, Umgruppierungen und Kündigungen bedürfen der Zustimmung des Betriebsrats; ab 500 Arbeitnehmern kann er ihre Aufstellung verlangen.',
  ),

  h(3, 'Zweiter Unterabschnitt', 'Berufsbildung'),
  p(
    '96',
    'Förderung der Berufsbildung',
    'Arbeitgeber und Betriebsrat fördern die Berufsbildung der Arbeitnehmer; auf Verlangen ermittelt der Arbeitgeber den Berufsbildungsbedarf und berät ihn mit dem Betriebsrat.',
  ),
  p(
    '97',
    'Einrichtungen und Maßnahmen der Berufsbildung',
    'Der Arbeitgeber berät mit dem Betriebsrat über Einrichtungen und Maßnahmen der Berufsbildung; ändern Maßnahmen des Arbeitgebers die Tätigkeit so, dass Kenntnisse nicht mehr ausreichen, bestimmt der Betriebsrat bei der Qualifizierung mit.',
  ),
  p(
    '98',
    'Durchführung betrieblicher Bildungsmaßnahmen',
    'Der Betriebsrat bestimmt bei der Durchführung betrieblicher Bildungsmaßnahmen mit und kann der Bestellung ungeeigneter Ausbilder widersprechen.',
  ),

  h(3, 'Dritter Unterabschnitt', 'Personelle Einzelmaßnahmen'),
  p(
    '99',
    'Mitbestimmung bei personellen Einzelmaßnahmen',
    'In Unternehmen mit mehr als 20 wahlberechtigten Arbeitnehmern braucht der Arbeitgeber für Einstellung, Eingruppierung, Umgruppierung und Versetzung die Zustimmung des Betriebsrats, die dieser nur aus den gesetzlichen Gründen binnen einer Woche verweigern kann.',
    [
      'In Unternehmen mit in der Regel mehr als zwanzig wahlberechtigten Arbeitnehmern hat der Arbeitgeber den Betriebsrat vor jeder Einstellung, Eingruppierung, Umgruppierung und Versetzung zu unterrichten, ihm die erforderlichen Bewerbungsunterlagen vorzulegen und Auskunft über die Person der Beteiligten zu geben; er hat ihm unter Vorlage der erforderlichen Unterlagen Auskunft über die Auswirkungen der geplanten Maßnahme zu geben und seine Zustimmung einzuholen.',
      'Der Betriebsrat kann die Zustimmung verweigern, wenn\n1. die Maßnahme gegen ein Gesetz, eine Verordnung, eine Unfallverhütungsvorschrift, einen Tarifvertrag, eine Betriebsvereinbarung, eine gerichtliche Entscheidung oder eine behördliche Anordnung verstoßen würde,\n2. die Maßnahme gegen eine Auswahlrichtlinie nach § 95 verstoßen würde,\n3. die durch Tatsachen begründete Besorgnis besteht, dass infolge der Maßnahme im Betrieb beschäftigte Arbeitnehmer gekündigt werden oder sonstige Nachteile erleiden, ohne dass dies aus betrieblichen oder persönlichen Gründen gerechtfertigt ist,\n4. der betroffene Arbeitnehmer durch die Maßnahme benachteiligt wird, ohne dass dies aus betrieblichen oder in der Person des Arbeitnehmers liegenden Gründen gerechtfertigt ist,\n5. eine nach § 93 erforderliche Ausschreibung im Betrieb unterblieben ist oder\n6. die durch Tatsachen begründete Besorgnis besteht, dass der Bewerber den Betriebsfrieden durch gesetzwidriges Verhalten oder durch grobe Verletzung der Grundsätze des § 75 Abs. 1 stören werde.',
      'Verweigert der Betriebsrat seine Zustimmung, hat er dies unter Angabe von Gründen innerhalb einer Woche nach Unterrichtung durch den Arbeitgeber schriftlich mitzuteilen. Teilt er die Verweigerung nicht fristgerecht mit, gilt die Zustimmung als erteilt.',
      'Verweigert der Betriebsrat seine Zustimmung, kann der Arbeitgeber beim Arbeitsgericht beantragen, die Zustimmung zu ersetzen.',
    ],
  ),
  p(
    '100',
    'Vorläufige personelle Maßnahmen',
    'Aus dringenden sachlichen Gründen kann der Arbeitgeber eine personelle Maßnahme vorläufig durchführen; bestreitet der Betriebsrat die Dringlichkeit, muss der Arbeitgeber binnen drei Tagen das Arbeitsgericht anrufen.',
  ),
  p(
    '101',
    'Zwangsgeld',
    'Führt der Arbeitgeber eine personelle Maßnahme ohne Zustimmung des Betriebsrats durch, kann der Betriebsrat beim Arbeitsgericht die Aufhebung verlangen, notfalls durchgesetzt durch Zwangsgeld.',
  ),
  p(
    '102',
    'Mitbestimmung bei Kündigungen',
    'Vor jeder Kündigung ist der Betriebsrat unter Mitteilung der Gründe anzuhören; eine Kündigung ohne Anhörung ist unwirksam. Er kann Bedenken äußern oder einer ordentlichen Kündigung aus bestimmten Gründen widersprechen.',
    [
      'Der Betriebsrat ist vor jeder Kündigung zu hören. Der Arbeitgeber hat ihm die Gründe für die Kündigung mitzuteilen. Eine ohne Anhörung des Betriebsrats ausgesprochene Kündigung ist unwirksam.',
      'Hat der Betriebsrat gegen eine ordentliche Kündigung Bedenken, so hat er sie unter Angabe der Gründe dem Arbeitgeber spätestens innerhalb einer Woche schriftlich mitzuteilen; äußert er sich nicht innerhalb dieser Frist, gilt seine Zustimmung als erteilt. Bedenken gegen eine außerordentliche Kündigung hat er unverzüglich, spätestens innerhalb von drei Tagen, schriftlich mitzuteilen. Der Betriebsrat soll, soweit erforderlich, vor seiner Stellungnahme den betroffenen Arbeitnehmer hören.',
      'Der Betriebsrat kann innerhalb der Wochenfrist einer ordentlichen Kündigung widersprechen, wenn\n1. der Arbeitgeber bei der Auswahl des zu kündigenden Arbeitnehmers soziale Gesichtspunkte nicht oder nicht ausreichend berücksichtigt hat,\n2. die Kündigung gegen eine Auswahlrichtlinie nach § 95 verstößt,\n3. der Arbeitnehmer an einem anderen Arbeitsplatz im selben Betrieb oder in einem anderen Betrieb des Unternehmens weiterbeschäftigt werden kann,\n4. die Weiterbeschäftigung nach zumutbaren Umschulungs- oder Fortbildungsmaßnahmen möglich ist oder\n5. eine Weiterbeschäftigung unter geänderten Vertragsbedingungen möglich ist und der Arbeitnehmer sein Einverständnis hiermit erklärt hat.',
      'Kündigt der Arbeitgeber, obwohl der Betriebsrat widersprochen hat, hat er dem Arbeitnehmer mit der Kündigung eine Abschrift der Stellungnahme des Betriebsrats zuzuleiten.',
      'Hat der Betriebsrat fristgerecht und ordnungsgemäß widersprochen und erhebt der Arbeitnehmer Kündigungsschutzklage, muss der Arbeitgeber ihn auf Verlangen bis zum rechtskräftigen Abschluss des Rechtsstreits zu unveränderten Bedingungen weiterbeschäftigen; das Gericht kann den Arbeitgeber in den gesetzlich genannten Fällen durch einstweilige Verfügung davon entbinden.',
      'Arbeitgeber und Betriebsrat können vereinbaren, dass Kündigungen der Zustimmung des Betriebsrats bedürfen und dass bei Meinungsverschiedenheiten die Einigungsstelle entscheidet.',
      'Die Vorschriften über die Beteiligung des Betriebsrats nach dem Kündigungsschutzgesetz bleiben unberührt.',
    ],
  ),
  p(
    '103',
    'Außerordentliche Kündigung und Versetzung in besonderen Fällen',
    'Die außerordentliche Kündigung von Betriebsratsmitgliedern, Wahlvorstandsmitgliedern und Wahlbewerbern sowie ihre Versetzung mit Verlust des Amtes bedürfen der Zustimmung des Betriebsrats, die das Arbeitsgericht ersetzen kann.',
  ),
  p(
    '104',
    'Entfernung betriebsstörender Arbeitnehmer',
    'Hat ein Arbeitnehmer durch gesetzwidriges Verhalten oder grobe Verletzung der Grundsätze des § 75 den Betriebsfrieden wiederholt ernstlich gestört, kann der Betriebsrat seine Entlassung oder Versetzung verlangen.',
  ),
  p(
    '105',
    'Leitende Angestellte',
    'Eine beabsichtigte Einstellung oder personelle Veränderung eines leitenden Angestellten ist dem Betriebsrat rechtzeitig mitzuteilen.',
  ),

  h(2, 'Sechster Abschnitt', 'Wirtschaftliche Angelegenheiten'),
  h(3, 'Erster Unterabschnitt', 'Unterrichtung in wirtschaftlichen Angelegenheiten'),
  p(
    '106',
    'Wirtschaftsausschuss',
    'In Unternehmen mit in der Regel mehr als 100 ständig beschäftigten Arbeitnehmern wird ein Wirtschaftsausschuss gebildet, den der Unternehmer über die wirtschaftlichen Angelegenheiten rechtzeitig und umfassend unterrichtet.',
  ),
  p(
    '107',
    'Bestellung und Zusammensetzung des Wirtschaftsausschusses',
    'Der Wirtschaftsausschuss besteht aus drei bis sieben Mitgliedern des Unternehmens, darunter mindestens ein Betriebsratsmitglied, die der Betriebsrat oder Gesamtbetriebsrat bestimmt.',
  ),
  p(
    '108',
    'Sitzungen',
    'Der Wirtschaftsausschuss soll monatlich einmal zusammentreten; der Unternehmer nimmt an den Sitzungen teil und erläutert den Jahresabschluss.',
  ),
  p(
    '109',
    'Beilegung von Meinungsverschiedenheiten',
    'Wird eine verlangte Auskunft über wirtschaftliche Angelegenheiten nicht oder ungenügend erteilt und kommt keine Einigung zustande, entscheidet die Einigungsstelle.',
  ),
  p(
    '109a',
    'Unternehmensübernahme',
    'In Unternehmen ohne Wirtschaftsausschuss ist bei einer Unternehmensübernahme, die mit dem Erwerb der Kontrolle verbunden ist, der Betriebsrat zu beteiligen.',
  ),
  p(
    '110',
    'Unterrichtung der Arbeitnehmer',
    'In Unternehmen mit mehr als 1.000 ständig beschäftigten Arbeitnehmern unterrichtet der Unternehmer die Arbeitnehmer mindestens einmal im Kalendervierteljahr schriftlich über die wirtschaftliche Lage und Entwicklung.',
  ),

  h(3, 'Zweiter Unterabschnitt', 'Betriebsänderungen'),
  p(
    '111',
    'Betriebsänderungen',
    'In Unternehmen mit mehr als 20 wahlberechtigten Arbeitnehmern unterrichtet der Unternehmer den Betriebsrat rechtzeitig und umfassend über geplante Betriebsänderungen, die wesentliche Nachteile für die Belegschaft haben können, und berät sie mit ihm.',
    [
      'In Unternehmen mit in der Regel mehr als zwanzig wahlberechtigten Arbeitnehmern hat der Unternehmer den Betriebsrat über geplante Betriebsänderungen, die wesentliche Nachteile für die Belegschaft oder erhebliche Teile der Belegschaft zur Folge haben können, rechtzeitig und umfassend zu unterrichten und die geplanten Betriebsänderungen mit dem Betriebsrat zu beraten. Der Betriebsrat kann in Unternehmen mit mehr als 300 Arbeitnehmern zu seiner Unterstützung einen Berater hinzuziehen.',
      'Als Betriebsänderungen gelten\n1. Einschränkung und Stilllegung des ganzen Betriebs oder von wesentlichen Betriebsteilen,\n2. Verlegung des ganzen Betriebs oder von wesentlichen Betriebsteilen,\n3. Zusammenschluss mit anderen Betrieben oder die Spaltung von Betrieben,\n4. grundlegende Änderungen der Betriebsorganisation, des Betriebszwecks oder der Betriebsanlagen,\n5. Einführung grundlegend neuer Arbeitsmethoden und Fertigungsverfahren.',
    ],
  ),
  p(
    '112',
    'Interessenausgleich über die Betriebsänderung, Sozialplan',
    'Über eine Betriebsänderung versuchen Unternehmer und Betriebsrat einen Interessenausgleich zu erreichen; den Ausgleich oder die Milderung der wirtschaftlichen Nachteile regelt der Sozialplan, über den notfalls die Einigungsstelle entscheidet.',
    [
      'Kommt zwischen Unternehmer und Betriebsrat ein Interessenausgleich über die geplante Betriebsänderung zustande, so ist er schriftlich niederzulegen und vom Unternehmer und Betriebsrat zu unterschreiben. Das gilt entsprechend für eine Einigung über den Ausgleich oder die Milderung der wirtschaftlichen Nachteile, die den Arbeitnehmern infolge der Betriebsänderung entstehen (Sozialplan). Der Sozialplan hat die Wirkung einer Betriebsvereinbarung; § 77 Abs. 3 ist auf ihn nicht anzuwenden.',
      'Kommt ein Interessenausgleich nicht zustande oder kommt keine Einigung über den Sozialplan zustande, können Unternehmer oder Betriebsrat den Vorstand der Bundesagentur für Arbeit um Vermittlung ersuchen. Geschieht das nicht oder bleibt der Vermittlungsversuch ergebnislos, können Unternehmer oder Betriebsrat die Einigungsstelle anrufen.',
      'Unternehmer und Betriebsrat sollen der Einigungsstelle Vorschläge zur Beilegung der Meinungsverschiedenheiten über den Interessenausgleich und den Sozialplan machen. Die Einigungsstelle hat eine Einigung der Parteien zu versuchen.',
      'Kommt eine Einigung über den Sozialplan nicht zustande, entscheidet die Einigungsstelle über die Aufstellung eines Sozialplans. Ihr Spruch ersetzt die Einigung zwischen Unternehmer und Betriebsrat.',
      'Die Einigungsstelle berücksichtigt bei ihrer Entscheidung sowohl die sozialen Belange der betroffenen Arbeitnehmer als auch die wirtschaftliche Vertretbarkeit ihrer Entscheidung für das Unternehmen; sie soll unter anderem den Gegebenheiten des Einzelfalls Rechnung tragen, die Aussichten der Betroffenen auf dem Arbeitsmarkt berücksichtigen und die Förderungsmöglichkeiten zur Vermeidung von Arbeitslosigkeit einbeziehen.',
    ],
  ),
  p(
    '112a',
    'Erzwingbarer Sozialplan bei Personalabbau, Neugründungen',
    'Besteht die Betriebsänderung allein in einer Entlassung, ist ein Sozialplan nur ab bestimmten Schwellenwerten erzwingbar; für neu gegründete Unternehmen gilt in den ersten vier Jahren eine Ausnahme.',
  ),
  p(
    '113',
    'Nachteilsausgleich',
    'Weicht der Unternehmer ohne zwingenden Grund von einem Interessenausgleich ab oder versucht er ihn gar nicht erst, können betroffene Arbeitnehmer Abfindungen und den Ausgleich anderer wirtschaftlicher Nachteile verlangen.',
  ),

  h(1, 'Fünfter Teil', 'Besondere Vorschriften für einzelne Betriebsarten'),
  h(2, 'Erster Abschnitt', 'Seeschifffahrt'),
  p(
    '114',
    'Grundsätze',
    'Auf Seeschifffahrtsunternehmen und ihre Betriebe ist das Gesetz mit den Abweichungen der folgenden Vorschriften anzuwenden.',
  ),
  p(
    '115',
    'Bordvertretung',
    'Auf Schiffen mit in der Regel mindestens fünf wahlberechtigten Besatzungsmitgliedern wird eine Bordvertretung gewählt.',
  ),
  p(
    '116',
    'Seebetriebsrat',
    'In Seebetrieben wird ein Seebetriebsrat gewählt, der die Beteiligungsrechte für die Besatzungsmitglieder wahrnimmt, soweit nicht die Bordvertretung zuständig ist.',
  ),
  h(2, 'Zweiter Abschnitt', 'Luftfahrt'),
  p(
    '117',
    'Geltung für die Luftfahrt',
    'Auf Landbetriebe von Luftfahrtunternehmen ist das Gesetz anzuwenden; für im Flugbetrieb beschäftigte Arbeitnehmer kann durch Tarifvertrag eine Vertretung errichtet werden.',
  ),
  h(2, 'Dritter Abschnitt', 'Tendenzbetriebe und Religionsgemeinschaften'),
  p(
    '118',
    'Geltung für Tendenzbetriebe und Religionsgemeinschaften',
    'Auf Unternehmen mit überwiegend politischer, konfessioneller, karitativer, erzieherischer, wissenschaftlicher, künstlerischer oder publizistischer Bestimmung ist das Gesetz nur eingeschränkt anzuwenden; auf Religionsgemeinschaften gar nicht.',
  ),

  h(1, 'Sechster Teil', 'Straf- und Bußgeldvorschriften'),
  p(
    '119',
    'Straftaten gegen Betriebsverfassungsorgane und ihre Mitglieder',
    'Wer eine Betriebsratswahl oder die Tätigkeit eines Betriebsverfassungsorgans behindert oder beeinflusst oder ein Mitglied wegen seiner Tätigkeit benachteiligt oder begünstigt, wird mit Freiheitsstrafe bis zu einem Jahr oder Geldstrafe bestraft.',
  ),
  p(
    '120',
    'Verletzung von Geheimnissen',
    'Wer unbefugt ein fremdes Betriebs- oder Geschäftsgeheimnis offenbart, das ihm als Mitglied oder Vertreter eines Betriebsverfassungsorgans bekannt geworden ist, macht sich strafbar.',
  ),
  p(
    '121',
    'Bußgeldvorschriften',
    'Wer bestimmte Aufklärungs- oder Auskunftspflichten gegenüber dem Betriebsrat nicht, wahrheitswidrig, unvollständig oder verspätet erfüllt, handelt ordnungswidrig; die Geldbuße beträgt bis zu 10.000 Euro.',
  ),

  h(1, 'Siebenter Teil', 'Änderung von Gesetzen'),
  p(
    '122',
    '(Änderung des Bürgerlichen Gesetzbuchs)',
    'Änderungsvorschrift; ihr Inhalt ist in das geänderte Gesetz eingegangen.',
  ),
  p(
    '123',
    '(Änderung des Kündigungsschutzgesetzes)',
    'Änderungsvorschrift; ihr Inhalt ist in das geänderte Gesetz eingegangen.',
  ),
  p(
    '124',
    '(Änderung des Arbeitsgerichtsgesetzes)',
    'Änderungsvorschrift; ihr Inhalt ist in das geänderte Gesetz eingegangen.',
  ),

  h(1, 'Achter Teil', 'Übergangs- und Schlussvorschriften'),
  p(
    '125',
    'Erstmalige Wahlen nach diesem Gesetz',
    'Regelt die Zeitpunkte der ersten Wahlen nach dem Inkrafttreten des Gesetzes und früherer Änderungen.',
  ),
  p(
    '126',
    'Ermächtigung zum Erlass von Wahlordnungen',
    'Die Bundesregierung wird ermächtigt, durch Rechtsverordnung Vorschriften über die Durchführung der Wahlen zu erlassen, insbesondere die Wahlordnung.',
  ),
  p(
    '127',
    'Verweisungen',
    'Verweisen andere Vorschriften auf aufgehobene Vorschriften des Betriebsverfassungsgesetzes 1952, treten an ihre Stelle die entsprechenden Vorschriften dieses Gesetzes.',
  ),
  p(
    '128',
    'Bestehende abweichende Tarifverträge',
    'Vor Inkrafttreten des Gesetzes geschlossene Tarifverträge über andere Vertretungen bestimmter Arbeitnehmergruppen bleiben unberührt.',
  ),
  p('129', '(weggefallen)', 'Die Vorschrift ist aufgehoben.'),
  p(
    '130',
    'Öffentlicher Dienst',
    'Das Gesetz findet keine Anwendung auf Verwaltungen und Betriebe des Bundes, der Länder, der Gemeinden und sonstiger Körperschaften, Anstalten und Stiftungen des öffentlichen Rechts; für sie gelten die Personalvertretungsgesetze.',
  ),
  p('131', '(weggefallen)', 'Die Vorschrift ist aufgehoben.'),
  p('132', 'Inkrafttreten', 'Regelt das Inkrafttreten des Gesetzes.'),
];
